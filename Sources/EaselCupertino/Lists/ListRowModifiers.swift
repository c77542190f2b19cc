import EaselCore
import Foundation

/// What a row tells the list it sits in (`listRowBackground`, `listRowInsets`,
/// `listRowSeparator`, `listRowSeparatorTint`): container values of the row.
struct ListRowBackgroundKey: ContainerValueKey {
    static var defaultValue: AnyView? { nil }
}

struct ListRowInsetsKey: ContainerValueKey {
    static var defaultValue: EdgeInsets? { nil }
}

struct ListRowSeparatorKey: ContainerValueKey {
    /// The edges (top, bottom) whose separators the row hides.
    static var defaultValue: VerticalEdge.Set { [] }
}

struct ListRowSeparatorTintKey: ContainerValueKey {
    static var defaultValue: Color? { nil }
}

extension ContainerValues {
    var listRowBackground: AnyView? {
        get { self[ListRowBackgroundKey.self] }
        set { self[ListRowBackgroundKey.self] = newValue }
    }

    var listRowInsets: EdgeInsets? {
        get { self[ListRowInsetsKey.self] }
        set { self[ListRowInsetsKey.self] = newValue }
    }

    var hiddenListRowSeparators: VerticalEdge.Set {
        get { self[ListRowSeparatorKey.self] }
        set { self[ListRowSeparatorKey.self] = newValue }
    }

    var listRowSeparatorTint: Color? {
        get { self[ListRowSeparatorTintKey.self] }
        set { self[ListRowSeparatorTintKey.self] = newValue }
    }
}

/// The list's own settings (`scrollContentBackground`, `listSectionSpacing`, `listRowSpacing`).
struct ScrollContentBackgroundKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

struct ListSectionSpacingKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

struct ListRowSpacingKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }

    var listSectionSpacing: CGFloat? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }

    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
}

/// The spacing between a list's sections (Apple, `ListSectionSpacing`).
public struct ListSectionSpacing: Sendable {
    let length: CGFloat?
    /// 35 points, as on iOS [screenshot].
    public static let `default` = ListSectionSpacing(length: nil)
    /// 20 points [screenshot].
    public static let compact = ListSectionSpacing(length: 20)

    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(length: spacing)
    }
}

/// How prominent a section's header is (Apple, `Prominence`).
public enum Prominence: Hashable, Sendable {
    case standard
    /// A larger header: 20 pt semibold, in the primary colour, not capitalized [screenshot].
    case increased
}

struct HeaderProminenceKey: EnvironmentKey {
    static var defaultValue: Prominence { .standard }
}

extension EnvironmentValues {
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    /// The least height of a list's rows (Apple, `defaultMinListRowHeight`): 44 pt unless set
    /// (`ListMetrics.minimumRowHeight`); set it with `environment(\.defaultMinListRowHeight, _)`.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
}

struct DefaultMinListRowHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat { ListMetrics.minimumRowHeight }
}

nonisolated extension View {
    /// The view behind the row, in place of the list's row background.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        containerValue(\.listRowBackground, view.map { AnyView($0) })
    }

    /// The row's insets: its content's distance from the row's edges (20 at the sides by default).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        containerValue(\.listRowInsets, insets)
    }

    /// Shows or hides the separators at the row's top and bottom (a separator between two rows
    /// shows unless either hides it).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        containerValue(\.hiddenListRowSeparators, visibility == .hidden ? edges : [])
    }

    /// The colour of the row's separators.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        containerValue(\.listRowSeparatorTint, color)
    }

    /// Shows or hides a section's separators (drawn by its rows here; kept).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        self
    }

    /// The colour of a section's separators (Apple, iOS 15): like `listSectionSeparator`, it has
    /// nothing to colour here, where rows draw every separator.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        self
    }

    /// Hides the list's background (the grouped grey), so that a background behind the list shows.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }

    /// The spacing between the sections of the lists inside.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing.length)
    }

    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, spacing)
    }

    /// Space between the rows of the lists inside (rows then stand apart, each rounded).
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing)
    }

    /// The prominence of the section headers inside.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}

nonisolated extension View {
    /// Turns off the highlight a row gets under an iPad's pointer (Apple,
    /// `listRowHoverEffectDisabled(_:)`). A picture has no pointer: rows look the same.
    public func listRowHoverEffectDisabled(_ disabled: Bool = true) -> some View { self }
}
