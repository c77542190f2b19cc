import EaselCore
import Foundation

/// A mark Easel draws from the values on its channels.
protocol ChartMarkContent: ChartContent, PrimitiveChartContent {
    var mark: ChartMark { get }
}

extension ChartMarkContent {
    func appendMarks(to marks: inout [ChartMark]) { marks.append(mark) }
}

extension ChartMark {
    init(_ kind: Kind, x: PlotChannel? = nil, y: PlotChannel? = nil, xStart: PlotChannel? = nil, xEnd: PlotChannel? = nil,
         yStart: PlotChannel? = nil, yEnd: PlotChannel? = nil, series: PlotChannel? = nil,
         width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        self.init(kind: kind)
        (self.x, self.y, self.xStart, self.xEnd, self.yStart, self.yEnd, self.series) = (x, y, xStart, xEnd, yStart, yEnd, series)
        (self.width, self.height, self.stacking) = (width, height, stacking)
    }
}

/// A bar from a baseline to a value, or between two values (Apple, `BarMark`). Bars that share a
/// category stack unless `stacking` says otherwise.
public struct BarMark: ChartMarkContent {
    let mark: ChartMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(.bar, x: x.channel, y: y.channel, width: width, height: height, stacking: stacking)
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark = ChartMark(.bar, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel, width: width)
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark = ChartMark(.bar, y: y.channel, xStart: xStart.channel, xEnd: xEnd.channel, height: height)
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(.bar, xStart: xStart.channel, xEnd: xEnd.channel, yStart: yStart.channel, yEnd: yEnd.channel)
    }

    /// A bar between two x values, across the whole height (Apple).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, height: MarkDimension = .automatic) {
        mark = ChartMark(.bar, xStart: xStart.channel, xEnd: xEnd.channel, height: height)
    }

    /// A bar between two y values, across the whole width (Apple).
    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark = ChartMark(.bar, yStart: yStart.channel, yEnd: yEnd.channel, width: width)
    }

    /// A bar along x alone, across the whole height.
    public init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(.bar, x: x.channel, height: height, stacking: stacking)
    }

    /// A bar along y alone, across the whole width.
    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(.bar, y: y.channel, width: width, stacking: stacking)
    }
}

/// A point of a line through a series of points (Apple, `LineMark`).
public struct LineMark: ChartMarkContent {
    let mark: ChartMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(.line, x: x.channel, y: y.channel)
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark = ChartMark(.line, x: x.channel, y: y.channel, series: series.channel)
    }
}

/// A symbol at a point (Apple, `PointMark`).
public struct PointMark: ChartMarkContent {
    let mark: ChartMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(.point, x: x.channel, y: y.channel)
    }

    public init<X: Plottable>(x: PlottableValue<X>) {
        mark = ChartMark(.point, x: x.channel)
    }

    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = ChartMark(.point, y: y.channel)
    }
}

/// A point of the region between a line and a baseline, or between two lines (Apple, `AreaMark`).
public struct AreaMark: ChartMarkContent {
    let mark: ChartMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(.area, x: x.channel, y: y.channel, stacking: stacking)
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(.area, x: x.channel, y: y.channel, series: series.channel, stacking: stacking)
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(.area, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel)
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>) {
        mark = ChartMark(.area, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel, series: series.channel)
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(.area, y: y.channel, xStart: xStart.channel, xEnd: xEnd.channel)
    }
}

/// A line across the plot at a value, or between two values (Apple, `RuleMark`).
public struct RuleMark: ChartMarkContent {
    let mark: ChartMark

    /// A vertical line at `x`, the plot's height.
    public init<X: Plottable>(x: PlottableValue<X>) {
        mark = ChartMark(.rule, x: x.channel)
    }

    /// A horizontal line at `y`, the plot's width.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = ChartMark(.rule, y: y.channel)
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>? = nil, yEnd: PlottableValue<Y>? = nil) {
        mark = ChartMark(.rule, x: x.channel, yStart: yStart?.channel, yEnd: yEnd?.channel)
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>? = nil, xEnd: PlottableValue<X>? = nil, y: PlottableValue<Y>) {
        mark = ChartMark(.rule, y: y.channel, xStart: xStart?.channel, xEnd: xEnd?.channel)
    }
}

/// A rectangle at a point, or between values (Apple, `RectangleMark`).
public struct RectangleMark: ChartMarkContent {
    let mark: ChartMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        mark = ChartMark(.rectangle, x: x.channel, y: y.channel, width: width, height: height)
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(.rectangle, xStart: xStart.channel, xEnd: xEnd.channel, yStart: yStart.channel, yEnd: yEnd.channel)
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark = ChartMark(.rectangle, y: y.channel, xStart: xStart.channel, xEnd: xEnd.channel, height: height)
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark = ChartMark(.rectangle, x: x.channel, yStart: yStart.channel, yEnd: yEnd.channel, width: width)
    }

    /// A band between two x values, across the whole height (Apple).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
        mark = ChartMark(.rectangle, xStart: xStart.channel, xEnd: xEnd.channel)
    }

    /// A band between two y values, across the whole width (Apple).
    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(.rectangle, yStart: yStart.channel, yEnd: yEnd.channel)
    }
}

/// A slice of a pie or a donut, its angle its value's share of all the sectors' (Apple,
/// `SectorMark`, iOS 17).
public struct SectorMark: ChartMarkContent {
    let mark: ChartMark

    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
        var mark = ChartMark(kind: .sector)
        mark.angle = angle.channel
        mark.innerRadius = innerRadius
        mark.outerRadius = outerRadius
        mark.angularInset = angularInset ?? 0
        self.mark = mark
    }
}
