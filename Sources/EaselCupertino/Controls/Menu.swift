@_spi(SystemViews) import EaselCore
import Foundation

/// A control for presenting a menu of actions (Apple, `Menu`), drawn closed as iOS shows it at
/// rest: its label as a button in the accent colour. The menu opens on a tap, which a picture at
/// rest doesn't show; a `ViewHost` runs a menu item directly by its title (`tap`), since items are
/// kept in the tree, unseen and sizeless, the way a person reaches them through the open menu.
/// With `primaryAction`, tapping the label runs it.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.primaryAction = nil
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        Button(action: primaryAction ?? {}) { label }
            .background(content.hidden().frame(width: 0, height: 0))
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == EaselCore.Label<Text, Image> {
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { EaselCore.Label(title, systemImage: systemImage) }
    }
}

/// How menus look (`menuStyle`): a button on iOS whatever the style.
public struct MenuStyleChoice: Sendable {
    public static let automatic = MenuStyleChoice()
    public static let button = MenuStyleChoice()
    public static let borderlessButton = MenuStyleChoice()
}

/// The order of a menu's items (`menuOrder`).
public struct MenuOrder: Sendable {
    public static let automatic = MenuOrder()
    public static let priority = MenuOrder()
    public static let fixed = MenuOrder()
}

extension View {
    public func menuStyle(_ style: MenuStyleChoice) -> some View {
        self
    }

    public func menuOrder(_ order: MenuOrder) -> some View {
        self
    }

    /// Whether a menu's items show only their icons (drawn closed: nothing to show).
    public func menuIndicator(_ visibility: Visibility) -> some View {
        self
    }
}
