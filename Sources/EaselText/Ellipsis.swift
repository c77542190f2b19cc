import Foundation

/// The truncation mark "…" (U+2026), one glyph from the font of the text beside it
/// (platform-constants.md §4 [doc]); through the usual fallback should that font lack it.
struct Ellipsis: Sendable {
    static let character: UInt16 = 0x2026

    let font: ResolvedFont
    let glyphs: ShapedGlyphs
    /// Advance plus tracking, in points.
    let width: CGFloat

    init(font primary: ResolvedFont, registry: FontRegistry = .shared) {
        let face = FontFallback.face(for: ["\u{2026}"], font: primary, registry: registry)
        let font = primary.drawn(by: face)
        let glyphs = Shaper.shape(ShapeKey(text: [Self.character], face: face, rightToLeft: false,
                                           script: UnicodeAnalysis.common, tabularDigits: false))
        self.font = font
        self.glyphs = glyphs
        width = glyphs.xAdvances.reduce(0) { $0 + CGFloat($1) * font.unitScale + font.tracking }
    }
}
