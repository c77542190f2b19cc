import EaselCore
import Foundation

/// One moment of a widget's timeline: the date it shows from, and what it shows (Apple,
/// `TimelineEntry`).
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, for the Smart Stack (Apple, `TimelineEntryRelevance`).
public struct TimelineEntryRelevance: Equatable, Sendable {
    public let score: Float
    public let duration: TimeInterval

    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// A widget's entries and when to ask for more (Apple, `Timeline`).
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy

    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// When a widget asks its provider for a new timeline (Apple, `TimelineReloadPolicy`).
public struct TimelineReloadPolicy: Equatable, Sendable {
    let name: String
    let date: Date?
    public static let atEnd = TimelineReloadPolicy(name: "atEnd", date: nil)
    public static let never = TimelineReloadPolicy(name: "never", date: nil)
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(name: "after", date: date) }
}

/// Where a provider's entries will be shown (Apple, `TimelineProviderContext`).
public struct TimelineProviderContext {
    public let family: WidgetFamily
    /// Whether the entry is for the widget gallery or a preview, which wants it at once.
    public let isPreview: Bool
    public let displaySize: CGSize

    init(family: WidgetFamily, isPreview: Bool, displaySize: CGSize = .zero) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize
    }

    /// The context of a preview in `family` (for Easel's previews).
    public static func _preview(family: WidgetFamily) -> TimelineProviderContext {
        TimelineProviderContext(family: family, isPreview: true)
    }
}

/// What gives a widget its entries (Apple, `TimelineProvider`).
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// Tells WidgetKit that widgets should ask for new timelines (Apple, `WidgetCenter`): recorded,
/// as a host records the URLs links open, since there is no Home Screen to refresh.
public final class WidgetCenter: @unchecked Sendable {
    // @unchecked: the record is only touched under `lock`.
    public static let shared = WidgetCenter()
    private let lock = NSLock()
    private var reloads: [String] = []

    /// The kinds asked to reload so far, in order ("*" for all of them; an Easel addition for tests).
    public var reloadedKinds: [String] { lock.withLock { reloads } }

    public func reloadAllTimelines() {
        lock.withLock { reloads.append("*") }
    }

    public func reloadTimelines(ofKind kind: String) {
        lock.withLock { reloads.append(kind) }
    }
}

/// Builds a widget preview's list of entries.
@resultBuilder
public enum _TimelineEntriesBuilder<Entry: TimelineEntry> {
    public static func buildExpression(_ entry: Entry) -> [Entry] { [entry] }
    public static func buildBlock(_ parts: [Entry]...) -> [Entry] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[Entry]]) -> [Entry] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Entry]?) -> [Entry] { part ?? [] }
    public static func buildEither(first: [Entry]) -> [Entry] { first }
    public static func buildEither(second: [Entry]) -> [Entry] { second }
}
