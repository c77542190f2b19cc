import Foundation

extension Text {
    /// How an underline or strikethrough is drawn (Apple, `Text.LineStyle`).
    public struct LineStyle: Hashable, Sendable {
        public var pattern: Pattern
        /// Nil: the text's colour.
        public var color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        public static let single = LineStyle()

        /// The dashes of a line (Apple, `Text.LineStyle.Pattern`).
        public enum Pattern: Hashable, Sendable {
            case solid, dot, dash, dashDot, dashDotDot
        }
    }

    /// Underlines the text (Apple, `underline(_:pattern:color:)`).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled { if $0.underline == nil { $0.underline = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil) } }
    }

    /// Strikes the text through (Apple, `strikethrough(_:pattern:color:)`).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled { if $0.strikethrough == nil { $0.strikethrough = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil) } }
    }

    /// Adds `tracking` points after each character.
    public func tracking(_ tracking: CGFloat) -> Text {
        styled { if $0.tracking == nil { $0.tracking = tracking } }
    }

    /// Adds `kerning` points between characters.
    public func kerning(_ kerning: CGFloat) -> Text {
        styled { if $0.kerning == nil { $0.kerning = kerning } }
    }

    /// Raises the text `offset` points above its baseline (negative lowers it).
    public func baselineOffset(_ offset: CGFloat) -> Text {
        styled { if $0.baselineOffset == nil { $0.baselineOffset = offset } }
    }
}

/// The lines drawn with a run of text.
package struct TextDecorations: Equatable {
    package var underline: Text.LineStyle?
    package var strikethrough: Text.LineStyle?
    /// A colour filling the run's line box behind its glyphs.
    package var background: Color?

    package var isEmpty: Bool { underline == nil && strikethrough == nil && background == nil }
}

private enum UnderlineKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }
private enum StrikethroughKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }
private enum TrackingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private enum KerningKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private enum BaselineOffsetKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    package var textUnderline: Text.LineStyle? {
        get { self[UnderlineKey.self] }
        set { self[UnderlineKey.self] = newValue }
    }

    package var textStrikethrough: Text.LineStyle? {
        get { self[StrikethroughKey.self] }
        set { self[StrikethroughKey.self] = newValue }
    }

    package var textTracking: CGFloat? {
        get { self[TrackingKey.self] }
        set { self[TrackingKey.self] = newValue }
    }

    package var textKerning: CGFloat? {
        get { self[KerningKey.self] }
        set { self[KerningKey.self] = newValue }
    }

    package var textBaselineOffset: CGFloat? {
        get { self[BaselineOffsetKey.self] }
        set { self[BaselineOffsetKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Underlines the text inside (iOS 16's view modifier).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textUnderline, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }

    /// Strikes the text inside through.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textStrikethrough, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }

    /// Adds `tracking` points after each character of the text inside.
    public func tracking(_ tracking: CGFloat) -> some View {
        environment(\.textTracking, tracking)
    }

    /// Adds `kerning` points between the characters of the text inside.
    public func kerning(_ kerning: CGFloat) -> some View {
        environment(\.textKerning, kerning)
    }

    /// Raises the text inside `offset` points above its baseline.
    public func baselineOffset(_ offset: CGFloat) -> some View {
        environment(\.textBaselineOffset, offset)
    }
}
