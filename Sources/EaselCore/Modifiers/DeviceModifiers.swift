import Foundation

// Modifiers that matter to a device's behaviour and not to a still picture of a screen: they are
// accepted so that real screens compile, and change nothing Easel draws.

/// How scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Sendable, Equatable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Haptic and audio feedback.
public struct SensoryFeedback: Sendable, Equatable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }

    public struct Weight: Sendable, Equatable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    public struct Flexibility: Sendable, Equatable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }
}

nonisolated extension View {
    /// How scrolling in the view dismisses the keyboard (none shows in pictures).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// Whether a sheet can be dismissed by a swipe.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Plays feedback when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays feedback when `trigger` changes and `condition` says so.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View { self }

    /// Whether the find and replace interface of a `TextEditor` inside can be shown (Apple, iOS 16).
    public func findDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Whether the replace part of that interface can be shown (Apple, iOS 16).
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Shows the find navigator of a `TextEditor` inside while `isPresented` is true (Apple,
    /// iOS 16): iOS draws it as a bar above the keyboard, which a picture doesn't show, so while
    /// it is presented a diagnostic says it isn't drawn.
    public func findNavigator(isPresented: Binding<Bool>) -> some View {
        modifier(_DiagnosticModifier(message: isPresented.wrappedValue ? "findNavigator: the find bar iOS shows above the keyboard isn't drawn." : nil))
    }
}
