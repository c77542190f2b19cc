import Foundation

/// UIKit's gesture recognizers (`UIGestureRecognizer` and its kinds), which SwiftUI files make in
/// a `UIGestureRecognizerRepresentable` or attach to UIKit views. A picture is of a screen at
/// rest: no touch reaches a recognizer, so each stays `.possible` and its actions aren't called.
open class UIGestureRecognizer: @unchecked Sendable {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    open var state: State = .possible
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var name: String?
    open private(set) weak var view: UIView?
    open var numberOfTouches: Int { 0 }

    public init(target: Any?, action: Selector?) {}

    public convenience init() {
        self.init(target: nil, action: nil)
    }

    open func addTarget(_ target: Any, action: Selector) {}
    open func removeTarget(_ target: Any?, action: Selector?) {}
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

    /// Where the gesture is in `view`: no touch, so the origin.
    open func location(in view: UIView?) -> CGPoint { .zero }
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }
}

/// What a gesture recognizer's delegate may decide (`UIGestureRecognizerDelegate`); every method
/// has UIKit's default.
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// Taps (`UITapGestureRecognizer`).
open class UITapGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// Drags (`UIPanGestureRecognizer`): no touch, no translation.
open class UIPanGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// Drags from a screen's edge (`UIScreenEdgePanGestureRecognizer`).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer, @unchecked Sendable {
    open var edges: UIRectEdge = []
}

/// Presses held (`UILongPressGestureRecognizer`).
open class UILongPressGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
}

/// Pinches (`UIPinchGestureRecognizer`): no touch, scale 1.
open class UIPinchGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

/// Rotations (`UIRotationGestureRecognizer`): no touch, no rotation.
open class UIRotationGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}

/// Swipes (`UISwipeGestureRecognizer`).
open class UISwipeGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
}

/// A pointer hovering (`UIHoverGestureRecognizer`): an iPhone has no pointer.
open class UIHoverGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {}

/// The edges of a rectangle (`UIRectEdge`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
