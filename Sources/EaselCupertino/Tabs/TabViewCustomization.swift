@_spi(SystemViews) import EaselCore
import Foundation

/// What the person changed of a tab view's tabs (Apple, `TabViewCustomization`, iOS 18): which
/// tabs they hid or showed, by customization ID. Apps keep it with `@AppStorage` (it is
/// `Codable`) and hand it to `tabViewCustomization(_:)`. An iPhone's tab bar leaves out the tabs
/// hidden here.
///
/// Apple's type also records the order the person dragged tabs into, in the iPad's sidebar, which
/// an iPhone's tab bar doesn't offer; `resetTabOrder()` is kept for the files that call it.
public struct TabViewCustomization: Equatable, Sendable, Codable {
    /// The visibility chosen per tab and per section, by customization ID.
    private var visibilities: [String: Visibility] = [:]
    private var sectionVisibilities: [String: Visibility] = [:]

    public init() {}

    /// The visibility the person chose for the tab with customization ID `id`; `.automatic` when
    /// they chose none (the tab's `defaultVisibility` applies).
    public subscript(visibility id: String) -> Visibility {
        get { visibilities[id] ?? .automatic }
        set { visibilities[id] = newValue == .automatic ? nil : newValue }
    }

    /// The visibility the person chose for the section with customization ID `id`.
    public subscript(sectionVisibility id: String) -> Visibility {
        get { sectionVisibilities[id] ?? .automatic }
        set { sectionVisibilities[id] = newValue == .automatic ? nil : newValue }
    }

    /// Forgets every visibility the person chose.
    public mutating func resetVisibility() {
        visibilities = [:]
        sectionVisibilities = [:]
    }

    /// Forgets the order the person chose (which an iPhone's tab bar doesn't offer).
    public mutating func resetTabOrder() {}
}

/// Whether the person may hide or reorder a tab (Apple, `TabCustomizationBehavior`).
public struct TabCustomizationBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = TabCustomizationBehavior(name: "automatic")
    public static let reorderable = TabCustomizationBehavior(name: "reorderable")
    public static let disabled = TabCustomizationBehavior(name: "disabled")
}

/// The places an adaptable tab view shows its tabs (Apple, `AdaptableTabBarPlacement`).
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// A tab's customization ID (`customizationID(_:)`).
struct TabCustomizationIDKey: ContainerValueKey {
    static var defaultValue: String? { nil }
}

/// Whether a tab shows in the tab bar unless the person says otherwise (`defaultVisibility`).
struct TabBarDefaultVisibilityKey: ContainerValueKey {
    static var defaultValue: Visibility { .automatic }
}

extension ContainerValues {
    var tabCustomizationID: String? {
        get { self[TabCustomizationIDKey.self] }
        set { self[TabCustomizationIDKey.self] = newValue }
    }

    var tabBarDefaultVisibility: Visibility {
        get { self[TabBarDefaultVisibilityKey.self] }
        set { self[TabBarDefaultVisibilityKey.self] = newValue }
    }

    /// Whether the tab bar shows this tab, given the person's customization: what they chose for
    /// its ID, else its default visibility for the tab bar (shown unless hidden).
    func isInTabBar(customization: TabViewCustomization?) -> Bool {
        if let id = tabCustomizationID, let chosen = customization?[visibility: id], chosen != .automatic {
            return chosen == .visible
        }
        return tabBarDefaultVisibility != .hidden
    }
}

private struct TabViewCustomizationKey: EnvironmentKey {
    static let defaultValue: TabViewCustomization? = nil
}

extension EnvironmentValues {
    /// The customization tab views inside apply (`tabViewCustomization(_:)`).
    var tabViewCustomization: TabViewCustomization? {
        get { self[TabViewCustomizationKey.self] }
        set { self[TabViewCustomizationKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Applies the person's tab customization to the tab views inside (Apple,
    /// `tabViewCustomization(_:)`): the tabs hidden in it leave the tab bar. An iPhone offers no
    /// way to edit it, so the binding is only read.
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        environment(\.tabViewCustomization, customization?.wrappedValue)
    }

    /// The ID under which a `TabViewCustomization` records this tab's visibility (Apple,
    /// `customizationID(_:)`).
    public func customizationID(_ id: String) -> some View {
        containerValue(\.tabCustomizationID, id)
    }

    /// Whether the person may hide or reorder this tab (Apple, `customizationBehavior(_:for:)`):
    /// an iPhone's tab bar offers neither, so nothing changes.
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> some View {
        self
    }

    /// Whether this tab shows in `placements` before the person customizes anything (Apple,
    /// `defaultVisibility(_:for:)`): a tab hidden for `.tabBar` isn't in an iPhone's tab bar, and
    /// lives in the iPad's sidebar.
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some View {
        containerValue(\.tabBarDefaultVisibility, placements.contains(.tabBar) ? visibility : .automatic)
    }
}

extension AppStorage where Value == TabViewCustomization {
    /// A tab customization kept in `UserDefaults` as JSON (keys sorted, so the same customization
    /// is the same bytes), empty until one is written.
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { defaults, key in defaults.data(forKey: key).flatMap { try? JSONDecoder().decode(TabViewCustomization.self, from: $0) } },
                  write: { defaults, key, value in
                      // Encoding plain dictionaries of strings can't fail.
                      let encoder = JSONEncoder()
                      encoder.outputFormatting = .sortedKeys
                      if let data = try? encoder.encode(value) { defaults.set(data, forKey: key) }
                  })
    }
}
