import Foundation

/// UIKit's haptic feedback generators, as SwiftUI files call them from actions (a tap's "thud", a
/// success buzz). A picture has no haptics: each generator records what it was asked to play, so
/// that a host's test can check it, and plays nothing.
open class UIFeedbackGenerator: @unchecked Sendable {
    public init() {}

    /// Readies the engine on a device; nothing to ready here.
    open func prepare() {}
}

/// Impacts: a physical collision (UIKit's `UIImpactFeedbackGenerator`).
open class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle
    /// The intensity of each impact played, oldest first (1 for `impactOccurred()`).
    public private(set) var impacts: [CGFloat] = []

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() {
        self.init(style: .medium)
    }

    open func impactOccurred() { impacts.append(1) }

    open func impactOccurred(intensity: CGFloat) { impacts.append(intensity) }

    open func impactOccurred(at location: CGPoint) { impacts.append(1) }

    open func impactOccurred(intensity: CGFloat, at location: CGPoint) { impacts.append(intensity) }
}

/// Success, warning and failure (UIKit's `UINotificationFeedbackGenerator`).
open class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// The notifications played, oldest first.
    public private(set) var notifications: [FeedbackType] = []

    open func notificationOccurred(_ notificationType: FeedbackType) { notifications.append(notificationType) }

    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) { notifications.append(notificationType) }
}

/// A change of selection (UIKit's `UISelectionFeedbackGenerator`).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// How many selection changes were played.
    public private(set) var selectionChanges = 0

    open func selectionChanged() { selectionChanges += 1 }

    open func selectionChanged(at location: CGPoint) { selectionChanges += 1 }
}
