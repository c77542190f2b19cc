import EaselText
import Foundation

/// A system image as the renderer draws it: one glyph of the symbol font.
///
/// Draw `face.glyphOutline(glyph, size: fontSize)` with the glyph origin (on its baseline) at
/// `origin`, in the image's frame at its natural size, y down, filled with
/// ``ImageLeaf/foreground``. A frame of another size (a resizable symbol) scales the drawing by
/// frame size ÷ natural size on each axis (``ImageLeaf/symbolPlacement(in:)``).
package struct SymbolGlyph: Sendable, Equatable {
    /// The name the view asked for (`"star.fill"`).
    package let name: String
    /// The Fork Awesome icon drawn for it (the placeholder's for an unknown name).
    package let mapping: SymbolMapping
    package let face: FontFace
    package let glyph: UInt32
    /// The point size to draw the symbol font at.
    package let fontSize: CGFloat
    /// The glyph origin within the image's natural frame.
    package let origin: CGPoint

    /// The box of the glyph's outline in font units (`SymbolFont.Glyph.inkBounds`).
    package let inkBoundsInUnits: CGRect?

    /// The box of the glyph's outline at `fontSize`, relative to the glyph origin, y down; nil
    /// for a glyph with no outline.
    package var inkBounds: CGRect? {
        let scale = fontSize / SymbolFont.unitsPerEm
        return inkBoundsInUnits.map { CGRect(x: $0.minX * scale, y: $0.minY * scale, width: $0.width * scale, height: $0.height * scale) }
    }
}

/// The box a symbol occupies, from the current font (platform-constants.md §3.1: "sized by the
/// current Font … vertically centred on the cap height"; SF Symbols' exact boxes are not published,
/// so the numbers below are Easel's choice).
///
/// With the font resolved as `Text` resolves it (`.font`, else `.body`), its metrics (SF's for the
/// system font, a custom font's own hhea) and k the image scale (`.small` 0.8, `.medium` 1,
/// `.large` 1.3: Apple's `NSImage.SymbolScale`, "approximately 20% smaller" / "30% larger"):
/// - the frame is as tall as a line of the font, (ascender + descender) × k — 61/3 pt for `.body`
///   at 3× — and as wide as the glyph's advance, each rounded up to the pixel grid (as a `Text`'s
///   size is, platform-constants.md §2.2);
/// - the glyph is drawn so that Fork Awesome's 1536-unit icon band is 1.25 × the cap height × k:
///   full-size icons (circle, square, gear) rise a little above the cap height and dip a little
///   below the baseline, as SF Symbols' medium glyphs do beside text (Apple's `Image.Scale`: the
///   medium symbol "matches the size of the text");
/// - the frame's vertical centre is the text's cap-height midline, and the glyph is centred in the
///   frame both ways (its band's centre, 640 units above its baseline, on the frame's centre);
/// - the baseline reported to `.firstTextBaseline`/`.lastTextBaseline` is half the frame height
///   plus half the cap height from its top, rounded to the pixel (SwiftUI symbols report a
///   baseline: OpenSwiftUI `ResolvedImage` layout metrics [R]).
/// Weight, italic and monospacing are ignored: the icon font has one weight.
package struct SymbolBox: Equatable, Sendable {
    package let size: CGSize
    /// The text baseline the symbol aligns with, from its top.
    package let baseline: CGFloat
    package let fontSize: CGFloat
    /// Where the glyph origin goes, for a glyph of the measured advance.
    package let glyphOrigin: CGPoint

    /// The icon band's height in cap heights.
    package static let bandToCapHeight: CGFloat = 1.25

    package init(advance: CGFloat, environment: EnvironmentValues) {
        let font = Text.Segment(string: "").fontDescription(in: environment)
        let metrics = FontRegistry.shared.metrics(for: font)
        let factor = environment.imageScale.factor
        let lineHeight = (metrics.ascender + metrics.descender) * factor
        let pointsPerUnit = metrics.capHeight * Self.bandToCapHeight * factor / SymbolFont.boxHeight
        let scale = environment.displayScale.isFinite && environment.displayScale > 0 ? environment.displayScale : 3
        func roundUp(_ value: CGFloat) -> CGFloat { (value * scale - 1e-7).rounded(.up) / scale }
        func roundToNearest(_ value: CGFloat) -> CGFloat { (value * scale).rounded(.toNearestOrAwayFromZero) / scale }
        let width = max(0, advance) * pointsPerUnit
        size = CGSize(width: roundUp(width), height: roundUp(lineHeight))
        fontSize = SymbolFont.unitsPerEm * pointsPerUnit
        baseline = roundToNearest(size.height / 2 + metrics.capHeight / 2)
        glyphOrigin = CGPoint(x: (size.width - width) / 2, y: size.height / 2 + SymbolFont.boxCenter * pointsPerUnit)
    }
}

extension Image.Scale {
    /// The size of a symbol at this scale relative to `.medium`.
    var factor: CGFloat {
        switch self {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }
}
