import EaselCore
import Foundation

/// A scene of one unique window (Apple, `Window`: macOS 13+; iOS has none). A Mac app's views are
/// drawn as Easel draws any app, on the device asked for: the window's content is one of the
/// app's windows, in the order of the app's scenes, as a `WindowGroup`'s is; its title and id
/// name it for `openWindow(id:)`.
nonisolated public struct Window<Content: View>: Scene {
    public typealias Body = Never
    let content: Content
    public let title: Text
    public let id: String

    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.id = id
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), id: id, content: content)
    }

    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(title), id: id, content: content)
    }

    public var body: Never { fatalError("Window is a primitive scene") }

    public static func _windows(of scene: Self) -> [AnyView] {
        [AnyView(scene.content)]
    }
}

/// How a window's frame is drawn on a Mac (Apple, `WindowStyle`): `.automatic`, `.titleBar`,
/// `.hiddenTitleBar`, `.plain`, `.volumetric`. An iPhone's window has no title bar, so each style
/// draws the same window.
public protocol WindowStyle: Sendable {}

public struct DefaultWindowStyle: WindowStyle { public init() {} }
public struct TitleBarWindowStyle: WindowStyle { public init() {} }
public struct HiddenTitleBarWindowStyle: WindowStyle { public init() {} }
public struct PlainWindowStyle: WindowStyle { public init() {} }
public struct VolumetricWindowStyle: WindowStyle { public init() {} }

extension WindowStyle where Self == DefaultWindowStyle {
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension WindowStyle where Self == PlainWindowStyle {
    public static var plain: PlainWindowStyle { PlainWindowStyle() }
}

extension WindowStyle where Self == VolumetricWindowStyle {
    public static var volumetric: VolumetricWindowStyle { VolumetricWindowStyle() }
}

nonisolated extension Scene {
    /// The window's frame on a Mac (Apple, `windowStyle(_:)`); an iPhone's window has none.
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene {
        self
    }

    /// The size a new window opens at on a Mac or an iPad (Apple, `defaultSize(_:)`): an
    /// iPhone's window is the screen, so Easel's is the device's size whatever it says.
    public func defaultSize(_ size: CGSize) -> some Scene {
        self
    }

    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        self
    }

    /// Where a new window opens on a Mac (Apple, `defaultPosition(_:)`): an iPhone's window is
    /// the screen.
    public func defaultPosition(_ position: UnitPoint) -> some Scene {
        self
    }
}

/// Opens a window of the app by its scene's id or value (Apple, `OpenWindowAction`). An iPhone
/// shows one window, the screen, so asking for another changes nothing on it, as in Easel.
public struct OpenWindowAction: Sendable {
    public init() {}
    public func callAsFunction(id: String) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// Closes a window of the app by its scene's id or value (Apple, `DismissWindowAction`): the
/// window drawn is the screen, which stays.
public struct DismissWindowAction: Sendable {
    public init() {}
    public func callAsFunction() {}
    public func callAsFunction(id: String) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

private struct OpenWindowKey: EnvironmentKey {
    static let defaultValue = OpenWindowAction()
}

private struct DismissWindowKey: EnvironmentKey {
    static let defaultValue = DismissWindowAction()
}

extension EnvironmentValues {
    /// Opens a window by id or value (see `OpenWindowAction`).
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }

    /// Closes a window by id or value (see `DismissWindowAction`).
    public var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }
}
