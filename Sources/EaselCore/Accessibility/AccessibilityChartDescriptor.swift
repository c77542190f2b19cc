import Foundation

// The Accessibility framework's audio-graph descriptors (iOS 15), which SwiftUI files reach through
// `accessibilityChartDescriptor(_:)`: what VoiceOver reads and plays for a chart. They describe
// the chart to assistive technologies and draw nothing, so a picture is the same with them.

/// An axis of a chart's descriptor (Apple, `AXDataAxisDescriptor`).
public protocol AXDataAxisDescriptor: AnyObject {
    var title: String { get set }
}

/// A numeric axis: its range, grid lines and how a value is spoken (Apple,
/// `AXNumericDataAxisDescriptor`).
public final class AXNumericDataAxisDescriptor: AXDataAxisDescriptor {
    public enum ScaleType: Int, Sendable { case linear, ln, log10 }

    public var title: String
    public var range: ClosedRange<Double>
    public var gridlinePositions: [Double]
    public var scaleType: ScaleType
    public var valueDescriptionProvider: (Double) -> String

    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double], valueDescriptionProvider: @escaping (Double) -> String) {
        self.title = title
        self.range = range
        self.gridlinePositions = gridlinePositions
        self.scaleType = .linear
        self.valueDescriptionProvider = valueDescriptionProvider
    }

    public convenience init(title: String, lowerBound: Double, upperBound: Double, gridlinePositions: [Double], valueDescriptionProvider: @escaping (Double) -> String) {
        self.init(title: title, range: lowerBound...Swift.max(lowerBound, upperBound), gridlinePositions: gridlinePositions, valueDescriptionProvider: valueDescriptionProvider)
    }
}

/// An axis of categories, in order (Apple, `AXCategoricalDataAxisDescriptor`).
public final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor {
    public var title: String
    public var categoryOrder: [String]

    public init(title: String, categoryOrder: [String]) {
        self.title = title
        self.categoryOrder = categoryOrder
    }
}

/// One point of a series (Apple, `AXDataPoint`).
public final class AXDataPoint {
    /// A value of a point: a number or a category.
    public struct Value: Sendable {
        public var number: Double?
        public var category: String?

        public init(number: Double) {
            self.number = number
        }

        public init(category: String) {
            self.category = category
        }
    }

    public var xValue: Value
    public var yValue: Value?
    public var additionalValues: [Value]
    public var label: String?

    public init(x: Double, y: Double?, additionalValues: [Value] = [], label: String? = nil) {
        xValue = Value(number: x)
        yValue = y.map { Value(number: $0) }
        self.additionalValues = additionalValues
        self.label = label
    }

    public init(x: String, y: Double?, additionalValues: [Value] = [], label: String? = nil) {
        xValue = Value(category: x)
        yValue = y.map { Value(number: $0) }
        self.additionalValues = additionalValues
        self.label = label
    }
}

/// A series of points (Apple, `AXDataSeriesDescriptor`).
public final class AXDataSeriesDescriptor {
    public var name: String?
    public var isContinuous: Bool
    public var dataPoints: [AXDataPoint]

    public init(name: String?, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name
        self.isContinuous = isContinuous
        self.dataPoints = dataPoints
    }
}

/// A chart as assistive technologies read it (Apple, `AXChartDescriptor`).
public final class AXChartDescriptor {
    public var title: String?
    public var summary: String?
    public var xAxis: any AXDataAxisDescriptor
    public var yAxis: AXNumericDataAxisDescriptor?
    public var additionalAxes: [any AXDataAxisDescriptor]
    public var series: [AXDataSeriesDescriptor]

    public init(title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor? = nil,
                additionalAxes: [any AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor]) {
        self.title = title
        self.summary = summary
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.additionalAxes = additionalAxes
        self.series = series
    }
}

/// A type that describes a chart to assistive technologies (Apple, `AXChartDescriptorRepresentable`).
public protocol AXChartDescriptorRepresentable {
    func makeChartDescriptor() -> AXChartDescriptor
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

nonisolated extension View {
    /// Gives the view an audio graph for assistive technologies (Apple,
    /// `accessibilityChartDescriptor(_:)`): nothing a picture shows, so the descriptor isn't made.
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View {
        self
    }
}
