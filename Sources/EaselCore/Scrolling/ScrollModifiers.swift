import Foundation

/// Whether scroll indicators show.
public struct ScrollIndicatorVisibility: Sendable, Equatable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// How a scroll view bounces at its ends.
public struct ScrollBounceBehavior: Sendable, Equatable {
    let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// Where a scroll view comes to rest after a fling (Apple, `ScrollTargetBehavior`): a behaviour
/// moves the target a fling would reach. A picture is of a scroll view at rest, where no fling
/// happens, so `updateTarget` is never called; a `ViewHost` scrolls to ids and offsets exactly.
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

extension ScrollTargetBehavior {
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// Where a scroll would come to rest (Apple, `ScrollTarget`).
public struct ScrollTarget {
    /// The region to show.
    public var rect: CGRect
    /// Where in the viewport `rect` goes; nil: the least scrolling that shows it.
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behaviour is told (Apple, `ScrollTargetBehaviorContext`).
public struct ScrollTargetBehaviorContext {
    /// The target before any behaviour moved it.
    public var originalTarget: ScrollTarget
    /// The fling's speed, in points per second.
    public var velocity: CGVector
    public var contentSize: CGSize
    public var containerSize: CGSize
    public var axes: Axis.Set
}

/// Rests on whole pages.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// Rests with a view of the `scrollTargetLayout` aligned to the viewport.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public struct LimitBehavior: Sendable, Equatable {
        let name: String
        public static let automatic = LimitBehavior(name: "automatic")
        public static let always = LimitBehavior(name: "always")
        public static let never = LimitBehavior(name: "never")
    }
    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

private enum ScrollClipDisabledKey: EnvironmentKey { static let defaultValue = false }
private enum DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }

extension EnvironmentValues {
    /// Whether scroll views inside show their content past their bounds.
    package var scrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }

    /// Where scroll views inside rest before anything scrolls them.
    package var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Whether scroll indicators show. They show only while scrolling on iOS, so a picture of a
    /// scroll view at rest has none either way.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }

    /// Flashes the scroll indicators when the view appears, as they show only while scrolling on
    /// iOS: a picture is taken at rest, after the flash has faded.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

    /// Flashes the scroll indicators when `value` changes (see `scrollIndicatorsFlash(onAppear:)`).
    public func scrollIndicatorsFlash<V: Equatable>(trigger value: V) -> some View { self }

    /// How scroll views inside bounce; a picture at rest shows no bounce.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }

    /// Whether scrolling is disabled; a picture is at rest either way.
    public func scrollDisabled(_ disabled: Bool) -> some View { self }

    /// Marks the layout whose views are the scroll view's targets: those a `viewAligned` behaviour
    /// aligns to (a picture is at rest either way) and those `onScrollTargetVisibilityChange`
    /// reports.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }

    /// Where scroll views inside come to rest after a fling; a picture is of a view at rest.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

    /// Lets scroll views inside show their content past their bounds (Apple,
    /// `scrollClipDisabled(_:)`): they draw without clipping.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.scrollClipDisabled, disabled)
    }

    /// Where scroll views inside rest at first: the point `anchor` of their content lines up with
    /// the same point of their viewport (Apple, `defaultScrollAnchor(_:)`), so `.bottom` shows the
    /// end of a chat. A content offset given to the picture (`ImageRenderer.contentOffset`)
    /// moves it from the top instead.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor)
    }
}

/// Which part of a scroll view content margins apply to (Apple, `ContentMarginPlacement`).
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    /// The content (scroll indicators show only while scrolling, so a picture shows no other).
    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators, which a scroll view at rest doesn't show: no visible effect.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

private enum ContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension EnvironmentValues {
    /// The margins scroll views inside put around their content (`contentMargins`).
    package var scrollContentMargins: EdgeInsets {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Puts margins around the content of the scroll views inside, along `edges` (Apple,
    /// `contentMargins(_:_:for:)`): the content is inset by them and scrolls with them, so they
    /// show at its start and end. Later calls set the edges they name.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollContentMargins) { margins in
            guard placement != .scrollIndicators else { return }
            func usable(_ length: CGFloat) -> CGFloat { length.isFinite ? Swift.max(0, length) : 0 }
            if edges.contains(.top) { margins.top = usable(insets.top) }
            if edges.contains(.leading) { margins.leading = usable(insets.leading) }
            if edges.contains(.bottom) { margins.bottom = usable(insets.bottom) }
            if edges.contains(.trailing) { margins.trailing = usable(insets.trailing) }
        }
    }

    /// Margins of `length` along `edges`; nil is the default margin, 16 points (Easel's choice,
    /// the length of a default `padding()` [I]).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        let value = length ?? 16
        return contentMargins(edges, EdgeInsets(top: value, leading: value, bottom: value, trailing: value), for: placement)
    }

    /// Margins of `length` along every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
