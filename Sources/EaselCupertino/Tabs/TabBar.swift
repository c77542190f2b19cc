@_spi(SystemViews) import EaselCore
import Foundation

/// One tab's entry in the tab bar.
struct TabBarItem {
    let label: AnyView?
    let badge: Text?
}

/// iOS's tab bar, composed of stacks, buttons, text and shapes.
///
/// Metrics: 49 pt tall above the home indicator (UIKit's standard `UITabBar` height on iPhone;
/// 83 pt with the 34 pt home indicator inset, as commonly tabulated); items share the width
/// equally, icon above title, the title in 10 pt medium; the selected item in the tint (the accent colour by default),
/// the others in grey (#999999); the bar on the light chrome colour (#F9F9F9) with a hairline
/// above; badges are red capsules (#FF3B30) at the icon's top trailing corner [screenshot].
///
/// That background shows only while content runs under the bar: since iOS 15, a tab bar at the
/// scroll edge of its content (content that ends above it, or no scroll view at all) shows its
/// scroll edge appearance, transparent by default (Apple, `UITabBar.scrollEdgeAppearance` and
/// `toolbarBackground(_:for:)`), and `toolbarBackground(.visible, for: .tabBar)` keeps it shown.
///
/// What the shown tab asks through `toolbarBackground(_:for: .tabBar)` and
/// `toolbarColorScheme(_:for: .tabBar)`, and what UIKit's appearance proxies set
/// (`UITabBar.appearance()`, `UITabBarItem.appearance()`), change that look: the background,
/// the items' colours and title attributes, the badges' colour. SwiftUI's own modifiers win over
/// the proxies, which SwiftUI's bar reads only where the modifiers say nothing [I].
nonisolated struct TabBar: View {
    let items: [TabBarItem]
    let selected: Int
    let select: (Int) -> Void
    var preferences = TabBarPreferences()
    var appearance = SystemAppearance()
    /// `.tint` around the tab view colours the selected item, as on iOS.
    @Environment(\.tintColor) private var tint

    static let height: CGFloat = 49
    static let unselectedColor = Color(red: 0.6, green: 0.6, blue: 0.6)

    /// The shown tab's scroll views, which say whether content runs under the bar.
    var scrollBounds: [_ScrollContentBounds] = []

    /// The background with content under the bar: the style the shown tab asks for
    /// (`toolbarBackground`), else the standard appearance's: the bar material and a hairline.
    @ViewBuilder private func background(_ style: SystemAppearance.TabBarStyle) -> some View {
        if preferences.background != nil || style.background.isStandard {
            VStack(spacing: 0) {
                Divider()
                Rectangle().fill(preferences.background ?? AnyShapeStyle(SystemColor.bar))
            }
            .ignoresSafeArea(edges: .bottom)
        } else {
            BarBackground(background: style.background, contentEdge: .top, drawsStandardHairline: true)
                .ignoresSafeArea(edges: .bottom)
        }
    }

    /// The background at the content's scroll edge: the scroll edge appearance's, or none.
    @ViewBuilder private var edgeBackground: some View {
        if let edge = appearance.tabBar.scrollEdgeAppearance?.background {
            BarBackground(background: edge, contentEdge: .top, drawsStandardHairline: true)
                .ignoresSafeArea(edges: .bottom)
        }
    }

    /// Whether a scroll view's content runs under the bar, whose top is `proxy`'s origin: the
    /// scroll view reaches the bar (a list's runs under it; a scroll view's ends at its top), and
    /// its content, as it rests, goes on below the bar's top.
    static func runsUnder(_ bounds: _ScrollContentBounds, _ proxy: GeometryProxy) -> Bool {
        proxy[bounds.scrollView].maxY > -0.5 && proxy[bounds.content].maxY > 0.5
    }

    /// How the items look, unselected and selected: the appearance's item states, else the
    /// tint (selected) and grey, UIKit's legacy tint colours between them.
    private func looks(_ style: SystemAppearance.TabBarStyle) -> (normal: TabItemLook, selected: TabItemLook) {
        let item = appearance.tabBarItem
        let selectedColor = tint ?? appearance.tabBar.tintColor ?? Color.accentColor
        let unselectedColor = appearance.tabBar.unselectedItemTintColor ?? Self.unselectedColor
        let normal = TabItemLook(iconColor: style.normal.iconColor ?? unselectedColor, title: style.normal.title.over(item.normalTitle), titleColor: unselectedColor)
        // A selected title's font, unless set for the selected state, is the normal state's (as
        // UIKit falls back from a state to normal); its colour is the selected state's own.
        var selectedTitle = style.selected.title.over(item.selectedTitle)
        selectedTitle.font = selectedTitle.font ?? normal.title.font
        return (normal, TabItemLook(iconColor: style.selected.iconColor ?? selectedColor, title: selectedTitle, titleColor: selectedColor))
    }

    var body: some View {
        let style = appearance.tabBar.standard
        let (normal, selectedLook) = looks(style)
        let badgeColor = style.normal.badgeColor ?? appearance.tabBarItem.badgeColor ?? Color.red
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                Button {
                    select(index)
                } label: {
                    // A tab without a `tabItem` still has its place in the bar, empty, as on iOS.
                    (items[index].label ?? AnyView(Color.clear))
                        .labelStyle(TabItemLabelStyle(badge: items[index].badge, look: index == selected ? selectedLook : normal, badgeColor: badgeColor))
                        .foregroundStyle((index == selected ? selectedLook : normal).iconColor)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
                .buttonStyle(.plain)
            }
        }
        .frame(height: Self.height)
        .background {
            // The bar view's own colour (UIKit's `backgroundColor`) fills it in every state.
            if let color = appearance.tabBar.backgroundColor {
                Rectangle().fill(color).ignoresSafeArea(edges: .bottom)
            }
            switch preferences.backgroundVisibility {
            case .hidden:
                EmptyView()
            case .visible:
                background(style)
            case .automatic:
                if scrollBounds.isEmpty {
                    edgeBackground
                } else {
                    // Known once the tab's scroll views are placed: whether content runs under
                    // the bar (below its top edge, this reader's origin).
                    GeometryReader { proxy in
                        if scrollBounds.contains(where: { Self.runsUnder($0, proxy) }) {
                            background(style)
                        } else {
                            edgeBackground
                        }
                    }
                    .ignoresSafeArea(edges: .bottom)
                }
            }
        }
        .environment(\.colorScheme, (preferences.backgroundVisibility == .hidden ? nil : preferences.colorScheme) ?? colorScheme)
    }

    @Environment(\.colorScheme) private var colorScheme
}

/// How a tab bar draws an item in one state: its icon's colour, and its title's colour and font
/// (an appearance's title colour, else the icon's state colour).
struct TabItemLook {
    let iconColor: Color
    let title: SystemAppearance.TextStyle
    let titleColor: Color
}

/// A tab item's label: the icon (24 pt) above the title (10 pt medium), the badge on the icon.
/// Its images are drawn as templates, in the item's colour (see `_defaultImageRenderingMode`).
///
/// Its symbols take the fill variant, as iOS's tab bars draw them ("house" draws "house.fill";
/// Apple, `SymbolVariants.none`: a tab bar applies the fill variant, which setting the
/// `symbolVariants` environment value to `.none` inside the item undoes).
nonisolated struct TabItemLabelStyle: LabelStyle {
    let badge: Text?
    let look: TabItemLook
    var badgeColor = Color.red

    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 3) {
            configuration.icon
                .symbolVariant(.fill)
                // A bitmap icon is drawn from its alpha in the item's colour, as UIKit's tab bar
                // items are, unless it asks for `.original`.
                .environment(\._defaultImageRenderingMode, .template)
                .font(.system(size: 22))
                .foregroundStyle(look.iconColor)
                .frame(height: 26)
                .overlay(alignment: .topTrailing) {
                    if let badge {
                        // Its own size: the overlay offers the icon's, too narrow for "12".
                        badge
                            .font(.system(size: 13))
                            .fixedSize()
                            .foregroundStyle(Color.white)
                            .padding(.horizontal, 5)
                            .frame(minWidth: 18, minHeight: 18)
                            .background(Capsule().fill(badgeColor))
                            .offset(x: 12, y: -4)
                    }
                }
            configuration.title
                .font(look.title.font ?? .system(size: 10, weight: .medium))
                .foregroundStyle(look.title.color ?? look.titleColor)
        }
    }
}

/// The page dots of a paged tab view: the current page's dot white, the others faint, as
/// `UIPageControl` draws them (designed for dark content: on white they barely show, as on iOS);
/// 7 pt dots 9 pt apart, 10 pt above the bottom edge [screenshot]. `UIPageControl.appearance()`'s
/// indicator colours replace white and faint white, and its background colour fills the control.
nonisolated struct PageIndex: View {
    let count: Int
    let selected: Int
    let hasBackground: Bool

    var body: some View {
        let appearance = SystemAppearance.current.pageControl
        HStack(spacing: 9) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(index == selected ? appearance.currentPageIndicatorTintColor ?? Color.white : appearance.pageIndicatorTintColor ?? Color.white.opacity(0.35))
                    .frame(width: 7, height: 7)
            }
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 6)
        .background {
            if hasBackground {
                Capsule().fill(Color.black.opacity(0.25))
            }
        }
        .background {
            if let color = appearance.backgroundColor {
                Rectangle().fill(color)
            }
        }
        .padding(.bottom, 10)
    }
}
