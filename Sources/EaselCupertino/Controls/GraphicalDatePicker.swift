@_spi(SystemViews) import EaselCore
import Foundation

/// A date picker's month calendar, as iOS's graphical style draws it (metrics read off iOS 17
/// screenshots [screenshot]):
/// - a 44 pt header: the month and year in 17 pt semibold with an accent chevron, and the previous
///   and next month chevrons (20 pt medium, accent, 28 pt apart) at the trailing edge;
/// - the weekday initials in 13 pt semibold, `tertiaryLabel` grey, starting on the locale's first
///   weekday;
/// - the days in a grid of seven equal columns and 44 pt rows, in 20 pt; the selected day in the
///   accent colour, semibold, on a 40 pt circle of the accent at 12 %.
/// Tapping a day selects it (a date picker keeps the time of day; a multi-date picker toggles
/// it); the chevrons show the previous or next month.
nonisolated struct GraphicalDatePicker: View {
    /// The date whose month shows first.
    let anchor: Date
    let calendar: Calendar
    /// Whether a day can be picked (a date picker's range): the others are grey.
    var isEnabled: (Date) -> Bool = { _ in true }
    /// Whether a day of the month shown (a date in it) is selected.
    let isSelected: (Date) -> Bool
    /// Taps a day of the month shown (a date in it, at the anchor's time of day).
    let tap: (Date) -> Void
    /// Months shown away from the anchor's, moved by the chevrons.
    @State private var monthOffset = 0

    static let rowHeight: CGFloat = 44
    static let weekdayGrey = SystemColor.tertiaryLabel

    var body: some View {
        let month = CalendarMonth(containing: anchor, offsetBy: monthOffset, calendar: calendar)
        VStack(spacing: 0) {
            HStack(spacing: 4) {
                Text(month.title).font(.system(size: 17, weight: .semibold))
                Image(systemName: "chevron.forward").font(.system(size: 14, weight: .semibold)).foregroundStyle(Color.accentColor)
                Spacer(minLength: 8)
                HStack(spacing: 28) {
                    // VoiceOver's names for them on iOS.
                    Image(systemName: "chevron.backward").accessibilityLabel("Previous Month").onTapGesture { monthOffset -= 1 }
                    Image(systemName: "chevron.forward").accessibilityLabel("Next Month").onTapGesture { monthOffset += 1 }
                }
                .font(.system(size: 20, weight: .medium))
                .foregroundStyle(Color.accentColor)
            }
            .frame(height: 44)
            HStack(spacing: 0) {
                ForEach(month.weekdaySymbols, id: \.self) { symbol in
                    Text(symbol)
                        .font(.system(size: 13, weight: .semibold))
                        .foregroundStyle(Self.weekdayGrey)
                        .frame(maxWidth: .infinity)
                }
            }
            .frame(height: 20)
            VStack(spacing: 0) {
                ForEach(0..<month.weekCount, id: \.self) { week in
                    HStack(spacing: 0) {
                        ForEach(0..<7, id: \.self) { column in
                            let day = month.day(week: week, column: column)
                            let date = day.map { month.date(settingDay: $0, of: anchor) }
                            DayCell(day: day, isSelected: date.map(isSelected) ?? false, isEnabled: date.map(isEnabled) ?? false) {
                                if let date { tap(date) }
                            }
                        }
                    }
                    .frame(height: Self.rowHeight)
                }
            }
        }
        .padding(.horizontal, 12)
    }

    /// One day of the grid, or an empty cell before the first or after the last.
    nonisolated private struct DayCell: View {
        let day: Int?
        let isSelected: Bool
        let isEnabled: Bool
        let select: () -> Void

        var body: some View {
            ZStack {
                if let day {
                    if isSelected {
                        Circle().fill(Color.accentColor.opacity(0.12)).frame(width: 40, height: 40)
                        Text("\(day)").font(.system(size: 20, weight: .semibold)).foregroundStyle(Color.accentColor)
                    } else if isEnabled {
                        Text("\(day)").font(.system(size: 20))
                    } else {
                        // A day out of the picker's range: grey, as iOS draws it [screenshot].
                        Text("\(day)").font(.system(size: 20)).foregroundStyle(GraphicalDatePicker.weekdayGrey)
                    }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .onTapGesture { if day != nil, isEnabled { select() } }
        }
    }
}

/// A month laid out as weeks, in a calendar's time zone and locale.
struct CalendarMonth {
    let title: String
    let weekdaySymbols: [String]
    /// The column of the month's first day (0 is the locale's first weekday).
    let leadingBlanks: Int
    let dayCount: Int
    private let start: Date
    private let calendar: Calendar

    init(containing date: Date, offsetBy months: Int, calendar: Calendar) {
        self.calendar = calendar
        let selectedMonth = calendar.dateInterval(of: .month, for: date)?.start ?? date
        start = calendar.date(byAdding: .month, value: months, to: selectedMonth) ?? selectedMonth
        dayCount = calendar.range(of: .day, in: .month, for: start)?.count ?? 30
        let weekday = calendar.component(.weekday, from: start)
        leadingBlanks = (weekday - calendar.firstWeekday + 7) % 7
        let symbols = calendar.shortStandaloneWeekdaySymbols.map { $0.uppercased() }
        weekdaySymbols = (0..<7).map { symbols[($0 + calendar.firstWeekday - 1) % 7] }
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = calendar.locale
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        title = formatter.string(from: start)
    }

    var weekCount: Int { (leadingBlanks + dayCount + 6) / 7 }

    /// The day in a cell of the grid, or nil outside the month.
    func day(week: Int, column: Int) -> Int? {
        let day = week * 7 + column - leadingBlanks + 1
        return (1...dayCount).contains(day) ? day : nil
    }

    /// `date`'s time of day on `day` of this month.
    func date(settingDay day: Int, of date: Date) -> Date {
        var parts = calendar.dateComponents([.year, .month], from: start)
        let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: date)
        parts.day = day
        parts.hour = time.hour
        parts.minute = time.minute
        parts.second = time.second
        parts.nanosecond = time.nanosecond
        return calendar.date(from: parts) ?? date
    }
}
