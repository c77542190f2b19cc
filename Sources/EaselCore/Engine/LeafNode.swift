import Foundation

/// The seam for views that measure their own content: colours and shapes now, text and images
/// later. A leaf answers its size for a proposal; it may publish guides (text baselines) and spacing
/// preferences (text-aware gaps). What it looks like is for the renderer, which reads `content`.
package protocol LeafContent {
    /// The view's name in layout dumps.
    var name: String { get }
    var detail: String? { get }
    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, in context: LeafContext) -> CGFloat?
    func spacing(in context: LeafContext) -> ViewSpacing
    var layoutPriority: Double { get }
    /// The axes along which `explicitAlignment` may answer (text: vertical, for its baselines).
    var explicitGuideAxes: Axis.Set { get }
}

extension LeafContent {
    package var detail: String? { nil }
    package func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, in context: LeafContext) -> CGFloat? { nil }
    package func spacing(in context: LeafContext) -> ViewSpacing { ViewSpacing() }
    package var layoutPriority: Double { 0 }
    package var explicitGuideAxes: Axis.Set { [] }
}

/// What a leaf knows about where it sits.
package struct LeafContext {
    package let environment: EnvironmentValues
    /// The axis of the enclosing stack, if any.
    package let stackOrientation: Axis?
}

/// A view without children whose size comes from its content.
package final class LeafNode: LayoutNode {
    package let content: any LeafContent
    package let context: LeafContext

    package init(content: any LeafContent, inputs: _ViewInputs) {
        self.content = content
        self.context = LeafContext(environment: inputs.environment, stackOrientation: inputs.stackOrientation)
        super.init()
    }

    package override var name: String { content.name }
    package override var detail: String? { content.detail }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        content.sizeThatFits(proposal, in: context)
    }

    package override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        content.explicitAlignment(key, size: size, proposal: proposal, in: context)
    }

    package override func computeSpacing() -> ViewSpacing {
        content.spacing(in: context)
    }

    package override var implicitPriority: Double { content.layoutPriority }

    package override func computeContentGuideAxes() -> Axis.Set { content.explicitGuideAxes }
}

/// A primitive view that is one leaf.
package protocol LeafView: View where Body == Never {
    func makeLeafContent(inputs: _ViewInputs) -> any LeafContent
}

extension LeafView {
    public var body: Never { primitiveBodyCalled(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.append(LeafNode(content: view.makeLeafContent(inputs: inputs), inputs: inputs))
    }
}
