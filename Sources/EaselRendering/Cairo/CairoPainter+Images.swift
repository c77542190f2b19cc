import CCairo
import EaselCore
import Foundation

// Images, and paint shrunk below a pixel, for `CairoPainter`.
extension CairoPainter {
    func drawImage(_ image: ImageItem) {
        guard image.width > 0, image.height > 0, image.rect.width > 0, image.rect.height > 0 else { return }
        var (deviceWidth, widthY) = (Double(image.rect.width), 0.0)
        var (heightX, deviceHeight) = (0.0, Double(image.rect.height))
        cairo_user_to_device_distance(context, &deviceWidth, &widthY)
        cairo_user_to_device_distance(context, &heightX, &deviceHeight)
        if hypot(deviceWidth, widthY) < 1 || hypot(heightX, deviceHeight) < 1 {
            // Smaller than a pixel: what a filter would make of it is its average colour, and
            // Cairo's patterns can't shrink an image that far (their fixed-point matrices overflow).
            let (red, green, blue, alpha) = CairoPainter.averageColor(of: image)
            cairo_set_source_rgba(context, red, green, blue, alpha)
            cairo_rectangle(context, image.rect.minX, image.rect.minY, image.rect.width, image.rect.height)
            cairo_fill(context)
            return
        }
        guard let surface = CairoPainter.surface(from: image) else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_save(context)
        cairo_translate(context, image.rect.minX, image.rect.minY)
        cairo_scale(context, image.rect.width / CGFloat(image.width), image.rect.height / CGFloat(image.height))
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), filter(for: image))
        cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
        cairo_rectangle(context, 0, 0, CGFloat(image.width), CGFloat(image.height))
        cairo_fill(context)
        cairo_restore(context)
    }

    /// The length in device units of a length in the current user space.
    func deviceLength(_ length: CGFloat) -> CGFloat {
        var x = Double(length), y = 0.0
        cairo_user_to_device_distance(context, &x, &y)
        return hypot(x, y)
    }

    /// A gradient whose whole length or radius is under half a device pixel shows as one colour
    /// (the mean of its stops), and Cairo's gradient code overflows when shrinking one that far,
    /// so it is painted as that colour. Nil for any other paint.
    static func solidColor(for paint: Paint, deviceLength: (CGFloat) -> CGFloat) -> RGBA? {
        let stops: [GradientStop]
        switch paint {
        case .color:
            return nil
        case let .linearGradient(gradientStops, start, end):
            guard deviceLength(hypot(end.x - start.x, end.y - start.y)) < 0.5 else { return nil }
            stops = gradientStops
        case let .radialGradient(gradientStops, _, startRadius, endRadius):
            guard deviceLength(Swift.max(abs(startRadius), abs(endRadius))) < 0.5 else { return nil }
            stops = gradientStops
        case .angularGradient:
            // Its colours don't shrink with its size: a small one still shows them all.
            return nil
        }
        guard !stops.isEmpty else { return .clear }
        let count = Double(stops.count)
        return RGBA(
            red: stops.reduce(0) { $0 + $1.color.red } / count,
            green: stops.reduce(0) { $0 + $1.color.green } / count,
            blue: stops.reduce(0) { $0 + $1.color.blue } / count,
            alpha: stops.reduce(0) { $0 + $1.color.alpha } / count
        )
    }

    /// An image's average colour, straight (not premultiplied) components 0…1.
    static func averageColor(of image: ImageItem) -> (Double, Double, Double, Double) {
        var sums = (0.0, 0.0, 0.0, 0.0)
        let count = image.width * image.height
        for index in 0..<Swift.min(count, image.pixels.count / 4) {
            sums.0 += Double(image.pixels[index * 4])
            sums.1 += Double(image.pixels[index * 4 + 1])
            sums.2 += Double(image.pixels[index * 4 + 2])
            sums.3 += Double(image.pixels[index * 4 + 3])
        }
        guard sums.3 > 0 else { return (0, 0, 0, 0) }
        // Premultiplied sums: dividing by the alpha sum gives the straight colour.
        return (sums.0 / sums.3, sums.1 / sums.3, sums.2 / sums.3, sums.3 / (255 * Double(count)))
    }

    /// Cairo's good filter for smooth images, unless the image shrinks to a sixteenth or less of its
    /// pixels: the good filter's kernel grows with the shrinking (a 136-pixel emoji drawn a few
    /// thousandths of a pixel large asks for more memory than there is), and so little of the image
    /// shows that bilinear sampling looks the same.
    func filter(for image: ImageItem) -> cairo_filter_t {
        guard image.smooth else { return CAIRO_FILTER_NEAREST }
        var x = 1.0, y = 1.0
        cairo_user_to_device_distance(context, &x, &y)
        let shrink = Swift.min(abs(x), abs(y))
        return shrink.isFinite && shrink >= 1.0 / 16 ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BILINEAR
    }

    /// A Cairo surface holding an image's pixels (Cairo's ARGB32 is B, G, R, A bytes in memory on a
    /// little-endian machine; both are premultiplied).
    static func surface(from image: ImageItem) -> OpaquePointer? {
        guard image.pixels.count >= image.width * image.height * 4,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        image.pixels.withUnsafeBufferPointer { source in
            for row in 0..<image.height {
                for column in 0..<image.width {
                    let from = (row * image.width + column) * 4
                    let to = row * stride + column * 4
                    data[to] = source[from + 2]
                    data[to + 1] = source[from + 1]
                    data[to + 2] = source[from]
                    data[to + 3] = source[from + 3]
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
