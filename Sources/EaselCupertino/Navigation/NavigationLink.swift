@_spi(SystemViews) import EaselCore
import Foundation

/// A view that pushes a screen onto the navigation stack around it when tapped (Apple,
/// `NavigationLink`): drawn as a button (its label in the accent colour, outside a list), it
/// pushes a destination view, or a value that a `navigationDestination(for:)` turns into one.
///
/// Outside any navigation stack it does nothing, as in SwiftUI, and is drawn disabled; the layout
/// says so.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    private enum Target {
        case view(Destination)
        case value(AnyHashable?)
        case presented(Binding<Bool>, Destination)
    }
    private let target: Target
    private let label: Label
    @Environment(\.navigationContext) private var context
    @Environment(\.listRowContext) private var listRow
    /// A style set around the link (`.buttonStyle(.plain)`), which it keeps outside lists.
    @Environment(\.buttonStyle) private var outerButtonStyle

    public var body: some View {
        let context = context
        let target = target
        Button {
            switch target {
            case let .view(destination): context?.push(.view(AnyView(destination)))
            case let .value(value?): context?.push(.value(value))
            case .value(nil): break
            case let .presented(binding, _): binding.wrappedValue = true
            }
        } label: {
            if listRow != nil {
                // In a list, a link is a row: its label in the primary colour and a grey chevron at
                // the trailing edge (14 pt semibold, `tertiaryLabel`) [screenshot].
                HStack(spacing: 8) {
                    label.foregroundStyle(Color.primary)
                    Spacer(minLength: 0)
                    Image(systemName: "chevron.forward")
                        .font(.system(size: 14, weight: .semibold))
                        .foregroundStyle(ListMetrics.chevron)
                }
                .contentShape(Rectangle())
            } else {
                label
            }
        }
        .buttonStyle(NavigationLinkButtonStyle(inList: listRow != nil, outerStyle: outerButtonStyle))
        .disabled(context == nil)
        ._diagnostic(context == nil ? "A NavigationLink is outside any NavigationStack: tapping it does nothing, and it is drawn disabled (as in SwiftUI)." : nil)
        .modifier(PresentedDestinationModifier(target: target))
    }

    /// Registers the destination of a binding-driven link with the screen it sits on.
    nonisolated private struct PresentedDestinationModifier: ViewModifier {
        let target: Target
        func body(content: Content) -> some View {
            if case let .presented(binding, destination) = target {
                content.navigationScreen { $0.presentedDestinations.append(PresentedDestination(isPresented: binding, view: AnyView(destination))) }
            } else {
                content
            }
        }
    }

    // MARK: Destination views

    /// A link that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.target = .view(destination())
        self.label = label()
    }

    /// iOS 13's form: a link that pushes `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.target = .view(destination)
        self.label = label()
    }

    /// iOS 13's form: a link whose screen shows while `isActive` is true.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.target = .presented(isActive, destination)
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `titleKey` that pushes `destination`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes a screen for `value`, which a `navigationDestination(for:)` of its type
    /// shows; nil makes a link that does nothing.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.target = .value(value.map { AnyHashable($0) })
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

nonisolated extension View {
    /// Shows `destination(value)` for each value of type `D` pushed on the stack (by a
    /// `NavigationLink(value:)` or the path), from this screen on.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let show = NavigationDestination { value in AnyView(destination(value as! D)) }
        return navigationScreen { $0.destinations[ObjectIdentifier(D.self)] = show }
    }

    /// Pushes `destination` while `isPresented` is true; popping it sets it to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let entry = PresentedDestination(isPresented: isPresented, view: AnyView(destination()))
        return navigationScreen { $0.presentedDestinations.append(entry) }
    }

    /// Pushes the screen for `item` while it is non-nil; popping sets it to nil (iOS 17).
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        let view = item.wrappedValue.map { AnyView(destination($0)) } ?? AnyView(EmptyView())
        return navigationScreen { $0.presentedDestinations.append(PresentedDestination(isPresented: isPresented, view: view)) }
    }
}

/// A navigation link's button: the default look outside lists; in a list row, the row's own look
/// (no accent colour on the label), tapping anywhere on the row.
nonisolated struct NavigationLinkButtonStyle: PrimitiveButtonStyle {
    let inList: Bool
    /// The style around the link: outside a list the link is a button in that style (`.plain`
    /// leaves its label untinted), or in the automatic one.
    let outerStyle: AnyButtonStyle?

    func makeBody(configuration: Configuration) -> some View {
        if inList {
            configuration.label.onTapGesture { configuration.trigger() }
        } else if let outerStyle {
            Button(role: configuration.role) { configuration.trigger() } label: { configuration.label }
                .environment(\.buttonStyle, outerStyle)
        } else {
            Button(role: configuration.role) { configuration.trigger() } label: { configuration.label }
                .buttonStyle(.automatic)
        }
    }
}
