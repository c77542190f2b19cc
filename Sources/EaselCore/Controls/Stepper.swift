import Foundation

/// A control that performs increment and decrement actions: its label leading, iOS's 94×32
/// stepper (`UIStepper`'s size) trailing with "−" and "+", a flexible gap between.
nonisolated public struct Stepper<Label: View>: View {
    let value: Binding<Double>?
    let bounds: ClosedRange<Double>
    let step: Double
    let label: Label
    /// Told as a press on the stepper starts (true) and ends (false); a host's `drag` does both.
    let onEditingChanged: (Bool) -> Void

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) where V: BinaryInteger, V.Stride: BinaryInteger {
        self.init(Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) }),
                  Double(bounds.lowerBound) ... Double(bounds.upperBound), Double(step), onEditingChanged, label())
    }

    /// The stepper over a value read and written as a `Double`, whatever its own type.
    private init(_ value: Binding<Double>, _ bounds: ClosedRange<Double>, _ step: Double, _ onEditingChanged: @escaping (Bool) -> Void, _ label: Label) {
        self.value = value
        self.bounds = bounds
        self.step = step
        self.onEditingChanged = onEditingChanged
        self.label = label
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) where V: BinaryInteger, V.Stride: BinaryInteger {
        self.init(value: value, in: V(Int.min / 2) ... V(Int.max / 2), step: step, onEditingChanged: onEditingChanged, label: label)
    }

    /// A stepper over floating-point values (SwiftUI's `Stepper` takes any `Strideable` value).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) }),
                  Double(bounds.lowerBound) ... Double(bounds.upperBound), Double(step), onEditingChanged, label())
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: -V.greatestFiniteMagnitude ... V.greatestFiniteMagnitude, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    /// A stepper that runs `onIncrement` and `onDecrement` when "+" and "−" are pressed, and holds
    /// no value of its own. A press is a step of a value at 0 between -1 and 1 (the one a host's
    /// tap changes), told to the action of its direction; a missing action bounds the value at 0
    /// on its side, so that pressing there does nothing, as SwiftUI's stepper disables it.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let steps = Binding<Double>(get: { 0 }, set: { step in
            if step > 0 { onIncrement?() } else if step < 0 { onDecrement?() }
        })
        self.init(steps, (onDecrement == nil ? 0 : -1) ... (onIncrement == nil ? 0 : 1), 1, onEditingChanged, label())
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            StepperControl()
        }
        .modifier(_InteractionModifier(.value(value ?? .constant(0), in: bounds, step: step, editingChanged: onEditingChanged)))
    }
}

extension Stepper where Label == Text {
    /// A stepper with a text label: a literal title is a `LocalizedStringKey` (looked up, its
    /// Markdown and inflection rendered), a string held in a variable is shown as it is, as
    /// SwiftUI's overloads choose.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryInteger, V.Stride: BinaryInteger {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryInteger, V.Stride: BinaryInteger {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryInteger, V.Stride: BinaryInteger {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V: BinaryInteger, V.Stride: BinaryInteger {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                           onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                           onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper with a text label that runs `onIncrement` and `onDecrement`.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

/// The "−  |  +" control: two 47-point halves on a `systemGray6` rounded rectangle.
nonisolated struct StepperControl: View {
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack(spacing: 0) {
            Text("−").font(.title3).frame(width: 46.5, height: 32)
            Rectangle().fill(Color.controlTrack).frame(width: 1, height: 18)
            Text("+").font(.title3).frame(width: 46.5, height: 32)
        }
        .foregroundColor(isEnabled ? .primary : .disabledLabel)
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color.controlFill))
    }
}
