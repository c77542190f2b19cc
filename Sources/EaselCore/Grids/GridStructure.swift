import Foundation

/// One cell of an eager `Grid`: a subview with its row and the columns it covers.
package struct GridCell {
    package let subview: LayoutSubview
    package let row: Int
    package let column: Int
    package var span: Int
    package let anchor: UnitPoint?
    package let unsizedAxes: Axis.Set
    /// A view directly in the grid, outside any `GridRow`: a row of its own across all columns.
    package let isLone: Bool

    package var columns: Range<Int> { column..<(column + span) }
}

/// The rows and columns of a grid, worked out from its subviews once; they don't depend on the proposal.
package struct GridStructure {
    package private(set) var cells: [GridCell] = []
    /// The cells of each row, by index in `cells`.
    package private(set) var rows: [[Int]] = []
    /// The vertical guide of each row: the row's alignment, else the grid's.
    package private(set) var rowGuides: [AlignmentKey] = []
    package private(set) var columnCount = 0
    /// The horizontal guide of each column: the first `gridColumnAlignment` in it, else the grid's.
    package private(set) var columnGuides: [AlignmentKey] = []
    /// The gaps after each column but the last, and after each row but the last.
    package private(set) var columnGaps: [CGFloat] = []
    package private(set) var rowGaps: [CGFloat] = []

    /// Consecutive views of one `GridRow` form a row; any other view is a row of its own spanning
    /// every column (Apple, `Grid`). There are as many columns as the widest row's spans add up to.
    package init(subviews: LayoutSubviews, alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?) {
        var current: GridRowMembership?
        var nextColumn = 0
        for subview in subviews {
            let membership = subview[GridRowKey.self]
            if membership == nil || membership !== current {
                rows.append([])
                rowGuides.append((membership?.alignment ?? alignment.vertical).key)
                nextColumn = 0
            }
            current = membership
            let span = membership == nil ? 0 : subview[GridCellColumnsKey.self]
            rows[rows.count - 1].append(cells.count)
            cells.append(GridCell(
                subview: subview, row: rows.count - 1, column: nextColumn, span: span,
                anchor: subview[GridCellAnchorKey.self], unsizedAxes: subview[GridCellUnsizedAxesKey.self],
                isLone: membership == nil
            ))
            nextColumn += span
            columnCount = max(columnCount, nextColumn)
        }
        if !cells.isEmpty {
            columnCount = max(columnCount, 1)
        }
        for index in cells.indices where cells[index].isLone {
            cells[index].span = columnCount
        }
        columnGuides = (0..<columnCount).map { column in
            let setter = cells.first { $0.span == 1 && $0.column == column && $0.subview[GridColumnAlignmentKey.self] != nil }
            return (setter?.subview[GridColumnAlignmentKey.self] ?? alignment.horizontal).key
        }
        columnGaps = (0..<max(columnCount - 1, 0)).map { column in
            horizontalSpacing ?? gap(
                from: cells.filter { !$0.isLone && $0.columns.upperBound == column + 1 },
                to: cells.filter { !$0.isLone && $0.column == column + 1 },
                along: .horizontal
            )
        }
        rowGaps = (0..<max(rows.count - 1, 0)).map { row in
            verticalSpacing ?? gap(from: rows[row].map { cells[$0] }, to: rows[row + 1].map { cells[$0] }, along: .vertical)
        }
    }

    /// The views' preferred distance between two lines of cells, as a stack measures it between
    /// neighbours (8 between plain views, spec §2, §3.1 [R]); `Grid` documents only that nil spacing
    /// means "the default" (Apple), and the spec has no measurement (§22).
    private func gap(from before: [GridCell], to after: [GridCell], along axis: Axis) -> CGFloat {
        let trailing: Edge.Set = axis == .horizontal ? .trailing : .bottom
        let leading: Edge.Set = axis == .horizontal ? .leading : .top
        var first = ViewSpacing(entries: [])
        var second = ViewSpacing(entries: [])
        for cell in before { first.formUnion(cell.subview.spacing, edges: trailing) }
        for cell in after { second.formUnion(cell.subview.spacing, edges: leading) }
        return first.distance(to: second, along: axis)
    }
}
