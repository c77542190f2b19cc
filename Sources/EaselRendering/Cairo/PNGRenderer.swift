import CCairo
import CPNGEncoder
import Foundation

/// Rasterises a display list with Cairo and encodes it as PNG with libpng.
enum PNGRenderer {
    /// zlib level 3: close to level 6's compression for pictures like these at half its time; the
    /// same pixels always give the same bytes.
    static let compressionLevel: Int32 = 3

    static func render(_ list: DisplayList, scale: CGFloat) throws -> Data {
        try encode(rasterize(list, scale: scale))
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

    static func rasterize(_ list: DisplayList, scale: CGFloat) throws -> Pixels {
        let (width, height) = try Raster.pixelSize(of: list.size, scale: scale)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.backend("Cairo could not make a \(width) × \(height) image surface")
        }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { throw RenderError.backend("Cairo could not make a context") }
        cairo_scale(context, scale, scale)
        CairoPainter(context: context, list: list, deviceScale: scale, rasterScale: scale).drawAll()
        let status = cairo_status(context)
        cairo_destroy(context)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.backend(String(cString: cairo_status_to_string(status))) }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { throw RenderError.backend("Cairo gave no pixels") }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Cairo: premultiplied B, G, R, A; PNG: straight R, G, B, A.
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            for row in 0..<height {
                let line = data + row * stride
                for column in 0..<width {
                    let pixel = line + column * 4
                    let alpha = Int(pixel[3])
                    let index = (row * width + column) * 4
                    out[index + 3] = UInt8(alpha)
                    guard alpha > 0 else { continue }
                    if alpha == 255 {
                        out[index] = pixel[2]
                        out[index + 1] = pixel[1]
                        out[index + 2] = pixel[0]
                    } else {
                        out[index] = UInt8(min(255, (Int(pixel[2]) * 255 + alpha / 2) / alpha))
                        out[index + 1] = UInt8(min(255, (Int(pixel[1]) * 255 + alpha / 2) / alpha))
                        out[index + 2] = UInt8(min(255, (Int(pixel[0]) * 255 + alpha / 2) / alpha))
                    }
                }
            }
        }
        return Pixels(width: width, height: height, rgba: rgba)
    }

    static func encode(_ pixels: Pixels) throws -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = pixels.rgba.withUnsafeBufferPointer { rgba in
            easel_png_encode(rgba.baseAddress, UInt32(pixels.width), UInt32(pixels.height), pixels.width * 4, compressionLevel, &output, &length, &message, message.count)
        }
        guard status == 0, let output else {
            throw RenderError.backend("libpng: " + String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { easel_png_free(output) }
        return Data(bytes: output, count: length)
    }
}
