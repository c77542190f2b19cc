import EaselCore
import Foundation

/// A label with a value beside it (Apple, `LabeledContent`): the label leading, the value trailing
/// in secondary grey, as in a form's row.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            content.foregroundStyle(ListMetrics.secondaryLabel)
        }
    }
}

extension LabeledContent where Label == Text {
    /// A literal title is a `LocalizedStringKey` (looked up, its Markdown and inflection
    /// rendered); a string held in a variable is shown as it is, as SwiftUI's overloads choose.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A title and a value as text.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }) { Text(title) }
    }

    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }) { Text(titleKey) }
    }

    /// A title and a formatted value (`value.formatted()` as SwiftUI's `format:` would give).
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }) { Text(title) }
    }

    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }) { Text(titleKey) }
    }
}
