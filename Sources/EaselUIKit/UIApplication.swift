import EaselCore
import Foundation

/// The app (UIKit's `UIApplication`), for the idioms SwiftUI files use: the key window's safe
/// area (`UIApplication.shared.windows.first?.safeAreaInsets`, or through `connectedScenes`),
/// opening URLs (recorded, nothing opens), the badge number.
public final class UIApplication: @unchecked Sendable {
    public static let shared = UIApplication()

    /// The one window scene, holding the one window.
    private let scene = UIWindowScene()

    public var connectedScenes: Set<UIScene> { [scene] }
    public var windows: [UIWindow] { scene.windows }
    public var keyWindow: UIWindow? { scene.keyWindow }
    public var applicationIconBadgeNumber = 0
    public var isIdleTimerDisabled = false
    public var applicationState: State { .active }
    /// URLs asked to open, oldest first; a picture opens nothing.
    public private(set) var openedURLs: [URL] = []

    public enum State: Int, Sendable { case active, inactive, background }

    /// Keys of the launch options (`UIApplication.LaunchOptionsKey`).
    public struct LaunchOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Keys of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Records `url`; the completion is told it didn't open.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        openedURLs.append(url)
        completion?(false)
    }

    /// No app can open anything here.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Sends an action up the responder chain (`sendAction(_:to:from:for:)`), which files use to
    /// dismiss the keyboard (`#selector(UIResponder.resignFirstResponder)`): no field is edited
    /// in a picture, so there is nothing to resign, and the action is handled.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        true
    }

    /// The app's lifecycle notifications, declared for the files that observe them: a picture is
    /// of the app active in the foreground, so none is posted.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")

    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"
}

/// A scene of the app (UIKit's `UIScene`).
public class UIScene: Hashable, @unchecked Sendable {
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }

    public var activationState: ActivationState { .foregroundActive }

    public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A scene with windows (UIKit's `UIWindowScene`).
public final class UIWindowScene: UIScene, @unchecked Sendable {
    private lazy var window = UIWindow(windowScene: self)

    public var windows: [UIWindow] { [window] }
    public var keyWindow: UIWindow? { window }
    public var screen: UIScreen { .main }
    /// The scene's traits: the light appearance (see `UITraitCollection.current`).
    public var traitCollection: UITraitCollection { .current }
}

/// The app's window (UIKit's `UIWindow`): the screen's size, and its safe area.
public final class UIWindow: @unchecked Sendable {
    public var safeAreaInsets: UIEdgeInsets { UIScreen.main.safeAreaInsets }
    public var bounds: CGRect { UIScreen.main.bounds }
    public var frame: CGRect { bounds }
    public var isKeyWindow: Bool { true }
    /// The window's traits: the light appearance (see `UITraitCollection.current`).
    public var traitCollection: UITraitCollection { .current }
    /// The screen the window is on: the device's (`UIScreen.main`).
    public var screen: UIScreen { .main }
    public private(set) weak var windowScene: UIWindowScene?
    public var rootViewController: UIViewController?
    /// The appearance the window's views are forced into, kept as set: a picture takes its
    /// appearance from `preferredColorScheme` or `--dark`, and an action that sets this (a theme
    /// toggle) runs after the picture is taken.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    public init() {}

    /// A window in `windowScene` (what an iOS 13 scene delegate makes for its hosting controller).
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
    }

    public func endEditing(_ force: Bool) -> Bool { true }

    /// Shows the window: Easel's program draws the previews, not a window a delegate sets up.
    public func makeKeyAndVisible() {}
}

/// A session of a scene (UIKit's `UISceneSession`), for iOS 13's app and scene delegates, which
/// a picture never calls: Easel's program draws the previews instead of launching the app.
public final class UISceneSession: Hashable, @unchecked Sendable {
    /// The role of a scene (UIKit's `UISceneSession.Role`).
    public struct Role: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    public let role: Role
    public var configuration: UISceneConfiguration { UISceneConfiguration(name: nil, sessionRole: role) }

    public init(role: Role = .windowApplication) {
        self.role = role
    }

    public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How a scene is made (UIKit's `UISceneConfiguration`), named in an app delegate's
/// `application(_:configurationForConnecting:options:)`.
public final class UISceneConfiguration: @unchecked Sendable {
    public let name: String?
    public let role: UISceneSession.Role
    public var delegateClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}

extension UIScene {
    /// What a scene was connected with (UIKit's `UIScene.ConnectionOptions`): nothing, here.
    public final class ConnectionOptions: @unchecked Sendable {
        public var urlContexts: Set<AnyHashable> { [] }
        public init() {}
    }
}

/// What a scene delegate can be told (UIKit's `UISceneDelegate`); every method has a default
/// that does nothing.
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate with a window (UIKit's `UIWindowSceneDelegate`): an iOS 13 app's
/// `SceneDelegate`, which sets the window's hosting controller. Easel's program never calls it.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

/// What an app delegate can be told (UIKit's `UIApplicationDelegate`); every method has a
/// default that does nothing.
///
/// Unlike UIKit's, the protocol asks for `init()`: Swift on Linux has no Objective-C runtime to
/// make an instance of a delegate class from its type, so a non-final delegate class needs
/// `final` (or a `required init()`) to compile, and the compiler says so.
public protocol UIApplicationDelegate: AnyObject {
    init()
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
}

/// An app delegate for a SwiftUI app (Apple, `UIApplicationDelegateAdaptor`): made when the app
/// is, and told at once that the app finished launching (then that it became active), as UIKit
/// does at launch.
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    public let wrappedValue: DelegateType

    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        let delegate = delegateType.init()
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: [UIApplication.LaunchOptionsKey: Any]?.none)
        delegate.applicationDidBecomeActive(UIApplication.shared)
        wrappedValue = delegate
    }

    public var projectedValue: UIApplicationDelegateAdaptor<DelegateType> { self }
}
