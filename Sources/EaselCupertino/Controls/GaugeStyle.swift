import EaselCore
import Foundation

/// How gauges look (Apple, `GaugeStyle`).
#if MainActorViews
@MainActor @preconcurrency
#endif
public protocol GaugeStyle {
    var _kind: _GaugeStyleKind { get }
}

public enum _GaugeStyleKind: Hashable, Sendable {
    case automatic, linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
}

nonisolated public struct DefaultGaugeStyle: GaugeStyle { public init() {}; public var _kind: _GaugeStyleKind { .automatic } }
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {}; public var _kind: _GaugeStyleKind { .linearCapacity } }
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {}; public var _kind: _GaugeStyleKind { .accessoryLinear } }
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {}; public var _kind: _GaugeStyleKind { .accessoryLinearCapacity } }
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {}; public var _kind: _GaugeStyleKind { .accessoryCircular } }
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {}; public var _kind: _GaugeStyleKind { .accessoryCircularCapacity } }

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() } }
nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() } }
nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() } }
nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle { public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() } }
nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() } }
nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle { public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() } }

struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: _GaugeStyleKind { .automatic }
}

extension EnvironmentValues {
    var gaugeStyle: _GaugeStyleKind {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the gauges inside.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, style._kind)
    }
}
