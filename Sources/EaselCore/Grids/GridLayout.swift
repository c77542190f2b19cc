import Foundation

/// A grid that you can use in conditional layouts; `Grid`'s layout.
///
/// Columns are as wide as their widest cell and rows as tall as their tallest (spec §22 [I]); the
/// cells of a column line up on the column's alignment and those of a row on the row's, a cell
/// with `gridCellAnchor` sits at that point of its column × row rectangle instead (Apple,
/// `Grid`, `gridCellAnchor(_:)`). Cells are placed proposing that rectangle. A cell spanning
/// several columns doesn't size them, except that the columns grow evenly to hold it (our choice:
/// Apple shows a wide divider "expanding all the other cells to match", `gridCellUnsizedAxes`).
/// A cell with `gridCellUnsizedAxes` sizes nothing along those axes (Apple).
public struct GridLayout: Layout, NamedLayout {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public var _engineTraits: _LayoutEngineTraits {
        var traits = _LayoutEngineTraits.builtIn
        if horizontalSpacing?.isNaN == true || verticalSpacing?.isNaN == true {
            traits.diagnostic = "Invalid Grid spacing (NaN); the default spacing is used instead."
        }
        return traits
    }

    /// Views directly in a grid are rows: Spacers and Dividers there orient as in a VStack.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public func makeCache(subviews: Subviews) -> _GridLayoutCache {
        _GridLayoutCache(structure: GridStructure(
            subviews: subviews, alignment: alignment,
            horizontalSpacing: horizontalSpacing.flatMap { $0.isNaN ? nil : $0 },
            verticalSpacing: verticalSpacing.flatMap { $0.isNaN ? nil : $0 }
        ))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _GridLayoutCache) -> CGSize {
        cache.arrangement(for: proposal).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _GridLayoutCache) {
        let arrangement = cache.arrangement(for: proposal)
        let structure = cache.structure
        let frames = arrangement.cellFrames(structure)
        let proposals = frames.map { ProposedViewSize($0.size) }
        let sizes = structure.cells.indices.map { structure.cells[$0].subview.dimensions(in: proposals[$0]) }
        var origins = frames.map(\.origin)

        // Across: each column's aligned cells together; spanning cells each on their own.
        var columnGroups = [[Int]](repeating: [], count: structure.columnCount)
        var groups: [(cells: [Int], key: AlignmentKey)] = []
        for (index, cell) in structure.cells.enumerated() where cell.anchor == nil {
            if cell.span == 1 {
                columnGroups[cell.column].append(index)
            } else {
                groups.append(([index], alignment.horizontal.key))
            }
        }
        groups += columnGroups.enumerated().map { ($0.element, structure.columnGuides[$0.offset]) }
        for group in groups { align(group.cells, key: group.key, axis: .horizontal, frames: frames, sizes: sizes, origins: &origins) }
        // Down: each row's aligned cells together.
        for (row, cells) in structure.rows.enumerated() {
            align(cells.filter { structure.cells[$0].anchor == nil }, key: structure.rowGuides[row], axis: .vertical, frames: frames, sizes: sizes, origins: &origins)
        }
        for (index, cell) in structure.cells.enumerated() {
            var origin = origins[index]
            if let anchor = cell.anchor {
                origin.x += (frames[index].width - sizes[index].width) * anchor.x
                origin.y += (frames[index].height - sizes[index].height) * anchor.y
            }
            // Through `subviews`, not the cached proxy: a trial placement records instead of placing.
            subviews[cell.subview.index].place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), anchor: .topLeading, proposal: proposals[index])
        }
    }

    /// Moves the cells of one alignment group to their place in their rectangles along `axis`.
    private func align(_ cells: [Int], key: AlignmentKey, axis: Axis, frames: [CGRect], sizes: [ViewDimensions], origins: inout [CGPoint]) {
        guard let first = cells.first else { return }
        let offsets = GridTrackSizing.offsets(
            sizes: cells.map { sizes[$0].size[axis] }, guides: cells.map { sizes[$0][key] },
            key: key, in: frames[first].size[axis]
        )
        for (offset, index) in cells.enumerated() {
            origins[index][axis] += offsets[offset]
        }
    }

    package var layoutName: String { "Grid" }
    package var layoutDetail: String? {
        var parts: [String] = []
        if alignment != .center { parts.append("alignment: \(alignment)") }
        if let horizontalSpacing { parts.append("horizontalSpacing: \(formatLength(horizontalSpacing))") }
        if let verticalSpacing { parts.append("verticalSpacing: \(formatLength(verticalSpacing))") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

/// What a grid remembers: its rows and columns, and the arrangements for the last two proposals
/// (sizing and placing ask for the same one).
public struct _GridLayoutCache {
    let structure: GridStructure
    private var arrangements: [GridArrangement] = []

    init(structure: GridStructure) {
        self.structure = structure
    }

    mutating func arrangement(for proposal: ProposedViewSize) -> GridArrangement {
        if let memo = arrangements.first(where: { $0.proposal == proposal }) {
            return memo
        }
        let arrangement = GridArrangement(structure, proposal: proposal)
        if arrangements.count == 2 {
            arrangements.removeFirst()
        }
        arrangements.append(arrangement)
        return arrangement
    }
}
