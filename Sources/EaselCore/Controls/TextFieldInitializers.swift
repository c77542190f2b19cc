import Foundation

// TextField's and SecureField's other initializers: titles given as localized string keys (a
// literal picks these in SwiftUI; a `LocalizedStringKey` value can only go here), the deprecated
// editing callbacks, and optional values. Each comes down to a title-string initializer.

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(Text(titleKey).string, text: text)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(Text(titleKey).string, text: text, prompt: prompt)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(Text(titleKey).string, text: text, axis: axis)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(Text(titleKey).string, text: text, prompt: prompt, axis: axis)
    }

    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
        where F.FormatOutput == String {
        self.init(Text(titleKey).string, value: value, format: format, prompt: prompt)
    }

    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
        where F.FormatOutput == String {
        self.init(Text(titleKey).string, value: value, format: format, prompt: prompt)
    }

    /// A field of an optional value (Apple, `TextField(_:value:format:prompt:)` with an optional
    /// binding): empty while the value is nil, and emptied, it sets the value to nil; other text
    /// is parsed as the format says, and text that doesn't parse leaves the value as it was.
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
        where F.FormatOutput == String {
        self.init(text: .constant(""), placeholder: prompt?.string ?? String(title), isSecure: false, label: Text(title))
        formattedText = { locale in
            let format = format.locale(locale)
            return Binding<String>(
                get: { value.wrappedValue.map { format.format($0) } ?? "" },
                set: { typed in
                    if typed.isEmpty {
                        value.wrappedValue = nil
                    } else if let parsed = try? format.parseStrategy.parse(typed) {
                        value.wrappedValue = parsed
                    }
                }
            )
        }
    }

    /// The iOS 13 form (deprecated in iOS 15, still common): `onEditingChanged` is told `true`
    /// as the text starts changing and `false` when the field is submitted, after `onCommit`
    /// (Apple, `TextField(_:text:onEditingChanged:onCommit:)`: true when it gains focus, false
    /// when it loses it; a host types into a field without focusing it first).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(text: text, placeholder: String(title), isSecure: false, label: Text(title))
        editingCallbacks = TextFieldEditingCallbacks(editingChanged: onEditingChanged, commit: onCommit)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(Text(titleKey).string, text: text, onEditingChanged: onEditingChanged, onCommit: onCommit)
    }
}

/// The callbacks of a field made with `onEditingChanged:onCommit:`.
struct TextFieldEditingCallbacks {
    let editingChanged: (Bool) -> Void
    let commit: () -> Void
}

/// A field made with the iOS 13 callbacks: whether it is being edited is state of the view graph,
/// as a field's focus is, so it lasts across the renders that typing causes.
nonisolated struct TextFieldEditingSession<Content: View>: View {
    let text: Binding<String>
    let callbacks: TextFieldEditingCallbacks
    /// The field, given the text binding that starts the editing and the submit action that ends it.
    let content: (Binding<String>, @escaping () -> Void) -> Content
    @State private var isEditing = false

    var body: some View {
        let isEditing = $isEditing
        let callbacks = callbacks
        let text = text
        content(
            Binding(
                get: { text.wrappedValue },
                set: { typed in
                    if !isEditing.wrappedValue {
                        isEditing.wrappedValue = true
                        callbacks.editingChanged(true)
                    }
                    text.wrappedValue = typed
                }
            ),
            {
                callbacks.commit()
                isEditing.wrappedValue = false
                callbacks.editingChanged(false)
            }
        )
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(Text(titleKey).string, text: text)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(Text(titleKey).string, text: text, prompt: prompt)
    }
}
