import EaselText
import Foundation

/// Dates, numbers and other values shown by `Text`: formatted when the text is resolved, in the
/// environment's locale, time zone and calendar and at its `currentDate` (the clock), so a picture
/// is the same on every machine and run.
extension Text {
    /// A predefined style used to display a `Date` (Apple, `Text.DateStyle`). The documented
    /// outputs: `.date` "June 3, 2019", `.time` "11:23PM", `.relative` "2 hours, 23 minutes" and
    /// "1 year, 1 month", `.offset` "+2 hours" and "-3 months", `.timer` "2:32" and "36:59:01".
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
        let kind: Kind

        public static let date = DateStyle(kind: .date)
        public static let time = DateStyle(kind: .time)
        public static let relative = DateStyle(kind: .relative)
        public static let offset = DateStyle(kind: .offset)
        public static let timer = DateStyle(kind: .timer)
    }

    /// Creates a text view that displays a date in a style, as of the environment's clock.
    public init(_ date: Date, style: DateStyle) {
        self.init(segments: [Segment(deferred: DeferredText { DateText.string(date, style: style, in: $0) })])
    }

    /// Creates a text view that displays a value formatted by a format style, in the environment's
    /// locale (and time zone, for dates).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(segments: [Segment(deferred: DeferredText { DateText.formatted(input, format: format, in: $0) })])
    }

    /// Creates a text view that displays an object formatted by a formatter (its own locale).
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Creates a text view that displays an object formatted by a formatter (its own locale).
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// The same for the values that are `ReferenceConvertible` on Apple's platforms and not in
    /// Linux's Foundation (`Date`, `Data`, `UUID`, `Locale`, `DateInterval`): `Text(date,
    /// formatter: dateFormatter)` compiles as it does on iOS.
    public init<Subject: _ReferenceConvertibleOnApplePlatforms>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Creates a text view that displays a range of dates ("Jan 9, 2007, 9:41 – 10:41 AM";
    /// Apple documents only that the range is formatted for the locale: abbreviated date and short
    /// time are Easel's choice).
    public init(_ dates: ClosedRange<Date>) {
        self.init(segments: [Segment(deferred: DeferredText { DateText.interval(dates, in: $0) })])
    }

    /// Creates a text view that displays a date interval.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// Creates a timer counting within `timerInterval`: down from its end by default, as of the
    /// clock (or `pauseTime`), shown as "2:32" or "1:02:32" (minutes past 59 with `showsHours`
    /// false).
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(segments: [Segment(deferred: DeferredText { environment in
            let now = min(max(pauseTime ?? environment.currentDate, timerInterval.lowerBound), timerInterval.upperBound)
            let seconds = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
            return DateText.timer(seconds, showsHours: showsHours)
        })])
    }
}

/// Text resolved from the environment when the view is: a formatted value.
package final class DeferredText: Equatable {
    let resolve: (EnvironmentValues) -> String

    init(_ resolve: @escaping (EnvironmentValues) -> String) {
        self.resolve = resolve
    }

    package static func == (lhs: DeferredText, rhs: DeferredText) -> Bool { lhs === rhs }
}

extension Text.Segment {
    init(deferred: DeferredText) {
        self.init(string: deferred.resolve(EnvironmentValues()))
        self.deferred = deferred
    }

    /// The characters in `environment`.
    func string(in environment: EnvironmentValues) -> String {
        deferred?.resolve(environment) ?? string
    }
}

/// How dates and values become words.
enum DateText {
    static func string(_ date: Date, style: Text.DateStyle, in environment: EnvironmentValues) -> String {
        let now = environment.currentDate
        switch style.kind {
        case .date:
            return formatted(date, format: Date.FormatStyle(date: .long, time: .omitted), in: environment)
        case .time:
            return formatted(date, format: Date.FormatStyle(date: .omitted, time: .shortened), in: environment)
        case .relative:
            return words(from: min(date, now), to: max(date, now), units: 2, in: environment)
        case .offset:
            let sign = date < now ? "-" : "+"
            return sign + words(from: min(date, now), to: max(date, now), units: 1, in: environment)
        case .timer:
            return timer(abs(date.timeIntervalSince(now)), showsHours: true)
        }
    }

    /// The style in the environment's locale; a date style also in its time zone and calendar.
    static func formatted<F: FormatStyle>(_ input: F.FormatInput, format: F, in environment: EnvironmentValues) -> String where F.FormatOutput == String {
        if var dateFormat = format as? Date.FormatStyle, let date = input as? Date {
            dateFormat.locale = environment.locale
            dateFormat.timeZone = environment.timeZone
            dateFormat.calendar = environment.calendar
            return dateFormat.format(date)
        }
        return format.locale(environment.locale).format(input)
    }

    static func interval(_ dates: ClosedRange<Date>, in environment: EnvironmentValues) -> String {
        let style = Date.IntervalFormatStyle(date: .abbreviated, time: .shortened, locale: environment.locale,
                                             calendar: environment.calendar, timeZone: environment.timeZone)
        return style.format(dates.lowerBound..<dates.upperBound)
    }

    /// The largest nonzero calendar units between two dates, at most `units` of them, with the
    /// unit after the first only when it is nonzero: "2 hours, 23 minutes", "1 year, 1 month",
    /// "45 seconds". Weeks are left out (Apple's examples go from months to days; Easel's choice).
    static func words(from start: Date, to end: Date, units: Int, in environment: EnvironmentValues) -> String {
        let order: [(Calendar.Component, DurationText.Unit)] = [
            (.year, .year), (.month, .month), (.day, .day), (.hour, .hour), (.minute, .minute), (.second, .second),
        ]
        let components = environment.calendar.dateComponents(Set(order.map(\.0)), from: start, to: end)
        let amounts = order.map { (Double(components.value(for: $0.0) ?? 0), $0.1) }
        guard let first = amounts.firstIndex(where: { $0.0 != 0 }) else {
            return DurationText.format([(0, .second)], locale: environment.locale.identifier) ?? "0 seconds"
        }
        let chosen = amounts[first...].prefix(units).enumerated().filter { $0.offset == 0 || $0.element.0 != 0 }.map(\.element)
        return DurationText.format(chosen.map { (value: $0.0, unit: $0.1) }, locale: environment.locale.identifier)
            ?? chosen.map { "\(Int($0.0)) \($0.1.rawValue)" }.joined(separator: ", ")
    }

    /// "2:32", "36:59:01": minutes and seconds, with hours before them when there are any.
    static func timer(_ seconds: TimeInterval, showsHours: Bool) -> String {
        let total = seconds.isFinite ? Int(max(0, seconds).rounded(.down)) : 0
        let hours = showsHours ? total / 3600 : 0
        let minutes = (total - hours * 3600) / 60
        let remainder = total % 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(remainder))" : "\(minutes):\(two(remainder))"
    }
}

enum TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC")! }
enum CalendarKey: EnvironmentKey {
    static let defaultValue: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}

extension EnvironmentValues {
    /// The current time zone that views should use when handling dates: UTC unless set, so that
    /// pictures don't depend on the machine.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The current calendar that views should use when handling dates: Gregorian in UTC unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// A date in a style, as `Text(_:style:)` shows it.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendInterpolation(Text(date, style: style))
    }

    /// A value formatted by a format style, as `Text(_:format:)` shows it.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        appendInterpolation(Text(input, format: format))
    }

    /// A range of dates, as `Text(_:)` shows it.
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
        appendInterpolation(Text(dates))
    }

    /// An object formatted by a formatter.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        appendInterpolation(formatter.string(for: subject) ?? "")
    }
}

/// Foundation's value types that are `ReferenceConvertible` on Apple's platforms but not in
/// Linux's Foundation (checked with this toolchain), for `Text(_:formatter:)`.
public protocol _ReferenceConvertibleOnApplePlatforms {}
extension Date: _ReferenceConvertibleOnApplePlatforms {}
extension Data: _ReferenceConvertibleOnApplePlatforms {}
extension UUID: _ReferenceConvertibleOnApplePlatforms {}
extension Locale: _ReferenceConvertibleOnApplePlatforms {}
extension DateInterval: _ReferenceConvertibleOnApplePlatforms {}

