import EaselCore
import Foundation

/// A data set of an asset catalog (`NSDataAsset`): the file a `name.dataset` folder holds (a JSON
/// file, a sound, a font), found where `Image(_:)` finds images, the registered folders' catalogs
/// and then the bundle's. Nil when there is no such data set, as UIKit's initializer returns.
open class NSDataAsset: @unchecked Sendable {
    public let name: NSDataAssetName
    public let data: Data
    /// The file's uniform type identifier, as the data set gives it ("public.data" when it doesn't).
    public let typeIdentifier: String

    public convenience init?(name: NSDataAssetName) {
        self.init(name: name, bundle: .main)
    }

    public init?(name: NSDataAssetName, bundle: Bundle) {
        guard let found = ImageAssets.dataSet(named: name, bundle: bundle) else { return nil }
        self.name = name
        self.data = found.data
        self.typeIdentifier = found.typeIdentifier
    }
}

public typealias NSDataAssetName = String
