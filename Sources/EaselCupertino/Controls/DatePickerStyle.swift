import EaselCore
import Foundation

/// How date pickers look (Apple, `DatePickerStyle`).
public protocol DatePickerStyle {
    var _kind: _DatePickerStyleKind { get }
}

public enum _DatePickerStyleKind: Hashable, Sendable {
    case automatic, compact, graphical, wheel
}

/// iOS's default: compact.
public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: _DatePickerStyleKind { .automatic }
}

/// The label, then the date and time in grey capsules.
public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: _DatePickerStyleKind { .compact }
}

/// A month's calendar.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: _DatePickerStyleKind { .graphical }
}

/// Wheels, one per part of the date.
public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: _DatePickerStyleKind { .wheel }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() } }

struct DatePickerStyleKey: EnvironmentKey {
    static var defaultValue: _DatePickerStyleKind { .automatic }
}

extension EnvironmentValues {
    var datePickerStyle: _DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the date pickers inside.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyle, style._kind)
    }
}
