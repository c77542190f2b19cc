import Foundation

/// What a run of text asks for: a family, a point size, a weight, italic and tabular digits.
///
/// The text layer turns it into a ``FontFace`` (see ``FontRegistry``):
/// - `.system(_)` is drawn with the bundled Inter, standing in for SF Pro
///   (platform-constants.md §0.1 and §5.2 [computed]); every design resolves to Inter, because no
///   serif, rounded or monospaced face is bundled and default text must not depend on system fonts.
/// - `.named(_)` is a font registered from a file, or else a system font found through fontconfig.
public struct FontDescription: Hashable, Sendable {
    /// SwiftUI's `Font.Design`.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// The system font in a design, or a custom font by family, PostScript or full name.
    public enum Family: Hashable, Sendable { case system(Design), named(String) }

    public var family: Family
    /// Point size. Sizes that are not finite or not positive are treated as 0 (glyphs of no size);
    /// sizes above ``maximumSize`` are clamped to it.
    public var size: CGFloat
    /// 100…900 (regular 400, medium 500, semibold 600, bold 700); NaN is treated as 400 and other
    /// values are clamped to 1…1000, then to the range of the face's `wght` axis.
    public var weight: CGFloat
    public var italic: Bool
    /// Tabular digits: turns the OpenType `tnum` feature on.
    public var monospacedDigit: Bool
    /// Points added after every character beyond the font's own tracking (SwiftUI's `tracking` and
    /// `kerning`); not finite counts as 0.
    public var tracking: CGFloat = 0
    /// Points the glyphs are raised above the baseline (SwiftUI's `baselineOffset`); the line box
    /// is unchanged [I]. Not finite counts as 0.
    public var baselineOffset: CGFloat = 0

    /// Whether the font's glyphs are set inside text of the system font (symbols in a line):
    /// its lines then keep the system font's line box rather than the font's own, so that a
    /// symbol in a sentence doesn't make the line taller.
    public var keepsSystemLineBox = false

    /// The largest point size the text layer lays out; bigger sizes are clamped to it.
    public static let maximumSize: CGFloat = 16_384

    public init(
        family: Family = .system(.default),
        size: CGFloat,
        weight: CGFloat = 400,
        italic: Bool = false,
        monospacedDigit: Bool = false
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospacedDigit = monospacedDigit
    }

    /// The size actually used: 0 for NaN, infinite-negative or non-positive sizes, clamped above.
    var sanitizedSize: CGFloat {
        guard size.isFinite || size == .infinity, size > 0 else { return 0 }
        return min(size, Self.maximumSize)
    }

    /// The weight actually used: NaN becomes regular (400), the rest is clamped to 1…1000.
    var sanitizedWeight: CGFloat {
        weight.isNaN ? 400 : min(max(weight, 1), 1000)
    }

    /// iOS text styles at the default Dynamic Type size (platform-constants.md §1.1 [doc]).
    public static let largeTitle = FontDescription(size: 34)
    public static let title = FontDescription(size: 28)
    public static let title2 = FontDescription(size: 22)
    public static let title3 = FontDescription(size: 20)
    public static let headline = FontDescription(size: 17, weight: 600)
    public static let body = FontDescription(size: 17)
    public static let callout = FontDescription(size: 16)
    public static let subheadline = FontDescription(size: 15)
    public static let footnote = FontDescription(size: 13)
    public static let caption = FontDescription(size: 12)
    public static let caption2 = FontDescription(size: 11)
}
