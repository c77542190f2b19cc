import Foundation

/// An Objective-C selector's name (`Selector`): what `#selector(…)` reads as in a file Easel
/// compiles (Linux's Swift has no Objective-C runtime; see `IOSCompilation`). It names a method;
/// nothing calls it.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral name: String) {
        self.name = name
    }
}

/// UIKit's responder (`UIResponder`), which views, view controllers and the application are.
///
/// The keyboard notifications are declared for the files that observe them: Easel draws a screen
/// at rest, with no keyboard, so they are never posted (as an app on iOS gets none until a field
/// is edited). A responder is never the first responder: no field is being edited in a picture.
///
/// Main-actor isolated, as UIKit declares it: an app's files are built with the main actor as
/// their default isolation, so a subclass's overrides there (a `UIView`'s `init(frame:)`, a view
/// controller's `viewDidLoad`, an app delegate's `init()`) are main-actor isolated, and an
/// override must be isolated as what it overrides.
@MainActor
open class UIResponder: @unchecked Sendable {
    public init() {}

    open var isFirstResponder: Bool { false }
    open var canBecomeFirstResponder: Bool { false }

    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The keys of a keyboard notification's `userInfo`.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// An event UIKit delivers to responders (`UIEvent`): a picture has none.
open class UIEvent: @unchecked Sendable {
    public init() {}
}
