@_spi(SystemViews) import EaselCore
import Foundation

/// UIKit's navigation bar (`UINavigationBar`). A SwiftUI file reaches it through
/// `UINavigationBar.appearance()`, whose settings the bars of navigation stacks made afterwards
/// follow (`SystemAppearance.NavigationBar`):
/// - At rest, content sits at its top below the bar, which is the "scroll edge" state: since
///   iOS 15 every navigation bar shows `scrollEdgeAppearance` there, or, without one, the
///   standard appearance with a transparent background (Apple, `UINavigationBar.scrollEdgeAppearance`).
///   With `toolbarBackground(.visible, for: .navigationBar)` the bar shows `standardAppearance`.
/// - Without appearances, the properties UIKit had before iOS 13: `titleTextAttributes` and
///   `largeTitleTextAttributes` (the titles' colour and font), `barTintColor`, `isTranslucent`
///   and the background and shadow images, which make the standard appearance's background (so
///   at rest, since iOS 15, they don't show), and `backgroundColor`, the bar view's own colour,
///   which fills the bar (not the status bar above it) in either state.
/// - `tintColor` colours the back button and the bar's buttons unless SwiftUI's `.tint` or the
///   appearance's button attributes do.
public final class UINavigationBar: UIView, @unchecked Sendable {
    private var values: AppearanceValues<SystemAppearance.NavigationBar>

    private init(isProxy: Bool) {
        values = AppearanceValues(\.navigationBar, isProxy: isProxy, initial: SystemAppearance.NavigationBar())
        super.init(frame: .zero)
    }

    public override init(frame: CGRect = .zero) {
        values = AppearanceValues(\.navigationBar, isProxy: false, initial: SystemAppearance.NavigationBar())
        super.init(frame: frame)
    }

    /// The proxy whose settings every navigation bar made afterwards follows.
    public static func appearance() -> UINavigationBar {
        UINavigationBar(isProxy: true)
    }

    public override var tintColor: UIColor? {
        get { values[color: \.tintColor] }
        set { values[color: \.tintColor] = newValue }
    }

    public var barTintColor: UIColor? {
        get { values[color: \.barTintColor] }
        set { values[color: \.barTintColor] = newValue }
    }

    public override var backgroundColor: UIColor? {
        get { values[color: \.backgroundColor] }
        set { values[color: \.backgroundColor] = newValue }
    }

    public var isTranslucent: Bool {
        get { values[\.isTranslucent] }
        set { values[\.isTranslucent] = newValue }
    }

    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { values[\.titleTextAttributes].attributes }
        set { values[\.titleTextAttributes] = SystemAppearance.TextStyle(newValue) }
    }

    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { values[\.largeTitleTextAttributes].attributes }
        set { values[\.largeTitleTextAttributes] = SystemAppearance.TextStyle(newValue) }
    }

    public var shadowImage: UIImage? {
        get { values[image: \.shadowImage] }
        set { values[image: \.shadowImage] = newValue }
    }

    public func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {
        if barMetrics == .default { values[image: \.backgroundImage] = image }
    }

    public func setBackgroundImage(_ image: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        setBackgroundImage(image, for: barMetrics)
    }

    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        barMetrics == .default ? values[image: \.backgroundImage] : nil
    }

    /// The appearance of the bar with content under it; read back, a new appearance with the
    /// colours it set.
    public var standardAppearance: UINavigationBarAppearance {
        get { UINavigationBarAppearance(values[\.standardAppearance] ?? SystemAppearance.NavigationBarStyle()) }
        set { values[\.standardAppearance] = newValue.style }
    }

    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { values[\.scrollEdgeAppearance].map(UINavigationBarAppearance.init) }
        set { values[\.scrollEdgeAppearance] = newValue?.style }
    }

    /// The appearance of a bar of compact height (an iPhone in landscape): kept.
    public var compactAppearance: UINavigationBarAppearance? {
        get { values[\.compactAppearance].map(UINavigationBarAppearance.init) }
        set { values[\.compactAppearance] = newValue?.style }
    }
}

/// The heights a bar's background image is given for (`UIBarMetrics`): an iPhone in portrait
/// uses `.default`.
public enum UIBarMetrics: Int, Sendable {
    case `default`, compact, defaultPrompt, compactPrompt
}

/// Where a bar is (`UIBarPosition`).
public enum UIBarPosition: Int, Sendable {
    case any, bottom, top, topAttached
}

/// A button of a bar (`UIBarButtonItem`); its styles name how an appearance draws its title.
public final class UIBarButtonItem: @unchecked Sendable {
    public enum Style: Int, Sendable { case plain, bordered, done, prominent }
}

extension UINavigationBarAppearance {
    /// An appearance with the colours and attributes of a kept one.
    convenience init(_ style: SystemAppearance.NavigationBarStyle) {
        self.init()
        restoreBackground(style.background)
        titleTextAttributes = style.title.attributes
        largeTitleTextAttributes = style.largeTitle.attributes
        buttonAppearance.normal.titleTextAttributes = SystemAppearance.TextStyle(color: style.buttonColor).attributes
        backButtonAppearance.normal.titleTextAttributes = SystemAppearance.TextStyle(color: style.backButtonColor).attributes
    }
}
