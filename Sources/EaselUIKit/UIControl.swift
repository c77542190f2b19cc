import Foundation

/// A UIKit control (`UIControl`): a view with states.
open class UIControl: UIView, @unchecked Sendable {
    /// A control's states (`UIControl.State`): `.normal` is none of the others.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// What a control tells its targets about (`UIControl.Event`).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The targets and actions added, oldest first. Easel draws no UIKit controls, so no event
    /// reaches them, and no selector can be called without Objective-C's runtime.
    public private(set) var targetActions: [(target: AnyObject?, action: Selector, events: Event)] = []

    public func addTarget(_ target: Any?, action: Selector, for events: Event) {
        targetActions.append((target as AnyObject?, action, events))
    }

    public func removeTarget(_ target: Any?, action: Selector?, for events: Event) {
        targetActions.removeAll { entry in
            entry.target === (target as AnyObject?) && (action == nil || entry.action == action) && !entry.events.isDisjoint(with: events)
        }
    }
}
