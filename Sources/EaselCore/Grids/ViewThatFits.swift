import Foundation

/// A view that adapts to the available space by providing the first child view that fits.
///
/// It "selects the first child whose ideal size on the constrained axes fits within the proposed
/// size" (Apple, `ViewThatFits`; spec §21 [A]): each child is asked for its size for an unspecified
/// proposal and compared along `axes` only (an unspecified dimension holds anything). When none
/// fits it shows the last (§21, widely reported). Its size is the chosen child's for the proposal,
/// and only the chosen child is laid out and drawn (§21 [I]).
nonisolated public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// - Parameters:
    ///   - axes: the axes along which children must fit; with none, the first child is shown.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    @inline(__always) public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        guard let inputs = inputs.nested(orPlaceholderIn: &list) else { return }
        let candidates = Content.makeNodes(view.content, inputs: inputs.forContainerContent(orientation: nil))
        list.append(ViewThatFitsNode(axes: view.axes, candidates: candidates))
    }
}

/// A ViewThatFits: it measures every candidate, and its only child is the one it chose when it was
/// last placed.
package final class ViewThatFitsNode: LayoutNode {
    private let axes: Axis.Set
    private var candidates: [LayoutNode]

    init(axes: Axis.Set, candidates: [LayoutNode]) {
        self.axes = axes
        self.candidates = candidates
        super.init(children: candidates)
    }

    package override var name: String { "ViewThatFits" }

    package override var buildsChildrenWhileLaidOut: Bool { true }

    package override var detail: String? {
        if axes == [.horizontal, .vertical] { return nil }
        if axes.isEmpty { return "in: []" }
        return axes.contains(.horizontal) ? "in: horizontal" : "in: vertical"
    }

    /// The first candidate whose ideal size fits `proposal` along the constrained axes, else the last.
    private func choice(for proposal: ProposedViewSize) -> LayoutNode? {
        candidates.first { candidate in
            let ideal = candidate.sizeThatFits(.unspecified)
            return fits(ideal.width, proposal.width, along: .horizontal) && fits(ideal.height, proposal.height, along: .vertical)
        } ?? candidates.last
    }

    private func fits(_ length: CGFloat, _ offered: CGFloat?, along axis: Axis) -> Bool {
        guard axes.contains(axis), let offered else { return true }
        return length <= offered
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        guard let chosen = choice(for: proposal) else {
            children = []
            return
        }
        // A candidate shown before and not now isn't placed in this layout: its views go back to
        // unplaced, so that an anchor into them (a tab bar reading a list's scroll view) reads
        // what a first layout reads, not where they were last shown (fuzz seed 866319).
        if let previous = children.first, children.count == 1, previous !== chosen {
            previous.forgetPlacementOfSubtree()
        }
        children = [chosen]
        chosen.place(in: CGRect(origin: bounds.origin, size: chosen.sizeThatFits(proposal)), proposal: proposal, context: context)
    }

    /// The chosen candidate's guides, placed at the view's origin.
    package override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard let chosen = choice(for: proposal) else { return nil }
        return chosen.explicitAlignment(key, size: chosen.sizeThatFits(proposal), proposal: proposal, guideLevel: chosen.alignmentGuides.count)
    }

    package override func computeContentGuideAxes() -> Axis.Set {
        candidates.reduce(into: []) { $0.formUnion($1.explicitGuideAxes) }
    }

    /// Spacing can't depend on the proposal, so the view prefers what any of its candidates does.
    package override func computeSpacing() -> ViewSpacing {
        guard !candidates.isEmpty else { return .zero }
        var spacing = ViewSpacing(entries: [])
        for candidate in candidates { spacing.formUnion(candidate.spacing) }
        return spacing
    }

    /// Every candidate, chosen or not: each remembers its sizes.
    package override var ownedNodes: [LayoutNode] { candidates }

    package override func detachChildren() {
        super.detachChildren()
        candidates = []
    }
}
