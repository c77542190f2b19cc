@_spi(SystemViews) import EaselCore
import Foundation

/// An image in UIKit's terms (`UIImage`), holding a SwiftUI `Image`. The failable initializers
/// fail as UIKit's do: no such asset, no such symbol, data that isn't a PNG or JPEG.
public final class UIImage: @unchecked Sendable {
    public let image: Image
    /// The image's size in points.
    public let size: CGSize
    public var scale: CGFloat { 1 }

    private init?(_ image: Image) {
        guard let size = image._naturalSize else { return nil }
        self.image = image
        self.size = size
    }

    public convenience init?(named name: String) {
        self.init(Image(name))
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(Image(name, bundle: bundle))
    }

    public convenience init?(systemName name: String) {
        self.init(Image(systemName: name))
    }

    public convenience init?(data: Data) {
        self.init(Image(data: data))
    }

    public convenience init?(data: Data, scale: CGFloat) {
        self.init(Image(data: data, scale: scale))
    }

    public convenience init?(contentsOfFile path: String) {
        self.init(Image(contentsOf: URL(fileURLWithPath: path)))
    }
}

extension Image {
    /// A SwiftUI image from a UIKit one.
    public init(uiImage: UIImage) {
        self = uiImage.image
    }
}
