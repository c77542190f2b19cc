import EaselCore
import Foundation

/// How gauges look (Apple, `GaugeStyle`, iOS 16): a style makes a gauge's whole look from its
/// configuration, the value as a fraction of the range and the gauge's labels. iOS's own looks
/// (`.linearCapacity`, `.accessoryCircular`, …) are styles like any other.
#if MainActorViews
@MainActor @preconcurrency
#endif
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    /// The view of a gauge with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a gauge, for a style to draw (Apple, `GaugeStyleConfiguration`).
public struct GaugeStyleConfiguration {
    /// The gauge's label, its type erased.
    nonisolated public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label describing the current value, its type erased.
    nonisolated public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label of the range's lower end, its type erased.
    nonisolated public struct MinimumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label of the range's upper end, its type erased.
    nonisolated public struct MaximumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The value's place in the gauge's range, 0 … 1 (Apple: "The valid range is 0.0 to 1.0";
    /// a value outside the range is given at its nearer end).
    public var value: Double
    /// What the gauge measures.
    public var label: Label
    /// The current value's label; nil when the gauge was made without one.
    public var currentValueLabel: CurrentValueLabel?
    /// The lower bound's label; nil when the gauge was made without one.
    public var minimumValueLabel: MinimumValueLabel?
    /// The upper bound's label; nil when the gauge was made without one.
    public var maximumValueLabel: MaximumValueLabel?
}

/// iOS's looks of a gauge, drawn by `SystemGauge`.
enum SystemGaugeKind: Hashable, Sendable {
    case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
}

/// The gauge style of apps: on iOS, `.linearCapacity` (Apple, `DefaultGaugeStyle`).
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SystemGauge(kind: .linearCapacity, configuration: configuration) }
}

nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SystemGauge(kind: .linearCapacity, configuration: configuration) }
}

nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SystemGauge(kind: .accessoryLinear, configuration: configuration) }
}

nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SystemGauge(kind: .accessoryLinearCapacity, configuration: configuration) }
}

nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SystemGauge(kind: .accessoryCircular, configuration: configuration) }
}

nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SystemGauge(kind: .accessoryCircularCapacity, configuration: configuration) }
}

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() } }
nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() } }
nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() } }
nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle { public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() } }
nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() } }
nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle { public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() } }

/// A gauge style in the environment, its type erased.
typealias AnyGaugeStyle = ErasedStyle<GaugeStyleConfiguration>

extension ErasedStyle where Configuration == GaugeStyleConfiguration {
    init<S: GaugeStyle>(_ style: S) {
        self.init { AnyView(evaluatedOnAnyThread((style, $0)) { $0.0.makeBody(configuration: $0.1) }) }
    }
}

enum GaugeStyleKey: EnvironmentKey {
    static let defaultValue = AnyGaugeStyle(DefaultGaugeStyle())
}

extension EnvironmentValues {
    var gaugeStyle: AnyGaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the gauges inside.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        settingStyle(\.gaugeStyle, AnyGaugeStyle(style))
    }
}
