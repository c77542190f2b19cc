@_spi(SystemViews) import EaselCore
import Foundation

/// A view that shows a value within a range (Apple, `Gauge`), drawn by the gauge style in the
/// environment (`gaugeStyle(_:)`; yours, or one of iOS's below, `SystemGauge`). A value outside
/// the range is given at its nearer end; a NaN value or range at the lower end, with a diagnostic.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, MinimumValueLabel: View, MaximumValueLabel: View>: View {
    let fraction: CGFloat
    let problem: String?
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: MinimumValueLabel
    let maximumValueLabel: MaximumValueLabel
    @Environment(\.gaugeStyle) private var style

    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> MinimumValueLabel, @ViewBuilder maximumValueLabel: () -> MaximumValueLabel
    ) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let share = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        if share.isNaN || !span.isFinite {
            fraction = 0
            problem = "Gauge(value: \(value), in: \(bounds)): the value or the range is not a number; the gauge is drawn empty."
        } else {
            fraction = CGFloat(Swift.min(1, Swift.max(0, share)))
            problem = nil
        }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// The configuration a style draws: a label the gauge was made without (an `EmptyView`
    /// builder's) is nil, as the initializers without it give SwiftUI's styles none.
    var configuration: GaugeStyleConfiguration {
        GaugeStyleConfiguration(
            value: Double(fraction),
            label: .init(content: AnyView(label)),
            currentValueLabel: CurrentValueLabel.self == EmptyView.self ? nil : .init(content: AnyView(currentValueLabel)),
            minimumValueLabel: MinimumValueLabel.self == EmptyView.self ? nil : .init(content: AnyView(minimumValueLabel)),
            maximumValueLabel: MaximumValueLabel.self == EmptyView.self ? nil : .init(content: AnyView(maximumValueLabel)))
    }

    public var body: some View {
        // Inside the style's body, gauges are drawn by the style this one was set over.
        style.body(configuration, restoring: \.gaugeStyle, default: GaugeStyleKey.defaultValue)
            ._diagnostic(problem)
    }
}

/// iOS's gauge styles:
/// - `.linearCapacity` (the default in apps): the label above a 6 pt capsule track (#767680 at
///   12 %) filled from the leading edge in the tint colour to the value's share, with the minimum
///   and maximum labels at its ends and the current value label below [screenshot];
/// - `.accessoryLinear`: a 6 pt track with a 10 pt marker at the value;
/// - `.accessoryCircularCapacity`: a 58 pt ring, 6 pt wide, filled clockwise from the top to the
///   value's share, the current value label in the middle;
/// - `.accessoryCircular`: a 58 pt open ring (270°, gap at the bottom) with a marker at the
///   value, the current value label in the middle and the bounds labels in the gap [screenshot].
nonisolated struct SystemGauge: View {
    let kind: SystemGaugeKind
    let configuration: GaugeStyleConfiguration
    @Environment(\._tintGradientStops) private var gradientStops

    private var fraction: CGFloat { CGFloat(configuration.value) }

    var body: some View {
        switch kind {
        case .linearCapacity:
            VStack(alignment: .leading, spacing: 4) {
                configuration.label
                HStack(spacing: 6) {
                    configuration.minimumValueLabel
                    GaugeTrack(fraction: fraction, marker: false)
                    configuration.maximumValueLabel
                }
                configuration.currentValueLabel.font(.footnote).foregroundStyle(.secondary)
            }
        case .accessoryLinear, .accessoryLinearCapacity:
            VStack(alignment: .leading, spacing: 4) {
                configuration.label
                HStack(spacing: 6) {
                    configuration.minimumValueLabel
                    GaugeTrack(fraction: fraction, marker: kind == .accessoryLinear)
                    configuration.maximumValueLabel
                }
            }
        case .accessoryCircularCapacity:
            ZStack {
                Circle().stroke(WheelBand.color, lineWidth: 6)
                Circle().trim(from: 0, to: fraction).stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round)).rotationEffect(.degrees(-90))
                configuration.currentValueLabel.font(.system(size: 17, weight: .semibold))
            }
            .frame(width: 58, height: 58)
        case .accessoryCircular:
            ZStack {
                if let gradientStops {
                    // A gradient tint runs along the whole ring, start to end, and the marker
                    // is white on it [I, from Apple's gradient-tinted gauge examples].
                    Circle().trim(from: 0, to: 0.75)
                        .stroke(AngularGradient(stops: gradientStops, center: .center, startAngle: .zero, endAngle: .degrees(270)),
                                style: StrokeStyle(lineWidth: 6, lineCap: .round))
                        .rotationEffect(.degrees(135))
                } else {
                    Circle().trim(from: 0, to: 0.75).stroke(WheelBand.color, style: StrokeStyle(lineWidth: 6, lineCap: .round)).rotationEffect(.degrees(135))
                }
                Circle().fill(gradientStops == nil ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.white)).frame(width: 10, height: 10)
                    .offset(y: -26).rotationEffect(.degrees(-135 + 270 * fraction))
                configuration.currentValueLabel.font(.system(size: 17, weight: .semibold))
                HStack {
                    configuration.minimumValueLabel
                    Spacer(minLength: 0)
                    configuration.maximumValueLabel
                }
                .font(.system(size: 10))
                .frame(maxHeight: .infinity, alignment: .bottom)
            }
            .frame(width: 58, height: 58)
        }
    }
}

/// A linear gauge's track, filled to `fraction` or marked there.
nonisolated struct GaugeTrack: View {
    let fraction: CGFloat
    let marker: Bool
    @Environment(\._tintGradientStops) private var gradientStops

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(WheelBand.color)
                if marker {
                    Circle().fill(.tint).frame(width: 10, height: 10)
                        .offset(x: (proxy.size.width - 10) * fraction)
                } else if let gradientStops {
                    // A gradient tint spans the whole track, leading to trailing, shown as far as
                    // the value [I].
                    Capsule().fill(LinearGradient(stops: gradientStops, startPoint: .leading, endPoint: .trailing))
                        .mask(alignment: .leading) { Capsule().frame(width: proxy.size.width * fraction) }
                } else {
                    Capsule().fill(.tint).frame(width: proxy.size.width * fraction)
                }
            }
        }
        .frame(height: marker ? 10 : 6)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() }, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where MinimumValueLabel == MaximumValueLabel {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MinimumValueLabel
    ) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: markedValueLabels, maximumValueLabel: { markedValueLabels() })
    }
}
