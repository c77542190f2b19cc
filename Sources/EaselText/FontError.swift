import Foundation

/// Why a font file could not be registered; the message names the file.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing exists at this location.
    case fileNotFound(URL)
    /// The file exists but is not a font FreeType can read (FreeType's error code and text).
    case corruptFile(URL, reason: String)

    public var fileURL: URL {
        switch self {
        case .fileNotFound(let url), .corruptFile(let url, _): return url
        }
    }

    public var description: String {
        switch self {
        case .fileNotFound(let url):
            return "Font file not found: \(url.path)"
        case .corruptFile(let url, let reason):
            return "Font file is not a readable font: \(url.path) (\(reason))"
        }
    }
}

extension FontError: LocalizedError {
    public var errorDescription: String? { description }
}
