import CFreeType
import CHarfBuzz
import Foundation

/// A loaded font: one face of a file, at fixed variation coordinates (e.g. `wght` 600).
///
/// HarfBuzz shapes with an immutable `hb_font_t`, which is safe to share between threads;
/// FreeType (outlines) is used under ``FreeTypeLibrary``'s lock. Faces are made by
/// ``FontRegistry`` and live as long as the registry keeps them.
public final class FontFace: Hashable, Sendable, CustomStringConvertible {
    public let fileURL: URL
    public let faceIndex: Int
    /// The typographic family (name ID 16, else 1), e.g. "Inter Display".
    public let familyName: String
    public let postScriptName: String
    /// Name ID 4, e.g. "Inter Display Semi Bold".
    public let fullName: String
    /// The coordinates actually applied, one per axis of a variable font (clamped to its range).
    public let variationCoordinates: [String: CGFloat]
    /// The face has colour glyphs (CBDT/sbix bitmaps, COLR or SVG), such as Noto Color Emoji.
    public let hasColorGlyphs: Bool
    /// Every glyph has the same advance (FreeType's `FT_FACE_FLAG_FIXED_WIDTH`, from the `post`
    /// table's isFixedPitch or the advances themselves): a monospaced face such as DejaVu Sans Mono.
    public let isFixedPitch: Bool

    let unitsPerEm: Int
    /// hhea ascender, descender (positive down) and line gap, in font units.
    let hheaAscender: Int
    let hheaDescender: Int
    let hheaLineGap: Int
    /// OS/2 cap height and x-height in font units (estimated from the ascender when absent).
    let capHeight: Int
    let xHeight: Int
    /// OS/2 usWeightClass and the italic style bit, for choosing among a family's faces.
    let weightClass: Int
    let isItalic: Bool
    /// The `wght` axis range, when the face has one.
    let weightAxis: ClosedRange<CGFloat>?

    let file: FontFile
    let shaping: HarfBuzzFont
    private let outlines: FreeTypeFace

    /// Opens face `index` of `file` at `variations` (axis tag → value; unknown tags are ignored).
    init(file: FontFile, index: Int, variations: [String: CGFloat]) throws(FontError) {
        let outlines = try FreeTypeFace(file: file, index: index, variations: variations)
        self.file = file
        self.fileURL = file.url
        self.faceIndex = index
        self.outlines = outlines
        let info = outlines.info
        self.variationCoordinates = info.coordinates
        self.weightAxis = info.weightAxis
        self.hasColorGlyphs = info.hasColor
        self.isFixedPitch = info.isFixedPitch
        self.hheaAscender = info.ascender
        self.hheaDescender = info.descender
        self.hheaLineGap = info.lineGap
        self.capHeight = info.capHeight > 0 ? info.capHeight : Int(Double(info.ascender) * 0.7)
        self.xHeight = info.xHeight > 0 ? info.xHeight : Int(Double(info.ascender) * 0.5)
        self.weightClass = info.weightClass
        self.isItalic = info.isItalic
        self.shaping = HarfBuzzFont(blob: file.blob, index: index, coordinates: info.coordinates)
        // From the head table through HarfBuzz: FreeType reports no units per em for bitmap-only
        // faces such as Noto Color Emoji (CBDT), whose advances are still in font units.
        self.unitsPerEm = max(shaping.unitsPerEm, 1)
        let names = shaping.names
        self.familyName = names.family ?? info.familyName
        self.postScriptName = info.postScriptName
        self.fullName = names.full ?? self.familyName
    }

    /// The outline of `glyph` at `size` points, y down, relative to the glyph origin; empty for
    /// bitmap-only glyphs (emoji), empty glyphs and glyph ids the face does not have.
    public func glyphOutline(_ glyph: UInt32, size: CGFloat) -> [PathElement] {
        guard size.isFinite, size > 0 else { return [] }
        return outlines.outline(glyph: glyph, scale: size / CGFloat(unitsPerEm))
    }

    /// The horizontal advance of `glyph`, in ems.
    public func advance(_ glyph: UInt32) -> CGFloat {
        CGFloat(shaping.advance(glyph)) / CGFloat(unitsPerEm)
    }

    /// The hhea ascender and descender (positive down), in ems.
    public var ascenderInEms: CGFloat { CGFloat(hheaAscender) / CGFloat(unitsPerEm) }
    public var descenderInEms: CGFloat { CGFloat(hheaDescender) / CGFloat(unitsPerEm) }

    /// Whether the face is an instance of a variable font away from its default (Inter at `wght`
    /// 600): its file's outlines are the default's, so whoever embeds the file must instance it.
    public var isVariableInstance: Bool {
        !variationCoordinates.isEmpty
    }

    /// A colour glyph (emoji in a bitmap font such as Noto Color Emoji) as pixels, or nil when the
    /// glyph has no colour bitmap; draw it scaled by `size / pixelsPerEm`.
    public func colorGlyphBitmap(_ glyph: UInt32) -> ColorGlyphBitmap? {
        outlines.colorBitmap(glyph: glyph)
    }

    /// The face's glyph for a Unicode scalar, or nil when its cmap has none.
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        shaping.nominalGlyph(scalar.value)
    }

    public var description: String {
        let coordinates = variationCoordinates.keys.sorted().map { "\($0)=\(variationCoordinates[$0]!)" }
        return "FontFace(\(familyName), \(fileURL.lastPathComponent)#\(faceIndex)\(coordinates.isEmpty ? "" : " " + coordinates.joined(separator: ",")))"
    }

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool {
        lhs === rhs || (lhs.fileURL == rhs.fileURL && lhs.faceIndex == rhs.faceIndex
            && lhs.variationCoordinates == rhs.variationCoordinates)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fileURL)
        hasher.combine(faceIndex)
        hasher.combine(variationCoordinates)
    }
}
