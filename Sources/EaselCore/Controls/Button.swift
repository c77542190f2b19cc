import Foundation

/// A control that initiates an action: its label, drawn by the button style in the environment
/// (borderless by default on iOS), and the action a `ViewHost` runs when it is tapped.
nonisolated public struct Button<Label: View>: View {
    public typealias Body = Never
    let role: ButtonRole?
    let action: () -> Void
    let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = nil
        self.action = action
        self.label = label()
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    @inline(__always) public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        let style = inputs.environment.buttonStyle ?? AnyButtonStyle(makeBody: { label, role, action in
            AnyView(DefaultButtonStyle().makeBody(configuration: PrimitiveButtonStyleConfiguration(role: role, label: .init(content: label), action: action)))
        }, attachesAction: true)
        // A button inside a button's label is styled by default again, as in SwiftUI.
        let styled = style.makeBody(AnyView(view.label.environment(\.buttonStyle, nil)), view.role, view.action)
        let start = list.nodes.count
        if style.attachesAction {
            InteractiveContent(interaction: .tap(view.action), content: styled)._resolve(inputs: inputs, list: &list)
        } else {
            AnyView._makeViewList(view: styled, inputs: inputs, list: &list)
        }
        // Containers that arrange buttons by role (an alert puts Cancel first) read it from here.
        if let role = view.role {
            for node in list.nodes[start...] {
                node.traits.containerValues[ObjectIdentifier(ButtonRoleKey.self)] = role
            }
        }
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == EaselCore.Label<Text, Image> {
    /// A button with a text and a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { EaselCore.Label(titleKey, systemImage: systemImage) }
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { EaselCore.Label(title, systemImage: systemImage) }
    }

    /// A button with a text, a system image and a role (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { EaselCore.Label(titleKey, systemImage: systemImage) }
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { EaselCore.Label(title, systemImage: systemImage) }
    }
}

/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// A button that deletes user data or performs an irreversible operation: drawn in red.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels the current operation.
    public static let cancel = ButtonRole(name: "cancel")
}

nonisolated extension View {
    /// Resolves this view into `list`.
    func _resolve(inputs: _ViewInputs, list: inout _ViewList) {
        Self._makeViewList(view: self, inputs: inputs, list: &list)
    }
}

/// Whether a button held down repeats its action (Apple, `ButtonRepeatBehavior`).
public struct ButtonRepeatBehavior: Equatable, Sendable {
    let repeats: Bool?
    public static let automatic = ButtonRepeatBehavior(repeats: nil)
    public static let enabled = ButtonRepeatBehavior(repeats: true)
    public static let disabled = ButtonRepeatBehavior(repeats: false)
}

nonisolated extension View {
    /// Whether buttons inside repeat their action while held (Apple, `buttonRepeatBehavior(_:)`):
    /// how a press acts over time, not how a button looks; a tap on a host runs the action once.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }
}
