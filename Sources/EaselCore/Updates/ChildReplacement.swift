import Foundation

/// A changed view's new nodes, put in its container in place of its old ones by an update in place
/// (see `ViewUpdates.updateInPlace`), until the next layout says whether the container's answers
/// still hold.
///
/// A container sees its children only through what it asks them: their sizes for proposals, their
/// dimensions and guides, priority, spacing and layout values (Apple, `Layout` and
/// `LayoutSubview`; Easel's own containers are written on the same protocol). Layout is
/// deterministic, so a container whose children answer every question as before asks the same
/// questions in turn, and comes to the same sizes and the same placements. The old nodes remember
/// every question their container asked them (their memos). So when each new node answers those
/// as its old one did (`LayoutNode.answersAsBefore`), the container, the views around it and every
/// sibling keep their sizes and their placements: the new nodes are placed where the old ones were,
/// spliced into the copy of the last layout (`LayoutSplice`), and nothing else is placed again.
/// SwiftUI likewise stops invalidating layout where a view's size doesn't change ("Demystify
/// SwiftUI performance", WWDC23: only the views whose inputs changed are updated).
///
/// Otherwise the container and the views placing it forget their answers and placements, and are
/// laid out again from their children's memos.
struct ChildReplacement {
    /// The views placing the replaced nodes in the last layout, outermost first, the container
    /// holding them last.
    let placers: [LayoutNode]
    /// The nodes replaced, as they were in the container.
    let old: [LayoutNode]
    /// The nodes put in their place.
    let new: [LayoutNode]

    /// Makes the container and the views placing it forget what they worked out from the nodes
    /// replaced.
    func forgetAnswers() {
        for placer in placers {
            placer.invalidate()
            placer.placementMemory?.forget()
        }
    }
}

extension ViewGraph {
    /// Settles the replacements made while resolving, at the start of a layout: those whose new
    /// nodes answer as the old ones did become splices of the last layout's placement, the others
    /// make the views placing them forget their answers.
    func settleReplacements() -> [LayoutSplice] {
        guard !pendingReplacements.isEmpty else { return [] }
        defer { pendingReplacements = [] }
        var splices: [LayoutSplice] = []
        for replacement in pendingReplacements {
            if let splice = splice(for: replacement) {
                splices.append(splice)
            } else {
                replacement.forgetAnswers()
            }
        }
        return splices.sorted { $0.source.lowerBound < $1.source.lowerBound }
    }

    /// The splice putting `replacement`'s new nodes where its old ones were in the last layout,
    /// if they answer as the old ones did and the old ones were placed, side by side, in it.
    private func splice(for replacement: ChildReplacement) -> LayoutSplice? {
        guard let recording = lastRecording, !replacement.old.isEmpty, replacement.old.count == replacement.new.count else { return nil }
        var placements: [LayoutSplice.Placement] = []
        var source: Range<Int>?
        for node in replacement.old {
            guard let memory = node.placementMemory, recording.bringUpToDate(memory),
                  source.map({ $0.upperBound == memory.entries.lowerBound }) ?? true else { return nil }
            source = (source?.lowerBound ?? memory.entries.lowerBound)..<memory.entries.upperBound
            placements.append(LayoutSplice.Placement(frame: memory.frame, proposal: memory.proposal, context: memory.context))
        }
        guard let source, source.upperBound <= recording.entries.count else { return nil }
        // A question the new nodes meet a problem answering is left to the layout itself, which
        // reports it where a fresh layout would: the answers they remembered go.
        let (answersAsBefore, problems) = LayoutDiagnostics.collecting {
            zip(replacement.new, replacement.old).allSatisfy { $0.answersAsBefore($1) }
        }
        if !problems.isEmpty {
            for node in replacement.new { node.forgetMeasurementsOfSubtree() }
            return nil
        }
        guard answersAsBefore else { return nil }
        return LayoutSplice(source: source, nodes: replacement.new, placements: placements)
    }
}

extension LayoutNode {
    /// Whether this node answers every question its container asked `old` (which it replaces)
    /// as `old` did: the sizes `old` remembers, by proposal; its spacing, if asked; its guide
    /// values, if asked; its priority and layout values, which a container reads when it likes.
    /// Alignment guides computed by the user's closures, and layout values of any type, can't be
    /// compared: a node with either doesn't stand in. Nor does one whose memo lost questions
    /// (more proposals than it keeps, or guide values forgotten while its sizes stayed).
    final func answersAsBefore(_ old: LayoutNode) -> Bool {
        guard !old.sizeCache.mayHaveForgotten, !old.forgotGuideValues,
              ownGuideAxes.isEmpty, old.ownGuideAxes.isEmpty,
              layoutPriority == old.layoutPriority,
              traits.layoutValues.isEmpty, old.traits.layoutValues.isEmpty,
              (annotations?.ignoredSafeAreaEdges ?? []) == (old.annotations?.ignoredSafeAreaEdges ?? []),
              annotations?.layoutDirection == old.annotations?.layoutDirection,
              explicitGuideAxes == old.explicitGuideAxes
        else { return false }
        if let spacing = old.spacingCache, !self.spacing.hasSameEntries(as: spacing) { return false }
        for (proposal, size) in old.sizeConversation where sizeThatFits(proposal) != size {
            return false
        }
        for cached in old.alignmentCache {
            let value = explicitAlignment(cached.key, size: sizeThatFits(cached.proposal), proposal: cached.proposal, guideLevel: 0)
            if value != cached.value { return false }
        }
        return true
    }

    /// Makes this node and every node it holds unplaced, as before their first placement: for
    /// views a container stops showing (`ViewThatFits`' previous choice).
    final func forgetPlacementOfSubtree() {
        var pending: [LayoutNode] = [self]
        while let node = pending.popLast() {
            node.frame = .zero
            node.placementProposal = .unspecified
            pending.append(contentsOf: node.ownedNodes)
        }
    }

    /// Forgets the remembered answers of this node and every node it holds.
    final func forgetMeasurementsOfSubtree() {
        var pending: [LayoutNode] = [self]
        while let node = pending.popLast() {
            node.invalidate()
            pending.append(contentsOf: node.ownedNodes)
        }
    }
}
