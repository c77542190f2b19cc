import CHarfBuzz
import Foundation

/// An immutable `hb_font_t` (HarfBuzz's own OpenType functions, scale = units per em, so shaped
/// advances are in font units) at fixed variation coordinates. HarfBuzz objects are thread-safe
/// once immutable, so one instance shapes on any number of threads at once.
final class HarfBuzzFont: @unchecked Sendable {
    // @unchecked: `font` is made immutable in init and only read afterwards.
    let font: OpaquePointer

    init(blob: OpaquePointer, index: Int, coordinates: [String: CGFloat]) {
        let face = hb_face_create(blob, UInt32(index & 0xFFFF))
        font = hb_font_create(face)
        hb_face_destroy(face)
        if !coordinates.isEmpty {
            let variations = coordinates.keys.sorted().map { tag -> hb_variation_t in
                hb_variation_t(tag: HarfBuzzFont.tag(tag), value: Float(coordinates[tag]!))
            }
            hb_font_set_variations(font, variations, UInt32(variations.count))
        }
        hb_font_make_immutable(font)
    }

    deinit {
        hb_font_destroy(font)
    }

    static func tag(_ string: String) -> hb_tag_t {
        var value: UInt32 = 0
        var bytes = Array(string.utf8.prefix(4))
        while bytes.count < 4 { bytes.append(0x20) }
        for byte in bytes { value = value << 8 | UInt32(byte) }
        return value
    }

    /// The head table's units per em.
    var unitsPerEm: Int {
        Int(hb_face_get_upem(hb_font_get_face(font)))
    }

    /// The horizontal advance of `glyph`, in font units.
    func advance(_ glyph: UInt32) -> Int {
        Int(hb_font_get_glyph_h_advance(font, glyph))
    }

    /// The glyph the cmap maps `scalar` to, or nil.
    func nominalGlyph(_ scalar: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 ? glyph : nil
    }

    /// Typographic family (name ID 16, else 1) and full name (ID 4), in English when available.
    var names: (family: String?, full: String?) {
        let face = hb_font_get_face(font)
        let family = Self.name(face, 16) ?? Self.name(face, 1)
        return (family, Self.name(face, 4))
    }

    private static func name(_ face: OpaquePointer?, _ id: UInt32) -> String? {
        var length: UInt32 = 0
        let needed = hb_ot_name_get_utf8(face, hb_ot_name_id_t(id), nil, &length, nil)
        guard needed > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(needed) + 1)
        length = UInt32(buffer.count)
        hb_ot_name_get_utf8(face, hb_ot_name_id_t(id), nil, &length, &buffer)
        let text = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? nil : text
    }
}
