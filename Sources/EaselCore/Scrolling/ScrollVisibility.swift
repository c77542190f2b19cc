import Foundation

nonisolated extension View {
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

/// Marks the views it modifies as a scroll target layout.
nonisolated public struct _ScrollTargetLayoutModifier: NodeAnnotatingModifier {
    let isEnabled: Bool

    package func annotate(_ node: LayoutNode, inputs: _ViewInputs) {
        if isEnabled { node.annotate { $0.isScrollTargetLayout = true } }
    }
}

nonisolated extension View {
    /// Calls `action` with the ids of the scroll target layout's views (`scrollTargetLayout()`)
    /// that show by at least `threshold` of their area in the scroll view this is applied to
    /// (Apple, `onScrollTargetVisibilityChange(idType:threshold:_:)`), in their order.
    ///
    /// Worked out from each layout: called with the views that show when the screen first
    /// appears, and again when a host scrolls and they change. The ids are the `ForEach`
    /// elements' (or `.id(_:)`'s) of type `ID`. Without a scroll target layout, the views of the
    /// first stack inside the scroll view are used. A threshold outside 0…1 is clamped; NaN is
    /// the default, 0.5.
    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void) -> some View {
        let threshold = threshold.isNaN ? 0.5 : min(max(threshold, 0), 1)
        return environment(\._identifiesForEachElements, true)
            .modifier(_LifecycleModifier(action: .laidOut { node in
                let ids = ScrollVisibility.shownTargets(around: node, threshold: threshold).compactMap { $0.base as? ID }
                return LifecycleChange(value: ids, equals: { ($0 as? [ID]) == ids }, initial: true, action: { _ in action(ids) })
            }))
    }
}

extension ScrollVisibility {
    /// The ids of the targets of the first scroll view at or inside `node` that show by
    /// `threshold` of their area, in order.
    static func shownTargets(around node: LayoutNode, threshold: Double) -> [AnyHashable] {
        guard let scrollView = node.firstScrollView, let layout = targetLayout(in: scrollView) else { return [] }
        let viewport = scrollView.frame
        return layout.children.compactMap { child -> AnyHashable? in
            guard let id = child.annotations?.elementID ?? child.ids.last else { return nil }
            let area = child.frame.width * child.frame.height
            let overlap = child.frame.intersection(viewport)
            guard !overlap.isNull else { return nil }
            let share = area > 0 ? Double(overlap.width * overlap.height / area) : 1
            return (threshold == 0 ? share > 0 : share >= threshold) ? id : nil
        }
    }

    /// The view marked `scrollTargetLayout()` inside `scrollView`, or else the first view with
    /// several children (the stack of its content).
    private static func targetLayout(in scrollView: LayoutNode) -> LayoutNode? {
        scrollView.firstNode { $0 !== scrollView && $0.annotations?.isScrollTargetLayout == true }
            ?? scrollView.firstNode { $0 !== scrollView && ($0.children.count > 1 || $0 is LazyStackNode) }
    }
}
