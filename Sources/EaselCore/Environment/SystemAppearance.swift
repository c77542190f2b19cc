import Foundation
import Synchronization

/// What UIKit's appearance proxies (`UITabBar.appearance()`, `UINavigationBar.appearance()`,
/// `UISegmentedControl.appearance()`, `UIPageControl.appearance()`) ask of the bars and controls
/// iOS draws for SwiftUI, in SwiftUI's terms (SPI: `EaselUIKit` writes it, `EaselCupertino`'s
/// bars and controls read it as they are made).
///
/// UIKit keeps appearance for the whole process, and a proxy's settings apply to the views made
/// after them (Apple, `UIAppearance`), which is why apps set them in an `App`'s or a view's
/// `init()`. Easel keeps one store for the process too, read when a bar's body runs; a task can
/// have a store of its own (`withIsolatedStore`), so that tests running side by side don't see
/// each other's settings.
@_spi(SystemViews)
public struct SystemAppearance: Sendable, Equatable {
    public var tabBar = TabBar()
    public var tabBarItem = TabBarItem()
    public var navigationBar = NavigationBar()
    public var segmentedControl = SegmentedControl()
    public var pageControl = PageControl()

    public init() {}

    /// Text attributes as UIKit's `titleTextAttributes` hold them: the colour and the font.
    public struct TextStyle: Sendable, Equatable {
        public var color: Color?
        public var font: Font?
        public init(color: Color? = nil, font: Font? = nil) {
            self.color = color
            self.font = font
        }
        /// Each attribute of `self`, or `fallback`'s where `self` has none (a state's attributes
        /// over the normal state's, as UIKit merges them).
        public func over(_ fallback: TextStyle) -> TextStyle {
            TextStyle(color: color ?? fallback.color, font: font ?? fallback.font)
        }
    }

    /// A bar's background as `UIBarAppearance` composes it: a blur (the material its
    /// `configureWith…` method chose, or its `backgroundEffect`), a colour over it, and the hairline
    /// along the content's edge.
    /// `@unchecked`: an `Image` is an immutable description of what to draw.
    public struct BarBackground: @unchecked Sendable, Equatable {
        /// The hairline: iOS's separator colour, none, a colour of the app's, or an image of the
        /// app's (`shadowImage`, stretched along the edge at its own height).
        public enum Shadow: Equatable {
            case standard
            case none
            case color(Color)
            case image(Image, height: CGFloat)
        }
        /// The blur: the bars' own material by default (`configureWithDefaultBackground()`), none
        /// for an opaque or transparent background.
        public var effect: Material?
        /// The colour scheme a blur style names (`.systemMaterialDark`), if it names one.
        public var effectColorScheme: ColorScheme?
        public var color: Color?
        /// `backgroundImage`, stretched over the bar (UIKit's default content mode, scale to fill).
        public var image: Image?
        public var shadow: Shadow

        public init(effect: Material? = .bar, effectColorScheme: ColorScheme? = nil, color: Color? = nil, image: Image? = nil, shadow: Shadow = .standard) {
            self.effect = effect
            self.effectColorScheme = effectColorScheme
            self.color = color
            self.image = image
            self.shadow = shadow
        }

        /// iOS's own: the bar material and the hairline.
        public var isStandard: Bool { self == BarBackground() }
    }

    /// One state (normal or selected) of a tab bar item, as `UITabBarItemStateAppearance` says it.
    public struct TabItemState: Sendable, Equatable {
        public var iconColor: Color?
        public var title = TextStyle()
        public var badgeColor: Color?
        public init() {}
    }

    /// A `UITabBarAppearance`: the background and the items' states.
    public struct TabBarStyle: Sendable, Equatable {
        public var background = BarBackground()
        public var normal = TabItemState()
        public var selected = TabItemState()
        public init() {}
    }

    /// `UITabBar.appearance()`.
    public struct TabBar: Sendable, Equatable {
        public var standardAppearance: TabBarStyle?
        public var scrollEdgeAppearance: TabBarStyle?
        /// The legacy properties, which UIKit folds into the standard appearance when none is set.
        public var tintColor: Color?
        public var unselectedItemTintColor: Color?
        public var barTintColor: Color?
        public var backgroundColor: Color?
        public var isTranslucent = true
        public var isHidden = false
        public var backgroundImage: BarImage?
        public var shadowImage: BarImage?
        public init() {}
    }

    /// An image set on a bar: nil for the empty `UIImage()` most apps set, to take the bar's
    /// background or hairline away.
    public struct BarImage: @unchecked Sendable, Equatable {
        public var image: Image?
        public var size: CGSize
        public init(image: Image?, size: CGSize) {
            self.image = image
            self.size = size
        }
    }

    /// `UITabBarItem.appearance()`: the items' title attributes and badge colour.
    public struct TabBarItem: Sendable, Equatable {
        public var normalTitle = TextStyle()
        public var selectedTitle = TextStyle()
        public var badgeColor: Color?
        public init() {}
    }

    /// A `UINavigationBarAppearance`.
    public struct NavigationBarStyle: Sendable, Equatable {
        public var background = BarBackground()
        public var title = TextStyle()
        public var largeTitle = TextStyle()
        /// The bar buttons' title colour (`buttonAppearance.normal`).
        public var buttonColor: Color?
        /// The back button's (`backButtonAppearance.normal`).
        public var backButtonColor: Color?
        public init() {}
    }

    /// `UINavigationBar.appearance()`.
    public struct NavigationBar: Sendable, Equatable {
        public var standardAppearance: NavigationBarStyle?
        public var scrollEdgeAppearance: NavigationBarStyle?
        public var compactAppearance: NavigationBarStyle?
        /// The legacy properties, which UIKit folds into the appearances when none is set.
        public var tintColor: Color?
        public var barTintColor: Color?
        public var backgroundColor: Color?
        public var titleTextAttributes = TextStyle()
        public var largeTitleTextAttributes = TextStyle()
        public var isTranslucent = true
        public var backgroundImage: BarImage?
        public var shadowImage: BarImage?
        public init() {}
    }

    /// `UISegmentedControl.appearance()`.
    public struct SegmentedControl: Sendable, Equatable {
        public var selectedSegmentTintColor: Color?
        public var backgroundColor: Color?
        public var normalTitle = TextStyle()
        public var selectedTitle = TextStyle()
        public init() {}
    }

    /// `UIPageControl.appearance()`.
    public struct PageControl: Sendable, Equatable {
        public var currentPageIndicatorTintColor: Color?
        public var pageIndicatorTintColor: Color?
        public var backgroundColor: Color?
        public init() {}
    }

    // MARK: The store

    /// A store of settings, for the process or for one task.
    private final class Store: Sendable {
        let value = Mutex(SystemAppearance())
    }

    private static let processStore = Store()
    @TaskLocal private static var taskStore: Store?

    private static var store: Store { taskStore ?? processStore }

    /// The settings the bars made now follow.
    public static var current: SystemAppearance {
        store.value.withLock { $0 }
    }

    /// Changes the settings, as a proxy's setter does.
    public static func update(_ change: (inout SystemAppearance) -> Void) {
        store.value.withLock { change(&$0) }
    }

    /// Runs `body` with a store of its own, empty at first: what it sets is seen by what it draws
    /// and by nothing else.
    public static func withIsolatedStore<Result>(_ body: () throws -> Result) rethrows -> Result {
        try $taskStore.withValue(Store(), operation: body)
    }

    /// `withIsolatedStore` for asynchronous work.
    public static func withIsolatedStore<Result>(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result) async rethrows -> Result {
        try await $taskStore.withValue(Store(), operation: body, isolation: isolation)
    }
}

// MARK: What the bars show

extension SystemAppearance.BarBackground {
    /// The background UIKit makes from a bar's properties of before iOS 13, when no appearance
    /// is set: a custom background image replaces the material (the empty one leaves nothing), a
    /// shadow image shows only with a background image (Apple, `UITabBar.shadowImage` and
    /// `UINavigationBar.shadowImage`), a bar that isn't translucent is opaque (the system
    /// background), and the bar tint colour covers the rest [I: drawn over the material as it is,
    /// the blur's tint not mixed in]. The bar view's own background colour isn't part of it: it
    /// fills the bar in every state.
    static func legacy(barTintColor: Color?, isTranslucent: Bool, backgroundImage: SystemAppearance.BarImage?, shadowImage: SystemAppearance.BarImage?) -> Self {
        var background = Self()
        if let backgroundImage {
            background.effect = nil
            background.image = backgroundImage.image
            if let shadowImage {
                background.shadow = shadowImage.image.map { .image($0, height: shadowImage.size.height) } ?? .none
            }
        }
        if !isTranslucent {
            background.effect = nil
            background.color = SystemColor.systemBackground
        }
        if let barTintColor {
            background.color = barTintColor
        }
        return background
    }

    /// Nothing behind the bar, and no hairline (`configureWithTransparentBackground()`).
    public static let transparent = Self(effect: nil, color: nil, image: nil, shadow: .none)
}

extension SystemAppearance.TabBar {
    /// The look the tab bar shows with content under it: the standard appearance, or the one
    /// UIKit makes from the legacy properties. (At the content's scroll edge, the scroll edge
    /// appearance's background, or none: `scrollEdgeAppearance`.)
    public var standard: SystemAppearance.TabBarStyle {
        if let standardAppearance { return standardAppearance }
        var style = SystemAppearance.TabBarStyle()
        style.background = .legacy(barTintColor: barTintColor, isTranslucent: isTranslucent, backgroundImage: backgroundImage, shadowImage: shadowImage)
        return style
    }
}

extension SystemAppearance.NavigationBar {
    /// The standard appearance, or the one UIKit makes from the legacy properties (the titles'
    /// attributes and the background; the view's own background colour is drawn apart, in the
    /// bar's frame).
    public var standard: SystemAppearance.NavigationBarStyle {
        if let standardAppearance { return standardAppearance }
        var style = SystemAppearance.NavigationBarStyle()
        style.background = .legacy(barTintColor: barTintColor, isTranslucent: isTranslucent, backgroundImage: backgroundImage, shadowImage: shadowImage)
        style.title = titleTextAttributes
        style.largeTitle = largeTitleTextAttributes
        return style
    }

    /// The look the bar shows: with its background made visible (`toolbarBackground(.visible)`),
    /// the standard appearance; at rest, at the content's scroll edge, the scroll edge appearance,
    /// or the standard one with a transparent background (Apple, `scrollEdgeAppearance`: iOS 15
    /// applies it to every navigation bar).
    public func shownAppearance(backgroundIsVisible: Bool) -> SystemAppearance.NavigationBarStyle {
        if backgroundIsVisible { return standard }
        if let scrollEdgeAppearance { return scrollEdgeAppearance }
        var style = standard
        style.background = .transparent
        return style
    }
}
