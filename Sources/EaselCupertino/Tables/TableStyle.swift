import EaselCore
import Foundation

/// How tables look (Apple, `TableStyle`, iOS 16). On an iPhone, whatever the style, a table is a
/// list of its first column ("in a compact horizontal size class, a table shows only the first
/// column"; Apple says nothing of styles there, so Easel draws none [I]).
#if MainActorViews
@MainActor @preconcurrency
#endif
public protocol TableStyle {
    var _kind: _TableStyleKind { get }
}

public enum _TableStyleKind: Hashable, Sendable {
    case automatic, inset
}

/// The default table style in the current context (Apple, `AutomaticTableStyle`).
nonisolated public struct AutomaticTableStyle: TableStyle {
    public init() {}
    public var _kind: _TableStyleKind { .automatic }
}

/// Content and selection inset from the table's edges, with alternating row backgrounds (Apple,
/// `InsetTableStyle`). In a regular width Easel draws the automatic look and says so.
nonisolated public struct InsetTableStyle: TableStyle {
    public init() {}
    public var _kind: _TableStyleKind { .inset }
}

nonisolated extension TableStyle where Self == AutomaticTableStyle { public static var automatic: AutomaticTableStyle { AutomaticTableStyle() } }
nonisolated extension TableStyle where Self == InsetTableStyle { public static var inset: InsetTableStyle { InsetTableStyle() } }

struct TableStyleKey: EnvironmentKey {
    static var defaultValue: _TableStyleKind { .automatic }
}

extension EnvironmentValues {
    var tableStyle: _TableStyleKind {
        get { self[TableStyleKey.self] }
        set { self[TableStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the tables inside (Apple, `tableStyle(_:)`).
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        environment(\.tableStyle, style._kind)
    }
}
