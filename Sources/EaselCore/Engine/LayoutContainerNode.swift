import Foundation

/// A view laid out by a `Layout`: every container (stacks, the user's layouts) and every layout
/// modifier (padding, frames, …) runs through this one path.
package final class LayoutContainerNode<L: Layout>: LayoutNode {
    package let layout: L
    @exclusivity(unchecked) private var cache: L.Cache
    /// The children, unretained, for `subviews` (see `LayoutSubviews`): the storage of `children`
    /// itself, seen as unmanaged references (a strong reference and an `Unmanaged` one are the same
    /// pointer). A container changes `children` only at teardown and when a changed view's nodes
    /// replace others (`replaceChildren`, which takes the view again), so that storage stays
    /// where it is, and keeps every child alive, between those.
    @exclusivity(unchecked) private var unretainedChildren: UnsafeBufferPointer<Unmanaged<LayoutNode>>
    // What the engine needs of the layout's `_engineTraits`, kept small: every node carries them.
    private let primarySubviewIndex: Int?
    private let passesOnlySubviewGuides: Bool
    /// `_LayoutEngineTraits.safeAreaInsetSubviewIndex`, or -1: one byte beside the flag above, so
    /// that containers (thousands in a layout) don't grow for what few layouts use.
    private let safeAreaInsetSubviewIndex: Int8
    /// Whether the children are a list of views, as a stack or a user's layout holds them
    /// (`makeContainer`), rather than nodes the container was made around one by one (a modifier
    /// wraps each view it modifies, a scroll view stacks its content's views only when there are
    /// several): only then are other views' nodes put among them as a walk would.
    private let holdsViewList: Bool
    /// `_LayoutEngineTraits.cacheHoldsOnlyPrioritiesAndSpacing`.
    private let cacheHoldsOnlyPrioritiesAndSpacing: Bool

    /// A container of `children` laid out by `layout`, whose `_engineTraits` are `traits` (given
    /// by a caller that has read them already: a layout's traits are computed at each read).
    package init(layout: L, children: [LayoutNode], holdsViewList: Bool = false, traits: _LayoutEngineTraits? = nil) {
        self.layout = layout
        self.holdsViewList = holdsViewList
        unretainedChildren = Self.unretained(children)
        self.cache = layout.makeCache(subviews: LayoutSubviews(nodes: unretainedChildren))
        let traits = traits ?? layout._engineTraits
        self.primarySubviewIndex = traits.primarySubviewIndex
        self.passesOnlySubviewGuides = traits.passesOnlySubviewGuides
        self.safeAreaInsetSubviewIndex = traits.safeAreaInsetSubviewIndex.map { Int8(clamping: $0) } ?? -1
        self.cacheHoldsOnlyPrioritiesAndSpacing = traits.cacheHoldsOnlyPrioritiesAndSpacing
        super.init(children: children)
        prepareContentGuideAxes()
    }

    /// The storage of `children`, seen as unmanaged references.
    private static func unretained(_ children: [LayoutNode]) -> UnsafeBufferPointer<Unmanaged<LayoutNode>> {
        let storage = children.withUnsafeBufferPointer { UnsafeRawBufferPointer($0) }
        return storage.assumingMemoryBound(to: Unmanaged<LayoutNode>.self)
    }

    /// The children as the layout sees them; made when asked, which costs nothing.
    private var subviews: LayoutSubviews {
        LayoutSubviews(nodes: unretainedChildren)
    }

    package override var name: String {
        (layout as? any NamedLayout)?.layoutName ?? String(describing: L.self)
    }

    package override var detail: String? {
        (layout as? any NamedLayout)?.layoutDetail
    }

    package override var sizingRule: String {
        (layout as? any ExplainedLayout)?.sizingRule
            ?? "\(name) is a Layout: its sizeThatFits(proposal:subviews:cache:) chose the size (every call is listed above)."
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        subviews.withPlacements { subviews in
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        } collect: { placements in
            for (index, child) in unretainedChildren.enumerated() {
                child._withUnsafeGuaranteedRef { child in
                    let placement = placements[index] ?? .centered(in: bounds, proposal: proposal)
                    var childProposal = placement.proposal
                    let size = placement.size ?? child.placementSize(for: &childProposal)
                    let frame = CGRect(origin: placement.origin(for: size), size: size)
                    if safeAreaInsetSubviewIndex >= 0, index == Int(safeAreaInsetSubviewIndex) {
                        child.place(in: frame, proposal: childProposal, context: context.insettingSafeArea(container: bounds, content: frame))
                    } else {
                        child.place(in: frame, proposal: childProposal, context: context)
                    }
                }
            }
        }
    }

    package override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: size)
        if key.axis == .horizontal {
            return layout.explicitAlignment(of: HorizontalAlignment(key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        return layout.explicitAlignment(of: VerticalAlignment(key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// Easel's own layouts only pass up what their subviews have; a user's layout may make up guides.
    package override func computeContentGuideAxes() -> Axis.Set {
        guard passesOnlySubviewGuides else { return [.horizontal, .vertical] }
        return unretainedChildren.reduce(into: []) { axes, child in
            child._withUnsafeGuaranteedRef { axes.formUnion($0.explicitGuideAxes) }
        }
    }

    package override func computeSpacing() -> ViewSpacing {
        layout.spacing(subviews: subviews, cache: &cache)
    }

    /// A container with no subviews has the lowest priority; others have 0, unless the layout stands
    /// in for one subview (spec §3.2 [R]).
    package override var implicitPriority: Double {
        if let prioritySource = primarySubviewIndex, children.indices.contains(prioritySource) {
            return children[prioritySource].layoutPriority
        }
        return children.isEmpty ? -.infinity : 0
    }

    package override var keepsChildrenWhileLaidOut: Bool { true }

    package override var canReplaceChildren: Bool { holdsViewList }

    package override func replaceChildren(_ range: Range<Int>, with nodes: [LayoutNode]) {
        children.replaceSubrange(range, with: nodes)
        noteChildrenMayHavePreferences(from: nodes)
        // The children's storage may have moved: the unretained view of it follows.
        unretainedChildren = Self.unretained(children)
        // As SwiftUI does when a layout's subviews change (Apple, `Layout.updateCache(_:subviews:)`):
        // a cache may hold what it read of the subviews, or the subviews themselves. A stack's
        // holds what new nodes answering as the old ones did answer alike, and is made again
        // with the container's other answers if they don't (`ChildReplacement.forgetAnswers`).
        if !cacheHoldsOnlyPrioritiesAndSpacing {
            layout.updateCache(&cache, subviews: subviews)
        }
    }

    package override func forgetLayoutState() {
        cache = layout.makeCache(subviews: subviews)
    }

    package override func detachChildren() {
        unretainedChildren = LayoutSubviews.empty.nodes
        super.detachChildren()
    }
}

extension HorizontalAlignment {
    package init(_ key: AlignmentKey) {
        self.key = key
    }
}

extension VerticalAlignment {
    package init(_ key: AlignmentKey) {
        self.key = key
    }
}
