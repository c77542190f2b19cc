import Foundation
import Synchronization

/// A PNG or JPEG image in memory whose header has been read: layout needs only the header; the
/// pixels are decoded the first time a renderer asks, and kept in a shared cache.
///
/// Decoding is bounded (documented fallbacks, never a crash or a giant allocation):
/// - An image of more than ``maximumPixelCount`` pixels is decoded downsampled by the smallest
///   integer factor that brings it under the limit (a box filter; JPEG's DCT scaling does the
///   first 2×, 4× or 8×). Its natural size in points does not change; the bitmap's scale does.
/// - An image of more than ``maximumSourcePixelCount`` pixels is not decoded at all: its header
///   still gives its layout size, and nothing is drawn.
/// - Data that breaks off part way decodes to what was reached (see ``DecodedPixels/problem``).
package final class EncodedImage: Sendable, Equatable {
    /// 4096 × 4096 pixels (64 MiB of RGBA): the most pixels one decoded bitmap holds.
    package static let maximumPixelCount = 4096 * 4096
    /// 2³⁰ pixels: larger images are not decoded (streaming through them would take seconds
    /// and is most likely a decompression bomb).
    package static let maximumSourcePixelCount = 1 << 30
    /// Decoded pixels of every image, least recently used evicted past 256 MiB.
    package static let decodedCache = ImageCache<DecodedKey, Result<DecodedPixels, ImageDecodingError>>(
        costLimit: 256 << 20, countLimit: 512)

    package struct DecodedKey: Hashable, Sendable {
        let image: UInt64
        let factor: Int
    }

    /// Numbers images for the cache (object identities could be reused by a later image while
    /// entries of a released one are still cached).
    private static let serialNumbers = Atomic<UInt64>(0)
    private let serialNumber = EncodedImage.serialNumbers.add(1, ordering: .relaxed).newValue

    package let data: Data
    package let header: ImageHeader
    /// How diagnostics name the image: a file name, or "image data (N bytes)".
    package let label: String
    /// Serialises decoding of this image, so two threads asking at once decode it once.
    private let decoding = Mutex(())

    private init(data: Data, header: ImageHeader, label: String) {
        self.data = data
        self.header = header
        self.label = label
    }

    /// Reads the header of `data`; fails for data that is empty, neither PNG nor JPEG, or whose
    /// header the codec rejects (zero width, bad IHDR, …).
    package static func make(data: Data, label: String) -> Result<EncodedImage, ImageDecodingError> {
        ImageCodec.readHeader(data).map { EncodedImage(data: data, header: $0, label: label) }
    }

    /// Whether the data visibly stops short of the image's end (see `ImageCodec.isTruncated`).
    package var isTruncated: Bool {
        ImageCodec.isTruncated(data, format: header.format)
    }

    /// The downsampling factor a decode with this pixel limit uses (1 when none).
    package func downsamplingFactor(maximumPixelCount: Int = EncodedImage.maximumPixelCount) -> Int {
        ImageCodec.downsamplingFactor(for: header, maximumPixelCount: maximumPixelCount)
    }

    /// The image decoded with at most `maximumPixelCount` pixels (cached; thread-safe).
    package func decode(maximumPixelCount: Int = EncodedImage.maximumPixelCount) -> Result<DecodedPixels, ImageDecodingError> {
        guard header.pixelCount <= Self.maximumSourcePixelCount else {
            return .failure(ImageDecodingError(
                "\(header.pixelWidth)×\(header.pixelHeight) pixels is more than Easel decodes (\(Self.maximumSourcePixelCount))"))
        }
        let factor = downsamplingFactor(maximumPixelCount: maximumPixelCount)
        let key = DecodedKey(image: serialNumber, factor: factor)
        return decoding.withLock { _ in
            if let cached = Self.decodedCache.value(forKey: key) { return cached }
            let result = ImageCodec.decode(data, header: header, factor: factor)
            let cost = (try? result.get().pixels.count) ?? 0
            Self.decodedCache.insert(result, forKey: key, cost: cost)
            return result
        }
    }

    package static func == (lhs: EncodedImage, rhs: EncodedImage) -> Bool {
        lhs === rhs || lhs.data == rhs.data
    }
}
