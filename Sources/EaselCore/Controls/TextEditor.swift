import Foundation

/// A view that displays and edits long-form text (Apple, `TextEditor`): it takes the space it is
/// offered and shows its text from the top leading corner, wrapped, in the body style, inset as
/// UIKit's `UITextView` insets its text (8 pt above and below, 5 pt at the sides: its default
/// `textContainerInset` and line fragment padding). A `ViewHost` types into it like a text field
/// (`type(_:intoID:)`; it has no placeholder to be found by).
nonisolated public struct TextEditor: View {
    let text: Binding<String>

    public init(text: Binding<String>) {
        self.text = text
    }

    public var body: some View {
        Text(verbatim: text.wrappedValue)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .padding(.horizontal, 5)
            .padding(.vertical, 8)
            .modifier(_InteractionModifier(.text(text, submit: [])))
    }
}
