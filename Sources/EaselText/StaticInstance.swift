import CHarfBuzz
import Foundation

extension FontFace {
    /// This instance of a variable font as a static TrueType font (`wght` 600 of Inter becomes a
    /// font whose outlines and advances are those of `wght` 600), for writers that embed font
    /// files, such as cairo's PDF subsetter, which embeds a variable file's default outlines.
    /// Every glyph keeps its id, so glyph runs shaped with this face draw with the result.
    ///
    /// Made with HarfBuzz's instancer (`hb_subset_input_pin_axis_location`, HarfBuzz ≥ 6), which
    /// applies `gvar` and `HVAR` and rounds the outlines to font units; the layout tables, whose
    /// variations embedding doesn't need, are dropped. Nil for a static face, or when HarfBuzz
    /// can't instance the file (CFF2 outlines, for one).
    public func staticInstance() -> Data? {
        guard isVariableInstance, let input = hb_subset_input_create_or_fail() else { return nil }
        defer { hb_subset_input_destroy(input) }
        let face = hb_face_create(file.blob, UInt32(faceIndex))
        defer { hb_face_destroy(face) }
        let glyphs = hb_face_get_glyph_count(face)
        guard glyphs > 0 else { return nil }
        hb_set_add_range(hb_subset_input_glyph_set(input), 0, glyphs - 1)
        hb_set_add_range(hb_subset_input_unicode_set(input), 0, 0x10FFFF)
        let dropped = hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG)
        for table in ["GSUB", "GPOS", "GDEF", "STAT", "DSIG"] { hb_set_add(dropped, HarfBuzzFont.tag(table)) }
        hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_RETAIN_GIDS.rawValue)
        for (axis, value) in variationCoordinates.sorted(by: { $0.key < $1.key }) {
            guard hb_subset_input_pin_axis_location(input, face, HarfBuzzFont.tag(axis), Float(value)) != 0 else { return nil }
        }
        guard let instance = hb_subset_or_fail(face, input) else { return nil }
        defer { hb_face_destroy(instance) }
        let blob = hb_face_reference_blob(instance)
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return Data(bytes: bytes, count: Int(length))
    }
}
