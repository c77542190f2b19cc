import Foundation

/// A Dynamic Type size (Apple, `DynamicTypeSize`); `.large` is the default.
public enum DynamicTypeSize: CaseIterable, Comparable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Body text's point size at this size (Apple's Human Interface Guidelines, "Dynamic Type
    /// sizes", iOS: 14, 15, 16, 17, 19, 21, 23, then 28, 33, 40, 47, 53 for the accessibility sizes).
    var bodySize: CGFloat {
        switch self {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }
}

private enum DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
    /// The Dynamic Type size (`.large` unless set).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the Dynamic Type size of the views inside. Easel's text styles are iOS's at `.large`:
    /// another size is kept for views that read it (`ScaledMetric` scales by it), and the layout
    /// says text isn't resized.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
            ._diagnosticIf(size != .large, "dynamicTypeSize(.\(size)): Easel draws text styles at the default size (.large).")
    }

    /// Limits the Dynamic Type size of the views inside to `range`; the default `.large` is
    /// outside some ranges, and then it is clamped as `dynamicTypeSize(_:)` would set it.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            if range.contains(size) { return }
            let all = DynamicTypeSize.allCases.filter { range.contains($0) }
            size = size < (all.first ?? size) ? (all.first ?? size) : (all.last ?? size)
        }
    }
}

/// A value that scales with the Dynamic Type size (Apple, `ScaledMetric`): the base value times
/// the ratio of body text's size at the current size to its size at `.large` (17 pt).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let base: Value
    @Environment(\.dynamicTypeSize) private var size

    public init(wrappedValue: Value) {
        self.base = wrappedValue
    }

    /// Scales like text in `textStyle`; Easel scales every style as body text [I].
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.base = wrappedValue
    }

    public var wrappedValue: Value {
        base * Value(size.bodySize / 17)
    }
}
