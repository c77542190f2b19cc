import EaselCore
import Foundation

/// How gauges look (Apple, `GaugeStyle`).
public protocol GaugeStyle {
    var _kind: _GaugeStyleKind { get }
}

public enum _GaugeStyleKind: Hashable, Sendable {
    case automatic, linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
}

public struct DefaultGaugeStyle: GaugeStyle { public init() {}; public var _kind: _GaugeStyleKind { .automatic } }
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {}; public var _kind: _GaugeStyleKind { .linearCapacity } }
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {}; public var _kind: _GaugeStyleKind { .accessoryLinear } }
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {}; public var _kind: _GaugeStyleKind { .accessoryLinearCapacity } }
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {}; public var _kind: _GaugeStyleKind { .accessoryCircular } }
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {}; public var _kind: _GaugeStyleKind { .accessoryCircularCapacity } }

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle { public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle { public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() } }

struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: _GaugeStyleKind { .automatic }
}

extension EnvironmentValues {
    var gaugeStyle: _GaugeStyleKind {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the gauges inside.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, style._kind)
    }
}
