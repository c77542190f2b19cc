import Foundation

/// Where a vertical scroll view is, and where its content is, as anchors resolved once both are
/// placed (SPI for Easel's iOS looks).
///
/// iOS 15 and later draw a tab bar's background only while content runs under it: scrolled to the
/// end of its content (at rest, content that ends above the bar), or with no scroll view at all,
/// the bar shows its scroll edge appearance, transparent by default (Apple,
/// `UITabBar.scrollEdgeAppearance`; `toolbarBackground(_:for:)`: "a value of automatic makes the
/// visibility of a tab bar or navigation bar background depend on where a List or ScrollView
/// settles"). A tab view asks the scroll views inside it to say where they are
/// (`_reportsScrollContentBounds`), and its bar reads that when it is placed.
@_spi(SystemViews)
public struct _ScrollContentBounds {
    /// The scroll view's frame.
    public let scrollView: Anchor<CGRect>
    /// Its content's frame, scrolled as it rests.
    public let content: Anchor<CGRect>
}

/// The scroll views of a subtree that reported where they are, outermost first. A scroll view
/// inside another one's content is the outer one's business: the outer one's value replaces
/// theirs, as a view's `preference(key:value:)` replaces its content's.
@_spi(SystemViews)
public enum _ScrollContentBoundsKey: PreferenceKey {
    public static var defaultValue: [_ScrollContentBounds] { [] }
    public static func reduce(value: inout [_ScrollContentBounds], nextValue: () -> [_ScrollContentBounds]) {
        value += nextValue()
    }
}

private struct ReportsScrollContentBoundsKey: EnvironmentKey {
    static let defaultValue = false
}

@_spi(SystemViews)
extension EnvironmentValues {
    /// Whether vertical scroll views report where they are and where their content is
    /// (`_ScrollContentBoundsKey`): a tab view asks it of its tabs.
    public var _reportsScrollContentBounds: Bool {
        get { self[ReportsScrollContentBoundsKey.self] }
        set { self[ReportsScrollContentBoundsKey.self] = newValue }
    }
}

extension ScrollViewNode {
    /// Reports the scroll view's frame and its content's, when the environment asks.
    func reportBounds(content: LayoutNode, axes: Axis.Set, environment: EnvironmentValues) {
        guard axes.contains(.vertical), environment._reportsScrollContentBounds else { return }
        let bounds = _ScrollContentBounds(
            scrollView: Anchor(node: WeakNode(self), value: { $0 }),
            content: Anchor(node: WeakNode(content), value: { $0 })
        )
        annotate { $0.preferences.append(PreferenceEntry(key: ObjectIdentifier(_ScrollContentBoundsKey.self), change: .set([bounds]))) }
    }
}
