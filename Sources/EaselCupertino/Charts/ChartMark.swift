import EaselCore
import Foundation

/// One mark as a chart draws it: what kind, the values on its channels, and the style its
/// modifiers gave it.
struct ChartMark {
    enum Kind: String { case bar = "BarMark", line = "LineMark", point = "PointMark", area = "AreaMark", rule = "RuleMark", rectangle = "RectangleMark", sector = "SectorMark" }

    var kind: Kind
    var x: PlotChannel?
    var y: PlotChannel?
    var xStart: PlotChannel?
    var xEnd: PlotChannel?
    var yStart: PlotChannel?
    var yEnd: PlotChannel?
    /// The line or area this mark's point belongs to (`series:`).
    var series: PlotChannel?
    /// A sector's share of the whole.
    var angle: PlotChannel?
    var width = MarkDimension.automatic
    var height = MarkDimension.automatic
    var innerRadius = MarkDimension.automatic
    var outerRadius = MarkDimension.automatic
    var angularInset: CGFloat = 0
    var stacking = MarkStackingMethod.standard

    var style: AnyShapeStyle?
    /// `foregroundStyle(by:)`: the value whose group picks the style from the chart's scale.
    var styleGroup: PlotChannel?
    var symbolGroup: PlotChannel?
    var lineStyleGroup: PlotChannel?
    /// `position(by:)`: bars side by side within their category.
    var positionGroup: PlotChannel?
    var symbol: ChartSymbol?
    var symbolSize: CGSize?
    var lineStyle: StrokeStyle?
    var interpolation: InterpolationMethod?
    var cornerRadius: CGFloat?
    /// `clipShape`: the shape a bar, rectangle or area is cut to.
    var clipShape: AnyShape?
    var opacity: Double?
    var annotations: [ChartAnnotation] = []
    /// What a picture of this mark can't show as Charts would, for the chart's diagnostic.
    var notes: [String] = []

    init(kind: Kind) {
        self.kind = kind
    }
}

/// A length of a mark across its category or unit (Apple, `MarkDimension`): automatic, a fixed
/// number of points, the band less an inset, or a ratio of the band.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    enum Kind: Sendable { case automatic, fixed(CGFloat), inset(CGFloat), ratio(CGFloat) }
    let kind: Kind

    public static let automatic = MarkDimension(kind: .automatic)
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }

    init(kind: Kind) { self.kind = kind }
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
}

/// How bars and areas that share a position are put together (Apple, `MarkStackingMethod`).
public struct MarkStackingMethod: Equatable, Sendable {
    enum Kind: Sendable { case standard, normalized, center, unstacked }
    let kind: Kind

    /// Each mark on top of the ones before it.
    public static let standard = MarkStackingMethod(kind: .standard)
    /// Stacked, then scaled so that each stack reaches 1.
    public static let normalized = MarkStackingMethod(kind: .normalized)
    /// Stacked, then centred on zero.
    public static let center = MarkStackingMethod(kind: .center)
    /// Each mark from zero, overlapping the others.
    public static let unstacked = MarkStackingMethod(kind: .unstacked)
}

/// How a line or an area joins its points (Apple, `InterpolationMethod`). Its description is the
/// name it is given by [I].
public struct InterpolationMethod: Sendable, CustomStringConvertible {
    enum Kind: Sendable { case linear, catmullRom, cardinal(tension: Double), monotone, stepStart, stepCenter, stepEnd }
    let kind: Kind

    public static let linear = InterpolationMethod(kind: .linear)
    public static let catmullRom = InterpolationMethod(kind: .catmullRom)
    public static let cardinal = InterpolationMethod(kind: .cardinal(tension: 0))
    public static let monotone = InterpolationMethod(kind: .monotone)
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
    public static func cardinal(tension: Double) -> InterpolationMethod { InterpolationMethod(kind: .cardinal(tension: tension)) }
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }

    public var description: String {
        switch kind {
        case .linear: "linear"
        case .catmullRom: "catmullRom"
        case .cardinal: "cardinal"
        case .monotone: "monotone"
        case .stepStart: "stepStart"
        case .stepCenter: "stepCenter"
        case .stepEnd: "stepEnd"
        }
    }
}

/// The symbol a point mark, or a line's points, are drawn with.
enum ChartSymbol {
    case shape(BasicChartSymbolShape)
    case view(AnyView)
}

/// Where a mark's annotation goes, around the mark or over it (Apple, `AnnotationPosition`).
public struct AnnotationPosition: Sendable {
    let anchor: UnitPoint?

    public static let automatic = AnnotationPosition(anchor: nil)
    public static let overlay = AnnotationPosition(anchor: .center)
    public static let top = AnnotationPosition(anchor: .top)
    public static let bottom = AnnotationPosition(anchor: .bottom)
    public static let leading = AnnotationPosition(anchor: .leading)
    public static let trailing = AnnotationPosition(anchor: .trailing)
    public static let topLeading = AnnotationPosition(anchor: .topLeading)
    public static let topTrailing = AnnotationPosition(anchor: .topTrailing)
    public static let bottomLeading = AnnotationPosition(anchor: .bottomLeading)
    public static let bottomTrailing = AnnotationPosition(anchor: .bottomTrailing)
}

/// A view drawn beside or over a mark.
struct ChartAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var view: AnyView
}
