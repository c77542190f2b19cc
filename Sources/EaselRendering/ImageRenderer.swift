import EaselCore
import Foundation

/// An object that creates images from SwiftUI views: SwiftUI's `ImageRenderer`, on Linux.
///
/// ```swift
/// let renderer = ImageRenderer(content: CardView())
/// renderer.scale = 2
/// let png = try renderer.pngData()
/// ```
///
/// The view is proposed `proposedSize` (unspecified by default, which gives the view's ideal size,
/// as SwiftUI's renderer does) and the picture is exactly the view's size. Layout uses `scale` as
/// the display scale, so text and one-pixel lines fall on the picture's pixel grid. The background
/// is transparent unless `backgroundColor` is set.
public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// The size proposed to the view.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point of the PNG, and the display scale layout assumes.
    public var scale: CGFloat = 1
    /// A colour painted behind the view; nil (the default) leaves the background transparent.
    public var backgroundColor: Color?
    /// Outlines every view's frame and labels it with its size (an Easel addition, for seeing why
    /// each view got its size).
    public var showsFrames = false

    public init(content view: Content) {
        self.content = view
    }

    /// The view laid out as it will be drawn.
    public func layout() throws -> ViewLayout {
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(scale) }
        return ViewLayout(of: content, proposing: proposedSize, scale: scale)
    }

    /// The drawing commands of the picture, in points.
    public func displayList() throws -> DisplayList {
        let layout = try layout()
        let size = layout.canvasSize
        guard size.width.isFinite, size.height.isFinite else { throw RenderError.unboundedCanvas(size) }
        let background = backgroundColor
        let showsFrames = showsFrames
        return LargeStack.run {
            var list = DisplayListBuilder(layout: layout).build(background: background)
            if showsFrames {
                list.items += FrameOverlay(layout: layout, canvas: CGRect(origin: .zero, size: size)).items()
            }
            return list
        }
    }

    /// The picture as PNG, `scale` pixels per point.
    public func pngData() throws -> Data {
        let list = try displayList()
        let scale = scale
        return try LargeStack.run { Result { try PNGRenderer.render(list, scale: scale) } }.get()
    }

    /// The picture as a one-page PDF, in points.
    public func pdfData() throws -> Data {
        let list = try displayList()
        let rasterScale = max(scale, 2)
        return try LargeStack.run { Result { try PDFRenderer.render(list, rasterScale: rasterScale) } }.get()
    }

    /// The picture as SVG text, in points.
    public func svg() throws -> String {
        let list = try displayList()
        guard list.size.width > 0, list.size.height > 0 else { throw RenderError.emptyCanvas(list.size) }
        return SVGRenderer.render(list)
    }
}
