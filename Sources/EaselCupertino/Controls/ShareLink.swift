@_spi(SystemViews) import EaselCore
import Foundation

/// A control that presents the share sheet (Apple, `ShareLink`): drawn as its button, a "Share"
/// label with the square-and-arrow symbol in the accent colour, or the label given. Tapping it in a
/// host records what would be shared (the host's `sharedItems`, and `ShareRecord` for the whole
/// process), as `Link` records its URLs; the share sheet itself is the system's and isn't drawn.
nonisolated public struct ShareLink<Label: View>: View {
    let item: String
    let label: Label
    @Environment(\._hostRecord) private var hostRecord

    public var body: some View {
        let item = item
        let hostRecord = hostRecord
        Button {
            ShareRecord.append(item)
            hostRecord?._recordShared(item)
        } label: {
            label
        }
    }
}

/// What share links were tapped to share, in order (an Easel addition for tests).
public enum ShareRecord {
    nonisolated(unsafe) private static var items: [String] = []
    private static let lock = NSLock()

    /// The items shared so far.
    public static var shared: [String] {
        get { lock.withLock { items } }
        set { lock.withLock { items = newValue } }
    }

    static func append(_ item: String) {
        lock.withLock { items.append(item) }
    }
}

extension ShareLink where Label == EaselCore.Label<Text, Image> {
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item.absoluteString, label: EaselCore.Label("Share", systemImage: "square.and.arrow.up"))
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, label: EaselCore.Label("Share", systemImage: "square.and.arrow.up"))
    }

    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item.absoluteString, label: EaselCore.Label(title, systemImage: "square.and.arrow.up"))
    }

    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, label: EaselCore.Label(title, systemImage: "square.and.arrow.up"))
    }

    public init<S: StringProtocol, I, P>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil, preview: P) {
        self.init(item: String(describing: item), label: EaselCore.Label(title, systemImage: "square.and.arrow.up"))
    }

    public init<I, P>(item: I, subject: Text? = nil, message: Text? = nil, preview: P) {
        self.init(item: String(describing: item), label: EaselCore.Label("Share", systemImage: "square.and.arrow.up"))
    }
}

extension ShareLink {
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(item: item.absoluteString, label: label())
    }

    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(item: item, label: label())
    }

    /// A link sharing any transferable item (an image, a model value), previewed by `preview`,
    /// with a label of its own; the item is recorded as it describes itself.
    public init<I, P>(item: I, subject: Text? = nil, message: Text? = nil, preview: P, @ViewBuilder label: () -> Label) {
        self.init(item: String(describing: item), label: label())
    }
}

/// A preview of what a share link shares (kept: the share sheet isn't drawn).
public struct SharePreview<Image, Icon> {
    public init<S: StringProtocol>(_ title: S) where Image == Never, Icon == Never {}
    public init<S: StringProtocol>(_ title: S, image: Image) where Icon == Never {}
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {}
}
