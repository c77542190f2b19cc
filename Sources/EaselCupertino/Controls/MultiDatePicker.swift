@_spi(SystemViews) import EaselCore
import Foundation

/// A calendar for choosing several days (Apple, `MultiDatePicker`): the graphical date picker's
/// month (`GraphicalDatePicker`), every selected day on its circle; tapping a day adds or removes
/// it. Days are date components (year, month, day) in the environment's calendar, as SwiftUI's
/// are. The month shown first is the earliest selected day's, else the first allowed one's, else
/// the clock's.
nonisolated public struct MultiDatePicker<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    let bounds: Range<Date>?
    let label: Label
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\._currentDate) private var now

    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.bounds = nil
        self.label = label()
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.bounds = bounds
        self.label = label()
    }

    public var body: some View {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        let days = selection.wrappedValue.compactMap { calendar.date(from: Self.day($0)) }
        let anchor = days.min() ?? bounds?.lowerBound ?? now
        let selection = selection
        return GraphicalDatePicker(anchor: anchor, calendar: calendar) { date in
            selection.wrappedValue.contains { Self.day($0) == Self.day(calendar.dateComponents([.year, .month, .day], from: date)) }
        } tap: { date in
            let day = Self.day(calendar.dateComponents([.year, .month, .day], from: date))
            if let existing = selection.wrappedValue.first(where: { Self.day($0) == day }) {
                selection.wrappedValue.remove(existing)
            } else {
                selection.wrappedValue.insert(calendar.dateComponents([.calendar, .era, .year, .month, .day], from: date))
            }
        }
    }

    /// Only the year, month and day of a date's components: what makes two the same day.
    static func day(_ components: DateComponents) -> DateComponents {
        DateComponents(year: components.year, month: components.month, day: components.day)
    }
}

extension MultiDatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// The same, for a string held in a variable: shown as it is, not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}
