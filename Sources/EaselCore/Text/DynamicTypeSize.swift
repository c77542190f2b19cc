import Foundation

/// A Dynamic Type size (Apple, `DynamicTypeSize`); `.large` is the default.
public enum DynamicTypeSize: CaseIterable, Comparable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private enum DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
    /// The Dynamic Type size (`.large` unless set).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the Dynamic Type size of the views inside: text styles take iOS's sizes for it (see
    /// `Font.TextStyle.size(at:)`), custom fonts scale with their text style, and `ScaledMetric`s
    /// scale. Fixed sizes (`.system(size:)`, `custom(_:fixedSize:)`) don't, as in SwiftUI.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
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
/// the ratio of its text style's size (body's unless given) at the current size to its size at
/// `.large`.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let base: Value
    @Environment(\.dynamicTypeSize) private var size

    public init(wrappedValue: Value) {
        self.base = wrappedValue
    }

    private var textStyle: Font.TextStyle = .body

    /// Scales like text in `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.base = wrappedValue
        self.textStyle = textStyle
    }

    public var wrappedValue: Value {
        base * Value(textStyle.size(at: size) / textStyle.metrics.size)
    }
}

/// iOS 13's name for the Dynamic Type sizes (Apple, `ContentSizeCategory`, deprecated for
/// `DynamicTypeSize`): each case is the size of the same name. Ordered from smallest to largest,
/// as on iOS, where the type is `Comparable` (`sizeCategory >= .accessibilityMedium`).
public enum ContentSizeCategory: CaseIterable, Hashable, Sendable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }

    /// The Dynamic Type size of this category: the two lists pair in order.
    var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!]
    }

    init(_ size: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!]
    }
}

extension EnvironmentValues {
    /// The Dynamic Type size by its iOS 13 name; setting it sets `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}
