import Foundation

/// How far the Digital Crown must turn to change a value (Apple, `DigitalCrownRotationalSensitivity`).
public enum DigitalCrownRotationalSensitivity: Hashable, Sendable {
    case low, medium, high
}

nonisolated extension View {
    /// Turns the Digital Crown into changes of `binding` while the view has focus (Apple,
    /// `digitalCrownRotation(_:)`, watchOS). Easel draws the screen at rest, where the crown hasn't
    /// turned: the view is drawn as it is and the value stays what the binding holds, as on a
    /// watch before the crown is touched.
    public func digitalCrownRotation<V: BinaryFloatingPoint>(_ binding: Binding<V>) -> some View {
        self
    }

    /// Turns the Digital Crown into changes of `binding` within `minValue...maxValue`, in steps of
    /// `stride` (Apple, `digitalCrownRotation(_:from:through:by:sensitivity:isContinuous:isHapticFeedbackEnabled:)`):
    /// at rest, as `digitalCrownRotation(_:)` says.
    public func digitalCrownRotation<V: BinaryFloatingPoint>(
        _ binding: Binding<V>, from minValue: V, through maxValue: V, by stride: V.Stride? = nil,
        sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false,
        isHapticFeedbackEnabled: Bool = true
    ) -> some View where V.Stride: BinaryFloatingPoint {
        self
    }
}
