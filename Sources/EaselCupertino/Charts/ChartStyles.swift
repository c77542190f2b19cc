import EaselCore
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

    init(marks: [ChartMark], scale: ChartStyleScale, strokeScale: [(PlotValue, StrokeStyle)] = [], defaultStyle: AnyShapeStyle) {
        self.defaultStyle = defaultStyle
        self.strokeScale = strokeScale
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
        groups.map { group in
            let symbolIndex = symbolGroups.firstIndex(of: group)
            let symbol = symbolIndex.map { BasicChartSymbolShape.cycle[$0 % BasicChartSymbolShape.cycle.count] } ?? .circle
            return (PlotChannel(value: group).category, styleOfGroup[group] ?? defaultStyle, symbol)
        }
    }
}
