import Foundation

/// A background or overlay: the modified view keeps the primary view's layout (its size, priority,
/// spacing and guides); the secondary view is proposed exactly the primary's size and aligned to it
/// by `alignment`, using both views' guides (spec §8 [M] netsplit "Secondary Views", FG; [R]).
public struct _SecondaryLayerLayout: Layout, NamedLayout {
    public var _engineTraits: _LayoutEngineTraits { .forwarding(primarySubviewIndex) }
    public enum Kind: Sendable { case background, overlay }
    public var kind: Kind
    public var alignment: Alignment

    /// A background is drawn first, so it comes first; an overlay comes after the primary view.
    package var primarySubviewIndex: Int { kind == .background ? 1 : 0 }
    private var secondarySubviewIndex: Int { kind == .background ? 0 : 1 }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[primarySubviewIndex].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let primary = subviews[primarySubviewIndex]
        let secondary = subviews[secondarySubviewIndex]
        primary.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        let primaryDimensions = primary.dimensions(in: proposal)
        let secondaryProposal = ProposedViewSize(primaryDimensions.size)
        let secondaryDimensions = secondary.dimensions(in: secondaryProposal)
        let x = primaryDimensions[alignment.horizontal] - secondaryDimensions[alignment.horizontal]
        let y = primaryDimensions[alignment.vertical] - secondaryDimensions[alignment.vertical]
        secondary.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), anchor: .topLeading, proposal: secondaryProposal)
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews[primarySubviewIndex].spacing
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews[primarySubviewIndex].dimensions(in: proposal)[explicit: guide]
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews[primarySubviewIndex].dimensions(in: proposal)[explicit: guide]
    }

    package var layoutName: String { kind == .background ? "background" : "overlay" }
    package var layoutDetail: String? { alignment == .center ? nil : "alignment: \(alignment)" }
}

/// Attaches secondary content to each view it modifies. Several secondary views are grouped in an
/// implicit ZStack with centre alignment, which `alignment` then positions (Apple,
/// `overlay(alignment:content:)`: "the implicit ZStack that groups the foreground views"; spec §8).
nonisolated public struct _SecondaryLayerModifier<Secondary: View>: PrimitiveViewModifier {
    public typealias Body = Never
    let kind: _SecondaryLayerLayout.Kind
    let alignment: Alignment
    let secondary: Secondary

    @usableFromInline init(kind: _SecondaryLayerLayout.Kind, alignment: Alignment, secondary: Secondary) {
        self.kind = kind
        self.alignment = alignment
        self.secondary = secondary
    }

    package static func makeViewList(modifier: Self, inputs: _ViewInputs, list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void) {
        attachSecondary(modifier.secondary, kind: modifier.kind, alignment: modifier.alignment, inputs: inputs, list: &list, body: body)
    }
}

/// Resolves the content `body` makes and attaches `secondary` to each of its views in a
/// `_SecondaryLayerLayout`; `attached` sees each node made, `alone` each view left without one
/// (no secondary views).
private func attachSecondary<Secondary: View>(
    _ secondary: Secondary, kind: _SecondaryLayerLayout.Kind, alignment: Alignment, inputs: _ViewInputs,
    list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void,
    attached: (LayoutNode) -> Void = { _ in }, alone: (LayoutNode) -> Void = { _ in }
) {
    guard let inputs = inputs.nested(orPlaceholderIn: &list) else { return }
    var content = _ViewList()
    body(inputs, &content)
    let layout = _SecondaryLayerLayout(kind: kind, alignment: alignment)
    for primary in content.nodes {
        guard let secondaryNode = secondaryNode(secondary, inputs: inputs) else {
            alone(primary)
            list.append(primary)
            continue
        }
        let children = kind == .background ? [secondaryNode, primary] : [primary, secondaryNode]
        let node = LayoutContainerNode(layout: layout, children: children)
        node.traits = primary.traits
        attached(node)
        list.append(node)
    }
}

/// Masks each view it modifies with another view's alpha (Apple, `mask(alignment:_:)`): the mask
/// is laid out as an overlay would be (proposed the view's size, aligned by `alignment`), isn't
/// drawn, and only where it is opaque does the view show. A mask of no views hides the view.
nonisolated public struct _MaskModifier<Mask: View>: PrimitiveViewModifier {
    public typealias Body = Never
    let alignment: Alignment
    let mask: Mask

    @usableFromInline init(alignment: Alignment, mask: Mask) {
        self.alignment = alignment
        self.mask = mask
    }

    package static func makeViewList(modifier: Self, inputs: _ViewInputs, list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void) {
        attachSecondary(
            modifier.mask, kind: .overlay, alignment: modifier.alignment, inputs: inputs, list: &list, body: body,
            attached: { $0.annotate { $0.effects.append(.maskedByLastChild) } },
            alone: { $0.annotate { $0.effects.append(.hidden) } }
        )
    }
}

/// The node of a view attached to another (an overlay, a background, a `safeAreaInset` bar): several
/// views are grouped in an implicit ZStack, none gives nil. Such content is not in the primary
/// view's stack: its Spacers and Dividers see none.
package func secondaryNode<Secondary: View>(_ view: Secondary, inputs: _ViewInputs) -> LayoutNode? {
    let nodes = Secondary.makeNodes(view, inputs: inputs.forContainerContent(orientation: nil))
    switch nodes.count {
    case 0: return nil
    case 1: return nodes[0]
    default: return LayoutContainerNode(layout: ZStackLayout(), children: nodes)
    }
}

nonisolated extension View {
    /// Masks this view with the alpha of `mask`, laid out over it (see `_MaskModifier`).
    @inlinable
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskModifier(alignment: alignment, mask: mask()))
    }

    /// iOS 13's form of `mask`.
    @_disfavoredOverload
    @inlinable
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskModifier(alignment: .center, mask: mask))
    }

    /// Layers the given view behind this view (iOS 13's form). A view that is also a shape style
    /// (a `Color`, a gradient) is taken as a style (`background(_:ignoresSafeAreaEdges:)`), as
    /// Swift chooses SwiftUI's overloads since iOS 15, so `.background(Color.orange)` on a
    /// full-screen view fills the screen, under the bars.
    @_disfavoredOverload
    @inlinable
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryLayerModifier(kind: .background, alignment: alignment, secondary: background))
    }

    /// Layers the views that you specify behind this view.
    @inlinable
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryLayerModifier(kind: .background, alignment: alignment, secondary: content()))
    }

    /// Sets the view's background to a style. The style extends into the safe area along `edges`
    /// where the view reaches it (Apple: "the background ... extends into the safe area along all
    /// edges by default"), which is why a full-screen view's background colour fills the screen.
    @inlinable
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(Rectangle().fill(style).ignoresSafeArea(.container, edges: edges))
    }

    /// A colour as the background: the style's rule (into the safe area along `edges`), drawn by
    /// the colour itself, so that layout dumps name it a `Color`, as they name one given as a view.
    @inlinable
    public func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(color.ignoresSafeArea(.container, edges: edges))
    }

    /// Sets the view's background to a shape filled with a style.
    @inlinable
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style, style: fillStyle))
    }

    /// Sets the view's background to the background style (`backgroundStyle`, white by default),
    /// extending into the safe area along `edges` (Apple, `background(ignoresSafeAreaEdges:)`).
    @inlinable
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Sets the view's background to a shape filled with the default background style.
    @inlinable
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(BackgroundStyle(), style: fillStyle))
    }

    /// Layers a secondary view in front of this view.
    @inlinable
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_SecondaryLayerModifier(kind: .overlay, alignment: alignment, secondary: overlay))
    }

    /// Layers the views that you specify in front of this view.
    @inlinable
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_SecondaryLayerModifier(kind: .overlay, alignment: alignment, secondary: content()))
    }

    /// Layers the specified style in front of this view.
    @_disfavoredOverload
    @inlinable
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay(Rectangle().fill(style).ignoresSafeArea(.container, edges: edges))
    }

    /// Layers a shape that you specify in front of this view.
    @inlinable
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(style, style: fillStyle))
    }

    /// Adds a border to this view with the specified style and width, drawn inside the view's frame
    /// (an overlay of a rectangle stroked inside its bounds).
    @inlinable
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
