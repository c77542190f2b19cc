import Foundation

/// The possible colour schemes; Easel draws in the light one, as a default iPhone does.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light
    case dark
}

/// A size class: how much room there is along an axis. An iPhone in portrait is compact across
/// and regular down (Apple, "Device size classes", Human Interface Guidelines).
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

/// An action that dismisses the presentation a view is in: it pops the view's screen off its
/// navigation stack, or closes its sheet; outside a presentation it does nothing, as in SwiftUI.
public struct DismissAction: @unchecked Sendable {
    // @unchecked: like SwiftUI's, the action is only called on the thread that renders the view.
    private let action: (() -> Void)?
    /// What the action dismisses, when the presenting container can say: two actions with the
    /// same identity do the same thing (see `isSameForUpdate`).
    private let identity: AnyHashable?

    init() {
        action = nil
        identity = nil
    }

    /// An action that dismisses what presented the view (a navigation stack's pop, a sheet's close);
    /// Easel's presenting containers set it (SPI for `EaselCupertino`).
    @_spi(SystemViews)
    public init(_ action: @escaping () -> Void) {
        self.action = action
        identity = nil
    }

    /// An action that does what every action of the same `identity` does: the container makes a
    /// new one on each of its bodies, and the views it presents keep theirs while it is the same
    /// (SPI for `EaselCupertino`).
    @_spi(SystemViews)
    public init(identity: AnyHashable, _ action: @escaping () -> Void) {
        self.action = action
        self.identity = identity
    }

    /// Dismisses the view if it is presented (pushed on a navigation stack, shown in a sheet);
    /// does nothing otherwise, as in SwiftUI.
    public func callAsFunction() {
        action?()
    }

    /// Whether there is a presentation to dismiss.
    var dismissesSomething: Bool { action != nil }
}

extension DismissAction: UpdateComparable {
    /// The environment holds the action, so an action that never compared the same made every
    /// view of a pushed screen run its body again on each update. SwiftUI's `DismissAction` is a
    /// value its presenter keeps, which changes when the presentation does; here two actions are
    /// the same when their container gave both the same identity, or neither dismisses anything.
    func isSameForUpdate(as other: DismissAction) -> Bool {
        if action == nil || other.action == nil { return action == nil && other.action == nil }
        guard let identity, let otherIdentity = other.identity else { return false }
        return identity == otherIdentity
    }
}

enum DismissKey: EnvironmentKey {
    static let defaultValue = DismissAction()
}

enum ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

enum HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

enum VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

enum LocaleKey: EnvironmentKey {
    static let defaultValue = Locale(identifier: "en_US")
}

extension EnvironmentValues {
    /// The colour scheme of the environment: light unless set.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Compact, as on an iPhone in portrait, unless set.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// Regular, as on an iPhone in portrait, unless set.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The locale; en_US unless set, so that pictures don't depend on the machine.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// Dismisses the current presentation: pops the view off its navigation stack, closes its
    /// sheet; nothing outside a presentation.
    public var dismiss: DismissAction { self[DismissKey.self] }

    /// The dismiss action a presenting container gives its content (SPI for `EaselCupertino`).
    @_spi(SystemViews)
    public var _dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}

/// The colour scheme a view prefers for its whole window (`preferredColorScheme`); the outermost
/// view that sets one wins, as the first value in view order does.
package enum PreferredColorSchemeKey: PreferenceKey {
    package static let defaultValue: ColorScheme? = nil
    package static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}

nonisolated extension View {
    /// Sets the preferred colour scheme for this presentation (Apple: "The color scheme applies
    /// to the nearest enclosing presentation, such as a popover or window"): the whole window is
    /// laid out again in it (see `ViewLayout`), and the view's own content takes it at once.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment(\.colorScheme) { if let colorScheme { $0 = colorScheme } }
            .preference(key: PreferredColorSchemeKey.self, value: colorScheme)
            .modifier(_PreferredColorSchemeMarker())
    }
}

/// Tells the graph that a view prefers a colour scheme, so that `ViewLayout` reads the preference.
nonisolated public struct _PreferredColorSchemeMarker: PrimitiveViewModifier {
    public typealias Body = Never

    package static func makeViewList(modifier: Self, inputs: _ViewInputs, list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void) {
        inputs.graph.hasPreferredColorScheme = true
        body(inputs, &list)
    }
}

extension ViewGraph {
    /// The colour scheme a view asked for its window, when it differs from `current`: the layout
    /// is then resolved again in it (once; the second pass's preference is not followed).
    package func preferredColorScheme(otherThan current: ColorScheme) -> ColorScheme? {
        guard hasPreferredColorScheme, let preferred = root?.preferenceValue(PreferredColorSchemeKey.self) ?? nil,
              preferred != current else { return nil }
        return preferred
    }
}
