import Foundation

/// The kinds of accessibility action (Apple, `AccessibilityActionKind`).
public struct AccessibilityActionKind: Equatable, Sendable {
    let name: String
    public init(named name: Text) { self.name = name.string }
    private init(_ name: String) { self.name = name }
    public static let `default` = AccessibilityActionKind("default")
    public static let escape = AccessibilityActionKind("escape")
    public static let magicTap = AccessibilityActionKind("magicTap")
    public static let delete = AccessibilityActionKind("delete")
    public static let showMenu = AccessibilityActionKind("showMenu")
}

/// Which way an adjustable element moves (Apple, `AccessibilityAdjustmentDirection`).
public enum AccessibilityAdjustmentDirection: Sendable {
    case increment
    case decrement
}

/// Actions for assistive technologies: VoiceOver's rotor, Switch Control, Voice Control. They are
/// offered to those technologies, not drawn, so a picture is the same with them or without.
nonisolated extension View {
    /// Adds an action of `actionKind` that assistive technologies can perform.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }

    /// Adds a named action (VoiceOver's Actions rotor).
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }

    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }

    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }

    /// Adds a named action whose label is a view.
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View { self }

    /// Adds the actions of the buttons and toggles in `content`, which is not drawn.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }

    /// Makes the element adjustable: swiping up or down in VoiceOver calls `handler`.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }

    /// Whether the element responds to the user (VoiceOver says so); drawn the same.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }

    /// Describes the view to assistive technologies as `representation` would be (a custom slider
    /// as a `Slider`); the view is drawn, the representation is not.
    public func accessibilityRepresentation<Representation: View>(@ViewBuilder representation: () -> Representation) -> some View { self }
}
