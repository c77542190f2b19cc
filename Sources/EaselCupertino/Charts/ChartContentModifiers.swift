import EaselCore
import Foundation

/// The modifiers of chart content (Apple, `ChartContent`'s instance methods). Each applies to
/// every mark inside; one nearer the mark wins.
extension ChartContent {
    /// Fills or strokes the marks with `style` (Apple, `foregroundStyle(_:)`).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let style = AnyShapeStyle(style)
        return modified { if $0.style == nil { $0.style = style } }
    }

    /// Gives the marks the style the chart's foreground style scale gives `value`, and lists the
    /// value in the legend (Apple, `foregroundStyle(by:)`).
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { if $0.styleGroup == nil { $0.styleGroup = value.channel } }
    }

    /// Draws the points with the symbol the chart's symbol scale gives `value` (Apple, `symbol(by:)`).
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { if $0.symbolGroup == nil { $0.symbolGroup = value.channel } }
    }

    /// Draws the points with `symbol` (Apple, `symbol(_:)`).
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let shape = BasicChartSymbolShape(symbol)
        return modified { if $0.symbol == nil { $0.symbol = .shape(shape) } }
    }

    /// Draws the points with a view of your own (Apple, `symbol(symbol:)`).
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        let view = AnyView(symbol())
        return modified { if $0.symbol == nil { $0.symbol = .view(view) } }
    }

    /// The size of the points' symbols (Apple, `symbolSize(_:)`).
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified { if $0.symbolSize == nil { $0.symbolSize = size } }
    }

    /// The area of the points' symbols, in square points (Apple, `symbolSize(_:)`).
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        let side = area.isFinite && area > 0 ? area.squareRoot() : 0
        return symbolSize(CGSize(width: side, height: side))
    }

    /// Sizes the points' symbols by `value` (Apple, `symbolSize(by:)`): not drawn so, and the
    /// chart's diagnostic says so.
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        note("symbolSize(by:): symbols keep one size")
    }

    /// Strokes lines and rules with `style` (Apple, `lineStyle(_:)`).
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified { if $0.lineStyle == nil { $0.lineStyle = style } }
    }

    /// Strokes each group's lines with a dash of its own (Apple, `lineStyle(by:)`).
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modified { if $0.lineStyleGroup == nil { $0.lineStyleGroup = value.channel } }
    }

    /// How lines and areas join their points (Apple, `interpolationMethod(_:)`).
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified { if $0.interpolation == nil { $0.interpolation = method } }
    }

    /// Rounds the corners of bars and rectangles (Apple, `cornerRadius(_:style:)`).
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modified { if $0.cornerRadius == nil { $0.cornerRadius = radius } }
    }

    /// Cuts bars, rectangles and areas to `shape`, in each mark's frame (Apple, `clipShape(_:style:)`).
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some ChartContent {
        let shape = AnyShape(shape)
        return modified { if $0.clipShape == nil { $0.clipShape = shape } }
    }

    /// A shadow under the marks (Apple, `shadow(color:radius:x:y:)`): not drawn, and the chart's
    /// diagnostic says so.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        note("shadow: marks are drawn without shadows")
    }

    /// Blurs the marks (Apple, `blur(radius:)`): not drawn, and the chart's diagnostic says so.
    public func blur(radius: CGFloat) -> some ChartContent {
        note("blur: marks are drawn sharp")
    }

    /// Draws the marks at `opacity` (Apple, `opacity(_:)`).
    public func opacity(_ opacity: Double) -> some ChartContent {
        modified { if $0.opacity == nil { $0.opacity = opacity } }
    }

    /// Puts bars that share a category side by side, one slot per value (Apple, `position(by:axis:span:)`).
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        modified { if $0.positionGroup == nil { $0.positionGroup = value.channel } }
    }

    /// A view beside the marks, or over them (Apple, `annotation(position:alignment:spacing:content:)`).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent {
        let annotation = ChartAnnotation(position: position, alignment: alignment, spacing: spacing, view: AnyView(content()))
        return modified { $0.annotations.append(annotation) }
    }

    /// An annotation that keeps inside the chart when it would overflow (Apple, iOS 17): drawn
    /// where `position` puts it.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing, content: content)
    }

    /// An annotation given the context of the mark (Apple, `annotation(position:alignment:spacing:content:)`).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: @escaping (AnnotationContext) -> C) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing) { content(AnnotationContext()) }
    }

    /// Moves the marks by an offset in points (Apple, `offset(x:y:)`): not drawn so, and the chart's
    /// diagnostic says so.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        note("offset(x:y:): marks are drawn where their values put them")
    }

    public func offset(_ size: CGSize) -> some ChartContent {
        offset(x: size.width, y: size.height)
    }

    /// Moves the marks' edges by offsets in points (Apple, `offset(xStart:xEnd:yStart:yEnd:)`):
    /// not drawn so, and the chart's diagnostic says so.
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
        note("offset(xStart:xEnd:yStart:yEnd:): marks are drawn where their values put them")
    }

    public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
        offset(xStart: x, xEnd: x, yStart: yStart, yEnd: yEnd)
    }

    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        offset(xStart: xStart, xEnd: xEnd, yStart: y, yEnd: y)
    }

    /// Masks the marks with other chart content (Apple, `mask(content:)`): drawn unmasked, and the
    /// chart's diagnostic says so.
    public func mask<Mask: ChartContent>(@ChartContentBuilder content: () -> Mask) -> some ChartContent {
        note("mask: marks are drawn unmasked")
    }

    /// Draws the marks into a layer of their own (Apple, `compositingLayer(isEnabled:style:)`,
    /// iOS 18): drawn as they are, and the chart's diagnostic says so.
    public func compositingLayer(isEnabled: Bool = true) -> some ChartContent {
        modified { if isEnabled { $0.notes.append("compositingLayer: marks are drawn without a layer of their own") } }
    }

    /// The order marks are drawn in (Apple, `zIndex(_:)`): marks are drawn in the order they're
    /// written, and the chart's diagnostic says so.
    public func zIndex(_ value: Double) -> some ChartContent {
        note("zIndex: marks are drawn in the order they're written")
    }

    /// Gradients fill the plot area rather than each mark (Apple, `alignsMarkStylesWithPlotArea(_:)`):
    /// Easel fills each mark's own frame, and the chart's diagnostic says so.
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent {
        note("alignsMarkStylesWithPlotArea: each mark's style fills the mark's own frame")
    }

    /// The marks' accessibility label (Apple): nothing a picture shows.
    public func accessibilityLabel(_ label: Text) -> some ChartContent { self.modified { _ in } }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { self.modified { _ in } }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some ChartContent { self.modified { _ in } }
    /// The marks' accessibility value (Apple): nothing a picture shows.
    public func accessibilityValue(_ value: Text) -> some ChartContent { self.modified { _ in } }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { self.modified { _ in } }
    public func accessibilityValue(_ value: LocalizedStringKey) -> some ChartContent { self.modified { _ in } }
    /// Hides the marks from assistive technologies (Apple): nothing a picture shows.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self.modified { _ in } }

    /// A note for the chart's diagnostic on every mark inside.
    func note(_ message: String) -> ModifiedChartContent<Self> {
        modified { $0.notes.append(message) }
    }
}

/// What an annotation's content is told about its mark (Apple, `AnnotationContext`).
public struct AnnotationContext {
    /// The mark's frame within the annotation's: Easel gives an empty one.
    public var targetSize: CGSize { .zero }
}

/// How an annotation keeps inside the chart (Apple, `AnnotationOverflowResolution`, iOS 17).
public struct AnnotationOverflowResolution: Sendable {
    public enum Strategy: Sendable {
        case automatic, disabled, fit, padScale
        public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy { .fit }
    }

    public enum Boundary: Sendable { case automatic, chart, plot }

    public static let automatic = AnnotationOverflowResolution()
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
}
