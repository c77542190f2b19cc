@_spi(SystemViews) import EaselCore
import Foundation

/// A labelled box grouping content (Apple, `GroupBox`), drawn by the environment's
/// ``GroupBoxStyle`` (iOS's look, ``DefaultGroupBoxStyle``, unless `groupBoxStyle(_:)` sets one).
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.groupBoxStyle) private var style

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// iOS 14's form, the label given first (deprecated in iOS 16, still compiled).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public var body: some View {
        style.body(GroupBoxStyleConfiguration(
            label: GroupBoxStyleConfiguration.Label(content: AnyView(label)),
            content: GroupBoxStyleConfiguration.Content(content: AnyView(content))),
                   restoring: \.groupBoxStyle, default: GroupBoxStyleKey.defaultValue)
    }
}

/// A type that draws every group box within a view (Apple, `GroupBoxStyle`).
#if MainActorViews
@MainActor @preconcurrency
#endif
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A group box's parts, for a style to arrange.
public struct GroupBoxStyleConfiguration {
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    nonisolated public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let label: Label
    public let content: Content
}

/// iOS's group box: a rounded rectangle (8 pt corners) in `secondarySystemBackground` (#F2F2F7),
/// 16 pt of padding, the label in the headline style above the content, 8 pt apart [screenshot].
/// A style set with `backgroundStyle(_:)` fills the box instead: Apple documents that style as
/// overriding "the default system background style when set" (`EnvironmentValues.backgroundStyle`,
/// iOS 16); that the box's grey is such a background, so that the style replaces it, is [I].
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(GroupBoxBackground())
    }
}

/// A group box's fill: the background style when one is set, else `secondarySystemBackground`
/// (#F2F2F7 light, #1C1C1E dark: a dark grey card on a black screen, where the grouped background
/// is black).
nonisolated struct GroupBoxBackground: View {
    @Environment(\.backgroundStyle) private var style

    var body: some View {
        RoundedRectangle(cornerRadius: 8).fill(style ?? AnyShapeStyle(SystemColor.secondarySystemBackground))
    }
}

nonisolated extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// A group box style in the environment, its type erased.
typealias AnyGroupBoxStyle = ErasedStyle<GroupBoxStyleConfiguration>

extension ErasedStyle where Configuration == GroupBoxStyleConfiguration {
    init<S: GroupBoxStyle>(_ style: S) {
        self.init { AnyView(evaluatedOnAnyThread((style, $0)) { $0.0.makeBody(configuration: $0.1) }) }
    }
}

enum GroupBoxStyleKey: EnvironmentKey {
    static let defaultValue = AnyGroupBoxStyle(DefaultGroupBoxStyle())
}

extension EnvironmentValues {
    var groupBoxStyle: AnyGroupBoxStyle {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for group boxes within this view.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        settingStyle(\.groupBoxStyle, AnyGroupBoxStyle(style))
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
