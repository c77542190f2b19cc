import Foundation

/// A control that displays an editable text: one line of body text across the width it is
/// offered, the placeholder in `placeholderText` grey while the text is empty (Apple,
/// `TextField`). `.textFieldStyle(.roundedBorder)` draws iOS's bordered field.
nonisolated public struct TextField<Label: View>: View {
    let text: Binding<String>
    let placeholder: String
    let isSecure: Bool
    let label: Label
    /// True for the field a custom style is given as its configuration: drawn plain.
    var isStyleConfiguration = false
    /// `.vertical` (`TextField(_:text:axis:)`): the text wraps onto more lines as it grows.
    var axis: Axis = .horizontal
    /// For a field of a formatted value: its text in the environment's locale.
    var formattedText: ((Locale) -> Binding<String>)?
    /// The iOS 13 form's callbacks (`onEditingChanged:onCommit:`), when made with them.
    var editingCallbacks: TextFieldEditingCallbacks?
    @Environment(\.textFieldStyle) private var style
    @Environment(\.locale) private var locale

    public var body: some View {
        let text = formattedText?(locale) ?? self.text
        if let style, !isStyleConfiguration {
            style.makeBody(TextField<TextFieldStyle._Label>(
                text: text, placeholder: placeholder, isSecure: isSecure, label: _TextFieldStyleLabel(), isStyleConfiguration: true, axis: axis, editingCallbacks: editingCallbacks))
        } else {
            // The `onSubmit` actions around the field are read from the environment where the
            // interaction is attached (`_InteractionModifier`).
            // Its title is its accessibility label, as in SwiftUI: a host finds a field that
            // shows a value by the title it no longer shows.
            if let editingCallbacks {
                TextFieldEditingSession(text: text, callbacks: editingCallbacks) { text, commit in
                    plainField(text, submit: [commit])
                }
            } else {
                plainField(text, submit: [])
            }
        }
    }

    private func plainField(_ text: Binding<String>, submit: [() -> Void]) -> some View {
        TextFieldBody(text: text.wrappedValue, placeholder: placeholder, isSecure: isSecure, wraps: axis == .vertical)
            .modifier(_InteractionModifier(.text(text, submit: submit)))
            .accessibilityLabel((label as? Text)?.string ?? placeholder)
    }
}

extension TextField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, placeholder: String(title), isSecure: false, label: Text(title))
    }

    /// A field whose placeholder is `prompt` when given: on iOS the prompt takes the title's
    /// place inside the field (Apple, `TextField(_:text:prompt:)`).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, placeholder: prompt?.string ?? String(title), isSecure: false, label: Text(title))
    }

    /// A field that grows along `axis`: `.vertical` wraps its text onto as many lines as it needs,
    /// up to a `lineLimit` around it (Apple, `TextField(_:text:axis:)`).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, placeholder: String(title), isSecure: false, label: Text(title), axis: axis)
    }

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, placeholder: prompt?.string ?? String(title), isSecure: false, label: Text(title), axis: axis)
    }

    /// A field that shows `value` as `format` writes it in the environment's locale, and parses
    /// what is typed back with the format's parse strategy; text that doesn't parse leaves the
    /// value as it was, as in SwiftUI (Apple, `TextField(_:value:format:prompt:)`).
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
        where F.FormatOutput == String {
        self.init(text: .constant(""), placeholder: prompt?.string ?? String(title), isSecure: false, label: Text(title))
        formattedText = { locale in
            let format = format.locale(locale)
            return Binding<String>(
                get: { format.format(value.wrappedValue) },
                set: { typed in
                    if let parsed = try? format.parseStrategy.parse(typed) { value.wrappedValue = parsed }
                }
            )
        }
    }

    /// A field that shows `value` through a Foundation `Formatter`, and reads typed text back with
    /// it, for number and date formatters (Apple, `TextField(_:value:formatter:)`).
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text? = nil) {
        let text = Binding<String>(
            get: { formatter.string(for: value.wrappedValue) ?? "" },
            set: { typed in
                // Linux's Foundation keeps `getObjectValue` internal: the formatters files use
                // (numbers, dates) are read back through their own methods.
                let parsed: Any? = if let numbers = formatter as? NumberFormatter {
                    numbers.number(from: typed)
                } else if let dates = formatter as? DateFormatter {
                    dates.date(from: typed)
                } else {
                    nil
                }
                if let parsed = parsed as? V { value.wrappedValue = parsed }
            }
        )
        self.init(text: text, placeholder: prompt?.string ?? String(title), isSecure: false, label: Text(title))
    }
}

extension TextField {
    /// A field labelled by a view, with `prompt` as its placeholder (Apple,
    /// `TextField(text:prompt:label:)`); iOS shows the prompt in the field and not the label, or,
    /// with no prompt, a `Text` label's words as the placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        let label = label()
        self.init(text: text, placeholder: Self.placeholder(prompt: prompt, label: label), isSecure: false, label: label, axis: axis)
    }

    /// What a field labelled by a view shows while empty: the prompt, else the label's words when
    /// it is a `Text` (observed on iOS, where a label never shows beside the field [I]).
    static func placeholder(prompt: Text?, label: Label) -> String {
        prompt?.string ?? (label as? Text)?.string ?? ""
    }
}

/// A control into which people securely enter private text: each character shows as "•".
nonisolated public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    public var body: some View {
        field
    }
}

extension SecureField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text, placeholder: String(title), isSecure: true, label: Text(title))
    }

    /// A secure field whose placeholder is `prompt` when given, as `TextField`'s.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        field = TextField(text: text, placeholder: prompt?.string ?? String(title), isSecure: true, label: Text(title))
    }
}

extension SecureField {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        let label = label()
        field = TextField(text: text, placeholder: TextField.placeholder(prompt: prompt, label: label), isSecure: true, label: label)
    }
}

/// A specification for the appearance of a text field.
///
/// As in SwiftUI, the requirement is the underscored `_body(configuration:)`, which files use
/// for their own styles: it gets the field itself (drawn plain) and returns the field dressed,
/// `configuration.padding(10).background(…)`.
#if MainActorViews
@MainActor @preconcurrency
#endif
public protocol TextFieldStyle {
    associatedtype _Body: View
    typealias _Label = _TextFieldStyleLabel
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
}

/// The label of the field a text field style receives; iOS's fields don't draw their label.
nonisolated public struct _TextFieldStyleLabel: View {
    public var body: some View { EmptyView() }
}

nonisolated public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

nonisolated public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// iOS's rounded-rect field: a white field with a hairline grey border of 5-point corners, 7
/// points of padding across and 34 points tall for a body line (`UITextField.BorderStyle
/// .roundedRect`; sizes [I]).
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        configuration.environment(\.textFieldIsRounded, true)
    }
}

nonisolated extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

nonisolated extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

nonisolated extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

enum RoundedTextFieldKey: EnvironmentKey {
    static let defaultValue = false
}

/// A text field style in the environment, its type erased; nil for the default style.
typealias AnyTextFieldStyle = ErasedStyle<TextField<_TextFieldStyleLabel>>

extension ErasedStyle where Configuration == TextField<_TextFieldStyleLabel> {
    init<S: TextFieldStyle>(_ style: S) {
        self.init { AnyView(evaluatedOnAnyThread((style, $0)) { $0.0._body(configuration: $0.1) }) }
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

nonisolated extension View {
    /// Sets the style for text fields within this view: each field is given to the style's
    /// `_body(configuration:)`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, AnyTextFieldStyle(style))
    }
}

/// iOS's `placeholderText` colour: (60, 60, 67) at 30 %.
nonisolated struct TextFieldBody: View {
    let text: String
    let placeholder: String
    let isSecure: Bool
    /// A vertical field's text wraps (as far as a `lineLimit` around it allows); a field's stays
    /// on one line.
    var wraps = false
    @Environment(\.textFieldIsRounded) private var rounded
    /// Where the line sits across the field: `multilineTextAlignment` sets a field's alignment,
    /// its placeholder's too (Apple: "Sets the alignment of a text view that contains multiple
    /// lines of text"; on iOS a field takes it as `UITextField.textAlignment`).
    @Environment(\.multilineTextAlignment) private var textAlignment

    private var alignment: Alignment {
        switch textAlignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }

    private var shown: Text {
        if text.isEmpty {
            // An empty field with no placeholder is still a line tall (and as many lines as a
            // `lineLimit` range reserves), as iOS's: a space keeps the line without drawing.
            return Text(verbatim: placeholder.isEmpty ? " " : placeholder).foregroundColor(.disabledLabel)
        }
        return Text(verbatim: isSecure ? String(repeating: "•", count: text.count) : text)
    }

    var body: some View {
        if rounded {
            oneLineUnlessWrapping(shown)
                .frame(maxWidth: .infinity, minHeight: 34, alignment: alignment)
                .padding(.horizontal, 7)
                .background(RoundedRectangle(cornerRadius: 5).fill(SystemColor.elevatedSystemBackground))
                .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(Color.controlTrack, lineWidth: 1))
        } else {
            oneLineUnlessWrapping(shown)
                .frame(maxWidth: .infinity, alignment: alignment)
        }
    }

    @ViewBuilder
    private func oneLineUnlessWrapping(_ text: Text) -> some View {
        if wraps { text } else { text.lineLimit(1) }
    }
}
