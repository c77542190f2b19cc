import EaselCore
import Foundation

/// A label with a value beside it (Apple, `LabeledContent`), drawn by the labeled content style in
/// the environment (`labeledContentStyle(_:)`), by default the label leading and the value trailing
/// in secondary grey, as in a form's row (`AutomaticLabeledContentStyle`).
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.labeledContentStyle) private var style

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        // Inside the style's body, labeled content is drawn by the style this one was set over.
        style.body(LabeledContentStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content))),
                   restoring: \.labeledContentStyle, default: LabeledContentStyleKey.defaultValue)
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content a style is drawing, drawn as the style in effect where that style was
    /// set would draw it (Apple, `LabeledContent.init(_:)`: for "custom styles that only modify
    /// the current style").
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
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
