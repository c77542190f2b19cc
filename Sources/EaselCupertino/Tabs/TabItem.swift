import EaselCore
import Foundation

/// The label a tab shows in the tab bar (`tabItem`).
struct TabItemKey: ContainerValueKey {
    static var defaultValue: AnyView? { nil }
}

/// The badge of a tab or a list row (`badge`).
struct BadgeKey: ContainerValueKey {
    static var defaultValue: Text? { nil }
}

extension ContainerValues {
    var tabItem: AnyView? {
        get { self[TabItemKey.self] }
        set { self[TabItemKey.self] = newValue }
    }

    var badge: Text? {
        get { self[BadgeKey.self] }
        set { self[BadgeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The label of the view's tab in the tab bar: a `Label` (icon above title, as iOS draws tab
    /// items), or an `Image` and a `Text` (iOS 13's form, drawn as the label of that icon and
    /// title).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        containerValue(\.tabItem, tabItemLabel(label()))
    }

    /// A badge on the view's tab (or list row): a count, hidden when 0.
    public func badge(_ count: Int) -> some View {
        containerValue(\.badge, count == 0 ? nil : Text(String(count)))
    }

    /// A badge with text; nil shows none.
    public func badge(_ label: Text?) -> some View {
        containerValue(\.badge, label)
    }

    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        containerValue(\.badge, label.map { Text($0) })
    }

    public func badge(_ key: LocalizedStringKey?) -> some View {
        containerValue(\.badge, key.map { Text($0) })
    }
}

/// A tab item as the tab bar draws it: an image and a text written side by side in `tabItem`
/// (either order) are the icon and title of one label, as iOS takes them; anything else as it is.
private func tabItemLabel<V: View>(_ content: V) -> AnyView {
    if let tuple = content as? TupleView<(Image, Text)> {
        return AnyView(Label { tuple.value.1 } icon: { tuple.value.0 })
    }
    if let tuple = content as? TupleView<(Text, Image)> {
        return AnyView(Label { tuple.value.0 } icon: { tuple.value.1 })
    }
    return AnyView(content)
}

/// A tab of a `TabView`, in iOS 18's form: its content, with its label and value (here a view
/// tagged and labelled as `tabItem` and `tag` do).
nonisolated public struct Tab<Value: Hashable, Content: View>: View {
    let value: Value?
    let label: AnyView
    let content: Content

    public var body: some View {
        // A tab with nothing in it (`Tab("Home", systemImage: "house") {}`) is still a tab, with
        // its item in the bar and an empty screen, as on iOS: an empty view would make no tab.
        if Content.self == EmptyView.self {
            labelled(Color.clear)
        } else {
            labelled(content)
        }
    }

    @ViewBuilder
    private func labelled<V: View>(_ view: V) -> some View {
        if let value {
            view.tabItem { label }.tag(value)
        } else {
            view.tabItem { label }
        }
    }
}

extension Tab {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, label: AnyView(Label(titleKey, systemImage: systemImage)), content: content())
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, label: AnyView(Label(title, systemImage: systemImage)), content: content())
    }

    public init<L: View>(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.init(value: value, label: AnyView(label()), content: content())
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, value: value, content: content)
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title, systemImage: systemImage, value: value, content: content)
    }
}

extension Tab where Value == Never {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, label: AnyView(Label(titleKey, systemImage: systemImage)), content: content())
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, label: AnyView(Label(title, systemImage: systemImage)), content: content())
    }

    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, label: AnyView(Label(titleKey, image: image)), content: content())
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, label: AnyView(Label(title, image: image)), content: content())
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, content: content)
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(title, systemImage: systemImage, content: content)
    }

    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.init(value: nil, label: AnyView(label()), content: content())
    }
}

/// The role of a tab: `search` (drawn as an ordinary tab on iPhone).
public struct TabRole: Hashable, Sendable {
    public static let search = TabRole()
}
