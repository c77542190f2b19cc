import Foundation

/// The share sheet (`UIActivityViewController`), which files wrap in a
/// `UIViewControllerRepresentable` (a "ShareSheet"). Drawn as a representable's placeholder; it
/// keeps the items to share. SwiftUI's own `ShareLink` draws its button.
open class UIActivityViewController: UIViewController, @unchecked Sendable {
    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void)?

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init()
    }

    /// Not archived: there are no items to share without its initializer's.
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// A service the share sheet offers (`UIActivity`).
open class UIActivity: @unchecked Sendable {
    public init() {}

    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }

    /// A kind of activity (`UIActivity.ActivityType`).
    public struct ActivityType: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }
}
