import Foundation

/// An app's local notifications (Apple, `UNUserNotificationCenter`), in memory.
///
/// A preview or a picture has no one to answer the permission prompt, and no time passes for a
/// notification to be delivered. So a request for permission is answered as declined [I]: the
/// status becomes `.denied` and the completion (or the `async` call) is told `false`, so that code
/// waiting on the answer goes on and draws the state an app shows without notifications. Requests
/// added are kept, pending, where `pendingNotificationRequests` finds them, and never delivered.
/// The centre starts empty and undetermined, as a new install's does.
public final class UNUserNotificationCenter: @unchecked Sendable {
    private let lock = NSLock()
    private var status: UNAuthorizationStatus = .notDetermined
    private var pending: [UNNotificationRequest] = []
    private var categories: Set<UNNotificationCategory> = []
    private var badgeCount = 0

    /// The app's delegate, told of notifications as they arrive (none arrive here).
    public weak var delegate: (any UNUserNotificationCenterDelegate)?

    private static let shared = UNUserNotificationCenter()

    /// The app's centre.
    public static func current() -> UNUserNotificationCenter { shared }

    private init() {}

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    // MARK: Permission

    public func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, (any Error)?) -> Void) {
        locked { status = .denied }
        completionHandler(false, nil)
    }

    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        locked { status = .denied }
        return false
    }

    public func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings(authorizationStatus: locked { status }))
    }

    public func notificationSettings() async -> UNNotificationSettings {
        UNNotificationSettings(authorizationStatus: locked { status })
    }

    // MARK: Scheduling

    /// Keeps the request pending, in place of any with its identifier.
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        locked {
            pending.removeAll { $0.identifier == request.identifier }
            pending.append(request)
        }
        completionHandler?(nil)
    }

    public func add(_ request: UNNotificationRequest) async throws {
        add(request, withCompletionHandler: nil)
    }

    public func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        completionHandler(locked { pending })
    }

    public func pendingNotificationRequests() async -> [UNNotificationRequest] {
        locked { pending }
    }

    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        locked { pending.removeAll { identifiers.contains($0.identifier) } }
    }

    public func removeAllPendingNotificationRequests() {
        locked { pending.removeAll() }
    }

    // MARK: Delivered notifications (none are delivered)

    public func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {
        completionHandler([])
    }

    public func deliveredNotifications() async -> [UNNotification] { [] }

    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

    public func removeAllDeliveredNotifications() {}

    // MARK: Categories and the badge

    public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        locked { self.categories = categories }
    }

    public func getNotificationCategories(completionHandler: @escaping (Set<UNNotificationCategory>) -> Void) {
        completionHandler(locked { categories })
    }

    public func notificationCategories() async -> Set<UNNotificationCategory> {
        locked { categories }
    }

    public func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        locked { badgeCount = newBadgeCount }
        completionHandler?(nil)
    }

    public func setBadgeCount(_ newBadgeCount: Int) async throws {
        locked { badgeCount = newBadgeCount }
    }

    /// Forgets everything, as a new install: for tests that run several programs' worth of code.
    public func reset() {
        locked {
            status = .notDetermined
            pending = []
            categories = []
            badgeCount = 0
        }
    }
}

/// What an app asks permission for (Apple's values, `UNAuthorizationOptions`).
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may show notifications (Apple's values, `UNAuthorizationStatus`).
public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case denied = 1
    case authorized = 2
    case provisional = 3
    case ephemeral = 4
}

/// Whether one kind of alert is on (Apple's values, `UNNotificationSetting`).
public enum UNNotificationSetting: Int, Sendable {
    case notSupported = 0
    case disabled = 1
    case enabled = 2
}

/// The app's notification settings (Apple, `UNNotificationSettings`): every kind of alert is on
/// only when the app is authorized.
public final class UNNotificationSettings: NSObject, @unchecked Sendable {
    public let authorizationStatus: UNAuthorizationStatus

    init(authorizationStatus: UNAuthorizationStatus) {
        self.authorizationStatus = authorizationStatus
    }

    private var setting: UNNotificationSetting { authorizationStatus == .authorized ? .enabled : .disabled }
    public var alertSetting: UNNotificationSetting { setting }
    public var soundSetting: UNNotificationSetting { setting }
    public var badgeSetting: UNNotificationSetting { setting }
    public var lockScreenSetting: UNNotificationSetting { setting }
    public var notificationCenterSetting: UNNotificationSetting { setting }
}

/// How a notification that arrives while the app is open is shown (Apple's values,
/// `UNNotificationPresentationOptions`).
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// An app's handler of notifications (Apple, `UNUserNotificationCenterDelegate`); every method
/// is optional, as in Apple's protocol. None is called here: nothing is delivered.
public protocol UNUserNotificationCenterDelegate: AnyObject {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping () -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
        completionHandler([])
    }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping () -> Void) {
        completionHandler()
    }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions { [] }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}
