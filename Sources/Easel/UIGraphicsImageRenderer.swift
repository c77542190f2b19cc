@_spi(SystemViews) import EaselCore
import EaselRendering
import EaselUIKit
import Foundation

/// UIKit's image renderer (`UIGraphicsImageRenderer`), as files use it to turn a SwiftUI view into
/// an image: a hosting controller's view drawn with `drawHierarchy(in:afterScreenUpdates:)` inside
/// `image(actions:)`. What the closure draws is composed at its rectangles on a transparent canvas
/// of the renderer's size and drawn at the format's scale by `ImageRenderer`.
///
/// It lives in the `Easel` umbrella, where the UIKit names (EaselUIKit) and the rasteriser
/// (EaselRendering) meet.
#if MainActorViews
@MainActor
#endif
public final class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = CGRect(origin: .zero, size: size)
        self.format = format
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions` and returns what it drew, `bounds`' size in points at the format's scale.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        renderer(actions: actions).uiImage ?? UIImage()
    }

    /// What `image(actions:)` draws, as PNG data.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        (try? renderer(actions: actions).pngData()) ?? Data()
    }

    /// What `image(actions:)` draws, as JPEG data (see `UIImage.jpegData(compressionQuality:)`).
    public func jpegData(withCompressionQuality quality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: quality) ?? Data()
    }

    private func renderer(actions: (UIGraphicsImageRendererContext) -> Void) -> ImageRenderer<some View> {
        let context = UIGraphicsImageRendererContext(format: format)
        UIGraphicsImageRendererContext.$current.withValue(context) { actions(context) }
        let drawings = context.drawings
        let origin = bounds.origin
        let canvas = ZStack(alignment: .topLeading) {
            ForEach(drawings.indices, id: \.self) { index in
                let rect = drawings[index].rect
                drawings[index].view
                    .frame(width: max(0, rect.width), height: max(0, rect.height))
                    .offset(x: rect.minX - origin.x, y: rect.minY - origin.y)
            }
        }
        .frame(width: max(0, bounds.width), height: max(0, bounds.height), alignment: .topLeading)
        let renderer = ImageRenderer(content: canvas)
        renderer.scale = format.scale
        if format.opaque { renderer.backgroundColor = .black }
        return renderer
    }
}
