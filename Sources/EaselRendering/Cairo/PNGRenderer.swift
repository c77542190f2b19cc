import CCairo
import CPNGEncoder
import Foundation

/// Rasterises a display list with Cairo and encodes it as PNG (zlib, see CPNGEncoder).
enum PNGRenderer {
    /// zlib level 1: pictures of interfaces (large flat areas) compress nearly as well as at level 6
    /// (99 KB against 62 KB for a 1200 × 800 card) in less than half the time. Rows are left
    /// unfiltered: for such pictures filters gain little and cost more time than compressing.
    static let compressionLevel: Int32 = 1
    /// Compress in bands on this many threads; the bytes don't depend on the machine.
    static let compressionThreads: Int32 = 2

    /// Draws `list` and encodes the pixels straight from Cairo's surface: the conversion to PNG's
    /// straight RGBA happens row by row on the compressing threads.
    static func render(_ list: DisplayList, scale: CGFloat) throws -> Data {
        try withRaster(list, scale: scale) { data, width, height, stride in
            try encode(data, layout: EASEL_PIXELS_PREMULTIPLIED_BGRA, width: width, height: height, stride: stride)
        }
    }

    /// Draws `list` and encodes only the smallest rectangle of pixels holding all it drew, with
    /// that rectangle in points; nil when nothing was drawn.
    static func renderOccupied(_ list: DisplayList, scale: CGFloat) throws -> (png: Data, frame: CGRect)? {
        try withRaster(list, scale: scale) { data, width, height, stride in
            let raster = BilinearUpsampling.Image(pixels: data, width: width, height: height, stride: stride)
            guard let occupied = raster.occupiedBounds(channels: 4) else { return nil }
            let png = try encode(data + occupied.y * stride + occupied.x * 4, layout: EASEL_PIXELS_PREMULTIPLIED_BGRA,
                                 width: occupied.width, height: occupied.height, stride: stride)
            let frame = CGRect(x: CGFloat(occupied.x) / scale, y: CGFloat(occupied.y) / scale,
                               width: CGFloat(occupied.width) / scale, height: CGFloat(occupied.height) / scale)
            return (png, frame)
        }
    }

    /// Straight-alpha RGBA pixels, rows top to bottom.
    struct Pixels {
        var width: Int
        var height: Int
        var rgba: [UInt8]

        /// The pixel at (x, y) as (red, green, blue, alpha) bytes.
        func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
            let index = (y * width + x) * 4
            return (rgba[index], rgba[index + 1], rgba[index + 2], rgba[index + 3])
        }
    }

    /// The picture as straight RGBA pixels (for tests and for reading pixels back).
    static func rasterize(_ list: DisplayList, scale: CGFloat) throws -> Pixels {
        try withRaster(list, scale: scale) { data, width, height, stride in
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            rgba.withUnsafeMutableBufferPointer { out in
                for row in 0..<height {
                    for column in 0..<width {
                        let pixel = data + row * stride + column * 4
                        let alpha = Int(pixel[3])
                        let index = (row * width + column) * 4
                        out[index + 3] = UInt8(alpha)
                        guard alpha > 0 else { continue }
                        out[index] = UInt8(min(255, (Int(pixel[2]) * 255 + alpha / 2) / alpha))
                        out[index + 1] = UInt8(min(255, (Int(pixel[1]) * 255 + alpha / 2) / alpha))
                        out[index + 2] = UInt8(min(255, (Int(pixel[0]) * 255 + alpha / 2) / alpha))
                    }
                }
            }
            return Pixels(width: width, height: height, rgba: rgba)
        }
    }

    /// Draws `list` into a Cairo image surface and hands its premultiplied B, G, R, A pixels to `body`.
    static func withRaster<Result>(_ list: DisplayList, scale: CGFloat, _ body: (UnsafeMutablePointer<UInt8>, Int, Int, Int) throws -> Result) throws -> Result {
        let (width, height) = try Raster.pixelSize(of: list.size, scale: scale)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.backend("Cairo could not make a \(width) × \(height) image surface")
        }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { throw RenderError.backend("Cairo could not make a context") }
        cairo_scale(context, scale, scale)
        CairoPainter(context: context, list: list, deviceScale: scale, rasterScale: scale, isRaster: true).drawAll()
        let status = cairo_status(context)
        cairo_destroy(context)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.backend(String(cString: cairo_status_to_string(status))) }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { throw RenderError.backend("Cairo gave no pixels") }
        return try body(data, width, height, Int(cairo_image_surface_get_stride(surface)))
    }

    static func encode(_ pixels: Pixels) throws -> Data {
        try pixels.rgba.withUnsafeBufferPointer { rgba in
            try encode(rgba.baseAddress!, layout: EASEL_PIXELS_RGBA, width: pixels.width, height: pixels.height, stride: pixels.width * 4)
        }
    }

    private static func encode(_ pixels: UnsafePointer<UInt8>, layout: easel_pixel_layout, width: Int, height: Int, stride: Int) throws -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = easel_png_encode(pixels, layout, UInt32(width), UInt32(height), stride, compressionLevel, compressionThreads, &output, &length, &message, message.count)
        guard status == 0, let output else {
            throw RenderError.backend("PNG: " + String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { easel_png_free(output) }
        return Data(bytes: output, count: length)
    }
}
