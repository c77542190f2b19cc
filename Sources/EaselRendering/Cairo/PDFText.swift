import CCairo
import CFreeType
import EaselText
import Foundation
import Synchronization

/// Glyph runs drawn into PDF as text: with the font embedded (cairo subsets it) and the run's
/// characters attached to its glyphs, so that the text can be selected, searched and extracted
/// (`pdftotext` prints it), while the glyphs are the same ones at the same places as in the PNG.
///
/// A static face is given to cairo by its file and face index (a fontconfig pattern), with
/// hinting off, as Easel's outlines are unhinted; cairo embeds a subset of the file. An instance
/// of a variable font (Inter at `wght` 600) can't be embedded as its file, whose outlines are the
/// default instance's and which cairo's subsetter doesn't instance: HarfBuzz instances it into a
/// static TrueType font (`FontFace.staticInstance`, outlines within a font unit of the PNG's),
/// which cairo embeds as it does a file. Should HarfBuzz fail, the instance is embedded as a Type 3
/// font (a cairo user font) whose glyphs are Easel's own outlines, the same paths the PNG fills;
/// readers lay such text out less well (pdftotext guesses a Type 3 font's size from the width of
/// one of its letters, so words in different subsets can land on different lines). The
/// characters go to cairo as one cluster per run, which it writes as the run's text (ToUnicode
/// and actual text).
enum PDFText {
    private struct Fonts: @unchecked Sendable {
        // @unchecked: cairo font faces are reference counted and thread-safe.
        var faces: [ObjectIdentifier: OpaquePointer] = [:]
        /// Keeps the faces alive while their cairo faces are cached (keys are their identities).
        var owners: [FontFace] = []
    }

    private static let fonts = Mutex(Fonts())

    /// cairo's font face for `face`, made once.
    private static func cairoFace(for face: FontFace) -> OpaquePointer? {
        let key = ObjectIdentifier(face)
        if let cached = fonts.withLock({ $0.faces[key] }) { return cached }
        let made = face.isVariableInstance ? (instanceFace(for: face) ?? outlineFace(for: face)) : fileFace(for: face)
        guard let created = made else { return nil }
        let address = UInt(bitPattern: created)
        let kept: UInt = fonts.withLock { fonts in
            if let existing = fonts.faces[key] { return UInt(bitPattern: existing) }
            fonts.faces[key] = OpaquePointer(bitPattern: address)
            fonts.owners.append(face)
            return address
        }
        if kept != address { cairo_font_face_destroy(created) }
        return OpaquePointer(bitPattern: kept)
    }

    /// cairo's FreeType face for a static face's file.
    private static func fileFace(for face: FontFace) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = face.fileURL.path.withCString { path in
            path.withMemoryRebound(to: FcChar8.self, capacity: strlen(path) + 1) { FcPatternAddString(pattern, FC_FILE, $0) }
        }
        FcPatternAddInteger(pattern, FC_INDEX, Int32(face.faceIndex))
        return cairo_ft_font_face_create_for_pattern(pattern)
    }

    /// FreeType's library for the instances' faces, and the instances' bytes, which their faces
    /// read for as long as cairo keeps them (for the process's life, as the cairo faces).
    private struct Instances: @unchecked Sendable {
        // @unchecked: the library is only used under this state's lock; faces made from it are
        // then used by cairo under its own per-face lock.
        var library: FT_Library?
        var bytes: [UnsafeMutableRawBufferPointer] = []
    }

    private static let instances = Mutex(Instances())

    /// cairo's FreeType face for a variable face's instance, made static by HarfBuzz; nil when it
    /// can't be.
    private static func instanceFace(for face: FontFace) -> OpaquePointer? {
        guard let data = face.staticInstance() else { return nil }
        let ftFace: FT_Face? = instances.withLock { instances in
            if instances.library == nil {
                var library: FT_Library?
                guard FT_Init_FreeType(&library) == 0 else { return nil }
                instances.library = library
            }
            let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 8)
            data.copyBytes(to: bytes)
            var made: FT_Face?
            guard FT_New_Memory_Face(instances.library, bytes.baseAddress?.assumingMemoryBound(to: FT_Byte.self),
                                     FT_Long(data.count), 0, &made) == 0, let made else {
                bytes.deallocate()
                return nil
            }
            instances.bytes.append(bytes)
            return made
        }
        guard let ftFace else { return nil }
        return cairo_ft_font_face_create_for_ft_face(ftFace, Int32(FT_LOAD_NO_HINTING))
    }

    private final class FaceBox {
        let face: FontFace
        init(_ face: FontFace) { self.face = face }
    }

    nonisolated(unsafe) private static var faceKey = cairo_user_data_key_t(unused: 0)

    /// A cairo user font drawing `face`'s glyphs from Easel's outlines, at one em.
    private static func outlineFace(for face: FontFace) -> OpaquePointer? {
        guard let user = cairo_user_font_face_create() else { return nil }
        let box = Unmanaged.passRetained(FaceBox(face)).toOpaque()
        cairo_font_face_set_user_data(user, &faceKey, box) { pointer in
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
        // The face's ascent and descent, so that readers place the text's lines as the file's
        // own metrics would.
        cairo_user_font_face_set_init_func(user) { scaledFont, _, extents in
            guard let scaledFont, let extents,
                  let pointer = cairo_font_face_get_user_data(cairo_scaled_font_get_font_face(scaledFont), &PDFText.faceKey) else {
                return CAIRO_STATUS_USER_FONT_ERROR
            }
            let face = Unmanaged<FaceBox>.fromOpaque(pointer).takeUnretainedValue().face
            extents.pointee.ascent = Double(face.ascenderInEms)
            extents.pointee.descent = Double(abs(face.descenderInEms))
            extents.pointee.height = extents.pointee.ascent + extents.pointee.descent
            return CAIRO_STATUS_SUCCESS
        }
        cairo_user_font_face_set_render_glyph_func(user) { scaledFont, glyph, context, extents in
            guard let scaledFont, let context,
                  let pointer = cairo_font_face_get_user_data(cairo_scaled_font_get_font_face(scaledFont), &PDFText.faceKey) else {
                return CAIRO_STATUS_USER_FONT_ERROR
            }
            let face = Unmanaged<FaceBox>.fromOpaque(pointer).takeUnretainedValue().face
            let id = UInt32(truncatingIfNeeded: glyph)
            extents?.pointee.x_advance = Double(face.advance(id))
            let outline = GlyphOutlines.path(id, face: face, size: 1)
            guard !outline.isEmpty else { return CAIRO_STATUS_SUCCESS }
            CairoPaths.append(outline, to: context)
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
            cairo_fill(context)
            return CAIRO_STATUS_SUCCESS
        }
        return user
    }

    /// Whether cairo accepts `clusters` for `bytes`: each covers something, and each one's bytes,
    /// front to back, are whole UTF-8 characters (cairo's `_cairo_validate_text_clusters`).
    static func isValid(_ clusters: [cairo_text_cluster_t], of bytes: [UInt8]) -> Bool {
        var offset = 0
        for cluster in clusters {
            let count = Int(cluster.num_bytes)
            guard count >= 0, cluster.num_glyphs >= 0, count > 0 || cluster.num_glyphs > 0, offset + count <= bytes.count else { return false }
            guard String(validating: bytes[offset..<(offset + count)], as: UTF8.self) != nil else { return false }
            offset += count
        }
        return offset == bytes.count
    }

    /// Draws `run` as text in `context` with the current source; false when it can't (no text,
    /// or no font for cairo), and the caller fills its outlines instead.
    static func draw(_ run: GlyphRunItem, in context: OpaquePointer) -> Bool {
        guard let source = run.source, !run.glyphs.isEmpty, run.size > 0, run.size.isFinite, !run.face.hasColorGlyphs else { return false }
        // Per cluster when the run's clusters tile its text (so each glyph maps to its characters),
        // else the whole text as one cluster.
        let split = source.characters.clusters(of: source.glyphClusters)
        guard let text = split?.text ?? source.characters.text(of: source.glyphClusters), !text.isEmpty,
              let font = cairoFace(for: run.face) else { return false }
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_set_font_face(context, font)
        cairo_set_font_size(context, run.size)
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(context, options)
        var glyphs = zip(run.glyphs, run.positions).map { glyph, position in
            cairo_glyph_t(index: UInt(glyph), x: Double(position.x), y: Double(position.y))
        }
        let bytes = Array(text.utf8)
        let given = (split?.clusters ?? []).map { cairo_text_cluster_t(num_bytes: Int32($0.bytes), num_glyphs: Int32($0.glyphs)) }
        let tiles = given.reduce(0) { $0 + Int($1.num_bytes) } == bytes.count && given.reduce(0) { $0 + Int($1.num_glyphs) } == glyphs.count
        var clusters = tiles && !given.isEmpty ? given : [cairo_text_cluster_t(num_bytes: Int32(bytes.count), num_glyphs: Int32(glyphs.count))]
        if tiles, !given.isEmpty, source.isRightToLeft {
            // Glyphs and clusters in the text's order: each glyph keeps its position, so the
            // drawing is the same (cairo checks clusters against the text front to back).
            glyphs.reverse()
            clusters.reverse()
        }
        if !Self.isValid(clusters, of: bytes) {
            // cairo would refuse them and stop drawing the whole page: one cluster instead.
            clusters = [cairo_text_cluster_t(num_bytes: Int32(bytes.count), num_glyphs: Int32(glyphs.count))]
        }
        bytes.withUnsafeBufferPointer { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { characters in
                cairo_show_text_glyphs(context, characters.baseAddress, Int32(bytes.count), &glyphs, Int32(glyphs.count), &clusters, Int32(clusters.count),
                                       cairo_text_cluster_flags_t(0))
            }
        }
        return cairo_status(context) == CAIRO_STATUS_SUCCESS
    }
}
