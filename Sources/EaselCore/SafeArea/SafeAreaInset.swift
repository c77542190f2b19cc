import Foundation

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom

    /// An efficient set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}

/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing

    /// An efficient set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let leading = Set(.leading)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.leading, .trailing]
    }
}

/// `safeAreaInset(edge:alignment:spacing:content:)`: a bar along one edge of a view, which the view
/// makes room for.
///
/// Apple: "The content view is anchored to the specified ... edge in the parent view, aligning its
/// ... axis to the specified alignment guide. The modified view is inset by the height of content,
/// from edge. The safe area of the resulting view is also inset by the same amount." So the bar is
/// proposed the container's length across the edge and its ideal length along it, and sits at the
/// edge inside the container's own safe area; the modified view is proposed and placed in what is
/// left, less `spacing`, and its safe area ends there too, so a scroll view or background that
/// ignores the safe area still runs under the bar (subview 0 is the modified view, 1 the bar).
/// Undocumented, chosen [I]: `spacing: nil` is 0; the modified view is centred in what is left; the
/// size reported is the modified view's plus the bar and spacing along the edge.
public struct _SafeAreaInsetLayout: Layout, NamedLayout {
    public var _engineTraits: _LayoutEngineTraits {
        var traits = _LayoutEngineTraits.forwarding(0)
        traits.safeAreaInsetSubviewIndex = 0
        return traits
    }
    let edge: Edge
    /// The bar's alignment across the edge: horizontal for a top or bottom bar.
    let alignment: AlignmentKey
    let spacing: CGFloat

    private var isVertical: Bool { edge == .top || edge == .bottom }

    /// The bar's size for a container of `proposal`, and the length it takes from the content.
    private func bar(_ subviews: Subviews, in proposal: ProposedViewSize) -> (size: CGSize, inset: CGFloat) {
        guard subviews.count > 1 else { return (.zero, 0) }
        let barProposal = isVertical
            ? ProposedViewSize(width: proposal.width, height: nil)
            : ProposedViewSize(width: nil, height: proposal.height)
        let size = subviews[1].sizeThatFits(barProposal)
        return (size, (isVertical ? size.height : size.width) + spacing)
    }

    private func contentProposal(_ proposal: ProposedViewSize, inset: CGFloat) -> ProposedViewSize {
        isVertical
            ? ProposedViewSize(width: proposal.width, height: proposal.height.map { Swift.max(0, $0 - inset) })
            : ProposedViewSize(width: proposal.width.map { Swift.max(0, $0 - inset) }, height: proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let content = subviews.first else { return .zero }
        let inset = bar(subviews, in: proposal).inset
        let size = content.sizeThatFits(contentProposal(proposal, inset: inset))
        return isVertical
            ? CGSize(width: size.width, height: size.height + inset)
            : CGSize(width: size.width + inset, height: size.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let (barSize, inset) = bar(subviews, in: ProposedViewSize(bounds.size))
        var region = bounds
        switch edge {
        case .top: region.origin.y += inset; region.size.height -= inset
        case .bottom: region.size.height -= inset
        case .leading: region.origin.x += inset; region.size.width -= inset
        case .trailing: region.size.width -= inset
        }
        region.size = CGSize(width: Swift.max(0, region.width), height: Swift.max(0, region.height))
        content.place(at: CGPoint(x: region.midX, y: region.midY), anchor: .center, proposal: ProposedViewSize(region.size))
        guard subviews.count > 1 else { return }
        let bar = subviews[1]
        let barDimensions = bar.dimensions(in: isVertical ? ProposedViewSize(width: bounds.width, height: nil) : ProposedViewSize(width: nil, height: bounds.height))
        let across = alignment.defaultValue(in: ViewDimensions(size: bounds.size)) - barDimensions[alignment]
        let origin: CGPoint
        switch edge {
        case .top: origin = CGPoint(x: bounds.minX + across, y: bounds.minY)
        case .bottom: origin = CGPoint(x: bounds.minX + across, y: bounds.maxY - barSize.height)
        case .leading: origin = CGPoint(x: bounds.minX, y: bounds.minY + across)
        case .trailing: origin = CGPoint(x: bounds.maxX - barSize.width, y: bounds.minY + across)
        }
        bar.place(at: origin, anchor: .topLeading, proposal: isVertical ? ProposedViewSize(width: bounds.width, height: nil) : ProposedViewSize(width: nil, height: bounds.height))
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }

    package var layoutName: String { "safeAreaInset" }
    package var layoutDetail: String? { "edge: .\(edge)" }
}

/// Attaches a `safeAreaInset` bar to each view it modifies.
nonisolated public struct _SafeAreaInsetModifier<Bar: View>: PrimitiveViewModifier {
    public typealias Body = Never
    let edge: Edge
    let alignment: AlignmentKey
    let spacing: CGFloat?
    let bar: Bar

    init(edge: Edge, alignment: AlignmentKey, spacing: CGFloat?, bar: Bar) {
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
        self.bar = bar
    }

    package static func makeViewList(modifier: Self, inputs: _ViewInputs, list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void) {
        guard let inputs = inputs.nested(orPlaceholderIn: &list) else { return }
        var content = _ViewList()
        body(inputs, &content)
        let spacing = validLength(modifier.spacing, "safeAreaInset spacing", inputs: inputs) ?? 0
        let layout = _SafeAreaInsetLayout(edge: modifier.edge, alignment: modifier.alignment, spacing: spacing)
        for primary in content.nodes {
            let children = [primary] + (secondaryNode(modifier.bar, inputs: inputs).map { [$0] } ?? [])
            let node = LayoutContainerNode(layout: layout, children: children)
            node.traits = primary.traits
            list.append(node)
        }
    }
}

nonisolated extension View {
    /// Shows `content` along the top or bottom edge of the view, and insets the view (and its safe
    /// area) by its height: a bar that scrolling content passes under (see `_SafeAreaInsetLayout`).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom, alignment: alignment.key, spacing: spacing, bar: content()))
    }

    /// Shows `content` along the leading or trailing edge of the view, and insets the view (and its
    /// safe area) by its width.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing, alignment: alignment.key, spacing: spacing, bar: content()))
    }
}
