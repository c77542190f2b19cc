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
    /// The string the leaf shows, if it shows text.
    var textContent: String? { get }
    /// The leaf as a shape the renderer fills or strokes, if it is one: found by dispatch, not by
    /// a cast to a protocol for each leaf drawn.
    var paintedShape: (any PaintedShape)? { get }
    /// Whether the leaf has no appearance at all (a spacer, an empty view): the renderer draws
    /// nothing for it, and its ink is nowhere.
    var drawsNothing: Bool { get }
    /// What bounds the leaf's drawing, read for every leaf of a layout to find where its views may
    /// draw: without copying the leaf, as `paintedShape` does to box it.
    var ink: LeafInk { get }
}

/// What bounds a leaf's drawing, for finding where a view may draw without drawing it.
package enum LeafInk {
    /// A shape drawn with `paint`: in its frame, grown by a stroke and the style's shadows.
    case shape(ShapePaint)
    /// Text: its glyphs may reach above and below their line boxes.
    case text
    /// An image: in its frame.
    case image
    /// Anywhere: what the leaf draws is the user's (a canvas), or not known.
    case anywhere
}

extension LeafContent {
    package var detail: String? { nil }
    package func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, in context: LeafContext) -> CGFloat? { nil }
    package func spacing(in context: LeafContext) -> ViewSpacing { ViewSpacing() }
    package var layoutPriority: Double { 0 }
    package var explicitGuideAxes: Axis.Set { [] }
    package var textContent: String? { nil }
    package var paintedShape: (any PaintedShape)? { nil }
    package var drawsNothing: Bool { false }
    package var ink: LeafInk { .anywhere }
}

/// What a leaf knows about where it sits.
package struct LeafContext {
    package let environment: EnvironmentValues
    /// The axis of the enclosing stack, if any.
    package let stackOrientation: Axis?
}

/// A view without children whose size comes from its content.
package class LeafNode: LayoutNode {
    package let context: LeafContext

    fileprivate init(inputs: _ViewInputs) {
        self.context = LeafContext(environment: inputs.environment, stackOrientation: inputs.stackOrientation)
        super.init()
    }

    /// A leaf measuring `content`, taken rather than copied: most are made for the call, and a
    /// copy would retain and release what they hold (a colour's storage, a shape's paint).
    package static func make<Content: LeafContent>(content: consuming Content, inputs: _ViewInputs) -> LeafNode {
        ContentLeafNode(content: content, inputs: inputs)
    }

    /// What the leaf shows, for the renderer and for inspection.
    package var content: any LeafContent {
        fatalError("LeafNode is abstract: leaves are made with LeafNode.make(content:inputs:)")
    }

    /// The leaf as a shape the renderer fills or strokes, if it is one.
    package var paintedShape: (any PaintedShape)? { nil }

    /// Whether the leaf has no appearance at all (see `LeafContent.drawsNothing`).
    package var drawsNothing: Bool { false }

    /// What bounds the leaf's drawing (see `LeafContent.ink`).
    package var ink: LeafInk { .anywhere }
}

/// A leaf with its content stored in the node itself: one allocation per leaf (an existential would
/// box most contents separately), and the content's methods called directly.
private final class ContentLeafNode<Content: LeafContent>: LeafNode {
    let leafContent: Content

    init(content: Content, inputs: _ViewInputs) {
        self.leafContent = content
        super.init(inputs: inputs)
        showsText = content.textContent != nil
    }

    override var content: any LeafContent { leafContent }
    override var textContent: String? { leafContent.textContent }
    override var paintedShape: (any PaintedShape)? { leafContent.paintedShape }
    override var drawsNothing: Bool { leafContent.drawsNothing }
    override var ink: LeafInk { leafContent.ink }
    override var name: String { leafContent.name }
    override var detail: String? { leafContent.detail }
    override var sizingRule: String {
        (leafContent as? any ExplainedLeaf)?.sizingRule ?? "\(leafContent.name) takes its own size."
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        leafContent.sizeThatFits(proposal, in: context)
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        leafContent.explicitAlignment(key, size: size, proposal: proposal, in: context)
    }

    override func computeSpacing() -> ViewSpacing {
        leafContent.spacing(in: context)
    }

    override var implicitPriority: Double { leafContent.layoutPriority }

    override func computeContentGuideAxes() -> Axis.Set { leafContent.explicitGuideAxes }
}

/// A primitive view that is one leaf.
nonisolated package protocol LeafView: View where Body == Never {
    associatedtype Leaf: LeafContent
    func makeLeafContent(inputs: _ViewInputs) -> Leaf
}

nonisolated extension LeafView {
    public var body: Never { primitiveBodyCalled(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        list.append(LeafNode.make(content: view.makeLeafContent(inputs: inputs), inputs: inputs))
    }
}
