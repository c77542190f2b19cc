@_spi(SystemViews) import EaselCore
import Foundation

/// How a list looks (Apple, `ListStyle`).
public protocol ListStyle {
    var _kind: _ListStyleKind { get }
}

/// The looks Easel draws.
public enum _ListStyleKind: Hashable, Sendable {
    /// Rows edge to edge on the system background, separators between them.
    case plain
    /// Sections as cards on the grouped background, edge to edge.
    case grouped
    /// Sections as rounded cards inset from the edges, on the grouped background (iOS's default).
    case insetGrouped
    /// Rows inset from the edges, on the system background.
    case inset
    /// A sidebar: drawn as inset-grouped on iPhone.
    case sidebar

    var isGrouped: Bool { self == .grouped || self == .insetGrouped || self == .sidebar }
    var insetsSections: Bool { self == .insetGrouped || self == .inset || self == .sidebar }
}

public struct PlainListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .plain }
}

public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .grouped }
}

public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .insetGrouped }
}

public struct InsetListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .inset }
}

public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .sidebar }
}

/// The list style of the context: inset grouped on iOS 15 and later, for lists and forms alike.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }

struct ListStyleKey: EnvironmentKey {
    static var defaultValue: _ListStyleKind { .insetGrouped }
}

/// The list style of the row being drawn, and how many scroll views were around the row (its
/// list's among them).
struct ListRowContext {
    let style: _ListStyleKind
    let scrollViewDepth: Int
}

struct ListRowContextKey: EnvironmentKey {
    static var defaultValue: ListRowContext? { nil }
}

extension EnvironmentValues {
    var listStyle: _ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    /// The style of the list the view is a row of, if it is (buttons, navigation links and pickers
    /// look different there). A view in a scroll view inside the row isn't the row's: Apple's
    /// Landmarks tutorial puts a horizontal scroll view of links in a row, and its screenshots show
    /// them without the chevron a row's link gets ("Composing complex interfaces").
    var listRowContext: _ListStyleKind? {
        get {
            guard let context = self[ListRowContextKey.self], context.scrollViewDepth == _scrollViewDepth else { return nil }
            return context.style
        }
        set { self[ListRowContextKey.self] = newValue.map { ListRowContext(style: $0, scrollViewDepth: _scrollViewDepth) } }
    }
}

nonisolated extension View {
    /// Sets the style of the lists inside.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyle, style._kind)
    }
}
