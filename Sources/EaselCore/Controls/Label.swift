import Foundation

/// A standard label for user interface items, consisting of an icon with a title (Apple, `Label`):
/// drawn by the label style in the environment, by default the icon then the title in an HStack.
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        style.body(LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon))),
                   restoring: \.labelStyle, default: LabelStyleKey.defaultValue)
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style is drawing, drawn by the style in effect where that style was set, by
    /// default title and icon (Apple, `Label.init(_:)`, iOS 14.5: for "custom label styles that
    /// only wish to modify the current style").
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// A type that applies a custom appearance to all labels within a view (Apple, `LabelStyle`).
#if MainActorViews
@MainActor @preconcurrency
#endif
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    /// The view of a label with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a label, for a label style to arrange.
public struct LabelStyleConfiguration {
    /// The label's title.
    nonisolated public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label's icon: in a sidebar list, in the list item tint (`ListItemTint`).
    nonisolated public struct Icon: View {
        let content: AnyView
        @Environment(\.labelIconTint) private var tint

        public var body: some View {
            if let tint {
                content.foregroundStyle(tint)
            } else {
                content
            }
        }
    }

    public let title: Title
    public let icon: Icon
}

/// The icon, then the title, side by side.
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.icon; configuration.title }
    }
}

nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

/// The icon alone. The title stays in the tree, hidden and sizeless, as what assistive
/// technologies read and what a `ViewHost` finds the label by.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
            .background(configuration.title.hidden().frame(width: 0, height: 0))
    }
}

/// The style of labels outside any container that restyles them: title and icon.
nonisolated public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style in the environment, its type erased.
typealias AnyLabelStyle = ErasedStyle<LabelStyleConfiguration>

extension ErasedStyle where Configuration == LabelStyleConfiguration {
    init<S: LabelStyle>(_ style: S) {
        self.init { AnyView(evaluatedOnAnyThread((style, $0)) { $0.0.makeBody(configuration: $0.1) }) }
    }
}

enum LabelStyleKey: EnvironmentKey {
    static let defaultValue = AnyLabelStyle(DefaultLabelStyle())
}

extension EnvironmentValues {
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for labels within this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        settingStyle(\.labelStyle, AnyLabelStyle(style))
    }
}
