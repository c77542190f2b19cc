import EaselCore
import Foundation

/// Defaults of Charts' axes that Apple doesn't document, read off screenshots of iOS charts or
/// chosen [I]: the y axis's labels on the trailing side, the x axis's below; grid lines at every
/// labelled value, half a point wide in a light grey; labels in the caption-2 font and the
/// secondary style; a categorical x axis with labels alone.
enum ChartAxisDefaults {
    static let gridStroke = StrokeStyle(lineWidth: 0.5)
    static let gridStyle = AnyShapeStyle(Color.secondary.opacity(0.5))
    static let tickLength: CGFloat = 4
    static let labelFont = Font.caption2
    static let labelStyle = AnyShapeStyle(Color.secondary)
    /// The gap between the plot and its labels.
    static let labelSpacing: CGFloat = 4
}

/// Where the chart's layout puts one of its views.
struct ChartRole: LayoutValueKey {
    enum Kind {
        case plot
        /// An axis label: its axis and edge, the fraction of the plot's length it is at, whether it
        /// is centred there (else its leading edge is), and how far it is moved.
        case label(axis: ChartAxis, farEdge: Bool, fraction: Double, centered: Bool, offset: CGSize, anchor: UnitPoint?)
        case legend(ChartLegendPosition.Kind, Alignment?, spacing: CGFloat?)
    }
    static let defaultValue = ChartRole(kind: .plot)
    let kind: Kind
}

/// An axis label's view and where it goes.
struct ChartAxisLabel {
    var role: ChartRole
    var view: AnyView
}

extension ChartModel {
    /// The grid lines and ticks of both axes (for the plot) and their labels (for the chart).
    func axes(configuration: ChartConfiguration, environment: EnvironmentValues) -> (grid: [PlotElement], labels: [ChartAxisLabel], notes: [String]) {
        guard !isPolar else { return ([], [], []) }
        var grid: [PlotElement] = []
        var labels: [ChartAxisLabel] = []
        var notes: [String] = []
        for (axis, scale, axisConfiguration) in [(ChartAxis.x, xScale, configuration.xAxis), (.y, yScale, configuration.yAxis)] {
            guard axisConfiguration.visibility != .hidden, !marks.isEmpty || axisConfiguration.markSets != nil else { continue }
            for set in axisConfiguration.markSets ?? [AxisMarkSet(position: .automatic, values: .automatic(desiredCount: nil))] {
                let farEdge = axis == .x ? set.position.kind != .top : set.position.kind != .leading
                notes += set.notes
                let ticks = scale.ticks(set.values, calendar: environment.calendar)
                for (index, tick) in ticks.enumerated() {
                    let value = AxisValue(value: tick, index: index, count: ticks.count)
                    let elements = set.content?(value) ?? defaultElements(axis: axis, scale: scale, set: set)
                    for element in elements {
                        switch element {
                        case .gridLine(let line):
                            guard let fraction = fraction(of: tick, on: scale, centered: line.centered, set: set, calendar: environment.calendar) else { continue }
                            let shape = ChartRuleShape(axis: axis, fraction: fraction)
                            grid.append(PlotElement(placement: PlotPlacement(x: .whole, y: .whole),
                                                    view: AnyView(shape.stroke(line.style ?? ChartAxisDefaults.gridStyle, style: line.stroke ?? set.stroke ?? ChartAxisDefaults.gridStroke))))
                        case .tick(let line, let length):
                            guard let fraction = fraction(of: tick, on: scale, centered: line.centered, set: set, calendar: environment.calendar) else { continue }
                            let shape = ChartRuleShape(axis: axis, fraction: fraction, tick: (length ?? ChartAxisDefaults.tickLength, farEdge))
                            grid.append(PlotElement(placement: PlotPlacement(x: .whole, y: .whole),
                                                    view: AnyView(shape.stroke(line.style ?? ChartAxisDefaults.gridStyle, style: line.stroke ?? set.stroke ?? ChartAxisDefaults.gridStroke))))
                        case .label(let label):
                            notes += label.notes
                            let centered = label.centered ?? (scale.isCategorical || !scale.isDate)
                            guard let fraction = fraction(of: tick, on: scale, centered: label.centered, set: set, calendar: environment.calendar) else { continue }
                            let role = ChartRole(kind: .label(axis: axis, farEdge: farEdge, fraction: fraction, centered: centered || axis == .y, offset: label.offset, anchor: label.anchor))
                            labels.append(ChartAxisLabel(role: role, view: labelView(label, value: tick, scale: scale, set: set, environment: environment)))
                        }
                    }
                }
            }
        }
        return (grid, labels, notes)
    }

    /// What an axis draws at a value when its marks don't say: a grid line and a label, or on a
    /// categorical x axis a label alone.
    func defaultElements(axis: ChartAxis, scale: ChartScale, set: AxisMarkSet) -> [AxisMarkElement] {
        let label = AxisMarkElement.label(AxisLabel(content: .automatic(format: set.format)))
        if axis == .x && scale.isCategorical { return [label] }
        return [.gridLine(AxisLineStyle()), label]
    }

    /// Where a value's mark goes along the plot: a category's band centre, a number's point, a
    /// date's point, or with `centered` the middle of the calendar unit it starts.
    func fraction(of value: PlotValue, on scale: ChartScale, centered: Bool?, set: AxisMarkSet, calendar: Calendar) -> Double? {
        if case .category(let name) = value {
            guard let band = scale.band(of: name) else { return nil }
            return centered == false ? band.start : (band.start + band.end) / 2
        }
        guard let quantity = value.quantity, !scale.isCategorical else { return nil }
        if centered == true, case .date(let date) = value, let unit = dateUnit(of: set, scale: scale),
           let interval = calendar.dateInterval(of: unit, for: date) {
            return scale.fraction(of: (interval.start.timeIntervalSinceReferenceDate + interval.end.timeIntervalSinceReferenceDate) / 2)
        }
        return scale.fraction(of: quantity)
    }

    func dateUnit(of set: AxisMarkSet, scale: ChartScale) -> Calendar.Component? {
        if case .dateStride(let component, _) = set.values { return component }
        return scale.dateStep?.component
    }

    /// A label's view: the value formatted as the axis formats it, or the label's own text or view,
    /// in the label's font and style or the axis's.
    func labelView(_ label: AxisLabel, value: PlotValue, scale: ChartScale, set: AxisMarkSet, environment: EnvironmentValues) -> AnyView {
        let style = label.style ?? ChartAxisDefaults.labelStyle
        let font = label.font ?? ChartAxisDefaults.labelFont
        switch label.content {
        case .automatic(let format):
            let text = (format ?? set.format)?(value) ?? Text(verbatim: automaticLabel(value, scale: scale, set: set, environment: environment))
            return AnyView(text.font(font).foregroundStyle(style).fixedSize())
        case .text(let text):
            return AnyView(text.font(font).foregroundStyle(style).fixedSize())
        case .view(let view):
            return AnyView(view.font(font).foregroundStyle(style).fixedSize())
        }
    }

    /// A value as an axis labels it by default: a number in the locale's format, a date to the
    /// precision of the axis's step (Easel's choice of fields), a category as it is.
    func automaticLabel(_ value: PlotValue, scale: ChartScale, set: AxisMarkSet, environment: EnvironmentValues) -> String {
        switch value {
        case .category(let name):
            return name
        case .number(let number):
            return number.formatted(FloatingPointFormatStyle<Double>.number.locale(environment.locale))
        case .date(let date):
            var style = Date.FormatStyle(locale: environment.locale, calendar: environment.calendar, timeZone: environment.timeZone)
            switch dateUnit(of: set, scale: scale) ?? .day {
            case .year: style = style.year()
            case .month, .quarter: style = style.month(.abbreviated)
            case .day, .weekOfYear, .weekOfMonth, .weekday: style = style.month(.abbreviated).day()
            case .hour: style = style.hour()
            default: style = style.hour().minute()
            }
            return style.format(date)
        }
    }
}
