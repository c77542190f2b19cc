@_spi(SystemViews) import EaselCore
import Foundation

/// How a navigation bar looks (`UINavigationBarAppearance`): its background, its titles'
/// attributes, and its buttons'.
public final class UINavigationBarAppearance: UIBarAppearance, @unchecked Sendable {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    public var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    public var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)

    public override init() {
        super.init()
    }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let navigationBarAppearance = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigationBarAppearance.titleTextAttributes
            largeTitleTextAttributes = navigationBarAppearance.largeTitleTextAttributes
            buttonAppearance = navigationBarAppearance.buttonAppearance.copy()
            doneButtonAppearance = navigationBarAppearance.doneButtonAppearance.copy()
            backButtonAppearance = navigationBarAppearance.backButtonAppearance.copy()
        }
    }

    public func copy() -> UINavigationBarAppearance {
        UINavigationBarAppearance(barAppearance: self)
    }

    /// The look a navigation bar draws.
    var style: SystemAppearance.NavigationBarStyle {
        var style = SystemAppearance.NavigationBarStyle()
        style.background = background
        style.title = SystemAppearance.TextStyle(titleTextAttributes)
        style.largeTitle = SystemAppearance.TextStyle(largeTitleTextAttributes)
        style.buttonColor = SystemAppearance.TextStyle(buttonAppearance.normal.titleTextAttributes).color
        style.backButtonColor = SystemAppearance.TextStyle(backButtonAppearance.normal.titleTextAttributes).color
        return style
    }
}

/// How a bar's buttons look (`UIBarButtonItemAppearance`), state by state.
public final class UIBarButtonItemAppearance: @unchecked Sendable {
    public var normal = UIBarButtonItemStateAppearance()
    public var highlighted = UIBarButtonItemStateAppearance()
    public var disabled = UIBarButtonItemStateAppearance()
    public var focused = UIBarButtonItemStateAppearance()

    public init(style: UIBarButtonItem.Style = .plain) {}

    /// Back to the system's look for every state.
    public func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }

    public func copy() -> UIBarButtonItemAppearance {
        let copy = UIBarButtonItemAppearance()
        copy.normal.titleTextAttributes = normal.titleTextAttributes
        copy.highlighted.titleTextAttributes = highlighted.titleTextAttributes
        copy.disabled.titleTextAttributes = disabled.titleTextAttributes
        copy.focused.titleTextAttributes = focused.titleTextAttributes
        return copy
    }
}

/// How a bar button looks in one state (`UIBarButtonItemStateAppearance`): its title's
/// attributes, of which the colour colours the button.
public final class UIBarButtonItemStateAppearance: @unchecked Sendable {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    init() {}
}
