import EaselCore
import Foundation

/// A date picker's wheels (`UIDatePicker` in its wheels style): for a date, the month, day and
/// year; for a time, the hour, minute and AM/PM (24-hour locales have no period); for both, the
/// weekday and date ("Wed Nov 25"), then the time. Each is a `WheelPicker` as wide as its
/// options, centred together on one band across the width; spinning one (tapping an option) sets
/// that part of the date [I: column order is en_US's].
nonisolated struct WheelDatePicker: View {
    let selection: Binding<Date>
    let components: DatePickerComponents
    let calendar: Calendar

    /// The years a year wheel reaches either way from the selection's.
    static let yearReach = 200

    var body: some View {
        let date = selection.wrappedValue
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let usesPeriod = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: calendar.locale)?.contains("a") ?? true
        HStack(spacing: 0) {
            if components.contains(.date) && components.contains(.hourAndMinute) {
                let days = 1_000
                WheelPicker(count: 2 * days + 1, selected: days, option: { index in
                    Text(formatted(calendar.date(byAdding: .day, value: index - days, to: date) ?? date, "EEEMMMd"))
                }, select: { index in set(calendar.date(byAdding: .day, value: index - days, to: date)) }, isAlone: false)
            } else if components.contains(.date) {
                let months = calendar.standaloneMonthSymbols
                WheelPicker(count: months.count, selected: (parts.month ?? 1) - 1, option: { Text(months[$0]) }, select: { set(.month, $0 + 1) }, isAlone: false)
                let dayCount = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
                WheelPicker(count: dayCount, selected: (parts.day ?? 1) - 1, option: { Text("\($0 + 1)") }, select: { set(.day, $0 + 1) }, isAlone: false)
                let year = parts.year ?? 2000
                WheelPicker(count: 2 * Self.yearReach + 1, selected: Self.yearReach, option: { Text(String(year + $0 - Self.yearReach)) }, select: { set(.year, year + $0 - Self.yearReach) }, isAlone: false)
            }
            if components.contains(.hourAndMinute) {
                let hour = parts.hour ?? 0
                if usesPeriod {
                    WheelPicker(count: 12, selected: (hour + 11) % 12, option: { Text("\($0 + 1)") }, select: { index in
                        set(.hour, (index + 1) % 12 + (hour >= 12 ? 12 : 0))
                    }, isAlone: false)
                } else {
                    WheelPicker(count: 24, selected: hour, option: { Text(String(format: "%02d", $0)) }, select: { set(.hour, $0) }, isAlone: false)
                }
                WheelPicker(count: 60, selected: parts.minute ?? 0, option: { Text(String(format: "%02d", $0)) }, select: { set(.minute, $0) }, isAlone: false)
                if usesPeriod {
                    WheelPicker(count: 2, selected: hour >= 12 ? 1 : 0, option: { Text($0 == 0 ? calendar.amSymbol : calendar.pmSymbol) }, select: { index in
                        set(.hour, hour % 12 + index * 12)
                    }, isAlone: false)
                }
            }
        }
        .font(.system(size: 21))
        .frame(maxWidth: .infinity)
        .background(WheelBand())
    }

    private func formatted(_ date: Date, _ template: String) -> String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = calendar.locale
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: date)
    }

    /// Sets one part of the selection, keeping the others (a day past the new month's end is its
    /// last day, as the wheels settle).
    private func set(_ component: Calendar.Component, _ value: Int) {
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: selection.wrappedValue)
        switch component {
        case .year: parts.year = value
        case .month: parts.month = value
        case .day: parts.day = value
        case .hour: parts.hour = value
        case .minute: parts.minute = value
        default: return
        }
        if let day = parts.day, let first = calendar.date(from: DateComponents(year: parts.year, month: parts.month, day: 1)),
           let count = calendar.range(of: .day, in: .month, for: first)?.count {
            parts.day = Swift.min(day, count)
        }
        set(calendar.date(from: parts))
    }

    private func set(_ date: Date?) {
        if let date { selection.wrappedValue = date }
    }
}
