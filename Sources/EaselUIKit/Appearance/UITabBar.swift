@_spi(SystemViews) import EaselCore
import Foundation

/// UIKit's tab bar (`UITabBar`). A SwiftUI file reaches it through `UITabBar.appearance()`, whose
/// settings the tab bars of `TabView`s made afterwards follow (`SystemAppearance.TabBar`):
/// - `standardAppearance` (a `UITabBarAppearance`): the background and the items' colours and
///   title attributes. The tab bar of a picture shows it: at rest, content runs under the bar.
///   `scrollEdgeAppearance`, for content scrolled to its end above the bar, is kept.
/// - Without a standard appearance, the properties UIKit had before iOS 13: `barTintColor` (the
///   background, over the material unless `isTranslucent` is false), `backgroundColor`,
///   `backgroundImage` (which replaces the material) and `shadowImage` (shown only with a
///   background image, Apple's rule), the empty `UIImage()` taking them away.
/// - `tintColor` colours the selected item unless SwiftUI's `.tint` or the appearance's selected
///   state does; `unselectedItemTintColor` the others unless the normal state does.
/// - `isHidden` hides the tab bar, as `toolbar(.hidden, for: .tabBar)` does (the content then
///   reaches the bottom of the safe area [I]).
public final class UITabBar: UIView, @unchecked Sendable {
    private var values: AppearanceValues<SystemAppearance.TabBar>

    private init(isProxy: Bool) {
        values = AppearanceValues(\.tabBar, isProxy: isProxy, initial: SystemAppearance.TabBar())
        super.init(frame: .zero)
    }

    public override init(frame: CGRect = .zero) {
        values = AppearanceValues(\.tabBar, isProxy: false, initial: SystemAppearance.TabBar())
        super.init(frame: frame)
    }

    /// The proxy whose settings every tab bar made afterwards follows.
    public static func appearance() -> UITabBar {
        UITabBar(isProxy: true)
    }

    public override var tintColor: UIColor? {
        get { values[color: \.tintColor] }
        set { values[color: \.tintColor] = newValue }
    }

    public var unselectedItemTintColor: UIColor? {
        get { values[color: \.unselectedItemTintColor] }
        set { values[color: \.unselectedItemTintColor] = newValue }
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

    public override var isHidden: Bool {
        get { values[\.isHidden] }
        set { values[\.isHidden] = newValue }
    }

    public var backgroundImage: UIImage? {
        get { values[image: \.backgroundImage] }
        set { values[image: \.backgroundImage] = newValue }
    }

    public var shadowImage: UIImage? {
        get { values[image: \.shadowImage] }
        set { values[image: \.shadowImage] = newValue }
    }

    /// The appearance of the bar with content under it; read back, a new appearance with the
    /// colours it set.
    public var standardAppearance: UITabBarAppearance {
        get { UITabBarAppearance(values[\.standardAppearance] ?? SystemAppearance.TabBarStyle()) }
        set { values[\.standardAppearance] = newValue.style }
    }

    public var scrollEdgeAppearance: UITabBarAppearance? {
        get { values[\.scrollEdgeAppearance].map(UITabBarAppearance.init) }
        set { values[\.scrollEdgeAppearance] = newValue?.style }
    }
}

/// An item of a tab bar (`UITabBarItem`). Through `UITabBarItem.appearance()` a file sets every
/// item's title attributes by state (`setTitleTextAttributes(_:for:)`: `.normal`, and `.selected`
/// over it) and the badges' colour; a tab bar appearance's item states win over them [I].
public final class UITabBarItem: @unchecked Sendable {
    private var values: AppearanceValues<SystemAppearance.TabBarItem>

    private init(isProxy: Bool) {
        values = AppearanceValues(\.tabBarItem, isProxy: isProxy, initial: SystemAppearance.TabBarItem())
    }

    /// The proxy whose settings every tab bar item made afterwards follows.
    public static func appearance() -> UITabBarItem {
        UITabBarItem(isProxy: true)
    }

    public var badgeColor: UIColor? {
        get { values[color: \.badgeColor] }
        set { values[color: \.badgeColor] = newValue }
    }

    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        let style = SystemAppearance.TextStyle(attributes)
        if state.contains(.selected) {
            values[\.selectedTitle] = style
        } else if state == .normal {
            values[\.normalTitle] = style
        }
    }

    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        (state.contains(.selected) ? values[\.selectedTitle] : values[\.normalTitle]).attributes
    }
}

extension UIImage {
    /// An image a bar kept.
    convenience init(_ barImage: SystemAppearance.BarImage) {
        if let image = barImage.image {
            self.init(image: image, size: barImage.size)
        } else {
            self.init()
        }
    }
}

extension UITabBarAppearance {
    /// An appearance with the colours and attributes of a kept one.
    convenience init(_ style: SystemAppearance.TabBarStyle) {
        self.init()
        restoreBackground(style.background)
        for (state, kept) in [(stackedLayoutAppearance.normal, style.normal), (stackedLayoutAppearance.selected, style.selected)] {
            state.iconColor = kept.iconColor.map(UIColor.init)
            state.titleTextAttributes = kept.title.attributes
            state.badgeBackgroundColor = kept.badgeColor.map(UIColor.init)
        }
    }
}
