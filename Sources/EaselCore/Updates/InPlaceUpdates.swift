import Foundation

/// Updates made in place: the changed views inside a view that didn't change are evaluated again
/// alone, their new nodes put where the old ones were, and the views around them are kept as they
/// are, not walked.
///
/// SwiftUI's attribute graph updates only what depends on a change: a changed view's body runs
/// again, and layout is invalidated from its nodes up to the root, while the views around it keep
/// what they made ("Demystify SwiftUI", WWDC21; "Demystify SwiftUI performance", WWDC23). Walking
/// the views around it instead (`ViewUpdates.resolve`) makes their containers again and visits
/// every sibling, a thousand rows for a flipped toggle. In place:
/// - the views with a changed view inside are followed down to the changed ones (each record
///   keeps its changed children, `ViewRecord.changedChildren`), without visiting the others;
/// - each changed view is evaluated again with the inputs it had, and its new nodes replace its
///   old ones in the container that placed them in the last layout (found through that layout's
///   entries, `ViewGraph.placers(of:)`);
/// - if the new nodes answer every question their container asked the old ones as the old ones
///   did, the container and every view around keep their sizes and placements, and the new nodes
///   are placed where the old ones were in a copy of the last layout (`ChildReplacement`,
///   `LayoutSplice`); otherwise that container and the views placing it forget their sizes and
///   placements: the rest of the tree keeps its remembered sizes and is placed from memory;
/// - what the views around did for the render as a whole (presentations, warnings, …) is done
///   again in order, the changed views' done afresh where they are.
///
/// This is exactly a walk's result when nothing outside a changed view touched its nodes or read
/// them: no view between it and the view kept whole reads what it resolves to while resolving (a
/// preference reader, such as a navigation stack reading its screen's title; `Group(subviews:)`;
/// `_ViewInputs.contentReaderDepth`). A reader further out is walked, as it holds a changed view,
/// and reads its content again: the view kept whole is inside that content, and its nodes are
/// the ones it had, with the changed view's new nodes inside. No modifier or view around it
/// annotated them (their annotations are still those it left, `LayoutNode.hasAnnotations(of:)`),
/// the container holding them holds a list of views, as a stack or a user's layout does (not a
/// modifier, which wraps each view it modifies on its own, so that a view making more nodes gets
/// more wrappers), and the views placing them keep their children as they were made (containers
/// and scroll views, not lazy stacks or geometry readers, which build content while laid out).
/// When that can't be shown for every changed view, nothing is changed in place and the views
/// around are walked as before.
extension ViewUpdates {
    /// A changed view to evaluate again in place, and the views placing its nodes, outermost
    /// first, the container holding them last.
    struct InPlaceTarget {
        let record: ViewRecord
        let placers: [LayoutNode]
    }

    /// Shows `record`, unchanged but with changed views inside, by evaluating only those again in
    /// place; false, having changed nothing, when that can't be done exactly (see above).
    func updateInPlace(_ record: ViewRecord, list: inout _ViewList) -> Bool {
        guard record.kind == .view || record.kind == .modifier, let graph, let targets = inPlaceTargets(inside: record, graph: graph) else { return false }
        reuse(record, list: &list) { record in
            updateInPlace(inside: record, targets: targets)
            assert(targets.values.allSatisfy { !$0.record.isDirty }, "A changed view wasn't met while updating in place")
        }
        return true
    }

    /// The changed views inside `record`, each with the views placing it; nil if one can't be
    /// updated in place.
    private func inPlaceTargets(inside record: ViewRecord, graph: ViewGraph) -> [ObjectIdentifier: InPlaceTarget]? {
        var targets: [ObjectIdentifier: InPlaceTarget] = [:]
        var pending = [record]
        while let current = pending.popLast() {
            for child in current.changedChildren where targets[ObjectIdentifier(child)] == nil {
                // A view to resolve again from its last body compares the views it makes: that
                // is a walk's work.
                if child.needsResolution, !child.isDirty {
                    return nil
                }
                if child.isDirty {
                    guard let placers = inPlacePlacers(of: child, inside: record, graph: graph) else { return nil }
                    targets[ObjectIdentifier(child)] = InPlaceTarget(record: child, placers: placers)
                } else if child.hasDirtyDescendant {
                    pending.append(child)
                }
            }
        }
        return targets.isEmpty ? nil : targets
    }

    /// The views placing the nodes of `record` (a changed view) in the last layout, if its new
    /// nodes can take their place: outermost first, the container holding them last, inside
    /// `outer`'s nodes.
    private func inPlacePlacers(of record: ViewRecord, inside outer: ViewRecord, graph: ViewGraph) -> [LayoutNode]? {
        guard record.kind == .view || record.kind == .modifier, record.inputs.contentReaderDepth <= outer.inputs.depth,
              let first = record.nodes.first,
              zip(record.nodes, record.checkpoints).allSatisfy({ $0.hasAnnotations(of: $1) }),
              let placers = graph.placers(of: first), let container = placers.last, container.canReplaceChildren,
              placers.allSatisfy(\.keepsChildrenWhileLaidOut),
              let start = container.children.firstIndex(where: { $0 === first }),
              container.children.count - start >= record.nodes.count,
              zip(container.children[start...], record.nodes).allSatisfy({ $0 === $1 }),
              placers.contains(where: { placer in outer.nodes.contains { $0 === placer } })
        else { return nil }
        return placers
    }

    /// Does again what the views inside `record` did for the render as a whole, evaluating the
    /// changed ones in place where they are met. Only the way to the changed views is followed
    /// when nothing inside did anything for the render as a whole (its order can't matter then).
    private func updateInPlace(inside record: ViewRecord, targets: [ObjectIdentifier: InPlaceTarget]) {
        if record.subtreeHasRenderEffects {
            replayRenderEffects(of: record) { child in
                update(child, inside: record, targets: targets)
            }
        } else {
            for child in record.changedChildren {
                update(child, inside: record, targets: targets)
            }
        }
        record.changedChildren = []
        record.hasDirtyDescendant = false
    }

    /// Evaluates `child` in place if it is a target, follows it if it holds one, and otherwise does
    /// again what it did for the render as a whole.
    private func update(_ child: ViewRecord, inside record: ViewRecord, targets: [ObjectIdentifier: InPlaceTarget]) {
        if let target = targets[ObjectIdentifier(child)], child.isDirty {
            evaluateInPlace(target)
        } else if child.hasDirtyDescendant, !child.isDirty {
            updateInPlace(inside: child, targets: targets)
        } else {
            if child.subtreeHasRenderEffects { replayRenderEffects(of: child) }
            return
        }
        // What the view inside does now counts for the views around it.
        record.subtreeHasRenderEffects = record.subtreeHasRenderEffects || child.subtreeHasRenderEffects
        record.deepestLevel = Swift.max(record.deepestLevel, child.deepestLevel)
    }

    /// Evaluates a changed view again, with the inputs it had, and puts its new nodes where its old
    /// ones were: in the container, and in the records of the views around whose nodes they were
    /// (a `ForEach` element whose content is the view). The container and the views placing it
    /// keep their sizes and placements if the new nodes answer as the old ones did, and forget
    /// them otherwise (`ChildReplacement`, settled by the next layout).
    private func evaluateInPlace(_ target: InPlaceTarget) {
        let record = target.record
        let old = record.nodes
        var list = _ViewList()
        let wasReplaying = isReplaying
        isReplaying = false
        evaluateAgain(record, list: &list)
        isReplaying = wasReplaying
        noteResolvedContents(ofUpdatedInPlace: record)
        // The view around already notes this one among its effects.
        removeLastNotedRecord(record.identity)
        guard let container = target.placers.last, let start = container.children.firstIndex(where: { $0 === old.first }) else {
            preconditionFailure("A view updated in place lost its container")
        }
        container.replaceChildren(start..<(start + old.count), with: list.nodes)
        // The views around the container (which `replaceChildren` told) may hold preferences now.
        for placer in target.placers.dropLast() {
            placer.noteChildrenMayHavePreferences(from: list.nodes)
        }
        // The next layout says whether the container and the views placing it keep their answers.
        graph?.pendingReplacements.append(ChildReplacement(placers: target.placers, old: old, new: list.nodes))
        var ancestor = record.parent
        while let holder = ancestor, let start = holder.nodes.firstIndex(where: { $0 === old.first }),
              holder.nodes.count - start >= old.count, zip(holder.nodes[start...], old).allSatisfy({ $0 === $1 }) {
            let range = start..<(start + old.count)
            holder.nodes.replaceSubrange(range, with: record.nodes)
            holder.checkpoints.replaceSubrange(range, with: record.checkpoints)
            ancestor = holder.parent
        }
        statistics.viewsUpdatedInPlace += 1
    }
}
