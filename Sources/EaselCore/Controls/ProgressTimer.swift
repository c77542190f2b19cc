import Foundation

/// A progress view that follows the clock through a date range (Apple,
/// `ProgressView.init(timerInterval:countsDown:…)`, iOS 16). The clock is the environment's, the
/// one `TimelineView` and `Text(timerInterval:)` read, so a picture is the same every time.
struct ProgressTimer: Equatable {
    let interval: ClosedRange<Date>
    /// True: the bar empties as time passes; false: it fills (Apple: "If true (the default), the
    /// view empties").
    let countsDown: Bool

    /// The bar's fraction at `now`: the share of the range still to come when counting down, the
    /// share gone by otherwise. Before the range nothing has gone by, after it everything has; a
    /// range of no length is all to come before its date and all gone at and after it.
    func fraction(at now: Date) -> Double {
        let span = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let elapsed: Double
        if span > 0 {
            let clamped = min(max(now, interval.lowerBound), interval.upperBound)
            elapsed = clamped.timeIntervalSince(interval.lowerBound) / span
        } else {
            elapsed = now < interval.lowerBound ? 0 : 1
        }
        return countsDown ? 1 - elapsed : elapsed
    }
}

extension ProgressView {
    /// A bar following the clock through `timerInterval`, with a label and a label saying the
    /// current value (Apple, `init(timerInterval:countsDown:label:currentValueLabel:)`).
    public init<CurrentValueLabel: View>(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: 0, label: label(), currentValueLabel: AnyView(currentValueLabel()),
                  timer: ProgressTimer(interval: timerInterval, countsDown: countsDown))
    }

    /// A bar following the clock through `timerInterval`, with a label; the current value label
    /// is the timer's time, as `Text(timerInterval:countsDown:)` shows it (Apple,
    /// `DefaultDateProgressLabel`: "the default type of the current value label when used by a
    /// date-relative progress view").
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            Text(timerInterval: timerInterval, countsDown: countsDown)
        }
    }
}

extension ProgressView where Label == EmptyView {
    /// A bar following the clock through `timerInterval`, with the timer's time under it (Apple,
    /// `init(timerInterval:countsDown:)`).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}
