import CImageCodecs
import Foundation

/// Reads a PNG back into pixels (libpng, through CImageCodecs): what golden-image comparisons and
/// snapshot tests need.
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

    /// The picture's pixels as straight (not premultiplied) RGBA, 8 bits a channel, rows top to
    /// bottom: libpng's decoding straight into the result (CImageCodecs), with no premultiplied
    /// copy on the way. Nil when the data is not a whole, valid PNG.
    package static func decode(_ data: Data) -> (width: Int, height: Int, rgba: [UInt8])? {
        guard let (width, height) = size(of: data), width > 0, height > 0, width * height < 1 << 28 else { return nil }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes in
            let base = bytes.bindMemory(to: UInt8.self)
            return rgba.withUnsafeMutableBufferPointer { output in
                easel_png_decode_straight(base.baseAddress, base.count, output.baseAddress, UInt32(width), UInt32(height), &message, message.count)
            }
        }
        return status == Int32(EASEL_IMAGE_OK) ? (width, height, rgba) : nil
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
