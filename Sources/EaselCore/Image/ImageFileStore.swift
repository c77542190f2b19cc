import Foundation

/// Why an image file cannot be used.
package enum ImageFileError: Error, Sendable, Equatable {
    /// Nothing (or a folder) at that path.
    case notFound(URL)
    /// The file exists but cannot be read.
    case unreadable(URL, String)
    /// Larger than ``ImageFileStore/maximumFileSize``.
    case tooLarge(URL, bytes: Int)
    /// Read, but not a PNG or JPEG whose header the codec accepts.
    case undecodable(URL, ImageDecodingError)
}

/// Image files read from disk, kept by path and re-read when their size or modification date
/// changes; least recently used files are dropped past 512 MiB of encoded data.
package final class ImageFileStore: Sendable {
    package static let shared = ImageFileStore()

    /// 256 MiB: larger files are refused rather than read (no PNG or JPEG worth showing is that big).
    package static let maximumFileSize = 256 << 20

    private struct Entry: Sendable {
        let size: Int
        let modified: Date?
        let image: EncodedImage
    }

    private let files = ImageCache<String, Entry>(costLimit: 512 << 20, countLimit: 1024)

    /// The image at `url`, its header read (cached while the file is unchanged). A vector file (PDF,
    /// SVG) is drawn at `vectorScale` pixels per point (see `VectorImage`).
    package func image(at url: URL, vectorScale: CGFloat = 1) -> Result<EncodedImage, ImageFileError> {
        let path = url.standardizedFileURL.path
        let vectorFormat = VectorImage.format(of: url)
        let key = vectorFormat == nil ? path : "\(path)@\(vectorScale)x"
        guard url.isFileURL else { return .failure(.unreadable(url, "not a file URL; only local files are read")) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return .failure(.notFound(url))
        }
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let modified = attributes[.modificationDate] as? Date
        if let entry = files.value(forKey: key), entry.size == size, entry.modified == modified {
            return .success(entry.image)
        }
        guard size <= Self.maximumFileSize else { return .failure(.tooLarge(url, bytes: size)) }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            return .failure(.unreadable(url, error.localizedDescription))
        }
        let encoded: Result<Data, ImageDecodingError> = vectorFormat.map { VectorImage.rasterized(data, format: $0, scale: vectorScale) } ?? .success(data)
        switch encoded.flatMap({ EncodedImage.make(data: $0, label: url.lastPathComponent) }) {
        case .success(let image):
            files.insert(Entry(size: size, modified: modified, image: image), forKey: key, cost: image.data.count)
            return .success(image)
        case .failure(let error):
            return .failure(.undecodable(url, error))
        }
    }

    /// Forgets every file read so far.
    package func removeAll() {
        files.removeAll()
    }
}
