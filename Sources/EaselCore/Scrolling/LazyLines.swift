import Foundation

/// Where a built item comes from: a section's header, footer, or one of its items.
struct LazyItemKey: Hashable {
    enum Part: Hashable {
        case header
        case footer
        case item(Int)
    }

    let section: Int
    let part: Part
}

/// A line of a lazy stack or grid: a section's header or footer, or a run of its items (one for a
/// stack, one per track for a grid).
enum LazyLine: Equatable {
    case header(section: Int)
    case footer(section: Int)
    case items(section: Int, range: Range<Int>)

    var section: Int {
        switch self {
        case let .header(section), let .footer(section), let .items(section, _): return section
        }
    }

    var keys: [LazyItemKey] {
        switch self {
        case let .header(section): return [LazyItemKey(section: section, part: .header)]
        case let .footer(section): return [LazyItemKey(section: section, part: .footer)]
        case let .items(section, range): return range.map { LazyItemKey(section: section, part: .item($0)) }
        }
    }
}

struct LazyLineSize {
    let length: CGFloat
    let breadth: CGFloat
}

/// How the content of a lazy container cuts into lines for one length across its axis, and what is
/// known of those lines' sizes: a measured run from the start, and any measured further on.
final class LazyLineMeasurements {
    let crossProposal: CGFloat?
    let tracks: [GridTrack]?
    /// The first line of each section, and how many lines it has.
    private let sectionStarts: [Int]
    private let sectionShapes: [(hasHeader: Bool, itemLines: Int, itemCount: Int, hasFooter: Bool)]
    private let itemsPerLine: Int
    let lineCount: Int

    var sizes: [Int: LazyLineSize] = [:]
    /// The gap before each line measured so far.
    var gaps: [Int: CGFloat] = [:]
    /// Lines 0 ..< prefixCount are measured; together, with the gaps between them, they are
    /// `prefixLength` long, the gaps making `prefixGaps` of it.
    var prefixCount = 0
    var prefixLength: CGFloat = 0
    var prefixGaps: CGFloat = 0
    var prefixBreadth: CGFloat = 0

    init(crossProposal: CGFloat?, tracks: [GridTrack]?, sections: [LazySection]) {
        self.crossProposal = crossProposal
        self.tracks = tracks
        let itemsPerLine = Swift.max(1, tracks?.count ?? 1)
        self.itemsPerLine = itemsPerLine
        var starts: [Int] = []
        var shapes: [(hasHeader: Bool, itemLines: Int, itemCount: Int, hasFooter: Bool)] = []
        var total = 0
        for section in sections {
            starts.append(total)
            let itemLines = (section.itemCount + itemsPerLine - 1) / itemsPerLine
            shapes.append((section.hasHeader, itemLines, section.itemCount, section.hasFooter))
            total += (section.hasHeader ? 1 : 0) + itemLines + (section.hasFooter ? 1 : 0)
        }
        sectionStarts = starts
        sectionShapes = shapes
        lineCount = total
    }

    /// The line at `index` (0 ..< lineCount).
    func line(at index: Int) -> LazyLine {
        var low = 0
        var high = sectionStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        // An empty section shares its start with the next one; the search finds the last section
        // starting at or before `index`, which is the one holding it.
        let shape = sectionShapes[low]
        var offset = index - sectionStarts[low]
        if shape.hasHeader {
            if offset == 0 { return .header(section: low) }
            offset -= 1
        }
        if offset < shape.itemLines {
            let first = offset * itemsPerLine
            return .items(section: low, range: first ..< Swift.min(shape.itemCount, first + itemsPerLine))
        }
        return .footer(section: low)
    }

    /// The line holding item `item` of section `section`.
    func lineIndex(section: Int, item: Int) -> Int {
        sectionStarts[section] + (sectionShapes[section].hasHeader ? 1 : 0) + item / itemsPerLine
    }

    /// The first and last lines of `section`.
    func lines(ofSection section: Int) -> ClosedRange<Int>? {
        let shape = sectionShapes[section]
        let count = (shape.hasHeader ? 1 : 0) + shape.itemLines + (shape.hasFooter ? 1 : 0)
        return count == 0 ? nil : sectionStarts[section] ... sectionStarts[section] + count - 1
    }

    /// What headers, footers and a stack's items are proposed: the full breadth, no length.
    func fullProposal(axis: Axis) -> ProposedViewSize {
        let breadth = tracks.map { tracks in tracks.reduce(0) { $0 + $1.length + $1.spacingAfter } - (tracks.last?.spacingAfter ?? 0) } ?? crossProposal
        return ProposedViewSize(major: nil, minor: breadth, axis: axis)
    }

    /// What an item in `track` is proposed: the track's breadth, no length.
    func proposal(forTrack track: Int?, axis: Axis) -> ProposedViewSize {
        guard let track, let tracks else { return fullProposal(axis: axis) }
        return ProposedViewSize(major: nil, minor: tracks[track].length, axis: axis)
    }

    /// The length of a line and the gap before it, on average over the measured run.
    var averageStep: CGFloat? {
        guard prefixCount > 0 else { return nil }
        let lengths = prefixLength - prefixGaps
        let averageGap = prefixCount > 1 ? prefixGaps / CGFloat(prefixCount - 1) : 0
        return lengths / CGFloat(prefixCount) + averageGap
    }

    /// The length of all lines: the measured run, and the rest at the average step.
    var estimatedLength: CGFloat {
        guard prefixCount < lineCount, let step = averageStep else { return prefixLength }
        return prefixLength + CGFloat(lineCount - prefixCount) * step
    }
}

/// What one placement of a lazy container puts where.
struct LazyPlacement {
    var lines: [LazyPlacedLine] = []
    var nodes: [LayoutNode] = []
    var pinnedNodes: [LayoutNode] = []
    var frames: [(LayoutNode, CGRect, ProposedViewSize)] = []
    var keys: [LazyItemKey] = []
}

struct LazyPlacedLine {
    let index: Int
    let line: LazyLine
    let position: CGFloat
    let length: CGFloat
    let firstNode: Int
}
