import Foundation

/// Where code has asked a scroll view to rest: at a view with an identifier (`ScrollViewProxy`'s
/// `scrollTo(_:anchor:)`, `scrollPosition(id:)`, `ScrollPosition.scrollTo(id:)`), at an edge of
/// its content, or at a point of it (`ScrollPosition`).
///
/// A picture shows the scroll view where the scroll ends: a request is kept until another replaces
/// it, so the view stays scrolled to it as the content changes (SwiftUI scrolls once and then leaves
/// the offset alone; the two agree until the content changes under a scrolled view).
package enum ScrollRequest: Equatable {
    /// The view identified by `id` (an `.id(_:)` or a `ForEach` element's identifier), aligned by
    /// `anchor` (see `ScrollViewNode.offset(toShow:anchor:…)`).
    case view(id: AnyHashable, anchor: UnitPoint?)
    case edge(Edge)
    case point(x: CGFloat?, y: CGFloat?)

    /// The identifier a request to a view looks for.
    var viewID: AnyHashable? {
        if case let .view(id, _) = self { return id }
        return nil
    }
}

/// A scroll request on its way down to the scroll views it is meant for.
package struct ScrollRequestInput: Equatable {
    package var request: ScrollRequest
    /// A `ScrollViewReader`'s request reaches every scroll view inside the reader ("scans all scroll
    /// views contained by the proxy", Apple, `scrollTo(_:anchor:)`); a scroll position's only the
    /// scroll view it was given to.
    package var reachesNestedScrollViews: Bool
}

private enum ScrollRequestKey: EnvironmentKey {
    static var defaultValue: ScrollRequestInput? { nil }
}

extension EnvironmentValues {
    /// The scroll request for the scroll views below (see `ScrollRequest`).
    package var scrollRequest: ScrollRequestInput? {
        get { self[ScrollRequestKey.self] }
        set { self[ScrollRequestKey.self] = newValue }
    }
}
