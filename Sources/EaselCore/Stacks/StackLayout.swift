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
        // What doesn't depend on the proposal: each child's priority, and the gap before it, the
        // stack's spacing or each pair's preferred distance (§3.1). Most stacks hold plain views of
        // the default priority, all the same gap apart; they keep that gap alone, not a buffer.
        var cache = _StackLayoutCache()
        // The previous child's preferences, unless they are the defaults (most views'), which
        // are compared without being copied: a copy retains and releases their storage.
        var previous: ViewSpacing?
        var previousIsDefault = false
        var uniformGap: CGFloat?
        for (offset, subview) in subviews.enumerated() {
            let priority = subview.priority
            var distance: CGFloat = 0
            if let fixed = self.spacing {
                // A stack's own spacing leaves its children's preferences unread.
                if offset > 0 { distance = fixed }
            } else if subview.hasDefaultSpacing {
                if offset > 0 {
                    // Two plain views are the platform's distance apart (spec §2).
                    distance = previousIsDefault ? ViewSpacing.defaultDistance : (previous ?? ViewSpacing()).distance(to: ViewSpacing(), along: axis)
                }
                previous = nil
                previousIsDefault = true
            } else {
                let spacing = subview.spacing
                if offset > 0 { distance = (previousIsDefault ? ViewSpacing() : previous ?? ViewSpacing()).distance(to: spacing, along: axis) }
                previous = spacing
                previousIsDefault = false
            }
            cache.internalSpacing += distance
            if cache.children == nil {
                if priority == 0, offset == 0 || distance == (uniformGap ?? distance) {
                    if offset > 0 { uniformGap = distance }
                    continue
                }
                // The first child that differs: spell out everyone before it.
                var children = ContiguousArray<_StackLayoutCache.Child>()
                children.reserveCapacity(subviews.count)
                for earlier in 0..<offset {
                    children.append(_StackLayoutCache.Child(priority: 0, distance: earlier == 0 ? 0 : uniformGap ?? 0))
                }
                cache.children = children
            }
            cache.children!.append(_StackLayoutCache.Child(priority: priority, distance: distance))
        }
        cache.uniformGap = uniformGap ?? 0
        return cache
    }

    /// The stack's size. The node memoizes it per proposal, so sizing keeps nothing but works in a
    /// temporary buffer.
    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout _StackLayoutCache) -> CGSize {
        withUnsafeTemporaryAllocation(of: Child.self, capacity: subviews.count) { children in
            arrange(proposal, subviews: subviews, cache: cache, into: children)
        }
    }

    /// Places children from the stack's origin, each with the proposal it was sized with. An
    /// unspecified proposal across the stack becomes the stack's own breadth, so flexible children
    /// stretch to the widest sibling (§3.6 [R], SCUI-453 [M]). The arrangement is worked out again
    /// rather than kept: every child's sizes are memoized, so this asks only remembered answers.
    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout _StackLayoutCache) {
        var placementProposal = proposal
        placementProposal[axis.other] = proposal[axis.other] ?? bounds.size[axis.other]
        withUnsafeTemporaryAllocation(of: Child.self, capacity: subviews.count) { children in
            _ = arrange(placementProposal, subviews: subviews, cache: cache, into: children)
            for (offset, subview) in subviews.enumerated() {
                let child = children[offset]
                subview.place(
                    at: CGPoint(x: bounds.minX + child.origin.x, y: bounds.minY + child.origin.y),
                    proposal: child.proposal,
                    answered: child.size
                )
            }
        }
    }

    /// The stack's spacing: its first child's on the leading (top) edge, its last child's on the
    /// trailing (bottom) edge, and every child's across the stack.
    package func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        // Plain children on every side make a plain stack (the common case, answered at once).
        if subviews.allSatisfy({ $0.spacing.isDefault }) { return ViewSpacing() }
        let leadingEdge: Edge.Set = axis == .horizontal ? .leading : .top
        let trailingEdge: Edge.Set = axis == .horizontal ? .trailing : .bottom
        let acrossEdges: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        // Room for an entry per edge and category, the most a merge of views' preferences holds
        // when they keep to the defaults and plain distances (more text categories grow it).
        var spacing = ViewSpacing(reservingCapacity: 8)
        spacing.formUnion(first.spacing, edges: leadingEdge)
        spacing.formUnion(last.spacing, edges: trailingEdge)
        for subview in subviews {
            spacing.formUnion(subview.spacing, edges: acrossEdges)
        }
        return spacing
    }

    // MARK: Arrangement

    /// Sizes and places every child for `proposal` into `children` (uninitialised on entry) and
    /// returns the stack's size.
    private func arrange(_ proposal: ProposedViewSize, subviews: LayoutSubviews, cache: _StackLayoutCache, into children: UnsafeMutableBufferPointer<Child>) -> CGSize {
        let count = subviews.count
        guard count > 0 else { return .zero }
        let first = subviews.startIndex
        let minorProposal = proposal[axis.other]
        subviews.prefetchSizeMemos()
        // Every field read below is written first, by `distribute` or the branch below, and the
        // children are plain values: the buffer isn't filled with empty children beforehand.
        if let major = proposal[axis], !(major.isInfinite || (major == 0 && cache.internalSpacing >= 0)) {
            distribute(major - cache.internalSpacing, minorProposal: minorProposal, subviews: subviews, cache: cache, children: children)
        } else {
            // §3.4: with no length, every child at its ideal length, no sharing. Offered nothing or
            // everything (the probes), every child is offered nothing or everything whatever the
            // order, so sharing would only repeat the proposal (given spacing that makes no room).
            let childProposal = ProposedViewSize(major: proposal[axis], minor: minorProposal, axis: axis)
            for offset in 0..<count {
                children.initializeElement(at: offset, to: Child(proposal: childProposal, size: subviews.node(at: first + offset) { $0.sizeThatFits(childProposal) }))
            }
        }

        // §3.5: align across the stack; the stack spans the union of the aligned children. A child
        // of infinite breadth (answering an infinite probe) makes the stack infinitely broad; its
        // guides are then meaningless, so nothing is aligned.
        // One pass aligns the children, and stops at a child of infinite breadth (rare).
        var lower: CGFloat = .infinity
        var upper: CGFloat = -.infinity
        for offset in 0..<count {
            let size = children[offset].size
            if size[axis.other].isInfinite {
                lower = 0
                upper = .infinity
                for offset in 0..<count { children[offset].origin[axis.other] = 0 }
                break
            }
            let start = -subviews.node(at: first + offset) { $0.guideValue(alignment, size: size, proposal: children[offset].proposal) }
            children[offset].origin[axis.other] = start
            lower = min(lower, start)
            upper = max(upper, start + size[axis.other])
        }
        var position: CGFloat = 0
        for offset in 0..<count {
            position += cache.distance(before: offset)
            children[offset].origin = CGPoint(major: position, minor: children[offset].origin[axis.other] - lower, axis: axis)
            position += children[offset].size[axis]
        }
        return CGSize(major: position, minor: upper - lower, axis: axis)
    }

    /// Shares `available` (the stack's length less its spacing) among the children (§3.3).
    private func distribute(_ available: CGFloat, minorProposal: CGFloat?, subviews: LayoutSubviews, cache: _StackLayoutCache, children: UnsafeMutableBufferPointer<Child>) {
        let count = subviews.count
        let first = subviews.startIndex
        for offset in 0..<count {
            children.initializeElement(at: offset, to: Child(priority: cache.priority(of: offset)))
        }
        if count > 1 {
            let zero = ProposedViewSize(major: 0, minor: minorProposal, axis: axis)
            let infinite = ProposedViewSize(major: .infinity, minor: minorProposal, axis: axis)
            for offset in 0..<count {
                let (minimum, maximum) = subviews.node(at: first + offset) { ($0.sizeThatFits(zero)[axis], $0.sizeThatFits(infinite)[axis]) }
                children[offset].minimum = minimum
                let flexibility = maximum - minimum
                children[offset].flexibility = flexibility.isNaN ? .infinity : flexibility
            }
        }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { buffer in
            var order = buffer
            for offset in 0..<count { order.initializeElement(at: offset, to: offset) }
            // Priority first (highest first), then the least flexible first; between two infinitely
            // flexible children, the one with the larger minimum first; otherwise source order.
            func precedes(_ a: Int, _ b: Int) -> Bool {
                let first = children[a], second = children[b]
                if first.priority != second.priority { return first.priority > second.priority }
                if first.flexibility.isInfinite, second.flexibility.isInfinite, first.minimum != second.minimum {
                    return first.minimum > second.minimum
                }
                if first.flexibility != second.flexibility { return first.flexibility < second.flexibility }
                return a < b
            }
            // Children as flexible as each other (a row of equal views, the common case) are in
            // order already: one pass says so, and the sort is left out.
            if (1..<count).contains(where: { precedes($0, $0 - 1) }) {
                order.sort(by: precedes)
            }

            // Reserve the minimums of every group but the first; each group gets its own back when
            // its turn comes (spec §3.3; a negative remainder carries over, as in OpenSwiftUI §24.6).
            var remaining = available
            var groupStart = 0
            while groupStart < count {
                var groupEnd = groupStart + 1
                while groupEnd < count, children[order[groupEnd]].priority == children[order[groupStart]].priority {
                    groupEnd += 1
                }
                if groupStart == 0 {
                    for index in order[groupEnd...] { remaining -= children[index].minimum }
                } else {
                    for index in order[groupStart..<groupEnd] { remaining += children[index].minimum }
                }
                var unsized = CGFloat(groupEnd - groupStart)
                for index in order[groupStart..<groupEnd] {
                    let share = remaining.isNaN ? .infinity : max(remaining / unsized, 0)
                    let proposal = ProposedViewSize(major: share, minor: minorProposal, axis: axis)
                    let size = subviews.node(at: first + index) { $0.sizeThatFits(proposal) }
                    children[index].proposal = proposal
                    children[index].size = size
                    remaining -= size[axis]
                    unsized -= 1
                }
                groupStart = groupEnd
            }
        }
    }
}

/// What a stack works out for one child.
struct StackChild {
    var proposal = ProposedViewSize.unspecified
    var size = CGSize.zero
    var origin = CGPoint.zero
    var minimum: CGFloat = 0
    var flexibility: CGFloat = 0
    var priority: Double = 0
}

extension StackLayoutAlgorithm {
    typealias Child = StackChild
}

/// What a stack remembers between calls: each child's priority and the gap before it, which don't
/// depend on the proposal. Sizes are memoized by the children themselves.
public struct _StackLayoutCache {
    struct Child {
        var priority: Double
        var distance: CGFloat
    }
    /// Each child's priority and the gap before it; nil when every child has priority 0 and the
    /// same gap before it (`uniformGap`, none before the first).
    var children: ContiguousArray<Child>?
    var uniformGap: CGFloat = 0
    var internalSpacing: CGFloat = 0

    func priority(of offset: Int) -> Double {
        children?[offset].priority ?? 0
    }

    func distance(before offset: Int) -> CGFloat {
        children?[offset].distance ?? (offset == 0 ? 0 : uniformGap)
    }
}
