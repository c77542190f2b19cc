import Foundation

/// New nodes to place where old ones were, in a copy of the last layout: the old ones' entries
/// there, and how each was placed. Made for a changed view whose new nodes answer every question
/// their container asked the old ones as the old ones did (see `ChildReplacement`): the container
/// and every view around it are placed as before, so the last layout's entries stand but for the
/// old nodes' own, and a kept view's copy of its subtree (`LayoutSnapshotRecorder.replay`) places
/// the new nodes in their stead.
package struct LayoutSplice {
    /// Where and how a replaced node was placed: what its parent gave `LayoutNode.commitPlacement`.
    struct Placement {
        let frame: CGRect
        let proposal: ProposedViewSize
        let context: PlacementContext
    }

    /// The old nodes' entries in the last recording: whole subtrees side by side.
    let source: Range<Int>
    /// The new nodes, in order, and where each old one was placed.
    let nodes: [LayoutNode]
    let placements: [Placement]
}

extension LayoutSnapshotRecorder {
    /// The first splice inside the entries `range` of the last recording (by its index), if any.
    func firstSplice(in range: Range<Int>) -> Int? {
        guard !splices.isEmpty else { return nil }
        let low = splices.partitioningIndex { $0.source.lowerBound >= range.lowerBound }
        guard low < splices.count, splices[low].source.lowerBound < range.upperBound else { return nil }
        // A replaced node left the tree: no view placed now is one, so none is copied whole.
        assert(splices[low].source.lowerBound > range.lowerBound, "A replaced view was placed again")
        return low
    }

    /// Copies the subtree whose root is the entry `root` of the last recording, with the splices
    /// inside it from `nextSplice` on placed in it. The views holding a splice are recorded
    /// again, each as it was; the subtrees between splices are copied, side by side.
    func copySubtree(at root: Int, rootIsUnchanged: Bool, nextSplice: Int) {
        var nextSplice = nextSplice
        copySubtree(at: root, rootIsUnchanged: rootIsUnchanged, nextSplice: &nextSplice)
    }

    private func copySubtree(at root: Int, rootIsUnchanged: Bool, nextSplice: inout Int) {
        let source = previousEntries[root]
        let end = source.subtreeEnd
        guard nextSplice < splices.count, splices[nextSplice].source.lowerBound < end else {
            copy(root..<end, rootIsUnchanged: rootIsUnchanged)
            return
        }
        let entry = source.withNode { open($0, frame: source.frame) }
        var index = root + 1
        var run = index
        while index < end {
            let subtreeEnd = previousEntries[index].subtreeEnd
            guard nextSplice < splices.count, splices[nextSplice].source.lowerBound < subtreeEnd else {
                index = subtreeEnd
                continue
            }
            copy(run..<index, rootIsUnchanged: true)
            let splice = splices[nextSplice]
            if splice.source.lowerBound == index {
                place(splice)
                nextSplice += 1
                index = splice.source.upperBound
            } else {
                copySubtree(at: index, rootIsUnchanged: true, nextSplice: &nextSplice)
                index = subtreeEnd
            }
            run = index
        }
        copy(run..<end, rootIsUnchanged: true)
        close(entry)
    }

    /// Places a splice's new nodes, each as its old one was, at the current depth.
    private func place(_ splice: LayoutSplice) {
        placedSplices += 1
        for (node, placement) in zip(splice.nodes, splice.placements) {
            var context = placement.context
            context.snapshot = self
            node.placeAgain(in: placement.frame, proposal: placement.proposal, context: context)
        }
    }
}
