@_spi(SystemViews) import EaselCore
import EaselRendering
import EaselUIKit
import Foundation

// UIKit's image encoding and `ImageRenderer.uiImage` meet here, where both EaselUIKit (the UIKit
// names) and EaselRendering (the rasteriser) are visible: neither layer depends on the other.

#if MainActorViews
@MainActor
#endif
extension UIImage {
    /// The image as PNG data, `scale` pixels per point: its pixels as they are for a bitmap, a
    /// symbol drawn in black (UIKit's default for a symbol image outside a view). Nil for an
    /// image with no pixels (`UIImage()`), as UIKit returns when an image has no bitmap.
    public func pngData() -> Data? {
        guard let renderer = renderer else { return nil }
        return try? renderer.pngData()
    }

    /// The image as baseline JPEG data. UIKit's `compressionQuality` runs from 0 (most
    /// compressed) to 1 (best); Easel gives libjpeg that share of its 1–100 quality scale (Apple
    /// does not say how ImageIO maps it [I]). Transparent parts come out black, as UIKit's do.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let renderer = renderer else { return nil }
        let share = compressionQuality.isNaN ? 1 : min(max(compressionQuality, 0), 1)
        return try? renderer.jpegData(quality: Int((share * 100).rounded()))
    }

    /// A renderer of the image at its natural size and scale, or nil when it has no pixels.
    private var renderer: ImageRenderer<Image>? {
        guard size.width > 0, size.height > 0, scale.isFinite, scale > 0 else { return nil }
        let renderer = ImageRenderer(content: image)
        renderer.scale = scale
        return renderer
    }
}

extension ImageRenderer {
    /// The picture as a UIKit image, `scale` pixels per point (its `size` is the view's in
    /// points), or nil when it can't be drawn: SwiftUI's `uiImage`.
    public var uiImage: UIImage? {
        guard let data = try? pngData() else { return nil }
        return UIImage(data: data, scale: device?.scale ?? scale)
    }
}
