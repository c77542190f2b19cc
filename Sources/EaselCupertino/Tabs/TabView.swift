@_spi(SystemViews) import EaselCore
import Foundation

/// A view that switches between tabs with a tab bar at the bottom of the screen (Apple, `TabView`).
///
/// Each view of its content is a tab, labelled with `tabItem` (or made with `Tab`) and selected by
/// its `tag`. Only the selected tab is laid out and drawn, above the tab bar, which sits on the
/// bottom of the safe area with its background running under the home indicator (a
/// `safeAreaInset`, so that scrolling content passes under it). Without a selection binding the
/// first tab shows first. A `ViewHost` switches tabs by tapping their titles.
///
/// With `.tabViewStyle(.page)` there is no tab bar: the selected page fills the view and page
/// dots show at the bottom.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var selectedIndex = 0
    /// Whether the More item's list is open (with more tabs than the bar holds).
    @State private var moreListIsOpen = false
    @Environment(\.tabViewStyle) private var style
    @Environment(\.pageIndexHasBackground) private var indexHasBackground
    @Environment(\.tabViewCustomization) private var customization

    /// A tab view whose selected tab is the one tagged with `selection`'s value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let selection = selection
        let selectedIndex = $selectedIndex
        let style = style
        let indexHasBackground = indexHasBackground
        let customization = customization
        let moreListIsOpen = $moreListIsOpen
        // The tabs' scroll views say where their content ends, for the tab bar's background.
        Group(subviews: _ReadContent(content).environment(\._reportsScrollContentBounds, !style.isPaged)) { tabs in
            let tags = tabs.map { $0.containerValues._anyTag }
            let shown = Self.shownIndex(tags: tags, selection: selection, selectedIndex: selectedIndex.wrappedValue)
            let select: (Int) -> Void = { index in
                if let selection {
                    if let value = tags[index]?.base as? SelectionValue { selection.wrappedValue = value }
                } else {
                    selectedIndex.wrappedValue = index
                }
            }
            if let shown {
                if style.isPaged {
                    tabs[shown]
                        .containerControllerFrame()
                        .overlay(alignment: .bottom) {
                            if style.showsIndex && tabs.count > 1 {
                                PageIndex(count: tabs.count, selected: shown, hasBackground: indexHasBackground)
                            }
                        }
                } else {
                    // The tabs the person's customization (or their default) leaves in the tab
                    // bar, four of them and More when they are more than five.
                    let arrangement = TabBarArrangement(tabs: tabs.indices.filter { tabs[$0].containerValues.isInTabBar(customization: customization) })
                    let showsMoreList = moreListIsOpen.wrappedValue && arrangement.moreSlot != nil
                    Group {
                        if showsMoreList {
                            MoreList(rows: arrangement.moreTabs.map { (tabs[$0].containerValues.tabItem, AnyView(tabs[$0])) })
                        } else {
                            tabs[shown]
                        }
                    }
                    .containerControllerFrame()
                    ._readingPreference(_ScrollContentBoundsKey.self) { scrollBounds in
                        ReadingTabBarPreferences { preferences in
                            let items = arrangement.barTabs.map { TabBarItem(label: tabs[$0].containerValues.tabItem, badge: tabs[$0].containerValues.badge) }
                            return TabBarModifier(
                                items: items + (arrangement.moreSlot == nil ? [] : [TabBarArrangement.moreItem]),
                                selected: arrangement.selectedSlot(shown: shown, moreListIsOpen: showsMoreList),
                                select: { slot in
                                    if slot == arrangement.moreSlot {
                                        moreListIsOpen.wrappedValue = true
                                    } else {
                                        moreListIsOpen.wrappedValue = false
                                        select(arrangement.barTabs[slot])
                                    }
                                },
                                preferences: preferences,
                                scrollBounds: scrollBounds
                            )
                        }
                    }
                }
            }
        }
    }

    /// The tab to show: the one tagged with the selection; without a binding, the one last tapped
    /// (the first at first). A selection no tab is tagged with shows the first tab [I].
    static func shownIndex(tags: [AnyHashable?], selection: Binding<SelectionValue>?, selectedIndex: Int) -> Int? {
        guard !tags.isEmpty else { return nil }
        if let selection {
            let wanted = AnyHashable(selection.wrappedValue)
            return tags.firstIndex { $0 == wanted } ?? 0
        }
        return tags.indices.contains(selectedIndex) ? selectedIndex : 0
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection: the first tab shows first.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// The tab bar below the shown tab, unless the tab hides it (`toolbar(.hidden, for: .tabBar)`)
/// or UIKit's appearance does (`UITabBar.appearance().isHidden`).
nonisolated struct TabBarModifier: ViewModifier {
    let items: [TabBarItem]
    let selected: Int
    let select: (Int) -> Void
    let preferences: TabBarPreferences
    /// The shown tab's scroll views, which say whether content runs under the bar.
    let scrollBounds: [_ScrollContentBounds]

    func body(content: Content) -> some View {
        let appearance = SystemAppearance.current
        if preferences.hidden || appearance.tabBar.isHidden {
            content
        } else {
            content.safeAreaInset(edge: .bottom, spacing: 0) {
                TabBar(items: items, selected: selected, select: select, preferences: preferences, appearance: appearance, scrollBounds: scrollBounds)
            }
        }
    }
}

/// Reads the shown tab's tab bar preferences, then applies the modifier made from them.
nonisolated struct ReadingTabBarPreferences<Modifier: ViewModifier>: ViewModifier {
    let makeModifier: (TabBarPreferences) -> Modifier

    func body(content: Content) -> some View {
        content._readingPreference(TabBarPreferencesKey.self, modifier: makeModifier)
    }
}
