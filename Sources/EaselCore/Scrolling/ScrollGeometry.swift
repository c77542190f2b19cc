import Foundation

/// Where a scroll view is scrolled and how large its content is (Apple, `ScrollGeometry`), as of
/// its last placement.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled from its top-leading corner.
    public var contentOffset: CGPoint
    /// The size of the content, margins included.
    public var contentSize: CGSize
    /// The content margins (`contentMargins`).
    public var contentInsets: EdgeInsets
    /// The scroll view's size.
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content that shows, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    /// The scroll view's bounds in the content's coordinates (the visible rectangle).
    public var bounds: CGRect { visibleRect }
}

/// What a scroll view is doing (Apple, `ScrollPhase`). A picture is of a scroll view at rest.
public enum ScrollPhase: Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating

    public var isScrolling: Bool { self != .idle }
}

/// What a scroll phase change came with (Apple, `ScrollPhaseChangeContext`).
public struct ScrollPhaseChangeContext {
    public let geometry: ScrollGeometry
}

nonisolated extension View {
    /// Runs `action` with the old and new value when a value computed from the geometry of the
    /// scroll view this is applied to changes, and once with its first value (Apple,
    /// `onScrollGeometryChange(for:of:action:)`). A `ViewHost` works it out from each layout,
    /// from the first scroll view at or inside the modified view.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(_LifecycleModifier(action: .laidOut { node in
            let value = transform(node.firstScrollGeometry ?? ScrollGeometry(contentOffset: .zero, contentSize: .zero, contentInsets: EdgeInsets(), containerSize: .zero))
            return LifecycleChange(value: value, equals: { ($0 as? T) == value }, initial: true, action: { old in action((old as? T) ?? value, value) })
        }))
    }

    /// Runs `action` when the scroll view's phase changes. A picture's scroll view stays at rest
    /// (`idle`), so the action never runs.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View { self }

    /// Runs `action` when the scroll view's phase changes; it never does at rest.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void) -> some View { self }
}

extension LayoutNode {
    /// The geometry of this scroll view, or of the first one inside, as last placed.
    var firstScrollGeometry: ScrollGeometry? { firstScrollView?.geometry }

    /// This scroll view, or the first one inside, breadth first.
    var firstScrollView: ScrollViewNode? {
        firstNode { $0 is ScrollViewNode } as? ScrollViewNode
    }

    /// The first node, breadth first from this one, that `matches`.
    func firstNode(where matches: (LayoutNode) -> Bool) -> LayoutNode? {
        var pending: [LayoutNode] = [self]
        var next = 0
        while next < pending.count {
            let node = pending[next]
            next += 1
            if matches(node) { return node }
            pending += node.children
        }
        return nil
    }
}
