@_spi(SystemViews) import EaselCore
import Foundation

/// How a tab bar looks (`UITabBarAppearance`): its background, and its items in each layout. An
/// iPhone's tab bar in portrait lays its items out stacked (icon above title), so
/// `stackedLayoutAppearance` is the one Easel draws; the inline layouts are kept.
public final class UITabBarAppearance: UIBarAppearance, @unchecked Sendable {
    public var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    public var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    public var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)

    public override init() {
        super.init()
    }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let tabBarAppearance = barAppearance as? UITabBarAppearance {
            stackedLayoutAppearance = tabBarAppearance.stackedLayoutAppearance.copy()
            inlineLayoutAppearance = tabBarAppearance.inlineLayoutAppearance.copy()
            compactInlineLayoutAppearance = tabBarAppearance.compactInlineLayoutAppearance.copy()
        }
    }

    public func copy() -> UITabBarAppearance {
        UITabBarAppearance(barAppearance: self)
    }

    /// The look a tab bar draws: its background and its stacked items' states.
    var style: SystemAppearance.TabBarStyle {
        var style = SystemAppearance.TabBarStyle()
        style.background = background
        style.normal = stackedLayoutAppearance.normal.state
        style.selected = stackedLayoutAppearance.selected.state
        return style
    }
}

/// How a tab bar's items look in one layout (`UITabBarItemAppearance`), state by state.
public final class UITabBarItemAppearance: @unchecked Sendable {
    public enum Style: Int, Sendable { case stacked, inline, compactInline }

    public var normal = UITabBarItemStateAppearance()
    public var selected = UITabBarItemStateAppearance()
    public var disabled = UITabBarItemStateAppearance()
    public var focused = UITabBarItemStateAppearance()

    public init(style: Style = .stacked) {}

    /// Back to the system's look for every state.
    public func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    public func copy() -> UITabBarItemAppearance {
        let copy = UITabBarItemAppearance()
        copy.normal = normal.copy()
        copy.selected = selected.copy()
        copy.disabled = disabled.copy()
        copy.focused = focused.copy()
        return copy
    }
}

/// How a tab bar item looks in one state (`UITabBarItemStateAppearance`): its icon's colour, its
/// title's attributes, and its badge's colour. Unset, the tab bar's tint (selected) or grey.
public final class UITabBarItemStateAppearance: @unchecked Sendable {
    public var iconColor: UIColor?
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var badgeBackgroundColor: UIColor?

    init() {}

    func copy() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.iconColor = iconColor
        copy.titleTextAttributes = titleTextAttributes
        copy.badgeBackgroundColor = badgeBackgroundColor
        return copy
    }

    var state: SystemAppearance.TabItemState {
        var state = SystemAppearance.TabItemState()
        state.iconColor = iconColor?.color
        state.title = SystemAppearance.TextStyle(titleTextAttributes)
        state.badgeColor = badgeBackgroundColor?.color
        return state
    }
}
