import Foundation

/// The algorithm HStack and VStack share, with the axes swapped (spec §3 [R][M]).
///
/// Sizing with a concrete length along the stack: each child is probed at 0 and at infinity to
/// learn its flexibility; children are sorted by layout priority (highest first), then by
/// flexibility (least first); each priority group in turn is offered what remains after reserving
/// the minimum lengths of lower-priority groups, and shares it out child by child (spec §3.3;
/// objc.io "How an HStack Lays out Its Children" [M]; Apple, `layoutPriority(_:)` [A]).
/// With an unspecified length, every child takes its ideal length (§3.4). Across the stack, children
/// are aligned on the stack's guide and the stack hugs them (§3.5).
package struct StackLayoutAlgorithm {
    package let axis: Axis
    package let alignment: AlignmentKey
    package let spacing: CGFloat?

    package init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing.flatMap { $0.isNaN ? nil : $0 }
    }

    package func makeCache(subviews: LayoutSubviews) -> _StackLayoutCache {
        var cache = _StackLayoutCache()
        cache.priorities = subviews.map(\.priority)
        cache.distances = Array(repeating: 0, count: subviews.count)
        // The gap before each child: the stack's spacing, or each pair's preferred distance (§3.1).
        var previous: LayoutSubview?
        for (offset, subview) in subviews.enumerated() {
            if let previous {
                cache.distances[offset] = spacing ?? previous.spacing.distance(to: subview.spacing, along: axis)
            }
            previous = subview
        }
        cache.internalSpacing = cache.distances.reduce(0, +)
        return cache
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout _StackLayoutCache) -> CGSize {
        arrangement(for: proposal, subviews: subviews, cache: &cache).size
    }

    /// Places children from the stack's origin, each with the proposal it was sized with. An
    /// unspecified proposal across the stack becomes the stack's own breadth, so flexible children
    /// stretch to the widest sibling (§3.6 [R], SCUI-453 [M]).
    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout _StackLayoutCache) {
        var placementProposal = proposal
        placementProposal[axis.other] = proposal[axis.other] ?? bounds.size[axis.other]
        let arrangement = arrangement(for: placementProposal, subviews: subviews, cache: &cache)
        for (offset, subview) in subviews.enumerated() {
            let origin = arrangement.origins[offset]
            subview.place(
                at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                anchor: .topLeading,
                proposal: arrangement.proposals[offset]
            )
        }
    }

    /// The stack's spacing: its first child's on the leading (top) edge, its last child's on the
    /// trailing (bottom) edge, and every child's across the stack.
    package func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        let leadingEdge: Edge.Set = axis == .horizontal ? .leading : .top
        let trailingEdge: Edge.Set = axis == .horizontal ? .trailing : .bottom
        let acrossEdges: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        var spacing = ViewSpacing(entries: [])
        spacing.formUnion(first.spacing, edges: leadingEdge)
        spacing.formUnion(last.spacing, edges: trailingEdge)
        for subview in subviews {
            spacing.formUnion(subview.spacing, edges: acrossEdges)
        }
        return spacing
    }

    // MARK: Arrangement

    private func arrangement(for proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout _StackLayoutCache) -> StackArrangement {
        if let memo = cache.arrangement(for: proposal) {
            return memo
        }
        let arrangement = arrange(proposal, subviews: subviews, cache: cache)
        cache.remember(arrangement, for: proposal)
        return arrangement
    }

    private func arrange(_ proposal: ProposedViewSize, subviews: LayoutSubviews, cache: _StackLayoutCache) -> StackArrangement {
        let count = subviews.count
        guard count > 0 else {
            return StackArrangement(size: .zero, origins: [], proposals: [])
        }
        let minorProposal = proposal[axis.other]
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
        if let major = proposal[axis] {
            (proposals, sizes) = distribute(major - cache.internalSpacing, minorProposal: minorProposal, subviews: subviews, priorities: cache.priorities)
        } else {
            // §3.4: every child at its ideal length, no sharing.
            let childProposal = ProposedViewSize(major: nil, minor: minorProposal, axis: axis)
            proposals = Array(repeating: childProposal, count: count)
            sizes = subviews.map { $0.sizeThatFits(childProposal) }
        }

        // §3.5: align across the stack; the stack spans the union of the aligned children. A child
        // of infinite breadth (answering an infinite probe) makes the stack infinitely broad; its
        // guides are then meaningless, so nothing is aligned.
        var minorOffsets = [CGFloat](repeating: 0, count: count)
        var lower: CGFloat = 0
        var upper: CGFloat = .infinity
        if !sizes.contains(where: { $0[axis.other].isInfinite }) {
            lower = .infinity
            upper = -.infinity
            for (offset, subview) in subviews.enumerated() {
                let dimensions = subview.dimensions(in: proposals[offset])
                let start = -dimensions[alignment]
                minorOffsets[offset] = start
                lower = min(lower, start)
                upper = max(upper, start + sizes[offset][axis.other])
            }
        }
        var origins = [CGPoint](repeating: .zero, count: count)
        var position: CGFloat = 0
        for offset in 0..<count {
            position += cache.distances[offset]
            origins[offset] = CGPoint(major: position, minor: minorOffsets[offset] - lower, axis: axis)
            position += sizes[offset][axis]
        }
        return StackArrangement(size: CGSize(major: position, minor: upper - lower, axis: axis), origins: origins, proposals: proposals)
    }

    /// Shares `available` (the stack's length less its spacing) among the children (§3.3).
    private func distribute(_ available: CGFloat, minorProposal: CGFloat?, subviews: LayoutSubviews, priorities: [Double]) -> ([ProposedViewSize], [CGSize]) {
        let count = subviews.count
        var minimums = [CGFloat](repeating: 0, count: count)
        var flexibilities = [CGFloat](repeating: 0, count: count)
        if count > 1 {
            let zero = ProposedViewSize(major: 0, minor: minorProposal, axis: axis)
            let infinite = ProposedViewSize(major: .infinity, minor: minorProposal, axis: axis)
            for (offset, subview) in subviews.enumerated() {
                let minimum = subview.sizeThatFits(zero)[axis]
                let maximum = subview.sizeThatFits(infinite)[axis]
                minimums[offset] = minimum
                let flexibility = maximum - minimum
                flexibilities[offset] = flexibility.isNaN ? .infinity : flexibility
            }
        }
        // Priority first (highest first), then the least flexible first; between two infinitely
        // flexible children, the one with the larger minimum first; otherwise source order.
        let order = (0..<count).sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            if flexibilities[a].isInfinite, flexibilities[b].isInfinite, minimums[a] != minimums[b] {
                return minimums[a] > minimums[b]
            }
            if flexibilities[a] != flexibilities[b] { return flexibilities[a] < flexibilities[b] }
            return a < b
        }

        var proposals = [ProposedViewSize](repeating: .unspecified, count: count)
        var sizes = [CGSize](repeating: .zero, count: count)
        // Reserve the minimums of every group but the first; each group gets its own back when its
        // turn comes (spec §3.3; a negative remainder carries over, as in OpenSwiftUI §24.6).
        var remaining = available
        var groupStart = 0
        while groupStart < count {
            var groupEnd = groupStart + 1
            while groupEnd < count, priorities[order[groupEnd]] == priorities[order[groupStart]] {
                groupEnd += 1
            }
            if groupStart == 0 {
                for index in order[groupEnd...] { remaining -= minimums[index] }
            } else {
                for index in order[groupStart..<groupEnd] { remaining += minimums[index] }
            }
            var unsized = CGFloat(groupEnd - groupStart)
            for index in order[groupStart..<groupEnd] {
                let share = remaining.isNaN ? .infinity : max(remaining / unsized, 0)
                let proposal = ProposedViewSize(major: share, minor: minorProposal, axis: axis)
                let size = subviews[index].sizeThatFits(proposal)
                proposals[index] = proposal
                sizes[index] = size
                remaining -= size[axis]
                unsized -= 1
            }
            groupStart = groupEnd
        }
        return (proposals, sizes)
    }
}

/// Where a stack puts its children for one proposal.
struct StackArrangement {
    var size: CGSize
    var origins: [CGPoint]
    var proposals: [ProposedViewSize]
}

/// What a stack remembers between calls: the gaps between children (they don't depend on the
/// proposal) and the arrangements for the last few proposals (sizing and placement ask for the
/// same ones).
public struct _StackLayoutCache {
    var priorities: [Double] = []
    var distances: [CGFloat] = []
    var internalSpacing: CGFloat = 0
    private var arrangements: [(proposal: ProposedViewSize, arrangement: StackArrangement)] = []

    func arrangement(for proposal: ProposedViewSize) -> StackArrangement? {
        arrangements.first { $0.proposal == proposal }?.arrangement
    }

    mutating func remember(_ arrangement: StackArrangement, for proposal: ProposedViewSize) {
        if arrangements.count == 4 {
            arrangements.removeFirst()
        }
        arrangements.append((proposal, arrangement))
    }
}
