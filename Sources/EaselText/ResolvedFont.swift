import Foundation

/// A ``FontDescription`` bound to what draws it at one size: the face, the tracking added after
/// every glyph, and the metrics of the line box it makes.
struct ResolvedFont: Hashable, Sendable {
    let face: FontFace
    /// The point size used (the description's size times the layout's scale factor).
    let size: CGFloat
    /// Points added after every glyph, the last included (platform-constants.md §5.2 rule), the
    /// text's own tracking (`extraTracking`) included.
    private(set) var tracking: CGFloat
    /// The text's own tracking (SwiftUI's `tracking`/`kerning`), which fallback faces keep.
    private(set) var extraTracking: CGFloat = 0
    /// Points the glyphs are raised above the baseline.
    private(set) var baselineOffset: CGFloat = 0
    /// The line box: SF's metrics for the system font (platform-constants.md §0.2, §2.1),
    /// the face's own hhea metrics for a named custom font.
    let lineMetrics: FontMetrics
    /// OpenType `tnum`.
    let monospacedDigit: Bool
    /// The requested weight and slant, for choosing fallback faces.
    let weight: CGFloat
    let italic: Bool

    /// Points per font unit.
    var unitScale: CGFloat { size / CGFloat(face.unitsPerEm) }

    /// The same request drawn by another face (a fallback): same size and line box, no tracking,
    /// since tracking emulates SF on Inter and means nothing for other fonts.
    func drawn(by fallback: FontFace) -> ResolvedFont {
        guard fallback != face else { return self }
        return ResolvedFont(face: fallback, size: size, tracking: 0, lineMetrics: lineMetrics,
                            monospacedDigit: monospacedDigit, weight: weight, italic: italic)
            .adding(tracking: extraTracking, baselineOffset: baselineOffset)
    }

    /// The same face in the system font's line box at its size (`keepsSystemLineBox`).
    func inSystemLineBox() -> ResolvedFont {
        ResolvedFont(face: face, size: size, tracking: tracking, lineMetrics: .systemFont(size: size),
                     monospacedDigit: monospacedDigit, weight: weight, italic: italic)
    }

    /// The font with the text's own tracking and baseline offset.
    func adding(tracking extra: CGFloat, baselineOffset offset: CGFloat) -> ResolvedFont {
        guard extra != 0 || offset != 0 else { return self }
        var font = self
        font.tracking += extra
        font.extraTracking = extra
        font.baselineOffset = offset
        return font
    }

    /// A named font's line box from its hhea table, scaled to `size`.
    static func ownMetrics(of face: FontFace, size: CGFloat) -> FontMetrics {
        let scale = size / CGFloat(face.unitsPerEm)
        return FontMetrics(
            ascender: CGFloat(face.hheaAscender) * scale,
            descender: CGFloat(face.hheaDescender) * scale,
            leading: CGFloat(max(face.hheaLineGap, 0)) * scale,
            capHeight: CGFloat(face.capHeight) * scale,
            xHeight: CGFloat(face.xHeight) * scale
        )
    }
}
