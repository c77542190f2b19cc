import Foundation

/// A standard label for user interface items, consisting of an icon with a title: the icon, then
/// the title, in an HStack (Apple, `Label`; `labelStyle` chooses which show).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyleKind) private var style

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        switch style {
        case .titleOnly: title
        case .iconOnly: icon
        case .titleAndIcon: HStack { icon; title }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// A type that applies a custom appearance to all labels within a view.
public protocol LabelStyle {
    var _kind: LabelStyleKind { get }
}

/// Which parts of a label show.
public enum LabelStyleKind: Sendable {
    case titleAndIcon
    case titleOnly
    case iconOnly
}

public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public var _kind: LabelStyleKind { .titleAndIcon }
}

public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: LabelStyleKind { .titleOnly }
}

public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _kind: LabelStyleKind { .iconOnly }
}

public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public var _kind: LabelStyleKind { .titleAndIcon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

enum LabelStyleKey: EnvironmentKey {
    static let defaultValue = LabelStyleKind.titleAndIcon
}

extension EnvironmentValues {
    var labelStyleKind: LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for labels within this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyleKind, style._kind)
    }
}
