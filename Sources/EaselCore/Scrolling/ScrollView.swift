import Foundation

/// A scrollable view: its content may be longer than the view along the scrolling axes.
///
/// Sizing follows the Field Guide's measurements (spec §19 [M] FG-scrollview): a vertical scroll
/// view proposes its own proposed width and an unspecified height to its content, becomes exactly
/// as tall as proposed and only as wide as its content; a horizontal one is the same with the axes
/// swapped. An unspecified length along a scrolling axis gives the content's length (so
/// `.fixedSize()` makes a scroll view as long as its content). The content starts at the
/// top-leading corner, moved by the content offset, and is clipped to the scroll view.
///
/// Several views in the content are stacked along the scrolling axis (vertically when both scroll),
/// as SwiftUI does. Scroll indicators show only while scrolling on iOS, so a still picture has none.
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        guard var inputs = inputs.nested(orPlaceholderIn: &list) else { return }
        let viewport = ScrollViewport(axes: view.axes, requestedOffset: inputs.environment.scrollContentOffset, anchor: inputs.environment.defaultScrollAnchor)
        // The offset scrolls this view; a scroll view inside it along the other axis takes the rest.
        var offset = inputs.environment.scrollContentOffset
        if view.axes.contains(.horizontal) { offset.x = 0 }
        if view.axes.contains(.vertical) { offset.y = 0 }
        inputs.environment.scrollContentOffset = offset
        inputs.enclosingScrollView = viewport
        let stackAxis: Axis = view.axes == .horizontal ? .horizontal : .vertical
        let children = Content.makeNodes(view.content, inputs: inputs.forContainerContent(orientation: stackAxis))
        let content: LayoutNode
        if children.count == 1 {
            content = children[0]
        } else if stackAxis == .horizontal {
            content = LayoutContainerNode(layout: HStackLayout(), children: children)
        } else {
            content = LayoutContainerNode(layout: VStackLayout(), children: children)
        }
        let node = ScrollViewNode(viewport: viewport, content: content)
        if !inputs.environment.scrollClipDisabled {
            node.annotate { $0.effects.append(.clip(nil, FillStyle())) }
        }
        list.append(node)
    }
}

/// What a scroll view tells the lazy containers inside it: that they scroll, along which axes, and
/// how far, so that they build about one screen of rows, not all of them.
package final class ScrollViewport {
    package let axes: Axis.Set
    /// The offset asked for (the renderer's `contentOffset`), before it is clamped to the content.
    package let requestedOffset: CGPoint
    /// Where the view rests when no offset is asked for (`defaultScrollAnchor`).
    package let anchor: UnitPoint?

    init(axes: Axis.Set, requestedOffset: CGPoint, anchor: UnitPoint? = nil) {
        self.axes = axes
        self.anchor = anchor
        self.requestedOffset = CGPoint(
            x: requestedOffset.x.isFinite ? Swift.max(0, requestedOffset.x) : 0,
            y: requestedOffset.y.isFinite ? Swift.max(0, requestedOffset.y) : 0
        )
    }

    /// The requested offset along `axis` (0 along an axis it doesn't scroll).
    package func offset(along axis: Axis) -> CGFloat {
        guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return 0 }
        return axis == .horizontal ? requestedOffset.x : requestedOffset.y
    }
}

/// A scroll view in the resolved tree.
package final class ScrollViewNode: LayoutNode {
    private let viewport: ScrollViewport

    init(viewport: ScrollViewport, content: LayoutNode) {
        self.viewport = viewport
        super.init(children: [content])
    }

    package override var name: String { "ScrollView" }

    package override var detail: String? {
        switch viewport.axes {
        case .vertical: return nil
        case .horizontal: return ".horizontal"
        default: return "[.horizontal, .vertical]"
        }
    }

    private func contentProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: viewport.axes.contains(.horizontal) ? nil : proposal.width,
            height: viewport.axes.contains(.vertical) ? nil : proposal.height
        )
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let content = children.first else { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        let contentSize = content.sizeThatFits(contentProposal(for: proposal))
        return CGSize(
            width: viewport.axes.contains(.horizontal) ? (proposal.width ?? contentSize.width) : contentSize.width,
            height: viewport.axes.contains(.vertical) ? (proposal.height ?? contentSize.height) : contentSize.height
        )
    }

    /// The content sits at the top-leading corner, moved back by the offset, which is clamped so
    /// that the content never scrolls past its end (a scroll view at rest can't).
    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        guard let content = children.first else { return }
        let contentProposal = contentProposal(for: proposal)
        let contentSize = content.sizeThatFits(contentProposal)
        func clamped(_ offset: CGFloat, anchor: CGFloat?, content: CGFloat, viewport: CGFloat) -> CGFloat {
            guard content.isFinite, viewport.isFinite else { return 0 }
            let overflow = Swift.max(0, content - viewport)
            // Unscrolled, a default anchor puts that point of the content at the same point of the
            // viewport: the way past the start is the anchor's share of what doesn't fit.
            if offset == 0, let anchor, anchor.isFinite {
                return overflow * Swift.min(Swift.max(anchor, 0), 1)
            }
            return Swift.min(offset, overflow)
        }
        let offset = CGPoint(
            x: viewport.axes.contains(.horizontal) ? clamped(viewport.requestedOffset.x, anchor: viewport.anchor?.x, content: contentSize.width, viewport: bounds.width) : 0,
            y: viewport.axes.contains(.vertical) ? clamped(viewport.requestedOffset.y, anchor: viewport.anchor?.y, content: contentSize.height, viewport: bounds.height) : 0
        )
        var context = context
        context.visibleRect = context.visibleRect.map { $0.intersection(bounds) } ?? bounds
        content.place(
            in: CGRect(origin: CGPoint(x: bounds.minX - offset.x, y: bounds.minY - offset.y), size: contentSize),
            proposal: contentProposal,
            context: context
        )
    }
}

enum ScrollContentOffsetKey: EnvironmentKey {
    static let defaultValue = CGPoint.zero
}

extension EnvironmentValues {
    /// How far the outermost scroll views are scrolled: x for horizontal ones, y for vertical ones.
    /// Set by `ImageRenderer.contentOffset` and `ViewLayout(of:in:contentOffset:)`.
    package var scrollContentOffset: CGPoint {
        get { self[ScrollContentOffsetKey.self] }
        set { self[ScrollContentOffsetKey.self] = newValue }
    }
}
