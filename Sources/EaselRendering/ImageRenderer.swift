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
    /// How far the view's outermost scroll views are scrolled: x for horizontal ones, y for
    /// vertical ones, clamped to their content (an Easel addition: SwiftUI's renderer draws scroll
    /// views at rest). Lazy stacks inside build and draw only the rows that show.
    public var contentOffset: CGPoint = .zero

    public init(content view: Content) {
        self.content = view
    }

    /// The view laid out as it will be drawn.
    public func layout() throws -> ViewLayout {
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(scale) }
        return ViewLayout(of: content, proposing: proposedSize, scale: scale, contentOffset: contentOffset)
    }

    /// The drawing commands of the picture, in points.
    public func displayList() throws -> DisplayList {
        let layout = try layout()
        let size = layout.canvasSize
        guard size.width.isFinite, size.height.isFinite else { throw RenderError.unboundedCanvas(size) }
        return layout.displayList(background: backgroundColor, showsFrames: showsFrames)
    }

    /// The picture as PNG, `scale` pixels per point.
    public func pngData() throws -> Data {
        try displayList().pngData(scale: scale)
    }

    /// The picture as a one-page PDF, in points.
    public func pdfData() throws -> Data {
        try displayList().pdfData(rasterScale: max(scale, 2))
    }

    /// The picture as SVG text, in points.
    public func svg() throws -> String {
        try displayList().svg()
    }
}
