import Foundation

/// A view that shows the progress toward completion of a task: with no value, iOS's spinner
/// (`UIActivityIndicatorView.Style.medium`, 20×20 points: eight bars around a centre, fading);
/// with a value, a 4-point bar across the width it is offered, filled with the tint up to the
/// fraction done (Apple, `ProgressView`).
public struct ProgressView<Label: View>: View {
    let fraction: Double?
    let label: Label

    public var body: some View {
        if let fraction {
            VStack(alignment: .leading, spacing: 4) {
                label
                ProgressBar(fraction: fraction)
            }
        } else {
            VStack(spacing: 8) {
                Spinner()
                label
            }
        }
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

extension ProgressView where Label == Text {
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title))
    }

    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: value.map { ProgressBar.fraction(Double($0), of: Double(total)) } ?? nil, label: Text(title))
    }
}

struct ProgressBar: View {
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

struct Spinner: View {
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
