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
/// SwiftUI shows the placeholder (the `.empty` phase) until the image has loaded, and its
/// `ImageRenderer` draws that first frame; Easel draws the same and doesn't load: it reaches no
/// network, so that pictures are the same on every run. The layout's diagnostics say so. The
/// default placeholder is a grey fill that takes the space offered (`secondarySystemFill`,
/// #787880 at 16 %, #EBEBEC over white).
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let content: (AsyncImagePhase) -> Content

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.content = content
    }

    public var body: some View {
        content(.empty)
            .modifier(_DiagnosticModifier(message: url.map { "AsyncImage(url: \($0.absoluteString)) shows its placeholder: SwiftUI's first frame does too, and Easel doesn't load images from URLs." }))
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
public struct _AsyncImageDefaultContent: View {
    let image: Image?

    public var body: some View {
        if let image {
            image
        } else {
            Color(red: 0.922, green: 0.922, blue: 0.925)
        }
    }
}
