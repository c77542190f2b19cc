import Foundation

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

enum FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
enum FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
enum BoldKey: EnvironmentKey { static let defaultValue = false }
enum ItalicKey: EnvironmentKey { static let defaultValue = false }
enum LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
enum ReservedLinesKey: EnvironmentKey { static let defaultValue = 0 }
enum MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
enum MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
enum AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
enum LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

extension EnvironmentValues {
    /// The default font of this environment; nil means `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The maximum number of lines that text can occupy in a view; nil means no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How many lines of height text reserves even when it needs fewer
    /// (`lineLimit(_:reservesSpace:)` and ranges).
    package var reservedLineCount: Int {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }

    /// An environment value that indicates how a text view aligns its lines.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// The minimum permissible proportion to shrink the font size to fit the text into the
    /// available space.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// A Boolean value that indicates whether inter-character spacing should tighten to fit the text.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// The distance in points between the bottom of one line fragment and the top of the next.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// The weight set with `fontWeight(_:)`, applied over the font's own.
    package var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    package var isBold: Bool {
        get { self[BoldKey.self] }
        set { self[BoldKey.self] = newValue }
    }

    package var isItalic: Bool {
        get { self[ItalicKey.self] }
        set { self[ItalicKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the font weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environment(\.fontWeight, weight)
    }

    /// Applies a bold font weight to the text in this view.
    public func bold(_ isActive: Bool = true) -> some View {
        environment(\.isBold, isActive)
    }

    /// Applies italics to the text in this view.
    public func italic(_ isActive: Bool = true) -> some View {
        environment(\.isItalic, isActive)
    }

    /// Sets the maximum number of lines that text can occupy in this view.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number.map { max(1, $0) }).environment(\.reservedLineCount, 0)
    }

    /// Sets to a closed range the number of lines that text can occupy in this view.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, max(1, limit.upperBound)).environment(\.reservedLineCount, max(0, limit.lowerBound))
    }

    /// Sets a limit for the number of lines text can occupy in this view, from a minimum up.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil).environment(\.reservedLineCount, max(0, limit.lowerBound))
    }

    /// Sets a limit for the number of lines text can occupy in this view, up to a maximum.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimit, max(1, limit.upperBound)).environment(\.reservedLineCount, 0)
    }

    /// Sets a limit for the number of lines text can occupy, reserving that height when asked to.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, max(1, limit)).environment(\.reservedLineCount, reservesSpace ? max(1, limit) : 0)
    }

    /// Sets the alignment of a text view that contains multiple lines of text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Sets the minimum amount that text in this view scales down to fit in the available space.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor.isNaN ? 1 : min(1, max(0, factor)))
    }

    /// Sets whether text in this view can compress the space between characters when necessary to
    /// fit text in a line.
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }

    /// Sets the amount of space between lines of text in this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing.isFinite ? lineSpacing : 0)
    }
}

extension Text {
    /// A way of transforming the case of text (Apple, `Text.Case`).
    public enum Case: Hashable, Sendable {
        case uppercase
        case lowercase
    }
}

enum TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

extension EnvironmentValues {
    /// The case text is drawn in (`textCase`); nil draws it as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension Optional where Wrapped == Text.Case {
    /// `string` in this case, by the rules of `locale` (ICU's, through Foundation).
    func apply(_ string: String, locale: Locale) -> String {
        switch self {
        case .uppercase?: return string.uppercased(with: locale)
        case .lowercase?: return string.lowercased(with: locale)
        case nil: return string
        }
    }
}

nonisolated extension View {
    /// Sets the case of the text inside: `.uppercase`, `.lowercase`, or nil for as written.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}

/// Whether people can select text (Apple, `TextSelectability`).
public protocol TextSelectability {}

/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability { public init() {} }

/// Text can't be selected (the default).
public struct DisabledTextSelectability: TextSelectability { public init() {} }

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

nonisolated extension View {
    /// Lets people select the text inside (Apple, `textSelection(_:)`); selecting takes a touch,
    /// so a picture of text at rest is unchanged.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}
