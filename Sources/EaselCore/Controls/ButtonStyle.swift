import Foundation

/// A type that applies standard interaction behaviour and a custom appearance to all buttons
/// within a view hierarchy: the label in, the styled button out (Apple, `ButtonStyle`).
#if MainActorViews
@MainActor @preconcurrency
#endif
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a button: its label, its role, and whether it is pressed (a still picture
/// shows it at rest).
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    nonisolated public struct Label: View {
        public typealias Body = Never
        let content: AnyView
        public var body: Never { primitiveBodyCalled(Self.self) }

        public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
            AnyView._makeViewList(view: view.content, inputs: inputs, list: &list)
        }
    }

    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

/// A type that applies custom interaction behaviour and a custom appearance to all buttons
/// within a view hierarchy: it decides when the button's action runs, with `trigger()`.
#if MainActorViews
@MainActor @preconcurrency
#endif
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a button for a `PrimitiveButtonStyle`.
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void

    /// Performs the button's action.
    public func trigger() {
        action()
    }
}

/// A button style stored in the environment. `attachesAction` is false for primitive styles,
/// which call `trigger()` themselves.
package struct AnyButtonStyle {
    let makeBody: (_ label: AnyView, _ role: ButtonRole?, _ action: @escaping () -> Void) -> AnyView
    let attachesAction: Bool
}

enum ButtonStyleKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: AnyButtonStyle? = nil
}

extension EnvironmentValues {
    package var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let erased = AnyButtonStyle(makeBody: { label, role, _ in
            AnyView(evaluatedOnAnyThread((style, ButtonStyleConfiguration(role: role, label: .init(content: label), isPressed: false))) { $0.0.makeBody(configuration: $0.1) })
        }, attachesAction: true)
        return environment(\.buttonStyle, erased)
    }

    /// Sets the style for buttons within this view to a style with custom interaction behaviour
    /// (`.bordered`, `.borderedProminent`, `.plain`, `.borderless`, `.automatic`, or your own).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let erased = AnyButtonStyle(makeBody: { label, role, action in
            AnyView(evaluatedOnAnyThread((style, PrimitiveButtonStyleConfiguration(role: role, label: .init(content: label), action: action))) { $0.0.makeBody(configuration: $0.1) })
        }, attachesAction: S.self is any _BuiltInButtonStyle.Type)
        return environment(\.buttonStyle, erased)
    }
}

/// Easel's own styles, which leave attaching the action to the button.
public protocol _BuiltInButtonStyle {}
