import EaselCore
import Foundation

/// The domain of a chart's scale (Apple, `ScaleDomain`): a range of numbers or dates, a list of
/// categories, or automatic.
public protocol ScaleDomain {}

/// A domain Easel reads into a scale's configuration.
protocol ConfiguringScaleDomain {
    func configure(_ configuration: inout ChartScaleConfiguration)
}

/// An automatic scale domain (Apple, `AutomaticScaleDomain`).
public struct AutomaticScaleDomain: ScaleDomain, ConfiguringScaleDomain {
    let includesZero: Bool?
    let reversed: Bool?
    /// `modifyInferredDomain`, on the inferred values as a chart plots them.
    var modify: (([PlotValue]) -> [PlotValue])?

    init(includesZero: Bool?, reversed: Bool?) {
        self.includesZero = includesZero
        self.reversed = reversed
    }

    func configure(_ configuration: inout ChartScaleConfiguration) {
        configuration.domain = .automatic(includesZero: includesZero)
        configuration.reversed = reversed ?? false
        configuration.modifyInferredDomain = modify
    }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }

    /// The domain the data gives, changed by `modifyInferredDomain` (Apple, iOS 17): given the
    /// categories in order, or a number's or date's lowest and highest values, it may reorder,
    /// add or remove them.
    public static func automatic<DataValue: Plottable>(includesZero: Bool? = nil, reversed: Bool? = nil, dataType: DataValue.Type, modifyInferredDomain: @escaping (inout [DataValue]) -> Void) -> AutomaticScaleDomain {
        var domain = AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
        domain.modify = { inferred in
            var values = inferred.compactMap { DataValue.from($0) }
            modifyInferredDomain(&values)
            return values.map(\.plotValue)
        }
        return domain
    }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {}

extension ClosedRange: ConfiguringScaleDomain where Bound: Plottable {
    func configure(_ configuration: inout ChartScaleConfiguration) {
        let (lower, upper) = (lowerBound.plotValue, upperBound.plotValue)
        guard let low = lower.quantity, let high = upper.quantity else { return }
        configuration.domain = .range(low, high)
        if case .date = lower { configuration.isDate = true }
    }
}

extension Range: ScaleDomain where Bound: Plottable {}

extension Range: ConfiguringScaleDomain where Bound: Plottable {
    func configure(_ configuration: inout ChartScaleConfiguration) {
        (lowerBound...upperBound).configure(&configuration)
    }
}

extension Array: ScaleDomain where Element: Plottable {}

extension Array: ConfiguringScaleDomain where Element: Plottable {
    /// Strings are the categories, in order. Numbers or dates are a continuous domain from the
    /// first to the last (`[0, 60]` is 0…60; `[60, 0]` runs reversed), as a D3 scale reads its
    /// domain array [inferred: Apple documents arrays for categories and ranges for numbers, yet
    /// apps write `chartYScale(domain: [0, 60])` for a number axis and draw their marks on it].
    func configure(_ configuration: inout ChartScaleConfiguration) {
        let values = map(\.plotValue)
        let quantities = values.compactMap(\.quantity)
        guard let first = quantities.first, let last = quantities.last, quantities.count == values.count else {
            configuration.domain = .categories(values.map { PlotChannel(value: $0).category })
            return
        }
        configuration.domain = .range(quantities.min()!, quantities.max()!)
        configuration.reversed = first > last
        if case .date = values[0] { configuration.isDate = true }
    }
}

/// The part of the plot's length a scale uses (Apple, `ScaleRange`): Easel's plots use all of
/// it, and the chart's diagnostic names padding asked for.
public struct ScaleRange: Sendable {
    let padding: CGFloat
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> ScaleRange { ScaleRange(padding: abs(startPadding) + abs(endPadding)) }
    public static func plotDimension(padding: CGFloat) -> ScaleRange { ScaleRange(padding: abs(padding)) }

    func notes(_ modifier: String) -> [String] {
        padding > 0 ? ["\(modifier)(range:): the scale spans the whole plot, without padding"] : []
    }
}

/// The kind of a chart's scale (Apple, `ScaleType`): Easel's numeric scales are linear, and the
/// chart's diagnostic names any other kind asked for.
public struct ScaleType: Sendable {
    let name: String
    public static let automatic = ScaleType(name: "automatic")
    public static let linear = ScaleType(name: "linear")
    public static let log = ScaleType(name: "log")
    public static let squareRoot = ScaleType(name: "squareRoot")
    public static let category = ScaleType(name: "category")
    public static let date = ScaleType(name: "date")
    public static func power(exponent: Double = 1) -> ScaleType { ScaleType(name: exponent == 1 ? "linear" : "power") }

    static func notes(_ type: ScaleType?, _ modifier: String) -> [String] {
        guard let type, ["log", "squareRoot", "power"].contains(type.name) else { return [] }
        return ["\(modifier)(type: .\(type.name)): the scale is drawn linear"]
    }
}
