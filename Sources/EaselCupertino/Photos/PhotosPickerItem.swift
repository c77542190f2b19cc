@_spi(SystemViews) import EaselCore
import Foundation

/// A photo or video picked in the photo picker (Apple, PhotosUI's `PhotosPickerItem`): it loads
/// as a transferable type, `Data` or `Image` most often. Here an item is a file a `ViewHost`
/// picked (`choosePhotos`), its type told by its extension.
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    let file: URL

    init(file: URL) {
        self.file = file
    }

    /// The item's identifier in the photo library: here its file's path.
    public var itemIdentifier: String? { file.path }

    /// The types the item can load as.
    public var supportedContentTypes: [UTType] {
        UTType(filenameExtension: file.pathExtension).map { [$0] } ?? []
    }

    /// The item as a `T`, read through `T`'s transfer representation; nil when `T` imports none of
    /// the item's types (a video loaded as an `Image`).
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
        guard let contentType = supportedContentTypes.first else { return nil }
        return try await _TransferImport.value(type, from: try Data(contentsOf: file), contentType: contentType)
    }

    /// The same, with a completion handler (called before this returns, as a host's drop is).
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        completionHandler(Result {
            guard let contentType = supportedContentTypes.first else { return nil }
            return try _TransferImport.valueNow(type, from: try Data(contentsOf: file), contentType: contentType)
        })
        progress.completedUnitCount = 1
        return progress
    }

    /// How a picked item is encoded when it has several encodings (Apple,
    /// `PhotosPickerItem.EncodingDisambiguationPolicy`): here a file has one.
    public struct EncodingDisambiguationPolicy: Equatable, Hashable, Sendable {
        let name: String
        public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
        public static let current = EncodingDisambiguationPolicy(name: "current")
        public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
    }
}

/// How the picker orders and confirms a selection (Apple, `PhotosPickerSelectionBehavior`).
public struct PhotosPickerSelectionBehavior: Equatable, Hashable, Sendable {
    let name: String
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

/// Which assets the photo picker shows (Apple, PhotosUI's `PHPickerFilter`). Easel tells them
/// apart by their files' types: images and videos; the kinds a file's type doesn't tell
/// (screenshots, panoramas, live photos, bursts, depth-effect photos) count as images, and
/// slow-motion, time-lapse, cinematic videos and screen recordings as videos.
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    indirect enum Rule: Equatable, Hashable, Sendable {
        case image(String), video(String)
        case any([Rule]), all([Rule]), not(Rule)
    }

    let rule: Rule

    public static let images = PHPickerFilter(rule: .image("images"))
    public static let livePhotos = PHPickerFilter(rule: .image("live photos"))
    public static let screenshots = PHPickerFilter(rule: .image("screenshots"))
    public static let panoramas = PHPickerFilter(rule: .image("panoramas"))
    public static let depthEffectPhotos = PHPickerFilter(rule: .image("depth-effect photos"))
    public static let bursts = PHPickerFilter(rule: .image("bursts"))
    public static let videos = PHPickerFilter(rule: .video("videos"))
    public static let slomoVideos = PHPickerFilter(rule: .video("slow-motion videos"))
    public static let timelapseVideos = PHPickerFilter(rule: .video("time-lapse videos"))
    public static let cinematicVideos = PHPickerFilter(rule: .video("cinematic videos"))
    public static let screenRecordings = PHPickerFilter(rule: .video("screen recordings"))

    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(rule: .any(filters.map(\.rule))) }
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(rule: .all(filters.map(\.rule))) }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(rule: .not(filter.rule)) }

    /// Whether an asset of `type` passes the filter.
    func matches(_ type: UTType) -> Bool { Self.matches(rule, type) }

    private static func matches(_ rule: Rule, _ type: UTType) -> Bool {
        switch rule {
        case .image: type.conforms(to: .image)
        case .video: type.conforms(to: .movie)
        case let .any(rules): rules.contains { matches($0, type) }
        case let .all(rules): rules.allSatisfy { matches($0, type) }
        case let .not(rule): !matches(rule, type)
        }
    }

    /// The filter in words, for a host's errors.
    var description: String { Self.describe(rule) }

    private static func describe(_ rule: Rule) -> String {
        switch rule {
        case let .image(name), let .video(name): name
        case let .any(rules): rules.map(describe).joined(separator: " or ")
        case let .all(rules): rules.map(describe).joined(separator: " and ")
        case let .not(rule): "anything but \(describe(rule))"
        }
    }
}
