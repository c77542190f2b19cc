import CFreeType
import Foundation

/// One FreeType face of a ``FontFile`` at fixed variation coordinates: reads the face's tables
/// when opened, and glyph outlines on demand. Only used under ``FreeTypeLibrary``'s lock.
final class FreeTypeFace: @unchecked Sendable {
    // @unchecked: `face` is only touched inside FreeTypeLibrary.shared.withLock.

    /// What the face's tables say, read once when it is opened.
    struct Info: Sendable {
        var unitsPerEm = 0
        var ascender = 0
        var descender = 0
        var lineGap = 0
        var capHeight = 0
        var xHeight = 0
        var weightClass = 400
        var isItalic = false
        var hasColor = false
        var isFixedPitch = false
        var coordinates: [String: CGFloat] = [:]
        var weightAxis: ClosedRange<CGFloat>?
        var familyName = ""
        var postScriptName = ""
    }

    private struct Pointer: @unchecked Sendable { let face: FT_Face }

    private let face: FT_Face
    let info: Info
    /// Keeps the mapped bytes FreeType reads from alive.
    private let file: FontFile

    init(file: FontFile, index: Int, variations: [String: CGFloat]) throws(FontError) {
        let (bytes, count) = file.bytes
        let url = file.url
        let opened = FreeTypeLibrary.shared.withLock { library -> Result<(Pointer, Info), FontError> in
            var face: FT_Face?
            let error = FT_New_Memory_Face(library, bytes, FT_Long(count), FT_Long(index), &face)
            guard error == 0, let face else {
                return .failure(.corruptFile(url, reason: FreeTypeLibrary.message(for: error)))
            }
            var info = Info()
            info.unitsPerEm = Int(face.pointee.units_per_EM)
            info.hasColor = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
            info.isFixedPitch = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_FIXED_WIDTH) != 0
            info.isItalic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
            info.familyName = face.pointee.family_name.map { String(cString: $0) } ?? url.deletingPathExtension().lastPathComponent
            info.postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? info.familyName
            Self.applyVariations(variations, to: face, library: library, info: &info)
            if let table = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
                let hhea = table.assumingMemoryBound(to: TT_HoriHeader.self).pointee
                info.ascender = Int(hhea.Ascender)
                info.descender = -Int(hhea.Descender)
                info.lineGap = Int(hhea.Line_Gap)
            } else {
                info.ascender = Int(face.pointee.ascender)
                info.descender = -Int(face.pointee.descender)
                info.lineGap = max(Int(face.pointee.height) - info.ascender - info.descender, 0)
            }
            if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
                let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
                if os2.version != 0xFFFF {
                    info.weightClass = Int(os2.usWeightClass)
                    if os2.version >= 2 {
                        info.capHeight = Int(os2.sCapHeight)
                        info.xHeight = Int(os2.sxHeight)
                    }
                }
            }
            // One pixel per font unit: unhinted outlines then come out in font units (26.6).
            if info.unitsPerEm > 0 {
                FT_Set_Char_Size(face, 0, FT_F26Dot6(info.unitsPerEm * 64), 72, 72)
            }
            return .success((Pointer(face: face), info))
        } ?? .failure(.corruptFile(url, reason: "FreeType is unavailable"))
        switch opened {
        case .failure(let error):
            throw error
        case .success(let (pointer, info)):
            self.face = pointer.face
            self.info = info
            self.file = file
        }
    }

    /// Sets the requested axis values (clamped to each axis; other axes keep the face's own
    /// values, which are the named instance's for indices with an instance in the high 16 bits)
    /// and records the coordinates that result.
    private static func applyVariations(_ variations: [String: CGFloat], to face: FT_Face, library: FT_Library, info: inout Info) {
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0 else { return }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return }
        defer { FT_Done_MM_Var(library, master) }
        let axisCount = Int(master.pointee.num_axis)
        guard axisCount > 0, let axes = master.pointee.axis else { return }
        var coordinates = [FT_Fixed](repeating: 0, count: axisCount)
        FT_Get_Var_Design_Coordinates(face, FT_UInt(axisCount), &coordinates)
        for axis in 0..<axisCount {
            let tag = Self.tagString(UInt32(truncatingIfNeeded: axes[axis].tag))
            let low = CGFloat(axes[axis].minimum) / 65536
            let high = CGFloat(axes[axis].maximum) / 65536
            if tag == "wght" { info.weightAxis = low...high }
            if let wanted = variations[tag], wanted.isFinite {
                coordinates[axis] = FT_Fixed((min(max(wanted, low), high) * 65536).rounded())
            }
        }
        FT_Set_Var_Design_Coordinates(face, FT_UInt(axisCount), &coordinates)
        for axis in 0..<axisCount {
            let tag = Self.tagString(UInt32(truncatingIfNeeded: axes[axis].tag))
            info.coordinates[tag] = CGFloat(coordinates[axis]) / 65536
        }
    }

    static func tagString(_ tag: UInt32) -> String {
        let bytes = [UInt8(tag >> 24 & 0xFF), UInt8(tag >> 16 & 0xFF), UInt8(tag >> 8 & 0xFF), UInt8(tag & 0xFF)]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The outline of `glyph` scaled by `scale` (points per font unit), y down.
    func outline(glyph: UInt32, scale: CGFloat) -> [PathElement] {
        let pointer = Pointer(face: face)
        return FreeTypeLibrary.shared.withLock { _ -> [PathElement] in
            let face = pointer.face
            guard glyph < UInt32(face.pointee.num_glyphs),
                  FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
                  let slot = face.pointee.glyph,
                  slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return [] }
            let collector = OutlineCollector(scale: scale / 64)
            var funcs = FT_Outline_Funcs(
                move_to: { to, user in OutlineCollector.from(user).move(to); return 0 },
                line_to: { to, user in OutlineCollector.from(user).line(to); return 0 },
                conic_to: { control, to, user in OutlineCollector.from(user).conic(control, to); return 0 },
                cubic_to: { control1, control2, to, user in
                    OutlineCollector.from(user).cubic(control1, control2, to); return 0 },
                shift: 0, delta: 0)
            let user = Unmanaged.passUnretained(collector).toOpaque()
            withUnsafeMutablePointer(to: &slot.pointee.outline) { outline in
                _ = FT_Outline_Decompose(outline, &funcs, user)
            }
            return collector.finish()
        } ?? []
    }

    /// A colour glyph (emoji) from the face's largest bitmap strike, or nil when the glyph has none.
    func colorBitmap(glyph: UInt32) -> ColorGlyphBitmap? {
        guard info.hasColor else { return nil }
        let pointer = Pointer(face: face)
        let unitsPerEm = info.unitsPerEm
        return FreeTypeLibrary.shared.withLock { _ -> ColorGlyphBitmap? in
            let face = pointer.face
            let strikes = Int(face.pointee.num_fixed_sizes)
            guard strikes > 0, let sizes = face.pointee.available_sizes, glyph < UInt32(face.pointee.num_glyphs) else { return nil }
            let strike = (0..<strikes).max { sizes[$0].y_ppem < sizes[$1].y_ppem }!
            guard FT_Select_Size(face, FT_Int(strike)) == 0 else { return nil }
            // Outlines are read at one pixel per font unit: put that back whatever happens.
            defer {
                if unitsPerEm > 0 { FT_Set_Char_Size(face, 0, FT_F26Dot6(unitsPerEm * 64), 72, 72) }
            }
            guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph,
                  slot.pointee.bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue),
                  let buffer = slot.pointee.bitmap.buffer else { return nil }
            let bitmap = slot.pointee.bitmap
            let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
            guard width > 0, height > 0 else { return nil }
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for row in 0..<height {
                let line = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * -pitch
                for column in 0..<width {
                    let source = line + column * 4
                    let index = (row * width + column) * 4
                    pixels[index] = source[2]
                    pixels[index + 1] = source[1]
                    pixels[index + 2] = source[0]
                    pixels[index + 3] = source[3]
                }
            }
            return ColorGlyphBitmap(
                width: width, height: height, pixels: pixels,
                left: CGFloat(slot.pointee.bitmap_left), top: CGFloat(slot.pointee.bitmap_top),
                pixelsPerEm: CGFloat(sizes[strike].y_ppem) / 64
            )
        } ?? nil
    }

    deinit {
        let pointer = Pointer(face: face)
        _ = FreeTypeLibrary.shared.withLock { _ in FT_Done_Face(pointer.face) }
    }
}

/// Receives FreeType's outline callbacks and turns them into ``PathElement``s (y flipped down).
private final class OutlineCollector {
    private let scale: CGFloat
    private var elements: [PathElement] = []
    private var isOpen = false

    init(scale: CGFloat) { self.scale = scale }

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineCollector {
        Unmanaged<OutlineCollector>.fromOpaque(user!).takeUnretainedValue()
    }

    private func point(_ vector: UnsafePointer<FT_Vector>?) -> CGPoint {
        guard let vector else { return .zero }
        return CGPoint(x: CGFloat(vector.pointee.x) * scale, y: -CGFloat(vector.pointee.y) * scale)
    }

    func move(_ to: UnsafePointer<FT_Vector>?) {
        if isOpen { elements.append(.closeSubpath) }
        elements.append(.move(point(to)))
        isOpen = true
    }

    func line(_ to: UnsafePointer<FT_Vector>?) {
        elements.append(.line(point(to)))
    }

    func conic(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) {
        elements.append(.quadCurve(to: point(to), control: point(control)))
    }

    func cubic(_ control1: UnsafePointer<FT_Vector>?, _ control2: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) {
        elements.append(.curve(to: point(to), control1: point(control1), control2: point(control2)))
    }

    func finish() -> [PathElement] {
        if isOpen { elements.append(.closeSubpath) }
        return elements
    }
}
