import Foundation

/// The column widths and row heights of a grid for one proposal.
struct GridArrangement {
    let proposal: ProposedViewSize
    let columnWidths: [CGFloat]
    let rowHeights: [CGFloat]
    let columnGaps: [CGFloat]
    let rowGaps: [CGFloat]

    /// Columns first, each cell measured at its ideal height; then rows, each cell proposed the
    /// width of the columns it covers (Apple: the grid "handles row and column creation as a single
    /// operation"; the order is ours, §22 [I]).
    init(_ structure: GridStructure, proposal: ProposedViewSize) {
        self.proposal = proposal
        let columnGaps = structure.columnGaps
        let rowGaps = structure.rowGaps
        self.columnGaps = columnGaps
        self.rowGaps = rowGaps
        let cells = structure.cells

        var columns = [[GridTrackMember]](repeating: [], count: structure.columnCount)
        for cell in cells where cell.span == 1 && !cell.unsizedAxes.contains(.horizontal) {
            columns[cell.column].append(GridTrackMember(
                subview: cell.subview, across: nil,
                guide: cell.anchor == nil ? structure.columnGuides[cell.column] : nil
            ))
        }
        var widths = GridTrackSizing(axis: .horizontal).lengths(of: columns, proposal: proposal.width, gaps: columnGaps.reduce(0, +))
        // A spanning cell is offered its columns and whatever the grid has left; columns grow evenly
        // to hold it.
        var leftover = proposal.width.map { $0 - widths.reduce(0, +) - columnGaps.reduce(0, +) }
        for cell in cells where cell.span > 1 && !cell.unsizedAxes.contains(.horizontal) {
            let covered = GridArrangement.length(of: cell.columns, widths, gaps: columnGaps)
            let offer = leftover.map { covered + max($0, 0) }
            let width = cell.subview.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            guard width > covered else { continue }
            for column in cell.columns {
                widths[column] += (width - covered) / CGFloat(cell.span)
            }
            leftover = leftover.map { $0 - (width - covered) }
        }
        columnWidths = widths

        let rows = structure.rows.enumerated().map { row, members in
            members.compactMap { index -> GridTrackMember? in
                let cell = cells[index]
                guard !cell.unsizedAxes.contains(.vertical) else { return nil }
                return GridTrackMember(
                    subview: cell.subview, across: GridArrangement.length(of: cell.columns, widths, gaps: columnGaps),
                    guide: cell.anchor == nil ? structure.rowGuides[row] : nil
                )
            }
        }
        rowHeights = GridTrackSizing(axis: .vertical).lengths(of: rows, proposal: proposal.height, gaps: rowGaps.reduce(0, +))
    }

    var size: CGSize {
        CGSize(
            width: columnWidths.reduce(0, +) + columnGaps.reduce(0, +),
            height: rowHeights.reduce(0, +) + rowGaps.reduce(0, +)
        )
    }

    /// Each cell's rectangle: the columns it covers × its row, from the grid's top-leading corner.
    func cellFrames(_ structure: GridStructure) -> [CGRect] {
        let columnStarts = GridArrangement.starts(columnWidths, gaps: columnGaps)
        let rowStarts = GridArrangement.starts(rowHeights, gaps: rowGaps)
        return structure.cells.map { cell in
            CGRect(
                x: columnStarts[cell.column], y: rowStarts[cell.row],
                width: GridArrangement.length(of: cell.columns, columnWidths, gaps: columnGaps),
                height: rowHeights[cell.row]
            )
        }
    }

    /// The length of consecutive tracks and the gaps between them.
    static func length(of tracks: Range<Int>, _ lengths: [CGFloat], gaps: [CGFloat]) -> CGFloat {
        lengths[tracks].reduce(0, +) + gaps[tracks.dropLast()].reduce(0, +)
    }

    private static func starts(_ lengths: [CGFloat], gaps: [CGFloat]) -> [CGFloat] {
        var position: CGFloat = 0
        return lengths.indices.map { index in
            defer { position += lengths[index] + (index < gaps.count ? gaps[index] : 0) }
            return position
        }
    }
}
