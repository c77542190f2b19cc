import Foundation

/// How many columns a cell of a `Grid` spans: "the number of columns that the view occupies"
/// (Apple, `gridCellColumns(_:)`); 1 unless set.
package struct GridCellColumnsKey: LayoutValueKey {
    package static let defaultValue = 1
}

/// The horizontal alignment of a grid column, set by a cell in it (Apple, `gridColumnAlignment(_:)`).
package struct GridColumnAlignmentKey: LayoutValueKey {
    package static let defaultValue: HorizontalAlignment? = nil
}

/// Where a cell sits in its cell rectangle, overriding row, column and grid alignment (Apple,
/// `gridCellAnchor(_:)`).
package struct GridCellAnchorKey: LayoutValueKey {
    package static let defaultValue: UnitPoint? = nil
}

/// The axes along which a cell takes the size its row or column gives and does not size them
/// (Apple, `gridCellUnsizedAxes(_:)`).
package struct GridCellUnsizedAxesKey: LayoutValueKey {
    package static let defaultValue: Axis.Set = []
}

/// Sets the number of columns a grid cell spans. SwiftUI needs a positive count; anything else is
/// reported and treated as 1.
nonisolated public struct _GridCellColumnsModifier: NodeAnnotatingModifier {
    public typealias Body = Never
    let count: Int

    package func annotate(_ node: LayoutNode, inputs: _ViewInputs) {
        if count < 1 {
            inputs.graph.warn("gridCellColumns(\(count)) needs a positive count; 1 is used instead.")
        }
        node.annotate { $0.traits.layoutValues[ObjectIdentifier(GridCellColumnsKey.self)] = max(count, 1) }
    }
}

nonisolated extension View {
    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(_GridCellColumnsModifier(count: count))
    }

    /// Overrides the default horizontal alignment of the grid column that the view appears in.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Specifies a custom alignment anchor for a view that acts as a grid cell.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Asks grid layouts not to offer the view extra size in the specified axes.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
