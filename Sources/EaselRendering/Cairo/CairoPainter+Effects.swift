import CCairo
import EaselCore
import Foundation

/// The effects Cairo has no operation for: a material's blurred backdrop, perspective layers and
/// conic gradients.
extension CairoPainter {
    /// What is already drawn on the current target inside `clip`, blurred: the region is copied
    /// from the target (with a margin, so the blur reads its surroundings), blurred at full
    /// resolution and painted back through the clip.
    func drawBlurredBackdrop(radius: CGFloat, clip: Path) {
        guard let target = cairo_get_group_target(context), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return }
        append(clip)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_fill_extents(context, &x1, &y1, &x2, &y2)
        cairo_new_path(context)
        // The clip's corners on the target, in pixels.
        let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)].map { corner -> (Double, Double) in
            var (x, y) = corner
            cairo_user_to_device(context, &x, &y)
            return (x, y)
        }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let sigma = radius * deviceScale
        let margin = (3 * sigma).rounded(.up)
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        // Clamped to the target before becoming whole numbers: a clip far off the canvas (or
        // huge, or NaN) must not overflow `Int`.
        func pixel(_ value: Double, _ rule: FloatingPointRoundingRule, limit: Int) -> Int {
            value.isNaN ? 0 : Int(min(max(value.rounded(rule), 0), Double(limit)))
        }
        let left = pixel(corners.map(\.0).min()! + offsetX - margin, .down, limit: width)
        let top = pixel(corners.map(\.1).min()! + offsetY - margin, .down, limit: height)
        let right = pixel(corners.map(\.0).max()! + offsetX + margin, .up, limit: width)
        let bottom = pixel(corners.map(\.1).max()! + offsetY + margin, .up, limit: height)
        guard right > left, bottom > top, let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(right - left), Int32(bottom - top)) else { return }
        defer { cairo_surface_destroy(copy) }
        cairo_surface_flush(target)
        guard let source = cairo_image_surface_get_data(target), let destination = cairo_image_surface_get_data(copy) else { return }
        let sourceStride = Int(cairo_image_surface_get_stride(target)), destinationStride = Int(cairo_image_surface_get_stride(copy))
        for row in 0..<(bottom - top) {
            (destination + row * destinationStride).update(from: source + (top + row) * sourceStride + left * 4, count: (right - left) * 4)
        }
        GaussianBlur.blur(destination, width: right - left, height: bottom - top, stride: destinationStride, channels: 4, sigma: sigma)
        cairo_surface_mark_dirty(copy)
        cairo_save(context)
        append(clip)
        cairo_clip(context)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, copy, Double(left) - offsetX, Double(top) - offsetY)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// `inner` drawn through a projection (in the current user space), at `rasterScale` over the
    /// canvas: drawn flat offscreen, then warped (see `PerspectiveWarp`).
    func projected(_ inner: Range<Int>, through projection: ProjectionTransform) -> OpaquePointer? {
        guard let source = offscreen(inner, format: CAIRO_FORMAT_ARGB32, scale: rasterScale, process: { _, _, _, _ in }) else { return nil }
        defer { cairo_surface_destroy(source) }
        let width = cairo_image_surface_get_width(source), height = cairo_image_surface_get_height(source)
        guard let destination = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
              cairo_surface_status(destination) == CAIRO_STATUS_SUCCESS else { return nil }
        guard let sourcePixels = cairo_image_surface_get_data(source), let destinationPixels = cairo_image_surface_get_data(destination) else {
            return destination
        }
        cairo_surface_flush(destination)
        // Offscreen pixels are user space through the context's matrix, scaled to `rasterScale`:
        // a source pixel is taken back to user space, projected, and brought forward again.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let factor = rasterScale / deviceScale
        let toPixels = ProjectionTransform(
            m11: matrix.xx * factor, m12: matrix.yx * factor, m13: 0,
            m21: matrix.xy * factor, m22: matrix.yy * factor, m23: 0,
            m31: matrix.x0 * factor, m32: matrix.y0 * factor, m33: 1
        )
        var fromPixels = toPixels
        guard fromPixels.invert() else { return destination }
        PerspectiveWarp.warp(
            PerspectiveWarp.Image(pixels: sourcePixels, width: Int(width), height: Int(height), stride: Int(cairo_image_surface_get_stride(source))),
            into: PerspectiveWarp.Image(pixels: destinationPixels, width: Int(width), height: Int(height), stride: Int(cairo_image_surface_get_stride(destination))),
            sourceToDestination: fromPixels.concatenating(projection).concatenating(toPixels)
        )
        cairo_surface_mark_dirty(destination)
        return destination
    }

    /// An angular gradient as a Cairo mesh (Cairo has no conic gradient; PDF keeps the mesh as a
    /// vector shading): a fan of Coons patches around the centre, each at most 15° wide and long
    /// enough to cover the current path and stroke, its corners on the centre and on its arc
    /// coloured with the sweep's colours at their angles, so the colour changes with the angle
    /// alone.
    func angularMesh(_ sweep: AngularSweep, center: CGPoint) -> OpaquePointer? {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(context, &x1, &y1, &x2, &y2)
        let reach = cairo_get_line_width(context) + 1
        let radius = [CGPoint(x: x1, y: y1), CGPoint(x: x2, y: y1), CGPoint(x: x1, y: y2), CGPoint(x: x2, y: y2)]
            .map { hypot($0.x - center.x, $0.y - center.y) }.max()! + reach
        let pattern = cairo_pattern_create_mesh()
        let maximumStep = CGFloat.pi / 12
        for (low, high) in zip(sweep.points, sweep.points.dropFirst()) where high.angle > low.angle {
            let pieces = Int(((high.angle - low.angle) / maximumStep).rounded(.up))
            for piece in 0..<pieces {
                let a0 = low.angle + (high.angle - low.angle) * CGFloat(piece) / CGFloat(pieces)
                let a1 = low.angle + (high.angle - low.angle) * CGFloat(piece + 1) / CGFloat(pieces)
                let c0 = RGBA.mix(low.color, high.color, CGFloat(piece) / CGFloat(pieces))
                let c1 = RGBA.mix(low.color, high.color, CGFloat(piece + 1) / CGFloat(pieces))
                // The arc from a0 to a1 as one cubic: control points along the tangents at
                // 4/3 · tan(θ/4) of the radius.
                let k = 4.0 / 3.0 * tan((a1 - a0) / 4) * radius
                let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
                let p1 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
                cairo_mesh_pattern_begin_patch(pattern)
                cairo_mesh_pattern_move_to(pattern, center.x, center.y)
                cairo_mesh_pattern_line_to(pattern, p0.x, p0.y)
                cairo_mesh_pattern_curve_to(pattern, p0.x - k * sin(a0), p0.y + k * cos(a0), p1.x + k * sin(a1), p1.y - k * cos(a1), p1.x, p1.y)
                cairo_mesh_pattern_line_to(pattern, center.x, center.y)
                for (corner, color) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                    cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), color.red, color.green, color.blue, color.alpha)
                }
                cairo_mesh_pattern_end_patch(pattern)
            }
        }
        return pattern
    }
}
