@_spi(SystemViews) import EaselCore
import Foundation

/// Whether using a menu's item closes the menu (Apple, `MenuActionDismissBehavior`, iOS 16.4):
/// by default it does; `.disabled` keeps the menu open, so that several items can be picked in
/// turn, and `.enabled` closes it again for an item inside such a menu.
public struct MenuActionDismissBehavior: Equatable, Sendable {
    let name: String
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

private struct MenuActionDismissBehaviorKey: EnvironmentKey {
    static let defaultValue = MenuActionDismissBehavior.automatic
}

/// What closes the open menu around a view, whether or not its items close it.
private struct MenuCloseKey: EnvironmentKey {
    static let defaultValue: _TapObserver? = nil
}

extension EnvironmentValues {
    /// The behaviour set around a menu, which its panel follows (`menuActionDismissBehavior`).
    var menuActionDismissBehavior: MenuActionDismissBehavior {
        get { self[MenuActionDismissBehaviorKey.self] }
        set { self[MenuActionDismissBehaviorKey.self] = newValue }
    }

    /// What closes the open menu the view is in (set by `MenuPanel`).
    var menuClose: _TapObserver? {
        get { self[MenuCloseKey.self] }
        set { self[MenuCloseKey.self] = newValue }
    }
}

/// The behaviour applied to an item inside an open menu: its controls close the menu after their
/// action, or don't (through the `_afterTap` observer the panel gives its items).
nonisolated struct MenuActionDismissModifier: ViewModifier {
    let behavior: MenuActionDismissBehavior
    @Environment(\.menuClose) private var close

    func body(content: Content) -> some View {
        let behavior = behavior
        let close = close
        content
            .environment(\.menuActionDismissBehavior, behavior)
            .transformEnvironment(\._afterTap) { observer in
                if behavior == .disabled {
                    observer = nil
                } else if behavior == .enabled, let close {
                    observer = close
                }
            }
    }
}

nonisolated extension View {
    /// Whether using an item closes the menu (Apple, `menuActionDismissBehavior(_:)`): on a
    /// `Menu`, for all its items; on an item, for that item.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
        modifier(MenuActionDismissModifier(behavior: behavior))
    }
}
