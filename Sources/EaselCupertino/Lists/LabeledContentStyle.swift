import EaselCore
import Foundation

/// The appearance of all labeled content within a view (Apple, `LabeledContentStyle`, iOS 16): a
/// style makes the whole look from the label and the content it is given.
#if MainActorViews
@MainActor @preconcurrency
#endif
public protocol LabeledContentStyle {
    associatedtype Body: View
    typealias Configuration = LabeledContentStyleConfiguration
    /// The view of a labeled content with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a labeled content, for a style to arrange (Apple,
/// `LabeledContentStyleConfiguration`).
public struct LabeledContentStyleConfiguration {
    /// The label, its type erased.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The content (the value), its type erased.
    nonisolated public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label of the labeled content.
    public let label: Label
    /// The content of the labeled content.
    public let content: Content
}

/// iOS's look of labeled content (Apple, `AutomaticLabeledContentStyle`): the label leading, the
/// content trailing in secondary grey, a flexible gap of at least 8 points between, as a form's
/// value row (Settings' "Version" rows) [screenshot; the 8-point minimum gap is [I]].
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer(minLength: 8)
            configuration.content.foregroundStyle(ListMetrics.secondaryLabel)
        }
    }
}

nonisolated extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The style that resolves its look from the context: on iOS, label and trailing value.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// A labeled content style in the environment, its type erased.
typealias AnyLabeledContentStyle = ErasedStyle<LabeledContentStyleConfiguration>

extension ErasedStyle where Configuration == LabeledContentStyleConfiguration {
    init<S: LabeledContentStyle>(_ style: S) {
        self.init { AnyView(evaluatedOnAnyThread((style, $0)) { $0.0.makeBody(configuration: $0.1) }) }
    }
}

enum LabeledContentStyleKey: EnvironmentKey {
    static let defaultValue = AnyLabeledContentStyle(AutomaticLabeledContentStyle())
}

extension EnvironmentValues {
    var labeledContentStyle: AnyLabeledContentStyle {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for labeled content within this view (Apple, `labeledContentStyle(_:)`).
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        settingStyle(\.labeledContentStyle, AnyLabeledContentStyle(style))
    }
}
