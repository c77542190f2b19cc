import Foundation

/// The phases of an asynchronous image load (Apple, `AsyncImagePhase`).
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? {
        if case let .success(image) = self { return image }
        return nil
    }

    public var error: (any Error)? {
        if case let .failure(error) = self { return error }
        return nil
    }
}

/// A view that loads and displays an image from a URL (Apple, `AsyncImage`).
///
/// Pictures show the end of a load, as they show the end of every change: a `file:` URL or a
/// `data:` URL (base64) is read at once and its content gets `.success(image)`, or
/// `.failure(error)` when the file is missing or isn't a PNG or JPEG. A network URL is not
/// fetched (a renderer must give the same picture on every run): it stays in `.empty`, the
/// placeholder SwiftUI's first frame shows, and the layout's diagnostics say so. The default
/// placeholder is a grey fill that takes the space offered (`secondarySystemFill`, #787880 at
/// 16 %, #EBEBEC over white).
nonisolated public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let content: (AsyncImagePhase) -> Content

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.content = content
    }

    public var body: some View {
        let phase = AsyncImageLoading.phase(for: url, scale: scale)
        content(phase ?? .empty)
            .modifier(_DiagnosticModifier(message: phase == nil ? url.map { "AsyncImage(url: \($0.absoluteString)) shows its placeholder: Easel loads file: and data: URLs but fetches nothing from a network, so that pictures are the same on every run." } : nil))
    }
}

/// The image of a URL that can be read without a network.
enum AsyncImageLoading {
    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }

    /// The phase a load ends in; nil for a URL Easel doesn't load (none, or a network one).
    static func phase(for url: URL?, scale: CGFloat) -> AsyncImagePhase? {
        guard let url else { return nil }
        let data: Data
        switch url.scheme?.lowercased() {
        case "file":
            guard let contents = try? Data(contentsOf: url) else {
                return .failure(LoadError(description: "No file at \(url.path)."))
            }
            data = contents
        case "data":
            guard let decoded = decodeDataURL(url.absoluteString) else {
                return .failure(LoadError(description: "The data: URL isn't base64 image data."))
            }
            data = decoded
        default:
            return nil
        }
        switch EncodedImage.make(data: data, label: url.scheme == "file" ? url.lastPathComponent : "data: URL") {
        case .success: return .success(Image(data: data, scale: scale))
        case let .failure(error): return .failure(error)
        }
    }

    /// The bytes of `data:[<type>][;base64],<data>` (RFC 2397), base64 only.
    static func decodeDataURL(_ string: String) -> Data? {
        guard string.hasPrefix("data:"), let comma = string.firstIndex(of: ",") else { return nil }
        let header = string[string.index(string.startIndex, offsetBy: 5)..<comma]
        guard header.hasSuffix(";base64") else { return nil }
        let payload = String(string[string.index(after: comma)...]).removingPercentEncoding ?? ""
        return Data(base64Encoded: payload, options: .ignoreUnknownCharacters)
    }
}

extension AsyncImage {
    /// An image from `url` in `content`, `placeholder` until it loads.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image {
                content(image)
            } else {
                placeholder()
            }
        }
    }
}

extension AsyncImage where Content == _AsyncImageDefaultContent {
    /// The image from `url`, with the standard grey placeholder until it loads.
    public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, scale: scale) { phase in
            _AsyncImageDefaultContent(image: phase.image)
        }
    }
}

/// The image, or the standard placeholder.
nonisolated public struct _AsyncImageDefaultContent: View {
    let image: Image?

    public var body: some View {
        if let image {
            image
        } else {
            Color(red: 0.922, green: 0.922, blue: 0.925)
        }
    }
}
