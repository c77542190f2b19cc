@_spi(SystemViews) import EaselCore
import Foundation

/// What the shown tab asks of its tab view's tab bar, through the toolbar modifiers naming
/// `.tabBar`: whether it shows, its background and whether that shows, and the colour scheme of
/// its contents. The preference flows up to the nearest tab view (Apple, `toolbarBackground(_:for:)`:
/// "the nearest container that renders a bar").
struct TabBarPreferences {
    var hidden = false
    /// `toolbarBackground(_:for: .tabBar)`.
    var background: AnyShapeStyle?
    /// `toolbarBackground(.visible/.hidden, for: .tabBar)`.
    var backgroundVisibility: Visibility = .automatic
    /// `toolbarColorScheme(_:for: .tabBar)`.
    var colorScheme: ColorScheme?
}

/// The tab bar's preferences: a bar hidden by any view of the tab stays hidden; for the rest, the
/// last view to ask wins [I].
enum TabBarPreferencesKey: PreferenceKey {
    static var defaultValue: TabBarPreferences { TabBarPreferences() }
    static func reduce(value: inout TabBarPreferences, nextValue: () -> TabBarPreferences) {
        let next = nextValue()
        value.hidden = value.hidden || next.hidden
        if let background = next.background { value.background = background }
        if next.backgroundVisibility != .automatic { value.backgroundVisibility = next.backgroundVisibility }
        if let colorScheme = next.colorScheme { value.colorScheme = colorScheme }
    }
}
