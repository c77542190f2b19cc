import EaselCore
import EaselText
import Foundation
import Synchronization

/// Glyph outlines as paths, at a given size, with the origin on the baseline (y down). Every backend
/// draws text from these outlines, so PNG, PDF and SVG show the same shapes, and the same glyphs the
/// text layer measured. Outlines are cached: a picture repeats its glyphs.
enum GlyphOutlines {
    private struct Key: Hashable {
        let face: FontFace
        let glyph: UInt32
        let size: CGFloat
    }

    private static let cache = Mutex<[Key: Path]>([:])
    private static let limit = 20_000

    static func path(_ glyph: UInt32, face: FontFace, size: CGFloat) -> Path {
        let key = Key(face: face, glyph: glyph, size: size)
        if let path = cache.withLock({ $0[key] }) { return path }
        let path = Path(outline: face.glyphOutline(glyph, size: size))
        cache.withLock { cache in
            if cache.count >= limit { cache.removeAll(keepingCapacity: true) }
            cache[key] = path
        }
        return path
    }
}

/// Colour glyphs (emoji) as bitmaps, cached: a picture repeats its glyphs.
enum ColorGlyphs {
    private struct Key: Hashable {
        let face: FontFace
        let glyph: UInt32
    }

    private static let cache = Mutex<[Key: ColorGlyphBitmap?]>([:])

    static func bitmap(_ glyph: UInt32, face: FontFace) -> ColorGlyphBitmap? {
        let key = Key(face: face, glyph: glyph)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let bitmap = face.colorGlyphBitmap(glyph)
        cache.withLock { cache in
            if cache.count >= 2_000 { cache.removeAll(keepingCapacity: true) }
            cache[key] = .some(bitmap)
        }
        return bitmap
    }
}
