import Foundation
import Synchronization

/// UIKit's pasteboard (`UIPasteboard`), which copy buttons write to: `UIPasteboard.general.string
/// = code`. Easel keeps what is copied for the process, as the system's pasteboard is, so that a
/// test tapping a copy button through a `ViewHost` can read what was copied; nothing reaches the
/// machine's clipboard.
public final class UIPasteboard: Sendable {
    /// The pasteboard every app shares.
    public static let general = UIPasteboard()

    private let items = Mutex<[[String: any Sendable]]>([])

    public init() {}

    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    public var strings: [String]? {
        get { values(forType: Self.textType) }
        set { setValues(newValue, forType: Self.textType) }
    }

    public var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    public var urls: [URL]? {
        get { values(forType: Self.urlType) }
        set { setValues(newValue, forType: Self.urlType) }
    }

    public var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    public var images: [UIImage]? {
        get { values(forType: Self.imageType) }
        set { setValues(newValue, forType: Self.imageType) }
    }

    public var hasStrings: Bool { strings != nil }
    public var hasURLs: Bool { urls != nil }
    public var hasImages: Bool { images != nil }
    public var numberOfItems: Int { items.withLock { $0.count } }

    /// Empties the pasteboard.
    public func removeAll() {
        items.withLock { $0 = [] }
    }

    private static let textType = "public.utf8-plain-text"
    private static let urlType = "public.url"
    private static let imageType = "public.image"

    private func values<Value>(forType type: String) -> [Value]? {
        let found = items.withLock { items in items.compactMap { $0[type] as? Value } }
        return found.isEmpty ? nil : found
    }

    /// Replaces the pasteboard's items with one item of `type` for each value, as UIKit's setters
    /// do (nil empties it).
    private func setValues<Value: Sendable>(_ values: [Value]?, forType type: String) {
        items.withLock { $0 = (values ?? []).map { [type: $0] } }
    }
}
