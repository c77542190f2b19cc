import Foundation

/// A type that you use to create custom alignment guides.
///
/// `defaultValue(in:)` gives the guide's offset from the view's origin for views that don't set it
/// explicitly with `alignmentGuide(_:computeValue:)` (Apple, `AlignmentID`).
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// How a container combines the explicit values its children give for a guide into its own
/// explicit value (swiftui-layout-spec.md §3.7).
package enum AlignmentCombineRule: Sendable {
    /// Custom guides: the average of the children that set the guide [R] (`_combineExplicit`).
    case average
    /// The built-in frame guides: never exposed by a container, whose own default applies [R].
    case none
    /// `firstTextBaseline`: the topmost child's [R].
    case minimum
    /// `lastTextBaseline`: the lowest child's. OpenSwiftUI takes the minimum, fatbobman measured the
    /// lowest one on iOS; we follow the measurement (spec §24.4, contested).
    case maximum
}

/// Where a guide sits on a view that doesn't set it, for the guides SwiftUI defines: at the start,
/// the centre or the end of the view along the guide's axis. Layout asks every view for its default
/// guides many times (a stack aligns its children for every proposal it is asked about), and a
/// position read from the key answers without calling through the guide's type.
package enum DefaultGuidePosition: Sendable {
    case start
    case center
    case end
    /// Anywhere: a custom guide's `defaultValue(in:)` decides.
    case custom
}

/// The guides SwiftUI defines; they say how containers combine them, and where they sit by default.
package protocol BuiltInAlignmentID: AlignmentID {
    static var combineRule: AlignmentCombineRule { get }
    /// Where `defaultValue(in:)` puts the guide, said without computing it.
    static var defaultPosition: DefaultGuidePosition { get }
    /// The guide's name in SwiftUI ("leading", "firstTextBaseline"), for layout dumps.
    static var name: String { get }
    /// The set of a view's explicit guide axes that says it may set this guide (see
    /// `AlignmentKey.guideAxes`); nil for the guide's own axis, as for a user's guide.
    static var guideAxes: Axis.Set? { get }
}

extension BuiltInAlignmentID {
    static var guideAxes: Axis.Set? { nil }
}

/// The identity of an alignment guide: its `AlignmentID` type and its axis.
package struct AlignmentKey: Hashable, @unchecked Sendable {
    package let id: ObjectIdentifier
    package let axis: Axis
    // A metatype is immutable; @unchecked only because `any AlignmentID.Type` is not declared Sendable.
    package let type: any AlignmentID.Type
    package let combineRule: AlignmentCombineRule
    package let defaultPosition: DefaultGuidePosition

    package init(_ type: any AlignmentID.Type, axis: Axis) {
        self.id = ObjectIdentifier(type)
        self.axis = axis
        self.type = type
        let builtIn = type as? any BuiltInAlignmentID.Type
        self.combineRule = builtIn?.combineRule ?? .average
        self.defaultPosition = builtIn?.defaultPosition ?? .custom
        self.guideAxes = builtIn?.guideAxes ?? (axis == .horizontal ? .horizontal : .vertical)
    }

    /// Where a view that may have an explicit value for this guide says so, among the axes of its
    /// explicit guides: the guide's axis, or for the list row separator's guides a set of their
    /// own, which text gives (`Axis.Set.listRowSeparatorGuides`).
    package let guideAxes: Axis.Set

    package static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        lhs.id == rhs.id && lhs.axis == rhs.axis
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(axis)
    }

    /// The value a view gets for this guide when it sets none explicitly.
    package func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        if defaultPosition == .custom { return type.defaultValue(in: dimensions) }
        return defaultValue(of: dimensions.size)
    }

    /// The value a view of `size` gets for this guide when it sets none explicitly. The built-in
    /// guides are answered from their position: the same values their `defaultValue(in:)` computes
    /// (0, half the length, the length), without a call through the guide's type.
    @inline(__always)
    package func defaultValue(of size: CGSize) -> CGFloat {
        switch defaultPosition {
        case .start: return 0
        case .center: return (axis == .horizontal ? size.width : size.height) / 2
        case .end: return axis == .horizontal ? size.width : size.height
        case .custom: return type.defaultValue(in: ViewDimensions(size: size))
        }
    }

    /// Combines children's explicit values (in the container's coordinates) into the container's.
    package func combine(_ values: [CGFloat]) -> CGFloat? {
        guard !values.isEmpty else { return nil }
        switch combineRule {
        case .none: return nil
        case .average: return values.reduce(0, +) / CGFloat(values.count)
        case .minimum: return values.min()
        case .maximum: return values.max()
        }
    }

    package var name: String {
        (type as? any BuiltInAlignmentID.Type)?.name ?? String(describing: type)
    }
}

// The built-in guides and their default values (swiftui-layout-spec.md §9 [R][M]).

enum LeadingAlignment: BuiltInAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    static var combineRule: AlignmentCombineRule { .none }
    static var defaultPosition: DefaultGuidePosition { .start }
    static var name: String { "leading" }
}

enum HorizontalCenterAlignment: BuiltInAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
    static var combineRule: AlignmentCombineRule { .none }
    static var defaultPosition: DefaultGuidePosition { .center }
    static var name: String { "center" }
}

enum TrailingAlignment: BuiltInAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    static var combineRule: AlignmentCombineRule { .none }
    static var defaultPosition: DefaultGuidePosition { .end }
    static var name: String { "trailing" }
}

enum TopAlignment: BuiltInAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    static var combineRule: AlignmentCombineRule { .none }
    static var defaultPosition: DefaultGuidePosition { .start }
    static var name: String { "top" }
}

enum VerticalCenterAlignment: BuiltInAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    static var combineRule: AlignmentCombineRule { .none }
    static var defaultPosition: DefaultGuidePosition { .center }
    static var name: String { "center" }
}

enum BottomAlignment: BuiltInAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    static var combineRule: AlignmentCombineRule { .none }
    static var defaultPosition: DefaultGuidePosition { .end }
    static var name: String { "bottom" }
}

/// A view without text puts its baselines at its bottom (spec §9 [R][M]).
enum FirstTextBaselineAlignment: BuiltInAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    static var combineRule: AlignmentCombineRule { .minimum }
    static var defaultPosition: DefaultGuidePosition { .end }
    static var name: String { "firstTextBaseline" }
}

enum LastTextBaselineAlignment: BuiltInAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    static var combineRule: AlignmentCombineRule { .maximum }
    static var defaultPosition: DefaultGuidePosition { .end }
    static var name: String { "lastTextBaseline" }
}

/// Where a list row's separator starts. Since iOS 16 a row's separator starts under the leading
/// edge of its first text, so that a row of an icon and a title has its separator under the title
/// (Apple, `HorizontalAlignment.listRowSeparatorLeading`: a guide "marking the leading edge of a
/// List row separator"; the alignment with the text is iOS 16's documented default, and the
/// reason rows override the guide to run their separators edge to edge). Text sets it at its
/// leading edge; a container takes its leftmost child's [I]; a row without text keeps its
/// content's leading edge.
enum ListRowSeparatorLeadingAlignment: BuiltInAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    static var combineRule: AlignmentCombineRule { .minimum }
    static var defaultPosition: DefaultGuidePosition { .start }
    static var name: String { "listRowSeparatorLeading" }
    /// Text sets it (see `Axis.Set.listRowSeparatorGuides`).
    static var guideAxes: Axis.Set? { .listRowSeparatorGuides }
}

/// Where a list row's separator ends: the row's trailing edge unless a view sets it; a container
/// takes its rightmost child's [I].
enum ListRowSeparatorTrailingAlignment: BuiltInAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    static var combineRule: AlignmentCombineRule { .maximum }
    static var defaultPosition: DefaultGuidePosition { .end }
    static var name: String { "listRowSeparatorTrailing" }
    /// Text sets it (see `Axis.Set.listRowSeparatorGuides`).
    static var guideAxes: Axis.Set? { .listRowSeparatorGuides }
}
