import EaselCore
import Foundation

/// A chart's marks resolved against its scales: where each mark goes, in fractions of the plot,
/// and what it is drawn with. Everything here depends on the data and the configuration alone; the
/// plot's size comes in at layout (`ChartPlotLayout`).
struct ChartModel {
    let marks: [ChartMark]
    let positions: [(x: AxisPosition?, y: AxisPosition?)]
    let xScale: ChartScale
    let yScale: ChartScale
    let styles: ChartStyles
    /// Whether the chart is a pie or a donut: its sectors take the plot, and it has no axes.
    let isPolar: Bool
    /// The smallest gap between the numbers the marks stand at on each axis, as fractions of the
    /// plot, worked out once for all the bars that take a share of it.
    let xGap: Double
    let yGap: Double

    init(marks: [ChartMark], configuration: ChartConfiguration, calendar: Calendar, defaultStyle: AnyShapeStyle) {
        self.marks = marks
        positions = ChartStacking.positions(of: marks)
        isPolar = !marks.isEmpty && marks.allSatisfy { $0.kind == .sector }
        xScale = ChartScale(axis: .x, positions: positions.compactMap(\.x), configuration: configuration.xScale, calendar: calendar)
        yScale = ChartScale(axis: .y, positions: positions.compactMap(\.y), configuration: configuration.yScale, calendar: calendar)
        styles = ChartStyles(marks: marks, scale: configuration.styleScale, strokeScale: configuration.lineStyleScale, defaultStyle: defaultStyle)
        xGap = Self.smallestGap(positions.compactMap(\.x), on: xScale)
        yGap = Self.smallestGap(positions.compactMap(\.y), on: yScale)
    }

    /// The notes of every mark, each once, for the chart's diagnostic.
    var notes: [String] {
        var seen = Set<String>()
        var notes = marks.flatMap(\.notes)
        if marks.contains(where: { $0.kind == .sector && ($0.cornerRadius ?? 0) > 0 }) {
            notes.append("cornerRadius: sectors are drawn with sharp corners")
        }
        return notes.filter { seen.insert($0).inserted }
    }

    /// The span of the plot a position covers on `scale`'s axis; marks that stand for a unit or a
    /// band get `bandLength` of it, and a point mark sits in the middle.
    func span(_ position: AxisPosition?, on scale: ChartScale, dimension: MarkDimension, isPoint: Bool) -> PlotSpan? {
        guard let position, let (start, end) = scale.span(of: position) else { return nil }
        if isPoint {
            let middle = (start + end) / 2
            return PlotSpan(start: middle, end: middle)
        }
        let isBand: Bool
        switch position {
        case .interval: isBand = true
        case .value(.category): isBand = true
        case .value: isBand = false
        case .range, .dateRange, .whole: return PlotSpan(start: start, end: end)
        }
        if !isBand {
            // A bar at a number takes a share of the smallest gap between the numbers the chart's
            // marks stand at (Easel's choice).
            let gap = scale.axis == .x ? xGap : yGap
            return PlotSpan(start: start - gap / 2, end: start + gap / 2, length: Self.length(dimension))
        }
        return PlotSpan(start: start, end: end, length: Self.length(dimension))
    }

    /// How much of its band a bar takes: `automatic` is four fifths (Easel's choice from
    /// screenshots of Apple's bar charts [I]).
    static func length(_ dimension: MarkDimension) -> PlotSpan.Length {
        switch dimension.kind {
        case .automatic: .ratio(0.8)
        case .fixed(let points): .fixed(points)
        case .inset(let points): .inset(points)
        case .ratio(let ratio): .ratio(Double(ratio))
        }
    }

    private static func smallestGap(_ positions: [AxisPosition], on scale: ChartScale) -> Double {
        let values = Set(positions.compactMap { position -> Double? in
            if case .value(let value) = position, let quantity = value.quantity { return scale.fraction(of: quantity) }
            return nil
        }).sorted()
        let gaps = zip(values, values.dropFirst()).map { $1 - $0 }.filter { $0 > 1e-9 }
        return gaps.min() ?? 0.1
    }
}

/// Where bars and areas sit once those that share a position are stacked (Apple,
/// `MarkStackingMethod`): each bar's value axis is the one its number is on.
enum ChartStacking {
    static func positions(of marks: [ChartMark]) -> [(x: AxisPosition?, y: AxisPosition?)] {
        var result: [(x: AxisPosition?, y: AxisPosition?)] = []
        // Per stack (the other axis's position, and `position(by:)`'s group): the tops of its
        // positive and negative parts, and every member, to normalize or centre afterwards.
        var tops: [String: (positive: Double, negative: Double)] = [:]
        var members: [String: [Int]] = [:]
        for mark in marks {
            let x = position(of: mark.x, start: mark.xStart, end: mark.xEnd)
            let y = position(of: mark.y, start: mark.yStart, end: mark.yEnd)
            guard mark.kind == .bar || mark.kind == .area, let axis = valueAxis(of: mark),
                  let value = (axis == .x ? mark.x : mark.y)?.value.quantity, value.isFinite else {
                result.append((x ?? wholeAxis(mark, .x), y ?? wholeAxis(mark, .y)))
                continue
            }
            let other = axis == .x ? y : x
            let key = stackKey(other, group: mark.positionGroup, kind: mark.kind)
            var range: (Double, Double)
            if mark.stacking.kind == .unstacked {
                range = (0, value)
            } else {
                var top = tops[key] ?? (0, 0)
                if value >= 0 {
                    range = (top.positive, top.positive + value)
                    top.positive += value
                } else {
                    range = (top.negative, top.negative + value)
                    top.negative += value
                }
                tops[key] = top
                members[key, default: []].append(result.count)
            }
            let stacked = AxisPosition.range(range.0, range.1)
            result.append(axis == .x ? (stacked, other ?? .whole) : (other ?? .whole, stacked))
        }
        // Normalized and centred stacks are rescaled once their totals are known.
        for (key, indices) in members {
            guard let total = tops[key] else { continue }
            for index in indices {
                let mark = marks[index]
                let axis = valueAxis(of: mark)
                let position = axis == .x ? result[index].x : result[index].y
                guard case .range(let low, let high) = position else { continue }
                var adjusted = (low, high)
                switch mark.stacking.kind {
                case .normalized:
                    let sum = total.positive - total.negative
                    if sum > 0 { adjusted = ((low - total.negative) / sum, (high - total.negative) / sum) }
                case .center:
                    let shift = -(total.positive + total.negative) / 2
                    adjusted = (low + shift, high + shift)
                default: continue
                }
                if axis == .x { result[index].x = .range(adjusted.0, adjusted.1) } else { result[index].y = .range(adjusted.0, adjusted.1) }
            }
        }
        return result
    }

    /// A channel's position, or the range between a start and an end.
    static func position(of channel: PlotChannel?, start: PlotChannel?, end: PlotChannel?) -> AxisPosition? {
        if let start, let end {
            if let low = start.unit?.start.timeIntervalSinceReferenceDate ?? start.value.quantity,
               let high = end.unit?.end.timeIntervalSinceReferenceDate ?? end.value.quantity {
                if case .date = start.value { return .dateRange(low, high) }
                return .range(low, high)
            }
            return .value(start.value)
        }
        guard let channel else { return nil }
        if let unit = channel.unit {
            return .interval(unit.start.timeIntervalSinceReferenceDate, unit.end.timeIntervalSinceReferenceDate)
        }
        return .value(channel.value)
    }

    /// A rule or a one-dimensional bar without a value on an axis spans it.
    static func wholeAxis(_ mark: ChartMark, _ axis: ChartAxis) -> AxisPosition? {
        switch mark.kind {
        case .rule, .bar, .rectangle: .whole
        default: nil
        }
    }

    /// The axis a bar's or an area's number runs along: y when y holds a number (and x doesn't, or
    /// both do), else x when x does; none when neither does or the mark gives its own range.
    static func valueAxis(of mark: ChartMark) -> ChartAxis? {
        if mark.xStart != nil || mark.yStart != nil { return nil }
        let xIsNumber = mark.x.map { if case .number = $0.value { true } else { false } } ?? false
        let yIsNumber = mark.y.map { if case .number = $0.value { true } else { false } } ?? false
        if yIsNumber { return .y }
        if xIsNumber { return .x }
        return nil
    }

    static func stackKey(_ position: AxisPosition?, group: PlotChannel?, kind: ChartMark.Kind) -> String {
        let place: String
        switch position {
        case .value(let value): place = "\(value)"
        case .interval(let start, _): place = "i\(start)"
        case .range(let start, let end), .dateRange(let start, let end): place = "r\(start)-\(end)"
        case .whole, nil: place = "whole"
        }
        return "\(kind.rawValue)|\(place)|\(group.map { "\($0.value)" } ?? "")"
    }
}
