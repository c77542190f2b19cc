import EaselCore
import Foundation

/// What an axis draws at one of its values: a grid line, a tick, a label (Apple, `AxisMark`).
public protocol AxisMark {}

extension Never: AxisMark {}

/// What an axis mark draws, as Easel reads it.
enum AxisMarkElement {
    case gridLine(AxisLineStyle)
    case tick(AxisLineStyle, length: CGFloat?)
    case label(AxisLabel)
}

/// A grid line's or a tick's stroke and style.
struct AxisLineStyle {
    var stroke: StrokeStyle?
    var style: AnyShapeStyle?
    var centered: Bool?
}

/// An axis value's label: its text or view, and where it goes.
struct AxisLabel {
    enum Content {
        /// The value formatted as the axis formats it, or with a format of the label's own (as
        /// `Text(_:format:)` formats, in the environment's locale, time zone and calendar).
        case automatic(format: ((PlotValue) -> Text?)?)
        case text(Text)
        case view(AnyView)
    }
    var content: Content
    var style: AnyShapeStyle?
    var font: Font?
    var offset = CGSize.zero
    var anchor: UnitPoint?
    var centered: Bool?
    var horizontalSpacing: CGFloat?
    var verticalSpacing: CGFloat?
    /// What the chart's diagnostic says of the label.
    var notes: [String] = []
}

/// Axis marks Easel reads into elements.
protocol PrimitiveAxisMark {
    func appendElements(to elements: inout [AxisMarkElement])
}

extension AxisMark {
    func appendAxisElements(to elements: inout [AxisMarkElement]) {
        (self as? any PrimitiveAxisMark)?.appendElements(to: &elements)
    }
}

/// Builds axis marks from the statements of a closure (Apple, `AxisMarkBuilder`).
@resultBuilder
public enum AxisMarkBuilder {
    public static func buildExpression<Mark: AxisMark>(_ mark: Mark) -> Mark { mark }
    public static func buildBlock() -> AxisMarkList { AxisMarkList(marks: []) }
    public static func buildBlock<each Mark: AxisMark>(_ marks: repeat each Mark) -> AxisMarkList {
        var list: [any AxisMark] = []
        for mark in repeat each marks { list.append(mark) }
        return AxisMarkList(marks: list)
    }
    public static func buildOptional(_ marks: AxisMarkList?) -> AxisMarkList { marks ?? AxisMarkList(marks: []) }
    public static func buildEither(first: AxisMarkList) -> AxisMarkList { first }
    public static func buildEither(second: AxisMarkList) -> AxisMarkList { second }
    public static func buildLimitedAvailability(_ marks: AxisMarkList) -> AxisMarkList { marks }
}

/// Several axis marks, in order.
public struct AxisMarkList: AxisMark, PrimitiveAxisMark {
    let marks: [any AxisMark]
    func appendElements(to elements: inout [AxisMarkElement]) {
        for mark in marks { mark.appendAxisElements(to: &elements) }
    }
}

/// An axis mark that draws nothing (Apple, `EmptyAxisMark`), for a branch that leaves a value
/// unmarked.
public struct EmptyAxisMark: AxisMark, PrimitiveAxisMark {
    public init() {}
    func appendElements(to elements: inout [AxisMarkElement]) {}
}

/// A line across the plot at an axis value (Apple, `AxisGridLine`).
public struct AxisGridLine: AxisMark, PrimitiveAxisMark {
    let line: AxisLineStyle
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        line = AxisLineStyle(stroke: stroke, centered: centered)
    }
    func appendElements(to elements: inout [AxisMarkElement]) { elements.append(.gridLine(line)) }
}

/// A short line at the edge of the plot at an axis value (Apple, `AxisTick`).
public struct AxisTick: AxisMark, PrimitiveAxisMark {
    /// How long a tick is (Apple, `AxisTick.Length`).
    public struct Length: Sendable {
        let points: CGFloat?
        public static let automatic = Length(points: nil)
        public static let longestLabel = Length(points: nil)
        public static func label(extendPastBy: CGFloat = 0) -> Length { Length(points: nil) }
        public static func longestLabel(extendPastBy: CGFloat) -> Length { Length(points: nil) }
        public static func plotDimension(padding: CGFloat = 0) -> Length { Length(points: nil) }
    }

    let line: AxisLineStyle
    let length: CGFloat?

    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        line = AxisLineStyle(stroke: stroke, centered: centered)
        self.length = length
    }

    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        line = AxisLineStyle(stroke: stroke, centered: centered)
        self.length = length.points
    }

    func appendElements(to elements: inout [AxisMarkElement]) { elements.append(.tick(line, length: length)) }
}

/// How an axis's labels avoid each other (Apple, `AxisValueLabelCollisionResolution`): Easel
/// draws every label.
public struct AxisValueLabelCollisionResolution: Sendable {
    public static let automatic = AxisValueLabelCollisionResolution()
    public static let disabled = AxisValueLabelCollisionResolution()
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .automatic }
    public static func truncate(minimumWidth: CGFloat = 0) -> AxisValueLabelCollisionResolution { .automatic }
}

/// Which way an axis label runs (Apple, `AxisValueLabelOrientation`): Easel draws labels level,
/// and the chart's diagnostic names a vertical orientation.
public struct AxisValueLabelOrientation: Sendable {
    let name: String
    public static let automatic = AxisValueLabelOrientation(name: "automatic")
    public static let horizontal = AxisValueLabelOrientation(name: "horizontal")
    public static let vertical = AxisValueLabelOrientation(name: "vertical")
    public static let verticalReversed = AxisValueLabelOrientation(name: "verticalReversed")

    var notes: [String] {
        name.hasPrefix("vertical") ? ["AxisValueLabel(orientation: .\(name)): labels are drawn level"] : []
    }
}

/// The label of an axis value (Apple, `AxisValueLabel`): the value formatted as the axis does,
/// with a format, a string, or a view of your own.
public struct AxisValueLabel: AxisMark, PrimitiveAxisMark {
    var label: AxisLabel

    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        label = AxisLabel(content: .automatic(format: nil), anchor: anchor, centered: centered, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, notes: orientation.notes)
    }

    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        label = AxisLabel(content: .automatic(format: Self.formatter(format)), anchor: anchor, centered: centered, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, notes: orientation.notes)
    }

    public init(_ text: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        label = AxisLabel(content: .text(Text(text)), anchor: anchor, centered: centered, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, notes: orientation.notes)
    }

    public init<S: StringProtocol>(_ text: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        label = AxisLabel(content: .text(Text(text)), anchor: anchor, centered: centered, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, notes: orientation.notes)
    }

    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        label = AxisLabel(content: .view(AnyView(content())), anchor: anchor, centered: centered, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, notes: orientation.notes)
    }

    func appendElements(to elements: inout [AxisMarkElement]) { elements.append(.label(label)) }

    /// A function giving the text of a plotted value formatted with `format`, or nil when the value
    /// isn't the format's input.
    static func formatter<Format: FormatStyle>(_ format: Format) -> (PlotValue) -> Text? where Format.FormatInput: Plottable, Format.FormatOutput == String {
        { value in Format.FormatInput.from(value).map { Text($0, format: format) } }
    }
}

/// An axis mark with a style, font or offset applied to what it draws; one nearer the mark wins.
public struct ModifiedAxisMark<Mark: AxisMark>: AxisMark, PrimitiveAxisMark {
    let mark: Mark
    let modify: (inout AxisMarkElement) -> Void
    func appendElements(to elements: inout [AxisMarkElement]) {
        elements.append(modifying: modify) { mark.appendAxisElements(to: &$0) }
    }
}

extension AxisMark {
    /// Draws the mark's lines or label in `style` (Apple, `foregroundStyle(_:)`).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedAxisMark<Self> {
        let style = AnyShapeStyle(style)
        return ModifiedAxisMark(mark: self) { element in
            switch element {
            case .gridLine(var line) where line.style == nil: line.style = style; element = .gridLine(line)
            case .tick(var line, let length) where line.style == nil: line.style = style; element = .tick(line, length: length)
            case .label(var label) where label.style == nil: label.style = style; element = .label(label)
            default: break
            }
        }
    }

    /// Sets the label's font (Apple, `font(_:)`).
    public func font(_ font: Font?) -> ModifiedAxisMark<Self> {
        ModifiedAxisMark(mark: self) { element in
            if case .label(var label) = element, label.font == nil { label.font = font; element = .label(label) }
        }
    }

    /// Moves the label (Apple, `offset(x:y:)`).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedAxisMark<Self> {
        ModifiedAxisMark(mark: self) { element in
            if case .label(var label) = element {
                label.offset.width += x
                label.offset.height += y
                element = .label(label)
            }
        }
    }
}
