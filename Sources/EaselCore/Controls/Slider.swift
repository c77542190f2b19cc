import Foundation

/// A control for selecting a value from a bounded range: a 4-point track across the width it is
/// offered, filled with the tint up to the value, and a white 28-point thumb (iOS's `UISlider`;
/// the sizes are [I], read off iOS). The value is kept in the range, and on its steps.
///
/// The label names the slider for assistive technologies and isn't drawn, as on iOS; value labels
/// (`minimumValueLabel`, `maximumValueLabel`) are drawn at the track's ends, 8 points from it
/// (the gap is our choice, close to UIKit's value images).
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let onEditingChanged: (Bool) -> Void

    /// Where the thumb sits, 0 … 1 along the track: the value kept in the range; 0 for a range of
    /// no width or a value that isn't a number.
    var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        let current = value.wrappedValue
        guard span > 0, span.isFinite, current.isFinite else { return 0 }
        return min(max((current - bounds.lowerBound) / span, 0), 1)
    }

    public var body: some View {
        let track = SliderTrack(fraction: fraction).modifier(_InteractionModifier(.value(value, in: bounds, step: step, editingChanged: onEditingChanged)))
        if minimumValueLabel == nil && maximumValueLabel == nil {
            track
        } else {
            HStack(spacing: 8) {
                minimumValueLabel
                track
                maximumValueLabel
            }
        }
    }
}

extension Slider {
    /// A slider with value labels at its ends. `onEditingChanged` is called as a drag starts and
    /// ends; a host's `drag` does both.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0 ... 1, step: V.Stride? = nil,
                                        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound) ... Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
        self.onEditingChanged = onEditingChanged
    }
}

extension Slider {
    /// The iOS 13 forms, with the value labels given as views rather than closures: SwiftUI
    /// deprecates them, and files written for iOS 13 and 14 still compile with them.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: nil, label: label, minimumValueLabel: { minimumValueLabel },
                  maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: Optional(step), label: label, minimumValueLabel: { minimumValueLabel },
                  maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0 ... 1, step: V.Stride? = nil,
                                        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound) ... Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.label = label()
        minimumValueLabel = nil
        maximumValueLabel = nil
        self.onEditingChanged = onEditingChanged
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0 ... 1, step: V.Stride? = nil,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

nonisolated struct SliderTrack: View {
    let fraction: Double
    @Environment(\.tintColor) private var tint

    var body: some View {
        GeometryReader { proxy in
            let thumb: CGFloat = 28
            let travel = max(0, proxy.size.width - thumb)
            let centre = thumb / 2 + travel * fraction
            ZStack(alignment: .leading) {
                Capsule().fill(Color.controlTrack).frame(height: 4)
                Capsule().fill(tint ?? .accentColor).frame(width: centre, height: 4)
                Circle()
                    .fill(Color.white)
                    .frame(width: thumb, height: thumb)
                    .shadow(color: .black.opacity(0.2), radius: 3, y: 2)
                    .offset(x: centre - thumb / 2)
            }
            .frame(width: proxy.size.width, height: thumb)
        }
        .frame(height: 28)
    }
}
