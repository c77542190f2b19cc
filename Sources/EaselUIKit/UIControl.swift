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
}
