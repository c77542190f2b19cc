import Foundation

/// A view that shows the progress toward completion of a task: with no value, iOS's spinner
/// (`UIActivityIndicatorView.Style.medium`, 20×20 points: eight bars around a centre, fading);
/// with a value, a 4-point bar across the width it is offered, filled with the tint up to the
/// fraction done (Apple, `ProgressView`).
///
/// SwiftUI's `ProgressView` has a second generic parameter, the current value label's type;
/// Easel's keeps that label type-erased (`currentValueLabel`), so the initializers that take one
/// are generic over it instead.
nonisolated public struct ProgressView<Label: View>: View {
    let fraction: Double?
    let label: Label
    /// The label under the bar that says the current value, if any.
    var currentValueLabel: AnyView? = nil
    /// A progress view that follows the clock through a date range (`init(timerInterval:…)`).
    var timer: ProgressTimer? = nil

    public var body: some View {
        ProgressViewBody(
            configuration: ProgressViewStyleConfiguration(fractionCompleted: fraction, label: AnyView(label), currentValueLabel: currentValueLabel),
            timer: timer)
    }
}

/// A progress view drawn by the style in the environment; a timer's fraction is worked out from
/// the environment's clock here, where it is read.
nonisolated struct ProgressViewBody: View {
    let configuration: ProgressViewStyleConfiguration
    let timer: ProgressTimer?
    @Environment(\.progressViewStyle) private var style
    @Environment(\.currentDate) private var now

    var body: some View {
        var configuration = configuration
        if let timer { configuration.fractionCompleted = timer.fraction(at: now) }
        // Inside the style's body, progress views are drawn by the style it was set over.
        return style.body(configuration, restoring: \.progressViewStyle, default: ProgressViewStyleKey.defaultValue)
    }
}

/// The properties of a progress view, for a style to draw (Apple, `ProgressViewStyleConfiguration`).
public struct ProgressViewStyleConfiguration {
    /// The current value label, its type erased.
    nonisolated public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The fraction done, 0 … 1, or nil when the progress is indeterminate.
    public internal(set) var fractionCompleted: Double?
    let labelView: AnyView
    let currentValueLabelView: AnyView?

    init(fractionCompleted: Double?, label: AnyView, currentValueLabel: AnyView? = nil) {
        self.fractionCompleted = fractionCompleted
        self.labelView = label
        self.currentValueLabelView = currentValueLabel
    }

    /// The progress view's label.
    public var label: some View { labelView }

    /// The label that says the current value; nil when the progress view has none.
    public var currentValueLabel: CurrentValueLabel? { currentValueLabelView.map(CurrentValueLabel.init) }
}

/// A type that draws progress views (Apple, `ProgressViewStyle`).
#if MainActorViews
@MainActor @preconcurrency
#endif
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// iOS's default: a bar for a known fraction, a spinner otherwise.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted != nil {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        } else {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A bar (empty while the progress is indeterminate, as iOS draws it at rest), the label above it
/// and the current value label below in footnote, secondary grey, as a linear gauge places its
/// current value [I: by analogy with `Gauge`'s linear capacity look].
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            ProgressBar(fraction: configuration.fractionCompleted ?? 0)
            configuration.currentValueLabel.font(.footnote).foregroundStyle(.secondary)
        }
    }
}

/// iOS's spinner, whatever the fraction: on iOS the circular style shows no fraction (Apple,
/// `CircularProgressViewStyle`: "On iOS … always displays an indeterminate indicator").
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            Spinner()
            configuration.label
        }
    }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() } }
nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() } }
nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() } }

/// A progress view style in the environment, its type erased.
typealias AnyProgressViewStyle = ErasedStyle<ProgressViewStyleConfiguration>

extension ErasedStyle where Configuration == ProgressViewStyleConfiguration {
    init<S: ProgressViewStyle>(_ style: S) {
        self.init { AnyView(evaluatedOnAnyThread((style, $0)) { $0.0.makeBody(configuration: $0.1) }) }
    }
}

enum ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue = AnyProgressViewStyle(DefaultProgressViewStyle())
}

extension EnvironmentValues {
    var progressViewStyle: AnyProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the progress views inside.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        settingStyle(\.progressViewStyle, AnyProgressViewStyle(style))
    }
}

extension ProgressView where Label == EmptyView {
    /// An indeterminate spinner.
    public init() {
        self.init(fraction: nil, label: EmptyView())
    }

    /// A bar showing `value` of `total` (a value outside 0 … total is kept in it; an invalid
    /// total shows an empty bar).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: value.map { ProgressBar.fraction(Double($0), of: Double(total)) } ?? nil, label: EmptyView())
    }
}

extension ProgressView {
    /// A bar showing `value` of `total`, with a label of the app's own.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: value.map { ProgressBar.fraction(Double($0), of: Double(total)) } ?? nil, label: label())
    }

    /// A bar showing `value` of `total`, with a label and a label saying the current value
    /// (Apple, `init(value:total:label:currentValueLabel:)`).
    public init<V: BinaryFloatingPoint, CurrentValueLabel: View>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: value.map { ProgressBar.fraction(Double($0), of: Double(total)) } ?? nil, label: label(),
                  currentValueLabel: AnyView(currentValueLabel()))
    }

    /// An indeterminate spinner with a label of the app's own.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label())
    }
}

extension ProgressView where Label == Text {
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey))
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: value.map { ProgressBar.fraction(Double($0), of: Double(total)) } ?? nil, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: value.map { ProgressBar.fraction(Double($0), of: Double(total)) } ?? nil, label: Text(title))
    }
}

nonisolated struct ProgressBar: View {
    let fraction: Double
    @Environment(\.tintColor) private var tint

    static func fraction(_ value: Double, of total: Double) -> Double {
        guard total > 0, total.isFinite, value.isFinite else { return 0 }
        return min(max(value / total, 0), 1)
    }

    var body: some View {
        Capsule()
            .fill(Color.controlTrack)
            .frame(height: 4)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule().fill(tint ?? .accentColor).frame(width: proxy.size.width * fraction, height: 4)
                }
            }
    }
}

nonisolated struct Spinner: View {
    var body: some View {
        ZStack {
            ForEach(0..<8, id: \.self) { bar in
                Capsule()
                    .fill(Color.gray.opacity(0.25 + 0.75 * Double(bar) / 7))
                    .frame(width: 2.5, height: 6)
                    .offset(y: -6.5)
                    .rotationEffect(.degrees(Double(bar) * 45))
            }
        }
        .frame(width: 20, height: 20)
    }
}

extension ProgressView where Label == AnyView {
    /// A progress view drawn as the configuration says, by the style in the environment: a custom
    /// style wraps the system's look this way (Apple, `init(_:)` with a
    /// `ProgressViewStyleConfiguration`).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.labelView, currentValueLabel: configuration.currentValueLabelView)
    }
}
