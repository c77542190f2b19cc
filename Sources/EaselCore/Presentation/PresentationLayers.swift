import Foundation

/// A view shown over the whole window while its presentation is active (a sheet, an alert):
/// registered while the tree is resolved, resolved after the views around it, and laid out over
/// the window by `PresentationRootNode`.
package struct PendingPresentation {
    /// 1 for what the window's views present, 2 for what a presented view presents, and so on.
    let depth: Int
    /// The view that presents it: a presentation made by a row a lazy container built while being
    /// laid out shows while that row is placed (see `ViewGraph.layout`).
    var presenter: WeakNode?
    let resolve: () -> [LayoutNode]
}

/// How a presentation changes the view it covers (iOS's page sheets push it back): the view is
/// clipped to the window with rounded corners and scaled about an anchor, on black (SPI for
/// Easel's iOS looks, set as a preference of the presented content).
@_spi(SystemViews)
public struct _PresentationBackdrop: Equatable, Sendable {
    public var scale: CGFloat
    public var anchor: UnitPoint
    public var cornerRadius: CGFloat

    public init(scale: CGFloat, anchor: UnitPoint, cornerRadius: CGFloat) {
        self.scale = scale
        self.anchor = anchor
        self.cornerRadius = cornerRadius
    }
}

@_spi(SystemViews)
public enum _PresentationBackdropKey: PreferenceKey {
    public static var defaultValue: _PresentationBackdrop? { nil }
    public static func reduce(value: inout _PresentationBackdrop?, nextValue: () -> _PresentationBackdrop?) {
        value = value ?? nextValue()
    }
}

/// Registers its content as a presentation of the window while `isPresented`.
nonisolated public struct _PresentationModifier<Presented: View>: PrimitiveViewModifier {
    public typealias Body = Never
    let isPresented: Bool
    let content: () -> Presented

    package static func makeViewList(modifier: Self, inputs: _ViewInputs, list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void) {
        body(inputs, &list)
        guard modifier.isPresented else { return }
        var presented = inputs.identified(by: .explicit("presentation"))
        presented.presentationDepth += 1
        presented.stackOrientation = nil
        presented.enclosingScrollView = nil
        let depth = presented.presentationDepth
        let content = modifier.content
        inputs.graph.present(PendingPresentation(depth: depth, presenter: list.nodes.last.map(WeakNode.init)) {
            Presented.makeNodes(content(), inputs: presented)
        })
    }
}

nonisolated extension View {
    /// Shows `content` over the whole window while `isPresented` (SPI for Easel's sheets, alerts
    /// and dialogs): it is laid out like a window's root view, in the window's safe area, and drawn
    /// over everything else. One presentation shows at a time from the same level, as in SwiftUI.
    @_spi(SystemViews)
    public func _presenting<V: View>(_ isPresented: Bool, @ViewBuilder content: @escaping () -> V) -> some View {
        modifier(_PresentationModifier(isPresented: isPresented, content: content))
    }
}

extension ViewGraph {
    /// Resolves what the tree presents, in order, and puts the presented views over the root.
    func resolvePresentations(over root: LayoutNode, inputs: _ViewInputs) -> LayoutNode {
        guard !pendingPresentations.isEmpty else { return root }
        var layers: [LayoutNode] = []
        var shownDepths: Set<Int> = []
        var covered = [root]
        var backdrop: _PresentationBackdrop?
        var index = 0
        while index < pendingPresentations.count {
            let presentation = pendingPresentations[index]
            index += 1
            guard shownDepths.insert(presentation.depth).inserted else {
                warn("Two presentations are active at once from the same view hierarchy (sheets, alerts, dialogs): only the first is shown, as SwiftUI presents one at a time.")
                continue
            }
            let nodes = presentation.resolve()
            let layer = nodes.count == 1 ? nodes[0] : LayoutContainerNode(layout: ZStackLayout(), children: nodes)
            if presentation.depth == 1, let pushedBack = preferenceValue(_PresentationBackdropKey.self, of: nodes) {
                backdrop = pushedBack
            }
            layers.append(layer)
            covered.append(layer)
        }
        pendingPresentations = []
        let presenter = PresenterNode(root: root)
        var children: [LayoutNode] = []
        if let backdrop {
            children.append(contentsOf: Color.makeNodes(Color.black, inputs: inputs))
            presenter.annotate { annotations in
                annotations.effects.append(.clip(AnyShape(RoundedRectangle(cornerRadius: backdrop.cornerRadius)), FillStyle()))
                annotations.effects.append(.scale(CGSize(width: backdrop.scale, height: backdrop.scale), anchor: backdrop.anchor))
            }
        }
        return PresentationRootNode(children: children + [presenter] + layers, backgroundCount: children.count)
    }
}

/// The window's root when something is presented: the window's views (in a `PresenterNode`, which
/// a page sheet pushes back), and each presented view over them, laid out as a root view is: in
/// the safe area, centred there.
package final class PresentationRootNode: LayoutNode {
    private let backgroundCount: Int
    /// Whether a page sheet pushes the window's views back (they are then on black).
    package var pushesPresenterBack: Bool { backgroundCount > 0 }

    init(children: [LayoutNode], backgroundCount: Int) {
        self.backgroundCount = backgroundCount
        super.init(children: children)
    }

    package override var name: String { "Presentations" }

    private var presenter: PresenterNode { children[backgroundCount] as! PresenterNode }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        presenter.root.sizeThatFits(proposal)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        // The window: the safe area's bounds when there is a device, else the root's frame.
        let window = context.safeArea?.bounds ?? bounds
        let region = context.safeArea?.safeRect ?? bounds
        for background in children[..<backgroundCount] {
            background.place(in: window, proposal: ProposedViewSize(window.size), context: context)
        }
        presenter.rootFrame = bounds
        presenter.rootProposal = proposal
        presenter.place(in: window, proposal: ProposedViewSize(window.size), context: context)
        let layerProposal = ProposedViewSize(region.size)
        for layer in children[(backgroundCount + 1)...] {
            var layerProposal = layerProposal
            let size = layer.placementSize(for: &layerProposal)
            let origin = CGPoint(x: region.midX - size.width / 2, y: region.midY - size.height / 2)
            layer.place(in: CGRect(origin: origin, size: size), proposal: layerProposal, context: context)
        }
    }
}

/// The window's views under a presentation, framed as the whole window so that a pushed-back page
/// sheet clips and scales all of it.
package final class PresenterNode: LayoutNode {
    var rootFrame: CGRect = .zero
    var rootProposal: ProposedViewSize = .unspecified

    init(root: LayoutNode) {
        super.init(children: [root])
    }

    var root: LayoutNode { children[0] }

    package override var name: String { "Presenter" }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        // Placement here reads more than the frame: see `PlacementMemory`.
        context.snapshot?.notePlacementReadsMore()
        root.place(in: rootFrame, proposal: rootProposal, context: context)
    }
}

extension ViewLayout {
    /// Whether a presented page sheet pushes the window's views back, on black: the status bar is
    /// then drawn light, as iOS does.
    package var pushesWindowBack: Bool {
        (storage.entries.first?.node as? PresentationRootNode)?.pushesPresenterBack ?? false
    }
}

extension ViewLayoutStorage {
    /// The entries a person can use: everything, or while something is presented, only the
    /// topmost presentation (sheets, alerts and dialogs are modal).
    package var interactiveIndices: Range<Int> {
        guard entries.first?.node is PresentationRootNode, let top = children(of: 0).last else {
            return entries.indices
        }
        return top..<entries[top].subtreeEnd
    }
}
