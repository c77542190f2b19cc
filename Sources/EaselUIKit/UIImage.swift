@_spi(SystemViews) import EaselCore
import Foundation

/// An image in UIKit's terms (`UIImage`), holding a SwiftUI `Image`. The failable initializers
/// fail as UIKit's do: no such asset, no such symbol, data that isn't a PNG or JPEG.
///
/// Hashable by identity, as `NSObject`, which UIKit's `UIImage` inherits from, is: a model struct
/// holding a `UIImage?` derives `Hashable` (Kavsoft's photo transition does).
public final class UIImage: Hashable, @unchecked Sendable {
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public let image: Image
    /// The image's size in points.
    public let size: CGSize
    /// Pixels per point: 1 unless the image was made with a scale (`init(data:scale:)`, or an
    /// `ImageRenderer`'s `uiImage`), as in UIKit.
    public let scale: CGFloat

    private convenience init?(_ image: Image, scale: CGFloat = 1) {
        guard let size = image._naturalSize else { return nil }
        self.init(image: image, size: size, scale: scale)
    }

    init(image: Image, size: CGSize, scale: CGFloat = 1) {
        self.image = image
        self.size = size
        self.scale = scale
    }

    /// An empty image, 0 × 0, as UIKit's `UIImage()`: what apps set a bar's background or shadow
    /// image to, to take it away. Shown in a view, it is an image of no data (said when drawn).
    public convenience init() {
        self.init(image: Image(data: Data()), size: .zero)
    }

    public convenience init?(named name: String) {
        self.init(Image(name))
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(Image(name, bundle: bundle))
    }

    /// The image set a generated asset symbol names; empty (0 × 0, said when drawn) when no
    /// catalog has it, as UIKit's initializer can't fail.
    public convenience init(resource: ImageResource) {
        let image = Image(resource)
        self.init(image: image, size: image._naturalSize ?? .zero)
    }

    public convenience init?(systemName name: String) {
        self.init(Image(systemName: name))
    }

    public convenience init?(data: Data) {
        self.init(Image(data: data))
    }

    public convenience init?(data: Data, scale: CGFloat) {
        self.init(Image(data: data, scale: scale), scale: scale)
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
