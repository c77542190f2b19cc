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
nonisolated public struct ScrollView<Content: View>: View {
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

    @inline(__always) public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        guard var inputs = inputs.nested(orPlaceholderIn: &list) else { return }
        let requestInput = inputs.environment.scrollRequest
        let viewport = ScrollViewport.make(axes: view.axes, requestedOffset: inputs.environment.scrollContentOffset, anchor: inputs.environment.defaultScrollAnchor, request: requestInput?.request, inputs: inputs)
        // A reader's request is for whichever scroll view holds the view: the others say nothing.
        viewport.reportsMissingTarget = requestInput?.reachesNestedScrollViews == false
        if let requestInput, !requestInput.reachesNestedScrollViews {
            inputs.environment.scrollRequest = nil
        }
        // The offset scrolls this view; a scroll view inside it along the other axis takes the rest.
        var offset = inputs.environment.scrollContentOffset
        if view.axes.contains(.horizontal) { offset.x = 0 }
        if view.axes.contains(.vertical) { offset.y = 0 }
        inputs.environment.scrollContentOffset = offset
        inputs.environment._scrollViewDepth += 1
        let margins = inputs.environment.scrollContentMargins
        if margins != EdgeInsets() {
            viewport.contentMargins = margins
            inputs.environment.scrollContentMargins = EdgeInsets()
        }
        inputs.enclosingScrollView = viewport
        let stackAxis: Axis = view.axes == .horizontal ? .horizontal : .vertical
        let children = Content.makeNodes(view.content, inputs: inputs.forContainerContent(orientation: stackAxis))
        var content: LayoutNode
        if children.count == 1 {
            content = children[0]
        } else if stackAxis == .horizontal {
            content = LayoutContainerNode(layout: HStackLayout(), children: children)
        } else {
            content = LayoutContainerNode(layout: VStackLayout(), children: children)
        }
        if viewport.contentMargins != EdgeInsets() {
            // The margins scroll with the content: they are its padding.
            var padding = _PaddingLayout(edges: .all, insets: viewport.contentMargins)
            padding.isContentMargins = true
            content = wrap(content, in: padding)
        }
        let node = ScrollViewNode(viewport: viewport, content: content)
        node.reportBounds(content: content, axes: view.axes, environment: inputs.environment)
        // A vertical scroll view that reaches the bottom of the safe area goes on under the home
        // indicator (and a tab bar), its content passing beneath, as on iOS, where the safe area
        // becomes an inset of the content (spec §19, FG-scrollview: scroll views "draw under
        // safe-area insets"). At rest the top looks the same either way, so only the bottom is
        // extended; the content sees no safe area there, as a `List`'s rows don't.
        if view.axes.contains(.vertical) {
            node.annotate { $0.ignoredSafeAreaEdges.formUnion(.bottom) }
        }
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
    /// Where code asked the view to scroll (`ScrollViewReader`, `scrollPosition`); it wins over
    /// the requested offset and the anchor.
    package let request: ScrollRequest?
    /// Whether a request to a view that isn't inside leaves a diagnostic.
    package var reportsMissingTarget = false
    /// The scroll view's size, for the container-relative frames inside.
    package let container = RelativeFrameContainer()
    /// The margins around the content (`contentMargins`).
    package var contentMargins = EdgeInsets()

    init(axes: Axis.Set, requestedOffset: CGPoint, anchor: UnitPoint? = nil, request: ScrollRequest? = nil) {
        self.axes = axes
        self.anchor = anchor
        self.request = request
        self.requestedOffset = CGPoint(
            x: requestedOffset.x.isFinite ? Swift.max(0, requestedOffset.x) : 0,
            y: requestedOffset.y.isFinite ? Swift.max(0, requestedOffset.y) : 0
        )
    }

    /// A viewport for a scroll view resolved with `inputs`. In a hosted tree, the same scroll view
    /// asked for the same scrolling keeps its viewport from update to update: views inside it
    /// that are shown unchanged hold it (see `ViewUpdates`), and `ScrollViewport` identifies the
    /// scroll view they are in.
    static func make(axes: Axis.Set, requestedOffset: CGPoint, anchor: UnitPoint?, request: ScrollRequest?, inputs: _ViewInputs) -> ScrollViewport {
        guard let store = inputs.stateStore, inputs.updates != nil else {
            return ScrollViewport(axes: axes, requestedOffset: requestedOffset, anchor: anchor, request: request)
        }
        // Scroll views nested directly share a structural identity; their depths differ.
        let key = StateKey(view: inputs.identity, property: "ScrollView.viewport.\(inputs.depth)")
        let slot = store.storage(for: key) { ViewportSlot() }
        if let kept = slot.viewport, kept.axes == axes, kept.requestedOffset == requestedOffset,
           kept.anchor == anchor, kept.request == request {
            kept.reportsMissingTarget = false
            kept.contentMargins = EdgeInsets()
            return kept
        }
        let made = ScrollViewport(axes: axes, requestedOffset: requestedOffset, anchor: anchor, request: request)
        slot.viewport = made
        return made
    }

    /// Where a hosted scroll view keeps its viewport.
    private final class ViewportSlot {
        var viewport: ScrollViewport?
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

    /// A scroll view places its content, the same node, wherever it is scrolled.
    package override var keepsChildrenWhileLaidOut: Bool { true }
    /// Where the content was scrolled at the last placement.
    package private(set) var geometry = ScrollGeometry(contentOffset: .zero, contentSize: .zero, contentInsets: EdgeInsets(), containerSize: .zero)

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

    /// Makes `proposal` the size container-relative frames inside read, forgetting what the views
    /// inside measured for another size.
    /// The container's size is the scroll view's less its content margins (Apple, WWDC23 "Beyond
    /// scroll views": container-relative frames account for content margins).
    private func updateContainer(for proposal: ProposedViewSize) {
        let margins = viewport.contentMargins
        let inner = ProposedViewSize(
            width: proposal.width.map { Swift.max(0, $0 - margins.leading - margins.trailing) },
            height: proposal.height.map { Swift.max(0, $0 - margins.top - margins.bottom) }
        )
        guard viewport.container.update(to: inner), let content = children.first else { return }
        var pending = [content]
        while let node = pending.popLast() {
            node.invalidate()
            pending.append(contentsOf: node.ownedNodes)
        }
    }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        updateContainer(for: proposal)
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
        // Placement here reads more than the frame: see `PlacementMemory`.
        context.snapshot?.notePlacementReadsMore()
        updateContainer(for: proposal)
        guard let content = children.first else { return }
        let contentProposal = contentProposal(for: proposal)
        let contentSize = content.sizeThatFits(contentProposal)
        var context = context
        context.visibleRect = context.visibleRect.map { $0.intersection(bounds) } ?? bounds
        context.namedFrames[ScrollViewCoordinateSpaceName()] = bounds
        var offset = CGPoint.zero
        for axis in [Axis.horizontal, .vertical] where viewport.axes.contains(axis) {
            offset[axis] = restingOffset(along: axis, content: contentSize[axis], viewport: bounds.size[axis])
        }
        if let request = viewport.request {
            offset = self.offset(for: request, from: offset, content: content, contentSize: contentSize, contentProposal: contentProposal, bounds: bounds, context: context)
        }
        geometry = ScrollGeometry(contentOffset: offset, contentSize: contentSize, contentInsets: viewport.contentMargins, containerSize: bounds.size)
        content.place(
            in: CGRect(origin: CGPoint(x: bounds.minX - offset.x, y: bounds.minY - offset.y), size: contentSize),
            proposal: contentProposal,
            context: context
        )
    }

    /// How far the content is scrolled along `axis` with no request: the requested offset, or
    /// where the default anchor puts it.
    private func restingOffset(along axis: Axis, content: CGFloat, viewport viewportLength: CGFloat) -> CGFloat {
        guard content.isFinite, viewportLength.isFinite else { return 0 }
        let overflow = Swift.max(0, content - viewportLength)
        let requested = viewport.offset(along: axis)
        // Unscrolled, a default anchor puts that point of the content at the same point of the
        // viewport: the way past the start is the anchor's share of what doesn't fit.
        if requested == 0, let anchor = viewport.anchor, anchor[axis].isFinite {
            return overflow * Swift.min(Swift.max(anchor[axis], 0), 1)
        }
        return Swift.min(requested, overflow)
    }

    /// The offset a scroll request asks for, clamped to the content, from `resting` (the offset
    /// without it).
    private func offset(for request: ScrollRequest, from resting: CGPoint, content: LayoutNode, contentSize: CGSize, contentProposal: ProposedViewSize, bounds: CGRect, context: PlacementContext) -> CGPoint {
        var offset = resting
        switch request {
        case let .edge(edge):
            switch edge {
            case .top: offset.y = 0
            case .bottom: offset.y = .infinity
            case .leading: offset.x = 0
            case .trailing: offset.x = .infinity
            }
        case let .point(x, y):
            offset.x = x ?? offset.x
            offset.y = y ?? offset.y
        case let .view(id, anchor):
            // Place the content unscrolled, without recording it, to learn where the view is.
            var locating = context
            locating.snapshot = nil
            content.place(in: CGRect(origin: bounds.origin, size: contentSize), proposal: contentProposal, context: locating)
            guard let target = content.scrollTargetFrame(for: id), target.isOrdinaryFrame else {
                guard viewport.reportsMissingTarget else { return resting }
                LayoutDiagnostics.warn("ScrollView: no view inside has the id \(id.base) it was asked to scroll to; it stays where it was.")
                return resting
            }
            // The view is aligned in the part of the scroll view inside the content margins, as
            // UIKit aligns to the inset bounds.
            let margins = viewport.contentMargins
            for axis in [Axis.horizontal, .vertical] {
                let leadingMargin = axis == .horizontal ? margins.leading : margins.top
                let trailingMargin = axis == .horizontal ? margins.trailing : margins.bottom
                let start = target.minValue(along: axis) - bounds.minValue(along: axis) - leadingMargin
                let visible = Swift.max(0, bounds.size[axis] - leadingMargin - trailingMargin)
                offset[axis] = Self.offset(toShow: start, length: target.size[axis], anchor: anchor?[axis], viewport: visible, from: offset[axis])
            }
        }
        for axis in [Axis.horizontal, .vertical] {
            let scrolls = viewport.axes.contains(axis)
            let overflow = Swift.max(0, contentSize[axis] - bounds.size[axis])
            offset[axis] = scrolls && overflow.isFinite && !offset[axis].isNaN ? Swift.min(Swift.max(offset[axis], 0), overflow) : 0
        }
        return offset
    }

    /// The offset that shows a view starting at `start` (from the content's start) and `length`
    /// long: with an anchor, that point of the view at that point of the viewport; without one,
    /// the least move from `current` that shows the whole view, its start if it can't fit (Apple,
    /// `ScrollViewProxy.scrollTo(_:anchor:)`).
    static func offset(toShow start: CGFloat, length: CGFloat, anchor: CGFloat?, viewport: CGFloat, from current: CGFloat) -> CGFloat {
        if let anchor {
            return start + anchor * length - anchor * viewport
        }
        if start < current || length > viewport { return start }
        if start + length > current + viewport { return start + length - viewport }
        return current
    }
}

extension UnitPoint {
    subscript(axis: Axis) -> CGFloat { axis == .horizontal ? x : y }
}

enum ScrollContentOffsetKey: EnvironmentKey {
    static let defaultValue = CGPoint.zero
}

enum ScrollViewDepthKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    /// How far the outermost scroll views are scrolled: x for horizontal ones, y for vertical ones.
    /// Set by `ImageRenderer.contentOffset` and `ViewLayout(of:in:contentOffset:)`.
    package var scrollContentOffset: CGPoint {
        get { self[ScrollContentOffsetKey.self] }
        set { self[ScrollContentOffsetKey.self] = newValue }
    }

    /// How many scroll views are around the view (SPI): a list row's controls are the row's only
    /// outside any scroll view inside the row.
    @_spi(SystemViews)
    public var _scrollViewDepth: Int {
        get { self[ScrollViewDepthKey.self] }
        set { self[ScrollViewDepthKey.self] = newValue }
    }
}
