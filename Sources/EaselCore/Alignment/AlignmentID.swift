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

/// The guides SwiftUI defines; they say how containers combine them.
package protocol BuiltInAlignmentID: AlignmentID {
    static var combineRule: AlignmentCombineRule { get }
}

/// The identity of an alignment guide: its `AlignmentID` type and its axis.
package struct AlignmentKey: Hashable, @unchecked Sendable {
    package let id: ObjectIdentifier
    package let axis: Axis
    // A metatype is immutable; @unchecked only because `any AlignmentID.Type` is not declared Sendable.
    package let type: any AlignmentID.Type
    package let combineRule: AlignmentCombineRule

    package init(_ type: any AlignmentID.Type, axis: Axis) {
        self.id = ObjectIdentifier(type)
        self.axis = axis
        self.type = type
        self.combineRule = (type as? any BuiltInAlignmentID.Type)?.combineRule ?? .average
    }

    package static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        lhs.id == rhs.id && lhs.axis == rhs.axis
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(axis)
    }

    /// The value a view gets for this guide when it sets none explicitly.
    package func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        type.defaultValue(in: dimensions)
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
        let typeName = String(describing: type)
        switch typeName {
        case "LeadingAlignment": return "leading"
        case "TrailingAlignment": return "trailing"
        case "TopAlignment": return "top"
        case "BottomAlignment": return "bottom"
        case "HorizontalCenterAlignment", "VerticalCenterAlignment": return "center"
        case "FirstTextBaselineAlignment": return "firstTextBaseline"
        case "LastTextBaselineAlignment": return "lastTextBaseline"
        default: return typeName
        }
    }
}

// The built-in guides and their default values (swiftui-layout-spec.md §9 [R][M]).

enum LeadingAlignment: BuiltInAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    static var combineRule: AlignmentCombineRule { .none }
}

enum HorizontalCenterAlignment: BuiltInAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
    static var combineRule: AlignmentCombineRule { .none }
}

enum TrailingAlignment: BuiltInAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    static var combineRule: AlignmentCombineRule { .none }
}

enum TopAlignment: BuiltInAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    static var combineRule: AlignmentCombineRule { .none }
}

enum VerticalCenterAlignment: BuiltInAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    static var combineRule: AlignmentCombineRule { .none }
}

enum BottomAlignment: BuiltInAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    static var combineRule: AlignmentCombineRule { .none }
}

/// A view without text puts its baselines at its bottom (spec §9 [R][M]).
enum FirstTextBaselineAlignment: BuiltInAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    static var combineRule: AlignmentCombineRule { .minimum }
}

enum LastTextBaselineAlignment: BuiltInAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    static var combineRule: AlignmentCombineRule { .maximum }
}
