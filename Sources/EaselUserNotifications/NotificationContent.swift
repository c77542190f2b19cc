import Foundation

/// What a local notification shows (Apple, `UNNotificationContent`): read-only here, set on a
/// `UNMutableNotificationContent`.
open class UNNotificationContent: NSObject, @unchecked Sendable {
    fileprivate var storedTitle = ""
    fileprivate var storedSubtitle = ""
    fileprivate var storedBody = ""
    fileprivate var storedBadge: NSNumber?
    fileprivate var storedSound: UNNotificationSound?
    fileprivate var storedUserInfo: [AnyHashable: Any] = [:]
    fileprivate var storedCategoryIdentifier = ""
    fileprivate var storedThreadIdentifier = ""
    fileprivate var storedTargetContentIdentifier: String?
    fileprivate var storedInterruptionLevel = UNNotificationInterruptionLevel.active
    fileprivate var storedRelevanceScore = 0.0

    override public init() {}

    open var title: String { storedTitle }
    open var subtitle: String { storedSubtitle }
    open var body: String { storedBody }
    open var badge: NSNumber? { storedBadge }
    open var sound: UNNotificationSound? { storedSound }
    open var userInfo: [AnyHashable: Any] { storedUserInfo }
    open var categoryIdentifier: String { storedCategoryIdentifier }
    open var threadIdentifier: String { storedThreadIdentifier }
    open var targetContentIdentifier: String? { storedTargetContentIdentifier }
    /// How urgently the notification is delivered (iOS 15; `.active` by default).
    open var interruptionLevel: UNNotificationInterruptionLevel { storedInterruptionLevel }
    /// How the notification ranks in a summary (iOS 15, 0 to 1).
    open var relevanceScore: Double { storedRelevanceScore }
}

/// How urgently a notification is delivered (Apple, `UNNotificationInterruptionLevel`): kept with
/// the content; nothing is delivered here.
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0, active = 1, timeSensitive = 2, critical = 3
}

/// Notification content an app fills in before scheduling it (Apple, `UNMutableNotificationContent`).
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    override open var title: String { get { storedTitle } set { storedTitle = newValue } }
    override open var subtitle: String { get { storedSubtitle } set { storedSubtitle = newValue } }
    override open var body: String { get { storedBody } set { storedBody = newValue } }
    override open var badge: NSNumber? { get { storedBadge } set { storedBadge = newValue } }
    override open var sound: UNNotificationSound? { get { storedSound } set { storedSound = newValue } }
    override open var userInfo: [AnyHashable: Any] { get { storedUserInfo } set { storedUserInfo = newValue } }
    override open var categoryIdentifier: String { get { storedCategoryIdentifier } set { storedCategoryIdentifier = newValue } }
    override open var threadIdentifier: String { get { storedThreadIdentifier } set { storedThreadIdentifier = newValue } }
    override open var targetContentIdentifier: String? { get { storedTargetContentIdentifier } set { storedTargetContentIdentifier = newValue } }
    override open var interruptionLevel: UNNotificationInterruptionLevel { get { storedInterruptionLevel } set { storedInterruptionLevel = newValue } }
    override open var relevanceScore: Double { get { storedRelevanceScore } set { storedRelevanceScore = newValue } }
}

/// The sound a notification plays (Apple, `UNNotificationSound`). A picture plays nothing.
open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The sound file's name, or nil for the system's sound.
    public let name: UNNotificationSoundName?
    public let isCritical: Bool

    init(name: UNNotificationSoundName?, isCritical: Bool = false) {
        self.name = name
        self.isCritical = isCritical
    }

    public static let `default` = UNNotificationSound(name: nil)
    public static let defaultCritical = UNNotificationSound(name: nil, isCritical: true)
    public static let defaultRingtone = UNNotificationSound(name: nil)

    public convenience init(named name: UNNotificationSoundName) {
        self.init(name: name)
    }

    public static func soundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name)
    }

    public static func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float = 1) -> UNNotificationSound {
        UNNotificationSound(name: name, isCritical: true)
    }

    public static func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: nil, isCritical: true)
    }
}

/// A sound file's name in the app's bundle (Apple, `UNNotificationSoundName`).
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
}
