import CImageCodecs
import Foundation

/// Rasterises a display list with Cairo and encodes it as JPEG (libjpeg-turbo, see CImageCodecs).
enum JPEGRenderer {
    /// Draws `list` and encodes Cairo's pixels as they are: premultiplied with the alpha byte
    /// skipped, which is the picture over black. A JPEG has no transparency, and UIKit's
    /// `jpegData(compressionQuality:)` of a picture with transparent parts shows them black the
    /// same way (ImageIO drops the alpha of premultiplied pixels; widely reported by iOS developers,
    /// not stated by Apple [I]).
    static func render(_ list: DisplayList, scale: CGFloat, quality: Int) throws -> Data {
        try PNGRenderer.withRaster(list, scale: scale) { data, width, height, stride in
            var output: UnsafeMutablePointer<UInt8>?
            var length = 0
            var message = [CChar](repeating: 0, count: 256)
            let status = easel_jpeg_encode(data, Int32(EASEL_JPEG_INPUT_BGRX), UInt32(width), UInt32(height), stride,
                                           Int32(quality), &output, &length, &message, message.count)
            guard status == Int32(EASEL_IMAGE_OK), let output else {
                throw RenderError.backend("JPEG: " + String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
            defer { easel_jpeg_free(output) }
            return Data(bytes: output, count: length)
        }
    }
}
