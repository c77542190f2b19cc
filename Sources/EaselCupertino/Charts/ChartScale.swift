import EaselCore
import Foundation

/// The two position axes of a chart.
enum ChartAxis { case x, y }

/// Where a mark sits along one axis, before a scale turns it into a fraction of the plot.
enum AxisPosition {
    /// A value: a category's band, a number, a moment.
    case value(PlotValue)
    /// A date that stands for a calendar unit: the unit's interval, in seconds since 2001.
    case interval(Double, Double)
    /// Between two quantities (a stacked bar, a range).
    case range(Double, Double)
    /// Between two dates, in seconds since 2001 (a band from `xStart` to `xEnd` given as dates):
    /// a range that makes its axis a date axis.
    case dateRange(Double, Double)
    /// The whole axis (a rule or a one-dimensional bar).
    case whole

    /// The quantities a continuous scale's domain must hold for this position.
    var quantities: [Double] {
        switch self {
        case .value(let value): value.quantity.map { [$0] } ?? []
        case .interval(let start, let end), .range(let start, let end), .dateRange(let start, let end): [start, end]
        case .whole: []
        }
    }

    var category: String? {
        if case .value(.category(let name)) = self { return name }
        return nil
    }

    var isDate: Bool {
        switch self {
        case .value(.date), .interval, .dateRange: true
        default: false
        }
    }
}

/// How a chart's scale on one axis maps values to the plot (Apple, Charts' scales): categories in
/// equal bands, in the order they first appear; numbers and dates linearly.
///
/// An automatic numeric domain holds zero (Apple, `ScaleDomain.automatic(includesZero:reversed:)`:
/// "includesZero: whether the domain should include zero", on by default for numbers [A]) and is
/// widened to the nearest ticks, so that the top gridline closes the plot, as in Apple's charts
/// (screenshots [I]). A date domain spans the data.
struct ChartScale {
    enum Domain {
        case continuous(lower: Double, upper: Double)
        case categories([String])
    }

    let axis: ChartAxis
    let domain: Domain
    let isDate: Bool
    let reversed: Bool
    /// The distance between the automatic ticks, for numbers; the calendar step, for dates.
    let numericStep: Double
    let dateStep: (component: Calendar.Component, count: Int)?
    /// Whether the domain ends where a calendar unit of the data ends: that end is the start of
    /// the next unit, which has no data, so no tick marks it (as on Apple's charts of days, which
    /// label each day's bar and not the day after [I]).
    private(set) var endsOnUnitEnd = false

    /// At most this many intervals between an automatic axis's ticks (Easel's choice from
    /// screenshots of Apple's charts, which show three to six labels [I]).
    static let automaticIntervals = 5

    init(axis: ChartAxis, positions: [AxisPosition], configuration: ChartScaleConfiguration, calendar: Calendar) {
        self.axis = axis
        reversed = configuration.reversed
        let categories = positions.compactMap(\.category)
        if case .categories(let names) = configuration.domain {
            domain = .categories(names)
            isDate = false
            numericStep = 1
            dateStep = nil
            return
        }
        if !categories.isEmpty, case .automatic = configuration.domain {
            var seen = Set<String>()
            var names = categories.filter { seen.insert($0).inserted }
            if let modify = configuration.modifyInferredDomain {
                seen = []
                names = modify(names.map { .category($0) }).map { PlotChannel(value: $0).category }.filter { seen.insert($0).inserted }
            }
            domain = .categories(names)
            isDate = false
            numericStep = 1
            dateStep = nil
            return
        }
        // Values beyond ±10³⁰⁰ are held there, so that the domain's span stays finite.
        let quantities = positions.flatMap(\.quantities).filter(\.isFinite).map { min(max($0, -1e300), 1e300) }
        isDate = positions.contains(where: \.isDate) || configuration.isDate
        var lower = quantities.min() ?? 0
        var upper = quantities.max() ?? (isDate ? 86_400 : 1)
        if let modify = configuration.modifyInferredDomain {
            let bounds: [PlotValue] = isDate ? [.date(Date(timeIntervalSinceReferenceDate: lower)), .date(Date(timeIntervalSinceReferenceDate: upper))] : [.number(lower), .number(upper)]
            let modified = modify(quantities.isEmpty ? [] : bounds).compactMap(\.quantity).filter(\.isFinite).map { min(max($0, -1e300), 1e300) }
            if let low = modified.min(), let high = modified.max() { (lower, upper) = (low, high) }
        }
        if case .range(let low, let high) = configuration.domain, low.isFinite, high.isFinite {
            (lower, upper) = (min(max(min(low, high), -1e300), 1e300), min(max(max(low, high), -1e300), 1e300))
        }
        if isDate {
            if upper <= lower { (lower, upper) = (lower - 43_200, upper + 43_200) }
            let step = Self.dateStep(span: upper - lower, intervals: 6)
            dateStep = step
            endsOnUnitEnd = positions.contains { if case .interval(_, let end) = $0 { end == upper } else { false } }
            numericStep = 1
            domain = .continuous(lower: lower, upper: upper)
            return
        }
        dateStep = nil
        guard case .automatic(let includesZero) = configuration.domain else {
            if upper <= lower { upper = lower + 1 }
            numericStep = Self.niceStep(span: upper - lower, intervals: Self.automaticIntervals)
            domain = .continuous(lower: lower, upper: upper)
            return
        }
        if includesZero ?? true { (lower, upper) = (min(lower, 0), max(upper, 0)) }
        if upper <= lower {
            (lower, upper) = lower == 0 ? (0, 1) : (lower - abs(lower) / 2, upper + abs(upper) / 2)
        }
        var step = Self.niceStep(span: upper - lower, intervals: Self.automaticIntervals)
        var niceLower = (lower / step).rounded(.down) * step
        var niceUpper = (upper / step).rounded(.up) * step
        // Each pass at least doubles the step, so a handful of passes settle any finite domain.
        for _ in 0..<8 where ((niceUpper - niceLower) / step).rounded() > Double(Self.automaticIntervals) {
            step = Self.niceStep(span: step * Double(Self.automaticIntervals + 1), intervals: Self.automaticIntervals)
            niceLower = (lower / step).rounded(.down) * step
            niceUpper = (upper / step).rounded(.up) * step
        }
        numericStep = step
        domain = .continuous(lower: niceLower, upper: niceUpper)
    }

    /// The smallest of 1, 2, 2.5 and 5 times a power of ten that cuts `span` into at most
    /// `intervals` pieces.
    static func niceStep(span: Double, intervals: Int) -> Double {
        guard span > 0, span.isFinite else { return 1 }
        let raw = span / Double(max(1, intervals))
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        for multiple in [1, 2, 2.5, 5] where multiple * magnitude >= raw * (1 - 1e-9) {
            return multiple * magnitude
        }
        return 10 * magnitude
    }

    /// The calendar step between date ticks: the first of these that cuts `span` seconds into at
    /// most `intervals` pieces (Easel's choice).
    static func dateStep(span: Double, intervals: Int) -> (component: Calendar.Component, count: Int) {
        let steps: [(Calendar.Component, Int, Double)] = [
            (.second, 1, 1), (.second, 15, 15), (.minute, 1, 60), (.minute, 5, 300), (.minute, 15, 900), (.minute, 30, 1_800),
            (.hour, 1, 3_600), (.hour, 3, 10_800), (.hour, 6, 21_600), (.hour, 12, 43_200), (.day, 1, 86_400), (.day, 2, 172_800),
            (.weekOfYear, 1, 604_800), (.month, 1, 2_629_800), (.month, 3, 7_889_400), (.month, 6, 15_778_800),
            (.year, 1, 31_557_600), (.year, 2, 63_115_200), (.year, 5, 157_788_000), (.year, 10, 315_576_000),
        ]
        for (component, count, seconds) in steps where span / seconds <= Double(intervals) {
            return (component, count)
        }
        return (.year, max(1, Int((span / 31_557_600 / Double(intervals)).rounded(.up))))
    }

    var isCategorical: Bool {
        if case .categories = domain { return true }
        return false
    }

    /// The fraction of the plot's length (from its leading or top edge) where `quantity` falls.
    func fraction(of quantity: Double) -> Double {
        guard case .continuous(let lower, let upper) = domain else { return 0 }
        var fraction = upper > lower ? (quantity - lower) / (upper - lower) : 0.5
        if !fraction.isFinite { fraction = 0 }
        if axis == .y { fraction = 1 - fraction }
        return reversed ? 1 - fraction : fraction
    }

    /// The band of a category, as fractions of the plot's length; the first category is leading
    /// on x and at the top on y (Apple's charts, screenshots [I]).
    func band(of category: String) -> (start: Double, end: Double)? {
        guard case .categories(let names) = domain, let index = names.firstIndex(of: category) else { return nil }
        let width = 1 / Double(names.count)
        let start = reversed ? 1 - Double(index + 1) * width : Double(index) * width
        return (start, start + width)
    }

    /// The span of the plot a position covers, as fractions from the leading or top edge; a
    /// value's span has no length except a category's, which is its band.
    func span(of position: AxisPosition) -> (start: Double, end: Double)? {
        switch position {
        case .whole: return (0, 1)
        case .value(.category(let name)): return band(of: name)
        case .value(let value):
            guard let quantity = value.quantity, !isCategorical else { return nil }
            let fraction = fraction(of: quantity)
            return (fraction, fraction)
        case .interval(let start, let end), .range(let start, let end), .dateRange(let start, let end):
            guard !isCategorical else { return nil }
            return (fraction(of: start), fraction(of: end))
        }
    }
}

/// What `chartXScale` or `chartYScale` says of a scale.
struct ChartScaleConfiguration {
    enum Domain {
        case automatic(includesZero: Bool?)
        case range(Double, Double)
        case categories([String])
    }

    var domain = Domain.automatic(includesZero: nil)
    var reversed = false
    /// `automatic(dataType:modifyInferredDomain:)`: changes the categories, or the lowest and
    /// highest values, the data gives.
    var modifyInferredDomain: (([PlotValue]) -> [PlotValue])?
    /// Whether the explicit range was given as dates.
    var isDate = false
}
