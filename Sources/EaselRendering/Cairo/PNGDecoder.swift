import CCairo
import Foundation

/// Reads a PNG back into pixels (through Cairo's loader, which uses libpng): what golden-image
/// comparisons need.
package enum PNGDecoder {
    /// The width and height in a PNG's header (its IHDR chunk), nil if it isn't a PNG.
    package static func size(of data: Data) -> (Int, Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 24, Array(data.prefix(8)) == signature, Array(data[data.startIndex + 12..<data.startIndex + 16]) == Array("IHDR".utf8) else { return nil }
        func integer(_ offset: Int) -> Int {
            data[data.startIndex + offset..<data.startIndex + offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return (integer(16), integer(20))
    }

    package static func decode(_ data: Data) -> (width: Int, height: Int, rgba: [UInt8])? {
        final class Reader {
            let data: Data
            var offset = 0
            init(_ data: Data) { self.data = data }
        }
        let reader = Reader(data)
        let unmanaged = Unmanaged.passRetained(reader)
        defer { unmanaged.release() }
        guard let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard reader.offset + count <= reader.data.count else { return CAIRO_STATUS_READ_ERROR }
            reader.data.copyBytes(to: buffer, from: reader.offset..<(reader.offset + count))
            reader.offset += count
            return CAIRO_STATUS_SUCCESS
        }, unmanaged.toOpaque()) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface) else { return nil }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        // Cairo's pixels are premultiplied BGRA words: opaque ones are swizzled a word at a time,
        // translucent ones unpremultiplied (rounded to nearest).
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { output in
            output.withMemoryRebound(to: UInt32.self) { words in
                for row in 0..<height {
                    let source = UnsafeRawPointer(pixels + row * stride).bindMemory(to: UInt32.self, capacity: width)
                    for column in 0..<width {
                        let word = source[column]
                        let alpha = opaque ? 255 : word >> 24
                        let index = row * width + column
                        if alpha == 255 {
                            // 0xAARRGGBB in memory order B, G, R, A → R, G, B, A.
                            words[index] = 0xFF00_0000 | (word & 0x0000_FF00) | ((word >> 16) & 0xFF) | ((word & 0xFF) << 16)
                        } else if alpha > 0 {
                            func channel(_ value: UInt32) -> UInt32 { min(255, (value * 255 + alpha / 2) / alpha) }
                            let red = channel((word >> 16) & 0xFF), green = channel((word >> 8) & 0xFF), blue = channel(word & 0xFF)
                            words[index] = alpha << 24 | blue << 16 | green << 8 | red
                        }
                    }
                }
            }
        }
        return (width, height, rgba)
    }
}

/// A decoded picture, read pixel by pixel (how the tests check pictures).
package struct DecodedImage {
    package struct Pixel: Equatable, CustomStringConvertible {
        package let red: Int, green: Int, blue: Int, alpha: Int

        package init(red: Int, green: Int, blue: Int, alpha: Int) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        package var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    package let width: Int
    package let height: Int
    private let rgba: [UInt8]

    /// Decodes a PNG; nil if it isn't one.
    package init?(png: Data) {
        guard let image = PNGDecoder.decode(png) else { return nil }
        width = image.width
        height = image.height
        rgba = image.rgba
    }

    package func pixel(x: Int, y: Int) -> Pixel {
        let index = (y * width + x) * 4
        return Pixel(red: Int(rgba[index]), green: Int(rgba[index + 1]), blue: Int(rgba[index + 2]), alpha: Int(rgba[index + 3]))
    }
}
