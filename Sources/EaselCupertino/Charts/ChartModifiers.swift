@_spi(SystemViews) import EaselCore
import Foundation

/// What the chart modifiers (`chartXAxis`, `chartLegend`, `chartYScale`, …) tell the charts inside,
/// through the environment, as Apple's apply to every chart in the modified view.
struct ChartConfiguration: @unchecked Sendable {
    // @unchecked: a value read on the thread that resolves the views; its closures and views are
    // the user's, made on that thread.
    var xAxis = ChartAxisConfiguration()
    var yAxis = ChartAxisConfiguration()
    var xScale = ChartScaleConfiguration()
    var yScale = ChartScaleConfiguration()
    var legend = ChartLegendConfiguration()
    var styleScale = ChartStyleScale()
    var plotStyle: ((AnyView) -> AnyView)?
    var overlay: ((ChartProxy) -> AnyView)?
    var background: ((ChartProxy) -> AnyView)?
    /// `chartLineStyleScale`: the stroke of each `lineStyle(by:)` value.
    var lineStyleScale: [(PlotValue, StrokeStyle)] = []
    /// What the chart's diagnostic says of the modifiers.
    var notes: [String] = []
}

/// An axis's visibility and the marks written for it; nil marks are the axis's defaults.
struct ChartAxisConfiguration {
    var visibility = Visibility.automatic
    var markSets: [AxisMarkSet]?
}

/// Where a chart's legend goes and what it shows.
struct ChartLegendConfiguration {
    var visibility = Visibility.automatic
    var position = ChartLegendPosition.automatic
    var alignment: Alignment?
    var spacing: CGFloat?
    var content: AnyView?
}

/// The styles `foregroundStyle(by:)` groups get: named ones, then the range in turn.
struct ChartStyleScale {
    var mapping: [(PlotValue, AnyShapeStyle)] = []
    var range: [AnyShapeStyle] = []
    var function: ((PlotValue) -> AnyShapeStyle?)?
}

private struct ChartConfigurationKey: EnvironmentKey {
    static let defaultValue = ChartConfiguration()
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

/// Where a chart's legend goes (Apple, `AnnotationPosition` as the legend's position).
public struct ChartLegendPosition: Equatable, Sendable {
    enum Kind: Sendable { case automatic, top, bottom, leading, trailing, overlay }
    let kind: Kind
    public static let automatic = ChartLegendPosition(kind: .automatic)
    public static let top = ChartLegendPosition(kind: .top)
    public static let bottom = ChartLegendPosition(kind: .bottom)
    public static let leading = ChartLegendPosition(kind: .leading)
    public static let trailing = ChartLegendPosition(kind: .trailing)
    public static let overlay = ChartLegendPosition(kind: .overlay)
}

nonisolated extension View {
    func chartConfiguration(_ transform: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: transform)
    }

    /// Shows or hides the charts' x axis (Apple, `chartXAxis(_:)`).
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.xAxis.visibility = visibility }
    }

    /// Shows or hides the charts' y axis (Apple, `chartYAxis(_:)`).
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.yAxis.visibility = visibility }
    }

    /// The marks of the charts' x axis (Apple, `chartXAxis(content:)`).
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        var sets: [AxisMarkSet] = []
        content().appendAxisMarkSets(to: &sets)
        return chartConfiguration { $0.xAxis.markSets = sets }
    }

    /// The marks of the charts' y axis (Apple, `chartYAxis(content:)`).
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        var sets: [AxisMarkSet] = []
        content().appendAxisMarkSets(to: &sets)
        return chartConfiguration { $0.yAxis.markSets = sets }
    }

    /// A title for the charts' x axis (Apple, `chartXAxisLabel(_:position:alignment:spacing:)`):
    /// not drawn, and a diagnostic says so.
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        _diagnostic("chartXAxisLabel: axis titles aren't drawn.")
    }

    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        _diagnostic("chartXAxisLabel: axis titles aren't drawn.")
    }

    /// A title for the charts' y axis (Apple, `chartYAxisLabel`): not drawn, and a diagnostic says so.
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        _diagnostic("chartYAxisLabel: axis titles aren't drawn.")
    }

    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        _diagnostic("chartYAxisLabel: axis titles aren't drawn.")
    }

    /// An x axis title of your own (Apple, `chartXAxisLabel(position:alignment:spacing:content:)`):
    /// not drawn, and a diagnostic says so.
    public func chartXAxisLabel<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) -> some View {
        _diagnostic("chartXAxisLabel: axis titles aren't drawn.")
    }

    /// A y axis title of your own: not drawn, and a diagnostic says so.
    public func chartYAxisLabel<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) -> some View {
        _diagnostic("chartYAxisLabel: axis titles aren't drawn.")
    }

    /// The stroke each `lineStyle(by:)` value gets (Apple, `chartLineStyleScale(_:)`).
    public func chartLineStyleScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, StrokeStyle>) -> some View {
        let pairs = mapping.map { ($0.key.plotValue, $0.value) }
        return chartConfiguration { $0.lineStyleScale = pairs }
    }

    /// The stroke of each value of `domain`, in turn from `range` (Apple, `chartLineStyleScale(domain:range:)`).
    public func chartLineStyleScale<Domain: Collection>(domain: Domain, range: [StrokeStyle]) -> some View where Domain.Element: Plottable {
        let pairs = range.isEmpty ? [] : domain.enumerated().map { ($0.element.plotValue, range[$0.offset % range.count]) }
        return chartConfiguration { $0.lineStyleScale = pairs }
    }

    /// Shows or hides the charts' legends (Apple, `chartLegend(_:)`).
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.legend.visibility = visibility }
    }

    /// Where the charts' legends go (Apple, `chartLegend(position:alignment:spacing:)`).
    public func chartLegend(position: ChartLegendPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartConfiguration {
            $0.legend.position = position
            $0.legend.alignment = alignment
            $0.legend.spacing = spacing
        }
    }

    /// A legend of your own (Apple, `chartLegend(position:alignment:spacing:content:)`).
    public func chartLegend<Content: View>(position: ChartLegendPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) -> some View {
        let legend = AnyView(content())
        return chartConfiguration {
            $0.legend.position = position
            $0.legend.alignment = alignment
            $0.legend.spacing = spacing
            $0.legend.content = legend
            $0.legend.visibility = .visible
        }
    }

    /// The domain of the charts' x scale (Apple, `chartXScale(domain:type:)`).
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        chartScale(\.xScale, "chartXScale", domain: domain, range: nil, type: type)
    }

    public func chartXScale<Domain: ScaleDomain>(domain: Domain, range: ScaleRange, type: ScaleType? = nil) -> some View {
        chartScale(\.xScale, "chartXScale", domain: domain, range: range, type: type)
    }

    public func chartXScale(range: ScaleRange, type: ScaleType? = nil) -> some View {
        chartScale(\.xScale, "chartXScale", domain: nil, range: range, type: type)
    }

    /// The domain of the charts' y scale (Apple, `chartYScale(domain:type:)`).
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        chartScale(\.yScale, "chartYScale", domain: domain, range: nil, type: type)
    }

    public func chartYScale<Domain: ScaleDomain>(domain: Domain, range: ScaleRange, type: ScaleType? = nil) -> some View {
        chartScale(\.yScale, "chartYScale", domain: domain, range: range, type: type)
    }

    public func chartYScale(range: ScaleRange, type: ScaleType? = nil) -> some View {
        chartScale(\.yScale, "chartYScale", domain: nil, range: range, type: type)
    }

    /// What `chartXScale` and `chartYScale` say of one scale: its domain, and notes for the kind
    /// and padding Easel doesn't draw.
    private func chartScale(_ scale: WritableKeyPath<ChartConfiguration, ChartScaleConfiguration>, _ modifier: String,
                            domain: (any ScaleDomain)?, range: ScaleRange?, type: ScaleType?) -> some View {
        chartConfiguration {
            (domain as? any ConfiguringScaleDomain)?.configure(&$0[keyPath: scale])
            $0.notes += ScaleType.notes(type, modifier) + (range?.notes(modifier) ?? [])
        }
    }

    /// The style each `foregroundStyle(by:)` value gets (Apple, `chartForegroundStyleScale(_:)`).
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let pairs = mapping.map { ($0.key.plotValue, AnyShapeStyle($0.value)) }
        return chartConfiguration { $0.styleScale.mapping = pairs }
    }

    /// The style of each value of `domain`, in turn from `range` (Apple, `chartForegroundStyleScale(domain:range:type:)`).
    public func chartForegroundStyleScale<Domain: Collection, Range: Collection>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View where Domain.Element: Plottable, Range.Element: ShapeStyle {
        let styles = range.map { AnyShapeStyle($0) }
        let pairs = styles.isEmpty ? [] : domain.enumerated().map { ($0.element.plotValue, styles[$0.offset % styles.count]) }
        return chartConfiguration { $0.styleScale.mapping = pairs }
    }

    /// The styles groups get in turn (Apple, `chartForegroundStyleScale(range:type:)`).
    public func chartForegroundStyleScale<Range: Collection>(range: Range, type: ScaleType? = nil) -> some View where Range.Element: ShapeStyle {
        let styles = range.map { AnyShapeStyle($0) }
        return chartConfiguration { $0.styleScale.range = styles }
    }

    /// One style for the whole range of a continuous scale, such as a gradient that numeric
    /// `foregroundStyle(by:)` values are shaded along (Apple, `chartForegroundStyleScale(range:type:)`
    /// with a style).
    public func chartForegroundStyleScale<S: ShapeStyle>(range: S, type: ScaleType? = nil) -> some View {
        let style = AnyShapeStyle(range)
        return chartConfiguration { $0.styleScale.range = [style] }
    }

    /// The style of each value, from a function (Apple, `chartForegroundStyleScale(mapping:)`):
    /// Easel asks it for the values the marks group by.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        chartConfiguration { configuration in
            configuration.styleScale.function = { value in DataValue.from(value).map { AnyShapeStyle(mapping($0)) } }
        }
    }

    /// Styles the charts' plot area (Apple, `chartPlotStyle(content:)`).
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartConfiguration { $0.plotStyle = { plot in AnyView(content(ChartPlotContent(plot: plot))) } }
    }

    /// A view over the charts, told where their plot is (Apple, `chartOverlay(alignment:content:)`).
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartConfiguration { $0.overlay = { proxy in AnyView(content(proxy)) } }
    }

    /// A view behind the charts, told where their plot is (Apple, `chartBackground(alignment:content:)`):
    /// Easel draws it over the marks (a view reading the plot's frame must be placed after the
    /// plot), and the chart's diagnostic says so.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartConfiguration { $0.background = { proxy in AnyView(content(proxy)) } }
    }

    /// Binds the x value under the person's finger (Apple, `chartXSelection(value:)`, iOS 17): a
    /// picture is touched nowhere, so the binding keeps its value.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// Binds the y value under the person's finger (Apple, `chartYSelection(value:)`): as above.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// Binds the x range the person drags across (Apple, `chartXSelection(range:)`): as above.
    public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View { self }

    /// Binds the sector under the person's finger (Apple, `chartAngleSelection(value:)`): as above.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// Lets the charts scroll along `axes` (Apple, `chartScrollableAxes(_:)`): a picture shows the
    /// whole domain, and a diagnostic says so.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
        _diagnostic("chartScrollableAxes: the chart shows its whole domain, not a scrolled part of it.")
    }

    /// How much of the x domain the charts show at once (Apple, `chartXVisibleDomain(length:)`):
    /// a picture shows the whole domain, and a diagnostic says so.
    public func chartXVisibleDomain<P: Plottable>(length: P) -> some View {
        _diagnostic("chartXVisibleDomain: the chart shows its whole x domain.")
    }

    /// How much of the y domain the charts show at once: as above.
    public func chartYVisibleDomain<P: Plottable>(length: P) -> some View {
        _diagnostic("chartYVisibleDomain: the chart shows its whole y domain.")
    }

    /// Where a scrolling chart starts (Apple, `chartScrollPosition(initialX:)`): as above.
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View {
        _diagnostic("chartScrollPosition: the chart shows its whole domain.")
    }

    /// How a scrolling chart settles (Apple, `chartScrollTargetBehavior(_:)`): nothing scrolls in a
    /// picture (`chartScrollableAxes` says so), so there is nothing to settle.
    public func chartScrollTargetBehavior(_ behavior: ChartScrollTargetBehavior) -> some View { self }

    /// Binds where a scrolling chart is (Apple, `chartScrollPosition(x:)`): as above.
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View {
        _diagnostic("chartScrollPosition: the chart shows its whole domain.")
    }
}

/// The plot area of a chart, for `chartPlotStyle` to style (Apple, `ChartPlotContent`).
nonisolated public struct ChartPlotContent: View {
    let plot: AnyView
    public var body: some View { plot }
}
