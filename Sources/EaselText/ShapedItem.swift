import Foundation

/// A stretch of a paragraph drawn by one face at one size, with one bidi level and one script,
/// shaped as a whole. Consecutive runs with the same font share an item (so kerning crosses a
/// change of tag, such as a colour change); their tags are kept per character by the paragraph.
struct ShapedItem: Sendable {
    /// UTF-16 offsets in the paragraph.
    let range: Range<Int>
    /// What draws it: the run's font, or that font drawn by a fallback face.
    let font: ResolvedFont
    /// The run's own font (the ellipsis is taken from it).
    let primary: ResolvedFont
    let level: UInt8
    let script: UInt32
    let glyphs: ShapedGlyphs

    var isRightToLeft: Bool { level & 1 == 1 }

    /// The line box this item contributes: its run's font's (fallbacks keep it, §5.5).
    var lineMetrics: FontMetrics { font.lineMetrics }

    /// Width in points of glyph `index`: advance plus tracking.
    func advance(_ index: Int) -> CGFloat {
        CGFloat(glyphs.xAdvances[index]) * font.unitScale + font.tracking
    }
}
