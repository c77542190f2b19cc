import CImageCodecs
import Foundation

/// The bitmap formats Easel decodes: PNG (libpng) and JPEG (libjpeg-turbo).
package enum ImageFormat: String, Sendable, Equatable {
    case png = "PNG"
    case jpeg = "JPEG"
}

/// What an image file's header says; enough for layout without decoding a pixel.
package struct ImageHeader: Sendable, Equatable {
    package var format: ImageFormat
    package var pixelWidth: Int
    package var pixelHeight: Int
    /// Adam7 (PNG) or progressive (JPEG).
    package var isInterlaced: Bool
    /// An alpha channel or a `tRNS` chunk (PNG).
    package var hasAlpha: Bool

    package var pixelCount: Int { pixelWidth * pixelHeight }
}

/// Why an image cannot be shown, in words for a diagnostic.
package struct ImageDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    package let message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}

/// Pixels as a codec returned them (RGBA8, premultiplied), before a scale is attached.
package struct DecodedPixels: Sendable {
    package let width: Int
    package let height: Int
    package let pixels: [UInt8]
    /// The integer downsampling factor applied (1: full size).
    package let factor: Int
    /// Set when the data broke off part way: what the codec said. The pixels it did not reach are
    /// transparent (PNG) or libjpeg's grey (JPEG).
    package let problem: String?
}

/// Swift's side of `CImageCodecs`: sniffing, headers, decoding with downsampling.
enum ImageCodec {
    /// The format the first bytes announce, or nil.
    static func sniff(_ data: Data) -> ImageFormat? {
        data.withUnsafeBytes { bytes -> ImageFormat? in
            let base = bytes.bindMemory(to: UInt8.self)
            switch easel_image_sniff(base.baseAddress, base.count) {
            case Int32(EASEL_IMAGE_FORMAT_PNG): return .png
            case Int32(EASEL_IMAGE_FORMAT_JPEG): return .jpeg
            default: return nil
            }
        }
    }

    /// Reads the header (libpng's `png_read_info`, libjpeg's `jpeg_read_header`).
    static func readHeader(_ data: Data) -> Result<ImageHeader, ImageDecodingError> {
        guard !data.isEmpty else { return .failure(ImageDecodingError("the data is empty")) }
        var info = easel_image_info()
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes in
            let base = bytes.bindMemory(to: UInt8.self)
            return easel_image_read_info(base.baseAddress, base.count, &info, &message, message.count)
        }
        guard status == Int32(EASEL_IMAGE_OK) else { return .failure(ImageDecodingError(string(message))) }
        guard info.width > 0, info.height > 0 else {
            return .failure(ImageDecodingError("the image has no pixels (zero width or height)"))
        }
        return .success(ImageHeader(
            format: info.format == Int32(EASEL_IMAGE_FORMAT_PNG) ? .png : .jpeg,
            pixelWidth: Int(info.width),
            pixelHeight: Int(info.height),
            isInterlaced: info.interlaced != 0,
            hasAlpha: info.hasAlpha != 0
        ))
    }

    /// The smallest integer factor f with ⌈w / f⌉ × ⌈h / f⌉ ≤ `maximumPixelCount`.
    static func downsamplingFactor(for header: ImageHeader, maximumPixelCount: Int) -> Int {
        let limit = max(1, maximumPixelCount)
        guard header.pixelCount > limit else { return 1 }
        var factor = max(1, Int((Double(header.pixelCount) / Double(limit)).squareRoot().rounded(.down)))
        while outputSize(header, factor: factor).count > limit { factor += 1 }
        return factor
    }

    static func outputSize(_ header: ImageHeader, factor: Int) -> (width: Int, height: Int, count: Int) {
        let width = (header.pixelWidth + factor - 1) / factor
        let height = (header.pixelHeight + factor - 1) / factor
        return (width, height, width * height)
    }

    /// Decodes `data` downsampled by `factor` into premultiplied RGBA8.
    static func decode(_ data: Data, header: ImageHeader, factor: Int) -> Result<DecodedPixels, ImageDecodingError> {
        let size = outputSize(header, factor: factor)
        var pixels = [UInt8](repeating: 0, count: size.count * 4)
        var message = [CChar](repeating: 0, count: 256)
        let status = data.withUnsafeBytes { bytes in
            let base = bytes.bindMemory(to: UInt8.self)
            return pixels.withUnsafeMutableBufferPointer { output in
                easel_image_decode(base.baseAddress, base.count, UInt32(factor), output.baseAddress,
                                   UInt32(size.width), UInt32(size.height), &message, message.count)
            }
        }
        switch status {
        case Int32(EASEL_IMAGE_OK):
            return .success(DecodedPixels(width: size.width, height: size.height, pixels: pixels, factor: factor, problem: nil))
        case Int32(EASEL_IMAGE_PARTIAL):
            return .success(DecodedPixels(width: size.width, height: size.height, pixels: pixels, factor: factor,
                                          problem: string(message)))
        default:
            return .failure(ImageDecodingError(string(message)))
        }
    }

    /// Whether the data visibly stops short, without decoding: a PNG must end with its `IEND`
    /// chunk, a JPEG must hold its end-of-image marker (FF D9) in its last 64 KiB (writers may
    /// append a little after it).
    static func isTruncated(_ data: Data, format: ImageFormat) -> Bool {
        switch format {
        case .png:
            let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
            return data.count < iend.count || !data.suffix(iend.count).elementsEqual(iend)
        case .jpeg:
            let tail = data.suffix(65_536)
            var previous: UInt8 = 0
            for byte in tail {
                if previous == 0xFF && byte == 0xD9 { return false }
                previous = byte
            }
            return true
        }
    }

    private static func string(_ buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.isEmpty ? "unknown codec error" : text
    }
}
