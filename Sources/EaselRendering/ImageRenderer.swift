@_spi(SystemViews) import EaselCore
import EaselCupertino
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
#if MainActorViews
@MainActor @preconcurrency
#endif
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
    /// The device whose screen the picture shows (an Easel addition): the view is laid out as an
    /// app's window there (`ViewLayout(of:on:)`), the picture is the whole screen at the device's
    /// scale (`scale` is not used), on iOS's white window background unless `backgroundColor` is
    /// set. Nil (the default) draws the view alone, as SwiftUI's renderer does.
    public var device: Device?
    /// Whether a device picture shows the status bar and home indicator, as device screenshots do
    /// (true by default; pictures without a device never show them).
    public var showsSystemBars = true
    /// The clock the view reads (`TimelineView`); nil (the default) is Easel's fixed clock, 9:41 on
    /// 9 January 2007, UTC, so that pictures are the same on every run (an Easel addition).
    public var date: Date?

    public init(content view: Content) {
        self.content = view
    }

    /// The view laid out as it will be drawn.
    public func layout() throws -> ViewLayout {
        if let device {
            guard device.scale.isFinite, device.scale > 0 else { throw RenderError.invalidScale(device.scale) }
            var environment = EnvironmentValues()
            if let date { environment.currentDate = date }
            return ViewLayout(of: content, on: device, environment: environment, contentOffset: contentOffset)
        }
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(scale) }
        var environment = EnvironmentValues()
        environment.displayScale = scale
        environment.scrollContentOffset = contentOffset
        if let date { environment.currentDate = date }
        return ViewLayout(of: content, proposing: proposedSize, environment: environment)
    }

    /// The drawing commands of the picture, in points.
    public func displayList() throws -> DisplayList {
        try displayList(of: layout())
    }

    /// The drawing commands of `layout`, this renderer's layout of its view.
    private func displayList(of layout: ViewLayout) throws -> DisplayList {
        guard let device else {
            return try layout.picture(background: backgroundColor, showsFrames: showsFrames, systemBars: nil)
        }
        return try layout.picture(background: backgroundColor ?? SystemColor.systemBackground, showsFrames: showsFrames,
                                  systemBars: showsSystemBars ? device : nil)
    }

    /// Pixels per point of the picture: the device's scale for a device picture, else `scale`.
    private var pixelScale: CGFloat { device?.scale ?? scale }

    /// The picture as PNG, `scale` (or the device's scale) pixels per point.
    public func pngData() throws -> Data {
        try displayList().pngData(scale: pixelScale)
    }

    /// The picture as a baseline JPEG of libjpeg `quality` (1–100), for UIKit's `jpegData`.
    package func jpegData(quality: Int) throws -> Data {
        try displayList().jpegData(scale: pixelScale, quality: quality)
    }

    /// The picture as a one-page PDF, in points.
    public func pdfData() throws -> Data {
        try displayList().pdfData(rasterScale: pdfRasterScale)
    }

    /// Pixels per point of what a PDF carries as images (see `DisplayList.pdfRasterScale`).
    private var pdfRasterScale: CGFloat { DisplayList.pdfRasterScale(forPixelScale: pixelScale) }

    /// The picture as `format` ("png", "pdf" or "svg"), and what the layout and the drawing said
    /// they couldn't do as the view asks, for `easel render` to print.
    func picture(as format: String) throws -> (data: Data, diagnostics: [String]) {
        let layout = try layout()
        let list = try displayList(of: layout)
        return (try list.data(as: format, scale: pixelScale), layout.diagnostics + list.diagnostics)
    }

    /// The picture as SVG text, in points.
    public func svg() throws -> String {
        try displayList().svg()
    }
}

extension DisplayList {
    /// Pixels per point of what a PDF carries as images: the picture's scale, at least 2.
    static func pdfRasterScale(forPixelScale scale: CGFloat) -> CGFloat { max(scale, 2) }

    /// The picture as `format` ("png", "pdf" or "svg"), at `scale` pixels per point.
    func data(as format: String, scale: CGFloat) throws -> Data {
        switch format {
        case "svg": Data(try svg().utf8)
        case "pdf": try pdfData(rasterScale: DisplayList.pdfRasterScale(forPixelScale: scale))
        default: try pngData(scale: scale)
        }
    }
}

extension ViewLayout {
    /// The layout's drawing on `background`, with `systemBars`' status bar and home indicator if
    /// given, as `ImageRenderer` draws it; a canvas of no finite size is an error.
    func picture(background: Color?, showsFrames: Bool, systemBars: Device?) throws -> DisplayList {
        guard canvasSize.width.isFinite, canvasSize.height.isFinite else { throw RenderError.unboundedCanvas(canvasSize) }
        return displayList(background: background, showsFrames: showsFrames, systemBars: systemBars)
    }
}
