@_spi(SystemViews) import EaselCore
import Foundation

/// How the navigation bar shows a screen's title (Apple, `NavigationBarItem.TitleDisplayMode`).
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The previous screen's mode; a stack's first screen shows a large title (SwiftUI sets
        /// UIKit's `prefersLargeTitles`).
        case automatic
        /// A small title, centred in the bar (17 pt semibold).
        case inline
        /// A large title below the bar's buttons (34 pt bold).
        case large
    }
}

/// iOS 17's name for the title display modes.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// Inline, on iPhone.
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .inline)
}

/// What a screen in a navigation stack tells the stack about its bars: its title and title mode,
/// its toolbar items, which bars to hide, and the destinations it registers. Each modifier sets its
/// part; the stack reads the whole as one preference of the screen it shows.
package struct NavigationScreenPreferences {
    package var title: Text?
    package var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    package var backButtonHidden = false
    /// `toolbarRole(_:)`.
    package var toolbarRole: ToolbarRole = .automatic
    package var navigationBarHidden = false
    package var bottomBarHidden = false
    package var toolbarItems: [_ToolbarEntry] = []
    /// `toolbarBackground(_:for:)` for the navigation bar: the style, and whether it shows.
    package var barBackground: AnyShapeStyle?
    package var barBackgroundVisibility: Visibility = .automatic
    /// `toolbarColorScheme(_:for:)` for the navigation bar.
    package var barColorScheme: ColorScheme?
    /// `navigationDestination(for:)` registrations: a value's type to the screen it opens.
    package var destinations: [ObjectIdentifier: NavigationDestination] = [:]
    /// `navigationDestination(isPresented:)`: screens pushed while their binding is true, in order.
    package var presentedDestinations: [PresentedDestination] = []
    /// `searchable`: the search field under the title, with what is typed and the prompt.
    package var search: (text: String, prompt: Text)?
    /// `containerBackground(for: .navigation)`: drawn behind the screen, under its bars.
    package var containerBackground: AnyView?
}

/// What `navigationDestination(for:destination:)` shows for a value: one object for each time the
/// view declaring it is resolved, so that a screen pushed for a value compares the same while the
/// view that declared its destination is kept (SwiftUI calls the destination again when that
/// view's body runs, not when a view on the pushed screen changes).
package final class NavigationDestination: @unchecked Sendable {
    // @unchecked: called on the thread that renders, like the closure it holds.
    private let make: (Any) -> AnyView

    package init(_ make: @escaping (Any) -> AnyView) {
        self.make = make
    }

    /// The screen for `value`.
    package func screen(for value: Any) -> AnyView {
        make(value)
    }
}

/// A screen pushed while a binding is true (`navigationDestination(isPresented:)`,
/// `NavigationLink(destination:isActive:)`); popping sets it to false.
package struct PresentedDestination {
    package let isPresented: Binding<Bool>
    package let view: AnyView
}

package enum NavigationScreenKey: PreferenceKey {
    package static var defaultValue: NavigationScreenPreferences { NavigationScreenPreferences() }

    /// Siblings combine: the first title and mode set win, toolbar items and destinations add up.
    package static func reduce(value: inout NavigationScreenPreferences, nextValue: () -> NavigationScreenPreferences) {
        let next = nextValue()
        if value.title == nil { value.title = next.title }
        if value.displayMode == .automatic { value.displayMode = next.displayMode }
        value.backButtonHidden = value.backButtonHidden || next.backButtonHidden
        if value.toolbarRole == .automatic { value.toolbarRole = next.toolbarRole }
        value.navigationBarHidden = value.navigationBarHidden || next.navigationBarHidden
        value.bottomBarHidden = value.bottomBarHidden || next.bottomBarHidden
        value.toolbarItems += next.toolbarItems
        if value.barBackground == nil { value.barBackground = next.barBackground }
        if value.barBackgroundVisibility == .automatic { value.barBackgroundVisibility = next.barBackgroundVisibility }
        value.destinations.merge(next.destinations) { first, _ in first }
        value.presentedDestinations += next.presentedDestinations
        if value.search == nil { value.search = next.search }
        if value.containerBackground == nil { value.containerBackground = next.containerBackground }
    }
}

nonisolated extension View {
    /// Changes the screen's navigation preferences (each modifier sets its part).
    func navigationScreen(_ change: @escaping (inout NavigationScreenPreferences) -> Void) -> some View {
        transformPreference(NavigationScreenKey.self, change)
    }

    /// The title of the screen in the navigation bar (and of the back button of the screen pushed
    /// after it). An outer title replaces one set inside, as preferences do. The bar draws the
    /// text's characters in its own title style: the text's fonts and colours are not used, as
    /// iOS's bar draws them with its title attributes (`UINavigationBar.appearance()`, which
    /// Easel's bar reads too) [I].
    public func navigationTitle(_ title: Text) -> some View {
        let title = title.unstyled
        return navigationScreen { $0.title = title }
    }

    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// A title whose text field edits the binding (iOS 16's renamable titles); drawn as the title.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(title.wrappedValue))
    }

    /// iOS 13's form of `navigationTitle`.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(title)).navigationBarTitleDisplayMode(displayMode)
    }

    /// How the navigation bar shows the title: large below the buttons, or inline between them.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationScreen { $0.displayMode = displayMode }
    }

    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    /// Hides the back button of a pushed screen.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        navigationScreen { $0.backButtonHidden = $0.backButtonHidden || hidesBackButton }
    }

    /// Hides the navigation bar (iOS 13's form of `toolbar(.hidden, for: .navigationBar)`).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        navigationScreen { $0.navigationBarHidden = $0.navigationBarHidden || hidden }
    }

    /// Shows or hides a bar: `.hidden` for the navigation bar, the bottom toolbar, or the tab bar
    /// of the tab view the screen shows in.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        settingBars(visibility, bars)
    }

    /// iOS 18's name for `toolbar(_:for:)` (Apple, `toolbarVisibility(_:for:)`).
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        settingBars(visibility, bars)
    }

    /// No bars named means `.automatic`, the navigation bar on iPhone (Apple, `toolbar(_:for:)`:
    /// "The bars to update the visibility of or automatic if empty").
    private func settingBars(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> some View {
        let bars = bars.isEmpty ? [.automatic] : bars
        let hidden = visibility == .hidden
        let hidesTabBar = hidden && bars.contains { $0.bar == .tabBar }
        return navigationScreen { screen in
            guard hidden else { return }
            for bar in bars {
                switch bar.bar {
                case .navigationBar, .automatic: screen.navigationBarHidden = true
                case .bottomBar: screen.bottomBarHidden = true
                case .tabBar: break
                }
            }
        }
        .transformPreference(TabBarPreferencesKey.self) { $0.hidden = $0.hidden || hidesTabBar }
    }


    /// A bar's background: a style, for the navigation bar shown when `toolbarBackground(.visible)`
    /// asks or content scrolls under it (at rest, iOS 15+ shows no background behind a large
    /// title); for the tab bar of the tab view the screen shows in, shown at rest (content runs
    /// under it).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let style = AnyShapeStyle(style)
        return navigationScreen { screen in
            if bars.contains(where: { $0.bar == .navigationBar || $0.bar == .automatic }) {
                screen.barBackground = style
            }
        }
        .transformPreference(TabBarPreferencesKey.self) { tabBar in
            if bars.contains(where: { $0.bar == .tabBar }) { tabBar.background = style }
        }
    }

    /// Whether a bar's background shows.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarBackgroundVisibility(visibility, bars: bars)
    }

    /// Whether a bar's background shows (iOS 18's name for the modifier above).
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        toolbarBackgroundVisibility(visibility, bars: bars)
    }

    private func toolbarBackgroundVisibility(_ visibility: Visibility, bars: [ToolbarPlacement]) -> some View {
        navigationScreen { screen in
            if bars.contains(where: { $0.bar == .navigationBar || $0.bar == .automatic }) {
                screen.barBackgroundVisibility = visibility
            }
        }
        .transformPreference(TabBarPreferencesKey.self) { tabBar in
            if bars.contains(where: { $0.bar == .tabBar }) { tabBar.backgroundVisibility = visibility }
        }
    }

    /// The colour scheme of a bar's contents and background (light text on a dark bar), when its
    /// background shows (Apple, `toolbarColorScheme(_:for:)`; at rest a navigation bar has none,
    /// and the scheme applies as it fades in); nil for the system's.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        navigationScreen { screen in
            if bars.isEmpty || bars.contains(where: { $0.bar == .navigationBar || $0.bar == .automatic }) {
                screen.barColorScheme = colorScheme
            }
        }
        .transformPreference(TabBarPreferencesKey.self) { tabBar in
            if bars.contains(where: { $0.bar == .tabBar }) { tabBar.colorScheme = colorScheme }
        }
    }

    /// Adds toolbar items (`ToolbarItem`, `ToolbarItemGroup`) to the bars of the screen.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let content = content()
        // The content's body is read as the view resolves, in its environment (an
        // `@EnvironmentObject` of a `ToolbarContent` of the user's own is found there).
        return _ResolvedWithDynamicProperties { installer in
            let entries = content.toolbarEntries(installer: installer)
            return navigationScreen { $0.toolbarItems += entries }
        }
    }

    /// Adds views to the toolbar, at its automatic place (the trailing edge of the navigation bar).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let entry = _ToolbarEntry(placement: .automatic, content: AnyView(HStack(spacing: 20) { content() }))
        return navigationScreen { $0.toolbarItems.append(entry) }
    }

    /// `toolbar(id:content:)`: customizable toolbars are plain toolbars on iPhone.
    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        toolbar(content: content)
    }
}

/// Where a search field goes; on iPhone, under the navigation bar's title.
public struct SearchFieldPlacement: Sendable {
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
    public static let automatic = SearchFieldPlacement()
    public static let toolbar = SearchFieldPlacement()
    public static let sidebar = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { SearchFieldPlacement() }
}

nonisolated extension View {
    /// Adds a search field to the navigation bar of the screen, under its title (see
    /// `NavigationBar`); `prompt` is the grey placeholder ("Search" by default).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        let search = (text: text.wrappedValue, prompt: prompt ?? Text("Search"))
        return navigationScreen { $0.search = search }
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field whose activity is bound (iOS 17): drawn as the inactive field, and, when
    /// `isPresented` is true, the layout's diagnostics say so (iOS shows the field active, its
    /// Cancel button beside it, the title hidden).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
            ._diagnosticIf(isPresented.wrappedValue, "searchable(isPresented: true): the search field is drawn inactive; iOS shows it active, with its Cancel button.")
    }

    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// A search field with tokens (iOS 16): the field as without them, and when there are tokens
    /// the layout's diagnostics say they aren't drawn (iOS draws each as a capsule before the text).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
            ._diagnosticIf(!tokens.wrappedValue.isEmpty, "searchable(tokens:): \(tokens.wrappedValue.count) tokens aren't drawn in the search field.")
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: prompt, token: token)
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: prompt, token: token)
            ._diagnosticIf(isPresented.wrappedValue, "searchable(isPresented: true): the search field is drawn inactive; iOS shows it active, with its Cancel button.")
    }

    /// Suggestions shown under the search field while it is being edited (Apple,
    /// `searchSuggestions(_:)`). A picture's search field isn't being edited, so iOS shows none
    /// and neither does Easel.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    /// Whether suggestions show (`.hidden`, `.visible`) for the given placements; none show at rest.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View { self }

    /// What a search suggestion fills the field with when tapped (Apple, `searchCompletion(_:)`);
    /// suggestions don't show at rest.
    public func searchCompletion(_ completion: String) -> some View { self }
}

/// Where search suggestions show (Apple, `SearchSuggestionsPlacement`).
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    let name: String
    public static let automatic = SearchSuggestionsPlacement(name: "automatic")
    public static let menu = SearchSuggestionsPlacement(name: "menu")
    public static let content = SearchSuggestionsPlacement(name: "content")

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let menu = Set(rawValue: 1)
        public static let content = Set(rawValue: 2)
    }
}
