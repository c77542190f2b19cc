import EaselCore
import Foundation

/// A view that shows or hides another content view (Apple, `DisclosureGroup`), drawn by the
/// environment's ``DisclosureGroupStyle`` (iOS's look, ``AutomaticDisclosureGroupStyle``, unless
/// `disclosureGroupStyle(_:)` sets one). It is collapsed unless bound to a state that says not.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpanded = false
    @Environment(\.disclosureGroupStyle) private var style

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    public var body: some View {
        style.body(DisclosureGroupStyleConfiguration(
            label: DisclosureGroupStyleConfiguration.Label(content: AnyView(label)),
            content: DisclosureGroupStyleConfiguration.Content(content: AnyView(content)),
            isExpanded: isExpanded ?? $ownExpanded),
                   restoring: \.disclosureGroupStyle, default: DisclosureGroupStyleKey.defaultValue)
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// A type that draws every disclosure group within a view (Apple, `DisclosureGroupStyle`).
#if MainActorViews
@MainActor @preconcurrency
#endif
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    typealias Configuration = DisclosureGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A disclosure group's parts and its expansion, for a style to arrange.
public struct DisclosureGroupStyleConfiguration {
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
    /// Whether the content shows; a style toggles it.
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        self._isExpanded = isExpanded
    }
}

/// iOS's disclosure group: the label and a chevron at the trailing edge pointing right when
/// collapsed and down when expanded (13 pt semibold, in the accent colour), then, expanded, the
/// content below, indented by 20 in a list's look [screenshot]. Tapping the label toggles it; a
/// host taps it by its label.
nonisolated public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                HStack {
                    configuration.label.foregroundStyle(Color.primary)
                    Spacer(minLength: 8)
                    Image(systemName: configuration.isExpanded ? "chevron.down" : "chevron.right")
                        .font(.system(size: 13, weight: .semibold))
                        .foregroundStyle(Color.accentColor)
                }
            }
            .buttonStyle(.plain)
            if configuration.isExpanded {
                configuration.content.padding(.leading, 20)
            }
        }
    }
}

nonisolated extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// A disclosure group style in the environment, its type erased.
typealias AnyDisclosureGroupStyle = ErasedStyle<DisclosureGroupStyleConfiguration>

extension ErasedStyle where Configuration == DisclosureGroupStyleConfiguration {
    init<S: DisclosureGroupStyle>(_ style: S) {
        self.init { AnyView(evaluatedOnAnyThread((style, $0)) { $0.0.makeBody(configuration: $0.1) }) }
    }
}

enum DisclosureGroupStyleKey: EnvironmentKey {
    static let defaultValue = AnyDisclosureGroupStyle(AutomaticDisclosureGroupStyle())
}

extension EnvironmentValues {
    var disclosureGroupStyle: AnyDisclosureGroupStyle {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for disclosure groups within this view.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        settingStyle(\.disclosureGroupStyle, AnyDisclosureGroupStyle(style))
    }
}
