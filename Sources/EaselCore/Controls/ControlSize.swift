import Foundation

/// The size of controls (Apple, `ControlSize`).
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

private enum ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    /// The size controls inside are drawn at (`controlSize(_:)`).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the size of the controls inside (Apple, `controlSize(_:)`). Easel's controls are drawn
    /// at the regular size: another size is kept in the environment for views that read it, and
    /// the layout says the built-in controls don't change.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
            ._diagnosticIf(controlSize != .regular, "controlSize(.\(controlSize)): Easel draws its controls at the regular size.")
    }
}
