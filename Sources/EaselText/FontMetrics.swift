import Foundation

/// Vertical metrics in points; `descender` is positive downwards.
/// A line's height is `ascender + descender + leading` (platform-constants.md §2.2 [RE]).
public struct FontMetrics: Hashable, Sendable {
    public var ascender: CGFloat
    public var descender: CGFloat
    public var leading: CGFloat
    public var capHeight: CGFloat
    public var xHeight: CGFloat

    public init(ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat, xHeight: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// ascender + descender + leading.
    public var lineHeight: CGFloat { ascender + descender + leading }

    /// SF Pro's (iOS `.SFUI`) metrics, used for the system font's line box whatever font draws the
    /// glyphs: ascender 1950, descender 494, leading 0, cap height 1443, x-height 1078 per 2048 em
    /// (platform-constants.md §2.1 [measured], §0.2).
    static func systemFont(size: CGFloat) -> FontMetrics {
        FontMetrics(
            ascender: size * 1950 / 2048,
            descender: size * 494 / 2048,
            leading: 0,
            capHeight: size * 1443 / 2048,
            xHeight: size * 1078 / 2048
        )
    }

    /// The line box of a line holding several of these: the largest ascent and the largest
    /// descent + leading (platform-constants.md §5.5 [RE]); cap and x-height of the tallest.
    func union(_ other: FontMetrics) -> FontMetrics {
        let tallest = other.ascender > ascender ? other : self
        return FontMetrics(
            ascender: max(ascender, other.ascender),
            descender: max(descender, other.descender),
            leading: max(leading, other.leading),
            capHeight: tallest.capHeight,
            xHeight: tallest.xHeight
        )
    }
}
