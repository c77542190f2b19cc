import EaselText
import Foundation
import Testing
@testable import EaselCore

/// Dates and values in `Text` (issue #14), worded in the environment's locale, time zone and clock:
/// Apple's `Text.DateStyle` examples give the shapes ("June 3, 2019", "2 hours, 23 minutes", "+2
/// hours", "2:32").
@Suite struct FormattedTextTests {
    /// The clock's default now: 2007-01-09 09:41 UTC.
    let now = Date(timeIntervalSince1970: 1_168_335_660)

    func words(_ text: Text, _ change: (inout EnvironmentValues) -> Void = { _ in }) -> String {
        var environment = EnvironmentValues()
        change(&environment)
        return TextLeaf(text: text, environment: environment).string
    }

    @Test func dateStyles() {
        #expect(words(Text(now, style: .date)) == "January 9, 2007")
        #expect(words(Text(now, style: .time)).replacingOccurrences(of: "\u{202F}", with: " ") == "9:41 AM")
        let later = now.addingTimeInterval(2 * 3600 + 23 * 60 + 5)
        #expect(words(Text(later, style: .relative)) == "2 hours, 23 minutes")
        #expect(words(Text(now.addingTimeInterval(-(400 * 86400)), style: .relative)) == "1 year, 1 month")
        #expect(words(Text(now.addingTimeInterval(45), style: .relative)) == "45 seconds")
        #expect(words(Text(now.addingTimeInterval(2 * 3600), style: .relative)) == "2 hours")
        #expect(words(Text(later, style: .offset)) == "+2 hours")
        #expect(words(Text(now.addingTimeInterval(-95 * 86400), style: .offset)) == "-3 months")
        #expect(words(Text(now.addingTimeInterval(152), style: .timer)) == "2:32")
        #expect(words(Text(now.addingTimeInterval(-(36 * 3600 + 59 * 60 + 1)), style: .timer)) == "36:59:01")
    }

    @Test func theEnvironmentsClockLocaleAndTimeZoneCount() {
        let text = Text(now, style: .time)
        #expect(words(text) { $0.timeZone = TimeZone(identifier: "Asia/Tokyo")! }.replacingOccurrences(of: "\u{202F}", with: " ") == "6:41 PM")
        #expect(words(Text(now, style: .date)) { $0.locale = Locale(identifier: "fr_FR") } == "9 janvier 2007")
        #expect(words(Text(now.addingTimeInterval(60), style: .relative)) { $0.currentDate = now.addingTimeInterval(-60) } == "2 minutes")
        #expect(words(Text(now.addingTimeInterval(2 * 3600), style: .relative)) { $0.locale = Locale(identifier: "de_DE") } == "2 Stunden")
    }

    @Test func formatStyles() {
        #expect(words(Text(1234.5, format: .number)) == "1,234.5")
        #expect(words(Text(1234.5, format: .number)) { $0.locale = Locale(identifier: "de_DE") } == "1.234,5")
        #expect(words(Text(19.99, format: .currency(code: "USD"))) == "$19.99")
        #expect(words(Text(0.256, format: .percent)) == "25.6%")
        #expect(words(Text(["Ada", "Grace", "Alan"], format: .list(type: .and))) == "Ada, Grace, and Alan")
        #expect(words(Text(now, format: .dateTime.year().month().day())) == "Jan 9, 2007")
    }

    @Test func interpolationsAndTimers() {
        #expect(words(Text("Total: \(19.99, format: .currency(code: "EUR"))")) == "Total: €19.99")
        #expect(words(Text("Updated \(now.addingTimeInterval(-300), style: .relative) ago")) == "Updated 5 minutes ago")
        let interval = now.addingTimeInterval(-30)...now.addingTimeInterval(120)
        #expect(words(Text(timerInterval: interval)) == "2:00")
        #expect(words(Text(timerInterval: interval, countsDown: false)) == "0:30")
        #expect(words(Text(timerInterval: interval, pauseTime: now.addingTimeInterval(100))) == "0:20")
        #expect(words(Text(now...now.addingTimeInterval(3600))).contains("Jan 9, 2007"))
    }

    /// A formatted text measures as the same words typed in.
    @Test func measuresAsItsWords() {
        let formatted = lay(Text(now, style: .date).id("t"))
        let typed = lay(Text("January 9, 2007").id("t"))
        #expect(formatted.frame(id: "t") == typed.frame(id: "t"))
    }

    /// `Text(date, formatter:)`: `Date` is `ReferenceConvertible` on iOS, not in Linux's
    /// Foundation; the text is what the formatter writes.
    @Test func valuesFormattedByAFormatter() {
        let formatter = DateFormatter()
        formatter.dateFormat = "MMM d"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        let number = NumberFormatter()
        number.numberStyle = .decimal
        number.locale = Locale(identifier: "en_US")
        #expect(Text(Date(timeIntervalSince1970: 1_700_000_000), formatter: formatter).string == "Nov 14")
        #expect(Text(NSNumber(value: 1234.5), formatter: number).string == "1,234.5")
    }
}

