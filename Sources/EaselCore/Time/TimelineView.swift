import Foundation

/// A view that redraws on a schedule (Apple, `TimelineView`): its content is given the date of the
/// schedule's current entry.
///
/// Easel's clock is an input, so that pictures are the same on every run: by default it reads
/// 9:41:00 on 9 January 2007, UTC (the time iOS's screenshots show, as the status bar does); a
/// `ViewHost` sets it with `date` and moves it with `advanceTime(by:)`, and `ImageRenderer` with
/// `date`. The entry shown is the schedule's latest at or before the clock, counted from the clock
/// (a schedule starting later shows its first entry) [I].
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    @Environment(\.currentDate) private var now

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        content(Context(date: TimelineEntries.current(of: schedule, at: now), cadence: schedule._cadence))
    }

    /// What the content is drawn for: not generic over the content, so that the content's type
    /// can be inferred from the closure (as SwiftUI's `TimelineViewDefaultContext` is).
    public typealias Context = TimelineViewDefaultContext
}

/// What a timeline's content is drawn for (Apple, `TimelineView.Context`).
public struct TimelineViewDefaultContext {
    /// The date of the schedule's entry being shown.
    public let date: Date
    /// How often the content changes.
    public let cadence: Cadence

    /// Asks for the content to be drawn again; a picture is drawn once.
    public func invalidateTimelineContent() {}

    public typealias Cadence = TimelineCadence
}

/// How often a timeline's content changes (Apple, `TimelineView.Context.Cadence`).
public enum TimelineCadence: Comparable, Sendable {
    case live, seconds, minutes
}

/// When a `TimelineView` redraws (Apple, `TimelineSchedule`): its entries from a start date.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
    /// How often the schedule's entries come, for the context's cadence.
    var _cadence: TimelineCadence { get }
}

extension TimelineSchedule {
    public var _cadence: TimelineCadence { .seconds }
}

/// How often a schedule may redraw (Apple, `TimelineScheduleMode`).
public enum TimelineScheduleMode: Sendable {
    case normal, lowFrequency
}

/// Entries `interval` apart from `startDate` (Apple, `PeriodicTimelineSchedule`).
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.start = startDate
        self.interval = interval.isFinite && interval > 0 ? interval : 1
    }

    /// The entry at or before `startDate` on the schedule's grid, then every interval after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
        let elapsed = startDate.timeIntervalSince(start)
        let first = elapsed > 0 ? start.addingTimeInterval((elapsed / interval).rounded(.down) * interval) : start
        let interval = interval
        return sequence(first: first) { $0.addingTimeInterval(interval) }
    }

    public var _cadence: TimelineCadence {
        interval < 1 ? .live : interval < 60 ? .seconds : .minutes
    }
}

/// An entry at the start of every minute (Apple, `EveryMinuteTimelineSchedule`).
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
        let seconds = startDate.timeIntervalSinceReferenceDate
        let minute = Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60)
        return sequence(first: minute) { $0.addingTimeInterval(60) }
    }

    public var _cadence: TimelineCadence { .minutes }
}

/// Entries at the given dates (Apple, `ExplicitTimelineSchedule`).
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates

    public init(_ dates: Dates) {
        self.dates = dates
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

/// Entries as often as the display refreshes, at most every `minimumInterval` (Apple,
/// `AnimationTimelineSchedule`); a picture is drawn at the clock's date.
public struct AnimationTimelineSchedule: TimelineSchedule {
    let minimumInterval: Double?

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
        let step = minimumInterval.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 1.0 / 120
        return sequence(first: startDate) { $0.addingTimeInterval(step) }
    }

    public var _cadence: TimelineCadence { .live }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    public static func explicit<Dates: Sequence>(_ dates: Dates) -> ExplicitTimelineSchedule<Dates> where Self == ExplicitTimelineSchedule<Dates> {
        ExplicitTimelineSchedule(dates)
    }
}

enum TimelineEntries {
    /// How many entries are looked through for the one showing: a schedule of entries a
    /// millisecond apart would otherwise take long to walk.
    static let limit = 100_000

    /// The schedule's latest entry at or before `now`, counted from `now`; its first entry when
    /// every entry is later; `now` when it has none.
    static func current<Schedule: TimelineSchedule>(of schedule: Schedule, at now: Date) -> Date {
        var current: Date?
        var first: Date?
        for (index, date) in schedule.entries(from: now, mode: .normal).enumerated() {
            if first == nil { first = date }
            if date > now || index >= limit { break }
            current = date
        }
        return current ?? first ?? now
    }
}

private enum CurrentDateKey: EnvironmentKey {
    /// 2007-01-09 09:41:00 UTC.
    static let defaultValue = Date(timeIntervalSinceReferenceDate: 190_028_460)
}

extension EnvironmentValues {
    /// The clock's date (see `TimelineView`).
    package var currentDate: Date {
        get { self[CurrentDateKey.self] }
        set { self[CurrentDateKey.self] = newValue }
    }

    /// The clock's date, for Easel's iOS looks (SPI): calendars open on today's month.
    @_spi(SystemViews)
    public var _currentDate: Date { currentDate }
}
