import Foundation

extension View {
    /// Calls `action` with true when at least `threshold` of the view (a share of its area, 0…1)
    /// shows in its scroll view's visible region, and with false when it no longer does (Apple,
    /// `onScrollVisibilityChange(threshold:_:)`: "by default when the view has crossed more than
    /// 50% on-screen, the action will be called").
    ///
    /// Worked out from each layout, as `onGeometryChange` is: a view that shows when the screen
    /// first appears is told so then (a view that starts hidden is not told until it shows), and
    /// a host that scrolls tells views as they cross. A view in no scroll view counts as shown.
    /// A threshold outside 0…1 is clamped; a NaN one is the default, 0.5.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        let threshold = threshold.isNaN ? 0.5 : min(max(threshold, 0), 1)
        return modifier(_LifecycleModifier(action: .geometry({ proxy in
            let shows = ScrollVisibility.shows(proxy, threshold: threshold)
            return LifecycleChange(value: shows, equals: { ($0 as? Bool) == shows }, initial: shows, action: { _ in action(shows) })
        })))
    }
}

enum ScrollVisibility {
    /// Whether at least `threshold` of the view's area lies in the nearest scroll view's visible
    /// region (more than none of it, for a threshold of 0).
    static func shows(_ proxy: GeometryProxy, threshold: Double) -> Bool {
        guard let viewport = proxy.bounds(of: .scrollView) else { return true }
        let bounds = CGRect(origin: .zero, size: proxy.size)
        let overlap = bounds.intersection(viewport)
        guard !overlap.isNull else { return false }
        let area = bounds.width * bounds.height
        // A view without area (a zero-height divider) shows when it is inside the region.
        guard area > 0 else { return viewport.contains(bounds.origin) }
        let share = Double(overlap.width * overlap.height / area)
        return threshold == 0 ? share > 0 : share >= threshold
    }
}
