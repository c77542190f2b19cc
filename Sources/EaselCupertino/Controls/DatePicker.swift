@_spi(SystemViews) import EaselCore
import Foundation

/// The parts of a date a date picker edits (Apple, `DatePickerComponents`).
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// A control for selecting a date (Apple, `DatePicker`), formatted in the environment's locale and
/// time zone, in iOS's styles:
/// - compact (the default): the label leading, and the date ("Nov 25, 2026") and the time
///   ("9:41 AM") trailing, each in a grey capsule (#767680 at 12 %, 6 pt corners, 11 × 6 pt
///   padding) [screenshot]. Tapping opens a calendar, which a picture at rest doesn't show.
/// - graphical: a month's calendar (`GraphicalDatePicker`), and the time in a capsule under it.
/// - wheel: wheels for the month, day and year, or the hour, minute and period
///   (`WheelDatePicker`), after the label.
nonisolated public struct DatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Date>
    let components: DatePickerComponents
    /// The earliest and latest dates the picker offers (`in:`), nil where open.
    let earliest: Date?
    let latest: Date?
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.datePickerStyle) private var style
    @Environment(\.labelsHidden) private var labelsHidden

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, earliest: nil, latest: nil, displayedComponents: displayedComponents, label: label)
    }

    private init(selection: Binding<Date>, earliest: Date?, latest: Date?, displayedComponents: DatePickerComponents, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
        self.components = displayedComponents
        self.earliest = earliest
        self.latest = latest
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, earliest: range.lowerBound, latest: range.upperBound, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, earliest: range.lowerBound, latest: nil, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, earliest: nil, latest: range.upperBound, displayedComponents: displayedComponents, label: label)
    }

    /// `date` moved into the picker's range. A selection outside it is shown at the nearest end,
    /// as `UIDatePicker` shows its date between its `minimumDate` and `maximumDate` (Apple,
    /// `UIDatePicker.maximumDate`: "the maximum date that a date picker can show"); the binding
    /// keeps its value until a date is picked.
    private func clamped(_ date: Date) -> Date {
        var date = date
        if let earliest, date < earliest { date = earliest }
        if let latest, date > latest { date = latest }
        return date
    }

    /// Whether any moment of the day `date` falls in it is in the range: days outside are drawn
    /// grey and can't be picked.
    private func offers(day date: Date, in calendar: Calendar) -> Bool {
        guard let interval = calendar.dateInterval(of: .day, for: date) else { return true }
        if let earliest, interval.end <= earliest { return false }
        if let latest, interval.start > latest { return false }
        return true
    }

    private func formatted(_ template: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: clamped(selection.wrappedValue))
    }

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }

    public var body: some View {
        switch style {
        case .graphical:
            VStack(spacing: 8) {
                if components.contains(.date) {
                    let calendar = calendar
                    let shown = clamped(selection.wrappedValue)
                    GraphicalDatePicker(anchor: shown, calendar: calendar, isEnabled: { offers(day: $0, in: calendar) }) { day in
                        calendar.isDate(day, inSameDayAs: shown)
                    } tap: { day in
                        selection.wrappedValue = clamped(day)
                    }
                }
                if components.contains(.hourAndMinute) {
                    HStack {
                        Text("Time")
                        Spacer(minLength: 8)
                        DatePickerField(text: formatted("jmm"))
                    }
                }
            }
        case .wheel:
            HStack(spacing: 6) {
                if !labelsHidden {
                    label
                }
                WheelDatePicker(selection: Binding(get: { clamped(selection.wrappedValue) }, set: { selection.wrappedValue = clamped($0) }),
                                components: components, calendar: calendar)
            }
        case .automatic, .compact:
            HStack(spacing: 6) {
                if !labelsHidden {
                    label
                    Spacer(minLength: 8)
                }
                if components.contains(.date) {
                    DatePickerField(text: formatted("yMMMd"))
                }
                if components.contains(.hourAndMinute) {
                    DatePickerField(text: formatted("jmm"))
                }
            }
        }
    }
}

/// One part of a compact date picker: a grey capsule with the date or the time.
nonisolated struct DatePickerField: View {
    let text: String

    var body: some View {
        Text(text)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6).fill(SystemColor.fieldBackground))
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}
