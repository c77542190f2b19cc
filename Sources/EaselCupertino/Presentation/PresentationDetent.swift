@_spi(SystemViews) import EaselCore
import Foundation

/// A height a sheet rests at (Apple, `PresentationDetent`).
///
/// `large` is the whole safe area below the top inset: measured on iOS 26 in the simulator, a
/// large page sheet on a 393×852 window with a 59/34 pt safe area sits at (0, 59, 393, 793), its
/// content 759 pt tall above the home indicator (the OpenUIKit project's detentprobe, in its
/// `SheetDetentTests`). `medium` is "approximately half the height of the screen" (Apple); Easel
/// takes half of the large detent's content height [I]. `fraction` and `height` are of and up to
/// that height.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large, medium, fraction(CGFloat), height(CGFloat), custom(CustomDetent)
    }

    /// A detent of the user's own type, which works out its height from the largest detent's.
    struct CustomDetent: Hashable, Sendable {
        let type: ObjectIdentifier
        let height: @Sendable (CGFloat) -> CGFloat?
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.type == rhs.type }
        func hash(into hasher: inout Hasher) { hasher.combine(type) }
    }
    let kind: Kind

    public static let large = PresentationDetent(kind: .large)
    public static let medium = PresentationDetent(kind: .medium)

    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }

    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(height))
    }

    /// A detent whose height `detent` works out (Apple, `PresentationDetent.custom(_:)`, iOS 16).
    /// A type that answers nil is drawn at the large detent [I: Apple says such a detent is
    /// inactive; a picture shows one height].
    public static func custom<D: CustomPresentationDetent>(_ detent: D.Type) -> PresentationDetent {
        PresentationDetent(kind: .custom(CustomDetent(type: ObjectIdentifier(detent)) { maximum in
            D.height(in: CustomPresentationDetentContext(maxDetentValue: maximum))
        }))
    }

    /// The content height for a sheet whose large detent is `maximum` tall.
    func height(in maximum: CGFloat) -> CGFloat {
        let value: CGFloat
        switch kind {
        case .large: value = maximum
        case .medium: value = maximum / 2
        case let .fraction(fraction): value = maximum * fraction
        case let .height(height): value = height
        case let .custom(detent): value = detent.height(maximum) ?? maximum
        }
        return value.isFinite ? Swift.min(Swift.max(0, value), maximum) : maximum
    }

    var isLarge: Bool {
        if case .large = kind { return true }
        return false
    }
}

/// A detent of your own height (Apple, `CustomPresentationDetent`): `height(in:)` is given the
/// largest detent's height.
public protocol CustomPresentationDetent {
    typealias Context = CustomPresentationDetentContext
    static func height(in context: Context) -> CGFloat?
}

/// What a custom detent is told (Apple, `CustomPresentationDetent.Context`): the largest detent's
/// height, and the environment's values (the defaults: a sheet's own environment isn't known here).
@dynamicMemberLookup
public struct CustomPresentationDetentContext {
    public let maxDetentValue: CGFloat

    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
        EnvironmentValues()[keyPath: keyPath]
    }
}

/// What a sheet's content says about how it is presented.
struct SheetPreferences {
    var detents: [PresentationDetent] = []
    var dragIndicator: Visibility = .automatic
    var cornerRadius: CGFloat?
    var background: AnyShapeStyle?
    /// A view drawn behind the content in place of the background (`presentationBackground { }`).
    var backgroundContent: (view: AnyView, alignment: Alignment)?
    var backgroundInteraction: PresentationBackgroundInteraction?
    var contentInteraction: PresentationContentInteraction?
}

enum SheetPreferencesKey: PreferenceKey {
    static var defaultValue: SheetPreferences { SheetPreferences() }

    static func reduce(value: inout SheetPreferences, nextValue: () -> SheetPreferences) {
        let next = nextValue()
        if value.detents.isEmpty { value.detents = next.detents }
        if value.dragIndicator == .automatic { value.dragIndicator = next.dragIndicator }
        value.cornerRadius = value.cornerRadius ?? next.cornerRadius
        if value.background == nil, value.backgroundContent == nil {
            value.background = next.background
            value.backgroundContent = next.backgroundContent
        }
        value.contentInteraction = value.contentInteraction ?? next.contentInteraction
        value.backgroundInteraction = value.backgroundInteraction ?? next.backgroundInteraction
    }
}

nonisolated extension View {
    /// The heights the sheet this view is the content of may rest at; it shows at the smallest
    /// (UIKit's rule when no detent is selected).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        transformPreference(SheetPreferencesKey.self) { $0.detents = Array(detents) }
    }

    /// The heights the sheet may rest at, and the one it shows at.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let selected = selection.wrappedValue
        return transformPreference(SheetPreferencesKey.self) { $0.detents = [selected] }
    }

    /// Whether the sheet shows its drag indicator (by default, when it has several detents).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        transformPreference(SheetPreferencesKey.self) { $0.dragIndicator = visibility }
    }

    /// The radius of the sheet's top corners.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        transformPreference(SheetPreferencesKey.self) { $0.cornerRadius = cornerRadius }
    }

    /// The sheet's background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        transformPreference(SheetPreferencesKey.self) {
            $0.background = AnyShapeStyle(style)
            $0.backgroundContent = nil
        }
    }

    /// A view as the sheet's background (Apple, `presentationBackground(alignment:content:)`,
    /// iOS 16.4): laid out in the sheet's bounds behind its content, clipped to its shape.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let background = AnyView(content())
        return transformPreference(SheetPreferencesKey.self) {
            $0.background = nil
            $0.backgroundContent = (background, alignment)
        }
    }

    /// Whether a swipe on a resizable sheet's content scrolls it or resizes the sheet first
    /// (Apple, `presentationContentInteraction(_:)`, iOS 16.4): behaviour, which a picture at
    /// rest doesn't show.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        transformPreference(SheetPreferencesKey.self) { $0.contentInteraction = behavior }
    }

    /// Whether the view behind the sheet can be used (Apple, `presentationBackgroundInteraction`):
    /// when it can, at the detent the sheet rests at, it isn't dimmed.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        transformPreference(SheetPreferencesKey.self) { $0.backgroundInteraction = interaction }
    }
}

/// What a swipe on a sheet's content does first (Apple, `PresentationContentInteraction`).
public struct PresentationContentInteraction: Equatable, Sendable {
    let name: String
    /// The system's choice: resizing the sheet, then scrolling.
    public static let automatic = PresentationContentInteraction(name: "automatic")
    public static let resizes = PresentationContentInteraction(name: "resizes")
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// Whether the view behind a sheet responds (Apple, `PresentationBackgroundInteraction`).
public struct PresentationBackgroundInteraction: Sendable {
    enum Kind: Sendable {
        case automatic, disabled, enabled
        case enabledUpThrough(PresentationDetent)
    }

    let kind: Kind

    /// The system's choice: disabled, the window dimmed.
    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled)
    /// Enabled while the sheet rests at `detent` or a smaller one.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabledUpThrough(detent))
    }

    /// Whether the window behind is left undimmed with the sheet at `detent`.
    func leavesWindowUndimmed(at detent: PresentationDetent) -> Bool {
        switch kind {
        case .automatic, .disabled: false
        case .enabled: true
        case let .enabledUpThrough(limit): detent.height(in: 1000) <= limit.height(in: 1000)
        }
    }
}
