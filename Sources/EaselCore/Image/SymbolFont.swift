import EaselText
import Foundation
import Synchronization

/// The icon font that draws `Image(systemName:)`: Fork Awesome 1.2.0 (SIL OFL 1.1), bundled as
/// `Resources/SymbolFont/forkawesome-webfont.ttf` with its licence, from Debian's
/// `fonts-fork-awesome`.
///
/// Why Fork Awesome (over Material Design Icons, Apache 2.0): like SF Symbols its glyphs are
/// designed to sit in a line of text — proportional widths on a common baseline-relative box —
/// while Material's are fixed 24-unit squares; and it carries the outline/solid pairs SF's
/// `name`/`name.fill` convention needs.
///
/// Its design box: 1792 units per em; nearly every icon fills the band from 128 units below the
/// baseline to 1408 above it (1536 units, centred 640 above the baseline). A test measures it.
package enum SymbolFont {
    package static let unitsPerEm: CGFloat = 1792
    /// The icon band, in font units above the baseline (y up).
    package static let boxBottom: CGFloat = -128
    package static let boxTop: CGFloat = 1408
    package static var boxHeight: CGFloat { boxTop - boxBottom }
    package static var boxCenter: CGFloat { (boxTop + boxBottom) / 2 }

    /// The font file inside EaselCore's resources.
    package static var fileURL: URL? {
        Bundle.module.url(forResource: "forkawesome-webfont", withExtension: "ttf", subdirectory: "SymbolFont")
    }

    /// The family name the font is registered under with `FontRegistry`, or nil when the bundled
    /// file cannot be loaded (then every symbol is a placeholder box; see `ImagePlaceholder`).
    package static let family: String? = {
        guard let url = fileURL, let families = try? FontRegistry.shared.register(fileAt: url) else { return nil }
        return families.first
    }()

    /// A glyph of the font and its advance.
    package struct Glyph: Sendable, Equatable {
        package let face: FontFace
        package let id: UInt32
        /// The advance width in font units.
        package let advance: CGFloat
        /// The box of the glyph's outline in font units, y down from its origin (its points' box,
        /// as FreeType's control box is); nil for a glyph with no outline. Measured once with the
        /// glyph, for resizable symbols, which stretch their ink to their frame.
        package let inkBounds: CGRect?
    }

    private static let glyphs = Mutex<[UInt32: Glyph]>([:])

    /// The font's glyph for a code point, measured once by shaping it through the text layer at
    /// one point per font unit; nil when the font is unavailable or lacks the code point.
    package static func glyph(for codePoint: UInt32) -> Glyph? {
        if let cached = glyphs.withLock({ $0[codePoint] }) { return cached }
        guard let family, let scalar = Unicode.Scalar(codePoint) else { return nil }
        let font = FontDescription(family: .named(family), size: unitsPerEm)
        let layout = TextEngine.layout(String(Character(scalar)), font: font, proposedWidth: nil, proposedHeight: nil)
        guard let run = layout.lines.first?.runs.first, run.face.familyName == family,
              let id = run.glyphs.first, id != 0, let advance = run.advances.first else { return nil }
        let glyph = Glyph(face: run.face, id: id, advance: advance, inkBounds: controlBox(of: run.face.glyphOutline(id, size: unitsPerEm)))
        glyphs.withLock { $0[codePoint] = glyph }
        return glyph
    }

    /// The box of an outline's points: `Path.boundingRect` of the outline as a path.
    private static func controlBox(of outline: [PathElement]) -> CGRect? {
        let box = Path(outline: outline).boundingRect
        return box.isNull ? nil : box
    }
}
