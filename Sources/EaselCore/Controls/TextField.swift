import Foundation

/// A control that displays an editable text: one line of body text across the width it is
/// offered, the placeholder in `placeholderText` grey while the text is empty (Apple,
/// `TextField`). `.textFieldStyle(.roundedBorder)` draws iOS's bordered field.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let placeholder: String
    let isSecure: Bool
    let label: Label
    /// True for the field a custom style is given as its configuration: drawn plain.
    var isStyleConfiguration = false
    @Environment(\.textFieldStyle) private var style

    public var body: some View {
        if let style, !isStyleConfiguration {
            style.makeBody(TextField<TextFieldStyle._Label>(
                text: text, placeholder: placeholder, isSecure: isSecure, label: _TextFieldStyleLabel(), isStyleConfiguration: true))
        } else {
            // The `onSubmit` actions around the field are read from the environment where the
            // interaction is attached (`_InteractionModifier`).
            TextFieldBody(text: text.wrappedValue, placeholder: placeholder, isSecure: isSecure)
                .modifier(_InteractionModifier(.text(text, submit: [])))
        }
    }
}

extension TextField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, placeholder: String(title), isSecure: false, label: Text(title))
    }

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, placeholder: String(title), isSecure: false, label: Text(title))
    }
}

/// A control into which people securely enter private text: each character shows as "•".
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    public var body: some View {
        field
    }
}

extension SecureField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text, placeholder: String(title), isSecure: true, label: Text(title))
    }
}

/// A specification for the appearance of a text field.
///
/// As in SwiftUI, the requirement is the underscored `_body(configuration:)`, which files use
/// for their own styles: it gets the field itself (drawn plain) and returns the field dressed,
/// `configuration.padding(10).background(…)`.
public protocol TextFieldStyle {
    associatedtype _Body: View
    typealias _Label = _TextFieldStyleLabel
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
}

/// The label of the field a text field style receives; iOS's fields don't draw their label.
public struct _TextFieldStyleLabel: View {
    public var body: some View { EmptyView() }
}

public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// iOS's rounded-rect field: a white field with a hairline grey border of 5-point corners, 7
/// points of padding across and 34 points tall for a body line (`UITextField.BorderStyle
/// .roundedRect`; sizes [I]).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        configuration.environment(\.textFieldIsRounded, true)
    }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

enum RoundedTextFieldKey: EnvironmentKey {
    static let defaultValue = false
}

/// A text field style in the environment, its type erased; nil for the default style.
typealias AnyTextFieldStyle = ErasedStyle<TextField<_TextFieldStyleLabel>>

extension ErasedStyle where Configuration == TextField<_TextFieldStyleLabel> {
    init<S: TextFieldStyle>(_ style: S) {
        self.init { AnyView(style._body(configuration: $0)) }
    }
}

enum TextFieldStyleKey: EnvironmentKey {
    static let defaultValue: AnyTextFieldStyle? = nil
}

extension EnvironmentValues {
    var textFieldIsRounded: Bool {
        get { self[RoundedTextFieldKey.self] }
        set { self[RoundedTextFieldKey.self] = newValue }
    }

    var textFieldStyle: AnyTextFieldStyle? {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for text fields within this view: each field is given to the style's
    /// `_body(configuration:)`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, AnyTextFieldStyle(style))
    }
}

/// iOS's `placeholderText` colour: (60, 60, 67) at 30 %.
struct TextFieldBody: View {
    let text: String
    let placeholder: String
    let isSecure: Bool
    @Environment(\.textFieldIsRounded) private var rounded

    private var shown: Text {
        if text.isEmpty {
            return Text(verbatim: placeholder).foregroundColor(.disabledLabel)
        }
        return Text(verbatim: isSecure ? String(repeating: "•", count: text.count) : text)
    }

    var body: some View {
        if rounded {
            shown
                .lineLimit(1)
                .frame(maxWidth: .infinity, minHeight: 34, alignment: .leading)
                .padding(.horizontal, 7)
                .background(RoundedRectangle(cornerRadius: 5).fill(SystemColor.elevatedSystemBackground))
                .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color.controlTrack, lineWidth: 1))
        } else {
            shown
                .lineLimit(1)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
