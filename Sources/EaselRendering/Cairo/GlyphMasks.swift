import CCairo
import EaselCore
import EaselText
import Foundation
import Synchronization

/// Rasterised glyphs for the raster backend: each glyph is filled once per size and quarter-pixel
/// position into an 8-bit mask, then composited wherever it appears (as every text renderer does),
/// instead of filling its outline again each time. Positions are quantised to the nearest quarter
/// pixel, which moves a glyph by at most an eighth of a pixel. Deterministic: the same glyph, size and position
/// give the same mask.
final class GlyphMasks: Sendable {
    static let shared = GlyphMasks()

    struct Mask: @unchecked Sendable {
        // @unchecked: the surface is written once, before it is shared, and only read afterwards.
        let surface: OpaquePointer
        /// Where the mask's top-left pixel sits relative to the glyph origin's whole pixel.
        let left: Int
        let top: Int
    }

    private struct Key: Hashable {
        let face: FontFace
        let glyph: UInt32
        /// The font size in device pixels, as a bit pattern.
        let pixelSize: UInt64
        let quarterX: UInt8
        let quarterY: UInt8
    }

    private let cache = Mutex<[Key: Mask?]>([:])
    private static let limit = 8_192

    /// The mask of `glyph` at `pixelSize` device pixels per em, for an origin whose fractional part
    /// is `fraction` (in pixels, 0…1); nil for glyphs with no outline (spaces).
    func mask(_ glyph: UInt32, face: FontFace, pixelSize: CGFloat, fraction: CGPoint) -> Mask? {
        let quarterX = UInt8(min(3, max(0, Int((fraction.x * 4).rounded()))))
        let quarterY = UInt8(min(3, max(0, Int((fraction.y * 4).rounded()))))
        let key = Key(face: face, glyph: glyph, pixelSize: Double(pixelSize).bitPattern, quarterX: quarterX, quarterY: quarterY)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let mask = Self.rasterise(glyph, face: face, pixelSize: pixelSize, offset: CGPoint(x: CGFloat(quarterX) / 4, y: CGFloat(quarterY) / 4))
        cache.withLock { cache in
            if cache.count >= Self.limit {
                for case let mask? in cache.values { cairo_surface_destroy(mask.surface) }
                cache.removeAll(keepingCapacity: true)
            }
            if let existing = cache[key] {
                // Another thread got there first: keep one.
                if let mask { cairo_surface_destroy(mask.surface) }
                _ = existing
                return
            }
            cache[key] = mask
        }
        return cache.withLock { $0[key] } ?? nil
    }

    private static func rasterise(_ glyph: UInt32, face: FontFace, pixelSize: CGFloat, offset: CGPoint) -> Mask? {
        let outline = GlyphOutlines.path(glyph, face: face, size: pixelSize)
        let bounds = outline.boundingRect
        guard !outline.isEmpty, !bounds.isNull, bounds.width > 0, bounds.height > 0,
              bounds.width < 4096, bounds.height < 4096 else { return nil }
        let left = Int((bounds.minX + offset.x).rounded(.down)) - 1
        let top = Int((bounds.minY + offset.y).rounded(.down)) - 1
        let width = Int((bounds.maxX + offset.x).rounded(.up)) - left + 1
        let height = Int((bounds.maxY + offset.y).rounded(.up)) - top + 1
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else { return nil }
        cairo_translate(context, offset.x - CGFloat(left), offset.y - CGFloat(top))
        CairoPaths.append(outline, to: context)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
        cairo_fill(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        return Mask(surface: surface, left: left, top: top)
    }
}

/// Paths into Cairo.
enum CairoPaths {
    static func append(_ path: Path, to context: OpaquePointer) {
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case let .move(point):
                cairo_move_to(context, point.x, point.y)
                current = point
            case let .line(point):
                cairo_line_to(context, point.x, point.y)
                current = point
            case let .quadCurve(point, control):
                // A quadratic Bézier as the cubic with control points 2/3 of the way to its control.
                let twoThirds: CGFloat = 2.0 / 3.0
                let firstX: CGFloat = current.x + twoThirds * (control.x - current.x)
                let firstY: CGFloat = current.y + twoThirds * (control.y - current.y)
                let secondX: CGFloat = point.x + twoThirds * (control.x - point.x)
                let secondY: CGFloat = point.y + twoThirds * (control.y - point.y)
                cairo_curve_to(context, firstX, firstY, secondX, secondY, point.x, point.y)
                current = point
            case let .curve(point, control1, control2):
                cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
                current = point
            case .closeSubpath:
                cairo_close_path(context)
                var x = 0.0, y = 0.0
                cairo_get_current_point(context, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }
}
