@_spi(SystemViews) import EaselCore
import Foundation

/// A control for presenting a menu of actions (Apple, `Menu`): its label as a button in the
/// accent colour. Tapping it opens the menu (`MenuPanel`), drawn over the window next to the
/// label; tapping an item runs it and closes the menu. A `ViewHost` opens it by tapping its label,
/// or runs an item of the closed menu directly by its title, since the closed menu's items are
/// kept in the tree, unseen and sizeless. With `primaryAction`, tapping the label runs it instead.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
    @State private var isOpen = false
    @Environment(\.menuActionDismissBehavior) private var dismissBehavior

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
        let capture = _AnchorCapture()
        let open = $isOpen
        let items = AnyView(content)
        Button(action: primaryAction ?? { open.wrappedValue = true }) { label }
            ._capturingAnchor(capture)
            .background {
                if !isOpen { content.hidden().frame(width: 0, height: 0) }
            }
            ._presenting(isOpen) {
                OpenMenuLayer(capture: capture, items: items, closesOnAction: dismissBehavior != .disabled) { open.wrappedValue = false }
            }
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

nonisolated extension View {
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
