import EaselCore
import Foundation

/// How a `TabView` shows its tabs.
public protocol TabViewStyle {
    var _isPaged: Bool { get }
    var _showsIndex: Bool { get }
}

/// A tab bar along the bottom of the screen (the iPhone's default).
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _isPaged: Bool { false }
    public var _showsIndex: Bool { false }
}

/// iOS 18's tab bar that becomes a sidebar on iPad; a tab bar on iPhone.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
    public var _isPaged: Bool { false }
    public var _showsIndex: Bool { false }
}

/// Pages swiped sideways, with page dots at the bottom (Apple, `PageTabViewStyle`).
public struct PageTabViewStyle: TabViewStyle {
    public enum IndexDisplayMode: Sendable {
        /// Dots when there is more than one page.
        case automatic
        case always
        case never
    }
    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    public var _isPaged: Bool { true }
    public var _showsIndex: Bool { indexDisplayMode != .never }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
    public static var tabBarOnly: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How a page index is drawn (`indexViewStyle`): with a dark capsule behind the dots, or not.
public struct PageIndexViewStyle: Sendable {
    public enum BackgroundDisplayMode: Sendable {
        case automatic, always, interactive, never
    }
    let backgroundDisplayMode: BackgroundDisplayMode

    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

public protocol IndexViewStyle {}
extension PageIndexViewStyle: IndexViewStyle {}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

struct TabViewStyleKey: EnvironmentKey {
    static var defaultValue: TabViewStyleChoice { TabViewStyleChoice(isPaged: false, showsIndex: false) }
}

struct PageIndexBackgroundKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

struct TabViewStyleChoice {
    let isPaged: Bool
    let showsIndex: Bool
}

extension EnvironmentValues {
    var tabViewStyle: TabViewStyleChoice {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }

    var pageIndexHasBackground: Bool {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the tab views inside.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyle, TabViewStyleChoice(isPaged: style._isPaged, showsIndex: style._showsIndex))
    }

    /// Sets the style of page indexes: `.page(backgroundDisplayMode: .always)` draws a dark
    /// capsule behind the dots.
    public func indexViewStyle(_ style: PageIndexViewStyle) -> some View {
        environment(\.pageIndexHasBackground, style.backgroundDisplayMode == .always)
    }
}
