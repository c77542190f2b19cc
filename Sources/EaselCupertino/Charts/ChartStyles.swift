@_spi(SystemViews) import EaselCore
import Foundation

/// The styles, symbols and dashes a chart's groups get, and its legend's entries.
///
/// Groups of `foregroundStyle(by:)` take the styles the chart's scale names, or else blue,
/// green, orange, purple, red, cyan and yellow in turn; `symbol(by:)` groups take circle, square,
/// triangle, diamond and pentagon (both orders observed on iOS 18.3 and reported in a Stack
/// Overflow answer, question 79405781 [M]). Marks with no style and no group are drawn in the
/// environment's foreground style if one is set, else in the accent colour (Easel's reading of
/// Apple's screenshots [I]).
struct ChartStyles {
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
    /// The dashes `lineStyle(by:)` groups take in turn (Easel's choice).
    static let dashes: [[CGFloat]] = [[], [5, 3], [2, 2], [8, 3, 2, 3]]

    private(set) var groups: [PlotValue] = []
    private var styleOfGroup: [PlotValue: AnyShapeStyle] = [:]
    private(set) var symbolGroups: [PlotValue] = []
    private(set) var dashGroups: [PlotValue] = []
    let defaultStyle: AnyShapeStyle
    /// `chartLineStyleScale`'s strokes, by `lineStyle(by:)` value.
    let strokeScale: [(PlotValue, StrokeStyle)]

    /// A continuous scale, for `foregroundStyle(by:)` values that are all numbers (see
    /// `ContinuousStyleScale`); nil for groups.
    let continuous: ContinuousStyleScale?

    init(marks: [ChartMark], scale: ChartStyleScale, strokeScale: [(PlotValue, StrokeStyle)] = [], defaultStyle: AnyShapeStyle) {
        self.defaultStyle = defaultStyle
        self.strokeScale = strokeScale
        continuous = scale.mapping.isEmpty && scale.function == nil ? ContinuousStyleScale(marks: marks, range: scale.range) : nil
        var named = Set<PlotValue>()
        for (value, style) in scale.mapping where named.insert(value).inserted {
            groups.append(value)
            styleOfGroup[value] = style
        }
        var seenSymbols = Set<PlotValue>(), seenDashes = Set<PlotValue>()
        var automatic = 0
        for mark in marks {
            if let group = mark.styleGroup?.value, styleOfGroup[group] == nil {
                let style = scale.function?(group)
                    ?? (scale.range.isEmpty ? AnyShapeStyle(Self.palette[automatic % Self.palette.count]) : scale.range[automatic % scale.range.count])
                automatic += 1
                groups.append(group)
                styleOfGroup[group] = style
            }
            if let group = mark.symbolGroup?.value, seenSymbols.insert(group).inserted { symbolGroups.append(group) }
            if let group = mark.lineStyleGroup?.value, seenDashes.insert(group).inserted { dashGroups.append(group) }
        }
    }

    /// The style a mark is filled or stroked with.
    func style(of mark: ChartMark) -> AnyShapeStyle {
        if let style = mark.style { return style }
        if let continuous, case let .number(value)? = mark.styleGroup?.value { return AnyShapeStyle(continuous.color(at: value)) }
        if let group = mark.styleGroup?.value, let style = styleOfGroup[group] { return style }
        return defaultStyle
    }

    /// The symbol a point is drawn with: its own, its group's, or a circle.
    func symbol(of mark: ChartMark) -> ChartSymbol {
        if let symbol = mark.symbol { return symbol }
        if let group = mark.symbolGroup?.value, let index = symbolGroups.firstIndex(of: group) {
            return .shape(BasicChartSymbolShape.cycle[index % BasicChartSymbolShape.cycle.count])
        }
        return .shape(.circle)
    }

    /// The stroke `chartLineStyleScale` gives a line's `lineStyle(by:)` group, if it names it.
    func scaledStroke(of mark: ChartMark) -> StrokeStyle? {
        guard let group = mark.lineStyleGroup?.value else { return nil }
        return strokeScale.first { $0.0 == group }?.1
    }

    /// The dash of a line in a `lineStyle(by:)` group.
    func dash(of mark: ChartMark) -> [CGFloat] {
        guard let group = mark.lineStyleGroup?.value, let index = dashGroups.firstIndex(of: group) else { return [] }
        return Self.dashes[index % Self.dashes.count]
    }

    /// The legend's entries: each style group, with the symbol of its points when the groups'
    /// symbols are the same groups'.
    var legendEntries: [(label: String, style: AnyShapeStyle, symbol: BasicChartSymbolShape)] {
        guard continuous == nil else { return [] }
        return groups.map { group in
            let symbolIndex = symbolGroups.firstIndex(of: group)
            let symbol = symbolIndex.map { BasicChartSymbolShape.cycle[$0 % BasicChartSymbolShape.cycle.count] } ?? .circle
            return (PlotChannel(value: group).category, styleOfGroup[group] ?? defaultStyle, symbol)
        }
    }
}

/// The styles of `foregroundStyle(by:)` values that are all numbers: a continuous scale, each
/// mark coloured where its value falls between the smallest and the largest (Apple's charts
/// shade numeric values along a gradient and show one gradient bar as the legend, rather than a
/// group per value). The colours are the scale's range (`chartForegroundStyleScale(range:)`:
/// colours spread evenly, or a gradient's stops), mixed in a perceptual colour space; without a
/// range, blue to green, Easel's choice, which the chart's diagnostic names.
struct ContinuousStyleScale {
    let lower: Double
    let upper: Double
    let stops: [Gradient.Stop]
    /// Whether the colours are Easel's choice, not the chart's.
    let isDefault: Bool

    init?(marks: [ChartMark], range: [AnyShapeStyle]) {
        var numbers: [Double] = []
        for mark in marks {
            guard let value = mark.styleGroup?.value else { continue }
            guard case let .number(number) = value, number.isFinite else { return nil }
            numbers.append(number)
        }
        guard let lower = numbers.min(), let upper = numbers.max() else { return nil }
        self.lower = lower
        self.upper = upper
        if range.count == 1, let gradientStops = range[0]._gradientStops(in: EnvironmentValues()), !gradientStops.isEmpty {
            stops = gradientStops
        } else {
            let colors = range.isEmpty ? [Color.blue, Color.green] : range.map(\._firstColor)
            stops = colors.enumerated().map { Gradient.Stop(color: $0.element, location: colors.count > 1 ? CGFloat($0.offset) / CGFloat(colors.count - 1) : 0) }
        }
        isDefault = range.isEmpty
    }

    /// The colour of `value`: its place between the smallest and largest value, on the stops.
    func color(at value: Double) -> Color {
        let fraction = upper > lower ? CGFloat((value - lower) / (upper - lower)) : 0
        guard let first = stops.first, let last = stops.last else { return .blue }
        if fraction <= first.location { return first.color }
        if fraction >= last.location { return last.color }
        for (before, after) in zip(stops, stops.dropFirst()) where fraction <= after.location {
            let span = after.location - before.location
            return span > 0 ? before.color.mix(with: after.color, by: Double((fraction - before.location) / span)) : after.color
        }
        return last.color
    }
}

/// The legend of a continuous style scale: the smallest value, a bar of the gradient, the largest
/// value (the bar's 80 × 8 points and the labels' caption style are Easel's reading of Apple's
/// charts [I]).
nonisolated struct ChartGradientLegend: View {
    let scale: ContinuousStyleScale

    var body: some View {
        HStack(spacing: 4) {
            Text(verbatim: PlotChannel(value: .number(scale.lower)).category)
            Capsule().fill(LinearGradient(stops: scale.stops, startPoint: .leading, endPoint: .trailing)).frame(width: 80, height: 8)
            Text(verbatim: PlotChannel(value: .number(scale.upper)).category)
        }
        .font(.caption)
        .foregroundStyle(.secondary)
        .lineLimit(1)
        .fixedSize()
    }
}
