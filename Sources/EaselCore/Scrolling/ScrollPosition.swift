import Foundation

/// Where a scroll view is scrolled, by meaning: to a view, an edge, or an offset (Apple,
/// `ScrollPosition`). Given to a scroll view with `scrollPosition(_:anchor:)`.
///
/// SwiftUI also writes the position back as the user scrolls (`viewID` becomes the top-most
/// view's); a picture is of a scroll view nobody has scrolled by hand, so Easel reads the position
/// and never writes it: `isPositionedByUser` is always false.
public struct ScrollPosition: Equatable {
    package var request: ScrollRequest?

    /// A position with no target yet, for views identified by `ID` (the scroll view rests at the
    /// top).
    public init<ID: Hashable>(idType: ID.Type = Never.self, edge: Edge? = nil) {
        request = edge.map { .edge($0) }
    }

    public init<ID: Hashable>(idType: ID.Type, x: CGFloat, y: CGFloat) {
        request = .point(x: x, y: y)
    }

    public init<ID: Hashable>(idType: ID.Type, point: CGPoint) {
        request = .point(x: point.x, y: point.y)
    }

    public init<ID: Hashable>(idType: ID.Type, x: CGFloat) {
        request = .point(x: x, y: nil)
    }

    public init<ID: Hashable>(idType: ID.Type, y: CGFloat) {
        request = .point(x: nil, y: y)
    }

    public init(id: some Hashable, anchor: UnitPoint? = nil) {
        request = .view(id: AnyHashable(id), anchor: anchor)
    }

    public init(edge: Edge) {
        request = .edge(edge)
    }

    public init(point: CGPoint) {
        request = .point(x: point.x, y: point.y)
    }

    public init(x: CGFloat, y: CGFloat) {
        request = .point(x: x, y: y)
    }

    public init(x: CGFloat) {
        request = .point(x: x, y: nil)
    }

    public init(y: CGFloat) {
        request = .point(x: nil, y: y)
    }

    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) {
        request = .view(id: AnyHashable(id), anchor: anchor)
    }

    public mutating func scrollTo(edge: Edge) { request = .edge(edge) }
    public mutating func scrollTo(point: CGPoint) { request = .point(x: point.x, y: point.y) }
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { request = .point(x: x, y: y) }
    public mutating func scrollTo(x: CGFloat) { request = .point(x: x, y: nil) }
    public mutating func scrollTo(y: CGFloat) { request = .point(x: nil, y: y) }

    /// The view scrolled to, if the position is a view's.
    public var viewID: (any Hashable)? { request?.viewID?.base as? any Hashable }

    /// The view scrolled to, if the position is a view's with an identifier of type `ID`.
    public func viewID<ID: Hashable>(type: ID.Type) -> ID? { request?.viewID?.base as? ID }

    /// The edge scrolled to, if the position is an edge.
    public var edge: Edge? {
        if case let .edge(edge)? = request { return edge }
        return nil
    }

    /// The offset scrolled to, if the position is an offset along both axes.
    public var point: CGPoint? {
        if case let .point(x?, y?)? = request { return CGPoint(x: x, y: y) }
        return nil
    }

    /// The offset scrolled to along x, if the position is an offset.
    public var x: CGFloat? {
        if case let .point(x, _)? = request { return x }
        return nil
    }

    /// The offset scrolled to along y, if the position is an offset.
    public var y: CGFloat? {
        if case let .point(_, y)? = request { return y }
        return nil
    }

    /// Whether the user scrolled there; a picture is never scrolled by hand.
    public var isPositionedByUser: Bool { false }

    /// Whether a scroll position is set.
    public var isPositioned: Bool { request != nil }
}

nonisolated extension View {
    /// Scrolls the scroll view this is applied to as `position` says (Apple,
    /// `scrollPosition(_:anchor:)`); `anchor` aligns a view position that gives none.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        transformEnvironment(\.scrollRequest) { input in
            guard var request = position.wrappedValue.request else { return }
            if case let .view(id, nil) = request { request = .view(id: id, anchor: anchor ?? .topLeading) }
            input = ScrollRequestInput(request: request, reachesNestedScrollViews: false)
        }
    }

    /// Scrolls the scroll view this is applied to so that the view identified by the binding's
    /// value rests at `anchor`, by default at the top-leading corner: SwiftUI keeps the binding at
    /// "the identity of the leading-most / top-most view" (Apple, `scrollPosition(id:anchor:)`), so
    /// setting it puts that view there. A nil value leaves the scroll view at its start. Easel
    /// reads the binding and never writes it: a picture is of a scroll view nobody has scrolled.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        transformEnvironment(\.scrollRequest) { input in
            guard let value = id.wrappedValue else { return }
            input = ScrollRequestInput(request: .view(id: AnyHashable(value), anchor: anchor ?? .topLeading), reachesNestedScrollViews: false)
        }
    }
}
