import Foundation

/// What a `Canvas`'s renderer drew, in order, for the renderer to turn into its display list.
/// Paths and points are in the context's coordinates at the time of drawing; `state` says how
/// those map to the canvas and what clips, fades and blends them.
package enum CanvasCommand {
    case fill(Path, CanvasShading, FillStyle, CanvasDrawingState)
    case stroke(Path, CanvasShading, StrokeStyle, CanvasDrawingState)
    /// Text laid out in `rect` (its width proposed), at its natural size when `rect` is its own.
    case text(TextLeaf, CGRect, CanvasDrawingState)
    case image(ImageLeaf, CGRect, CanvasDrawingState)
    /// Glyphs of a text a `TextRenderer` drew, in the text's own coordinates.
    case textGlyphs(TextGlyphSelection, CanvasDrawingState)
    /// `drawLayer`: what the inner context drew, composited as one layer with `state`.
    case layer([CanvasCommand], CanvasDrawingState)
}

/// How a drawing call's coordinates reach the canvas and what is applied to it.
package struct CanvasDrawingState {
    /// Context coordinates to the canvas's own (origin at its top-leading corner).
    package var transform = CGAffineTransform.identity
    /// Clip paths in the canvas's own coordinates, outermost first; `inverse` keeps what is outside.
    package var clips: [(path: Path, style: FillStyle, inverse: Bool)] = []
    package var opacity: Double = 1
    package var blendMode: BlendMode = .normal
    /// Filters, innermost (first added) first.
    package var filters: [CanvasFilter] = []
}

/// A paint in context coordinates.
package enum CanvasShading {
    case color(Color)
    case linearGradient([Gradient.Stop], start: CGPoint, end: CGPoint)
    case radialGradient([Gradient.Stop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    case conicGradient([Gradient.Stop], center: CGPoint, angle: CGFloat)
    /// A shape style, placed in the bounds of the path it paints, as a shape's fill is.
    case style(AnyShapeStyle, EnvironmentValues)
}

/// A filter a context applies to what it draws.
package enum CanvasFilter {
    case shadow(color: Color, radius: CGFloat, offset: CGSize)
    case blur(radius: CGFloat)
    case grayscale(Double)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case colorInvert
    case hueRotation(Angle)
    case colorMultiply(Color)
}

/// Collects the commands and the problems of one run of a canvas's renderer.
package final class CanvasRecording {
    package var commands: [CanvasCommand] = []
    package var problems: [String] = []

    init() {}
}
