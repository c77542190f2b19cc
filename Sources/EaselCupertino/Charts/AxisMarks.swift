import EaselCore
import Foundation

/// What a chart's axis shows: one or more sets of axis marks (Apple, Charts' `AxisContent`).
public protocol AxisContent {}

/// Axis content Easel reads into mark sets.
protocol PrimitiveAxisContent {
    func appendMarkSets(to sets: inout [AxisMarkSet])
}

extension AxisContent {
    func appendAxisMarkSets(to sets: inout [AxisMarkSet]) {
        (self as? any PrimitiveAxisContent)?.appendMarkSets(to: &sets)
    }
}

/// Builds axis content from the statements of a closure (Apple, `AxisContentBuilder`).
@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression<Content: AxisContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: AxisContent>(_ content: repeat each Content) -> AxisContentList {
        var pieces: [any AxisContent] = []
        for piece in repeat each content { pieces.append(piece) }
        return AxisContentList(pieces: pieces)
    }
    public static func buildOptional(_ content: AxisContentList?) -> AxisContentList {
        content ?? AxisContentList(pieces: [])
    }
    public static func buildEither(first: AxisContentList) -> AxisContentList { first }
    public static func buildEither(second: AxisContentList) -> AxisContentList { second }
}

/// Several pieces of axis content, in order.
public struct AxisContentList: AxisContent, PrimitiveAxisContent {
    let pieces: [any AxisContent]
    func appendMarkSets(to sets: inout [AxisMarkSet]) {
        for piece in pieces { piece.appendAxisMarkSets(to: &sets) }
    }
}

/// Where an axis's marks go (Apple, `AxisMarkPosition`).
public struct AxisMarkPosition: Equatable, Sendable {
    enum Kind: Sendable { case automatic, leading, trailing, top, bottom }
    let kind: Kind
    public static let automatic = AxisMarkPosition(kind: .automatic)
    public static let leading = AxisMarkPosition(kind: .leading)
    public static let trailing = AxisMarkPosition(kind: .trailing)
    public static let top = AxisMarkPosition(kind: .top)
    public static let bottom = AxisMarkPosition(kind: .bottom)
}

/// How axis marks are laid out against the plot (Apple, `AxisMarkPreset`): Easel lays every
/// preset out as `.automatic`, and the chart's diagnostic names any other.
public struct AxisMarkPreset: Sendable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let inset = AxisMarkPreset(name: "inset")

    var notes: [String] {
        name == "automatic" ? [] : ["AxisMarks(preset: .\(name)): the marks are laid out as .automatic"]
    }
}

/// Which values an axis marks (Apple, `AxisMarkValues`).
public struct AxisMarkValues: Sendable {
    enum Kind: Sendable {
        case automatic(desiredCount: Int?)
        case numericStride(Double)
        case dateStride(Calendar.Component, count: Int)
        case values([PlotValue])
    }
    let kind: Kind

    public static let automatic = AxisMarkValues(kind: .automatic(desiredCount: nil))

    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }

    public static func automatic(minimumStride: Double, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }

    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .numericStride(stepSize))
    }

    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, count: max(1, count)))
    }

    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil, calendar: Calendar? = nil, format: Date.FormatStyle) -> AxisMarkValues {
        stride(by: component, count: count)
    }

    init(kind: Kind) { self.kind = kind }
}

extension AxisMarkValues: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Double...) { kind = .values(elements.map { .number($0) }) }
}

/// One set of axis marks: where, at which values, and what to draw at each.
struct AxisMarkSet {
    var position: AxisMarkPosition
    var values: AxisMarkValues.Kind
    /// The marks drawn at a value; nil draws the axis's defaults.
    var content: ((AxisValue) -> [AxisMarkElement])?
    /// How default labels are formatted, when `format:` was given.
    var format: ((PlotValue) -> Text?)?
    var stroke: StrokeStyle?
    /// What the chart's diagnostic says of the set.
    var notes: [String] = []
}

/// A set of marks along an axis: grid lines, ticks and labels at a set of values (Apple, `AxisMarks`).
public struct AxisMarks<Content: AxisMark>: AxisContent, PrimitiveAxisContent {
    let set: AxisMarkSet

    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.init(preset: preset, position: position, valueKind: values.kind, content: content)
    }

    init(preset: AxisMarkPreset, position: AxisMarkPosition, valueKind: AxisMarkValues.Kind, content: @escaping (AxisValue) -> Content) {
        set = AxisMarkSet(position: position, values: valueKind, content: { value in
            var elements: [AxisMarkElement] = []
            content(value).appendAxisElements(to: &elements)
            return elements
        }, notes: preset.notes)
    }

    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.init(preset: preset, position: position, valueKind: .values(values.map(\.plotValue)), content: content)
    }

    /// Marks whose content doesn't read the value (Apple: the closure may take no argument).
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping () -> Content) {
        self.init(preset: preset, position: position, valueKind: values.kind, content: { (_: AxisValue) in content() })
    }

    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], @AxisMarkBuilder content: @escaping () -> Content) {
        self.init(preset: preset, position: position, valueKind: .values(values.map(\.plotValue)), content: { (_: AxisValue) in content() })
    }

    func appendMarkSets(to sets: inout [AxisMarkSet]) { sets.append(set) }
}

extension AxisMarks where Content == Never {
    /// The axis's default marks, at `values` (Apple).
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        set = AxisMarkSet(position: position, values: values.kind, content: nil, stroke: stroke, notes: preset.notes)
    }

    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil) {
        set = AxisMarkSet(position: position, values: .values(values.map(\.plotValue)), content: nil, stroke: stroke, notes: preset.notes)
    }

    /// The default marks, their labels formatted with `format` (Apple).
    public init<Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        set = AxisMarkSet(position: position, values: values.kind, content: nil, format: AxisValueLabel.formatter(format), stroke: stroke, notes: preset.notes)
    }
}

/// The value an axis mark stands at (Apple, `AxisValue`).
public struct AxisValue {
    let value: PlotValue
    /// The mark's place among the axis's marks, from zero.
    public let index: Int
    /// How many marks the axis has.
    public let count: Int

    /// The value as `type`, if it is one (Apple, `as(_:)`).
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { P.from(value) }
}

extension ChartScale {
    /// The values an axis marks, in order.
    func ticks(_ values: AxisMarkValues.Kind, calendar: Calendar) -> [PlotValue] {
        let ticks = allTicks(values, calendar: calendar)
        guard endsOnUnitEnd, case .continuous(_, let upper) = domain else { return ticks }
        return ticks.filter { $0.quantity.map { $0 < upper } ?? true }
    }

    private func allTicks(_ values: AxisMarkValues.Kind, calendar: Calendar) -> [PlotValue] {
        switch (domain, values) {
        case (_, .values(let values)): return values
        case (.categories(let names), .automatic), (.categories(let names), .numericStride), (.categories(let names), .dateStride):
            return names.map { .category($0) }
        case (.continuous(let lower, let upper), .automatic(let desiredCount)):
            if isDate {
                let step = desiredCount.map { Self.dateStep(span: upper - lower, intervals: max(1, $0 - 1)) } ?? dateStep ?? (.day, 1)
                return Self.dateTicks(lower: lower, upper: upper, component: step.component, count: step.count, calendar: calendar)
            }
            let step = desiredCount.map { Self.niceStep(span: upper - lower, intervals: max(1, $0 - 1)) } ?? numericStep
            return Self.numericTicks(lower: lower, upper: upper, step: step)
        case (.continuous(let lower, let upper), .numericStride(let step)):
            return Self.numericTicks(lower: lower, upper: upper, step: step)
        case (.continuous(let lower, let upper), .dateStride(let component, let count)):
            return Self.dateTicks(lower: lower, upper: upper, component: component, count: count, calendar: calendar)
        }
    }

    /// The multiples of `step` from `lower` to `upper`, at most 1,000 of them.
    static func numericTicks(lower: Double, upper: Double, step: Double) -> [PlotValue] {
        guard step > 0, step.isFinite, (upper - lower) / step < 1_000 else { return [] }
        var ticks: [PlotValue] = []
        // Rounded to the step's last decimal place (and a place more, for 2.5), so that 3 × 0.2
        // is 0.6, not 0.6000000000000001.
        let scale = pow(10, max(0, 1 - (log10(step)).rounded(.down)))
        var index = (lower / step - 1e-9).rounded(.up)
        while index * step <= upper + step * 1e-9 {
            let value = scale.isFinite && scale < 1e15 ? (index * step * scale).rounded() / scale : index * step
            ticks.append(.number(value + 0)) // + 0 turns -0 into 0
            index += 1
        }
        return ticks
    }

    /// The starts of every `count` calendar `component`s from `lower` to `upper` (seconds since
    /// 2001), at most 1,000 of them.
    static func dateTicks(lower: Double, upper: Double, component: Calendar.Component, count: Int, calendar: Calendar) -> [PlotValue] {
        let start = Date(timeIntervalSinceReferenceDate: lower)
        var date = calendar.dateInterval(of: component, for: start)?.start ?? start
        var ticks: [PlotValue] = []
        while date.timeIntervalSinceReferenceDate <= upper + 1e-6, ticks.count < 1_000 {
            if date.timeIntervalSinceReferenceDate >= lower - 1e-6 { ticks.append(.date(date)) }
            guard let next = calendar.date(byAdding: component, value: count, to: date), next > date else { break }
            date = next
        }
        return ticks
    }
}
