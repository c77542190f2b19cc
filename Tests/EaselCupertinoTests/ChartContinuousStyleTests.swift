import Testing
import Foundation
@testable import Easel
@testable import EaselCupertino
@testable import EaselRendering

/// `foregroundStyle(by:)` with numbers: a continuous scale and a gradient legend, not a group per
/// value; and the chart API real files reach for besides (bins, empty axis marks, audio graphs).
@Suite struct ChartContinuousStyleTests {
    static let values: [Double] = [0, 10, 20, 40]

    static func bars(range: [Color]? = nil) -> some View {
        let chart = Chart(values.indices, id: \.self) { index in
            BarMark(x: .value("i", "\(index)"), y: .value("n", values[index] + 1))
                .foregroundStyle(by: .value("Value", values[index]))
        }
        return Group {
            if let range { chart.chartForegroundStyleScale(range: range) } else { chart }
        }
        .frame(width: 300, height: 200)
    }

    func barColors(_ view: some View) throws -> [RGBA] {
        try ImageRenderer(content: view).displayList().items.compactMap { item -> RGBA? in
            if case let .fill(_, .color(color), _) = item, color.alpha == 1 { return color }
            return nil
        }
    }

    @Test func numbersAreShadedAlongTheRange() throws {
        let colors = try barColors(Self.bars(range: [.blue, .red]))
        // The smallest value is the first colour, the largest the last; 20 of 0…40 is halfway.
        #expect(colors.count >= 4)
        let blue = RGBA(red: 0, green: Double(Float(122) / 255), blue: 1, alpha: 1)
        let red = RGBA(red: 1, green: Double(Float(59) / 255), blue: Double(Float(48) / 255), alpha: 1)
        #expect(colors.first == blue)
        #expect(colors.contains(red))
        let middle = Color.blue.mix(with: .red, by: 0.5).resolve(in: EnvironmentValues())
        #expect(colors.contains { abs($0.red - Double(middle.red)) < 0.002 && abs($0.green - Double(middle.green)) < 0.002 && abs($0.blue - Double(middle.blue)) < 0.002 })
    }

    @Test func theLegendIsOneGradientBarBetweenTheExtremes() throws {
        let layout = ViewLayout(of: Self.bars(range: [.blue, .red]).chartXAxis(.hidden).chartYAxis(.hidden), in: CGSize(width: 300, height: 200))
        // Four values, but the legend names only the smallest and the largest.
        #expect(layout.nodes(named: "Text").compactMap(\.detail) == ["\"0\"", "\"40\""])
        #expect(layout.nodes(named: "Capsule").count == 1)
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
        // Without a range the colours are Easel's, and the chart says so.
        let unscaled = ViewLayout(of: Self.bars(), in: CGSize(width: 300, height: 200))
        #expect(unscaled.diagnostics.contains { $0.contains("shaded from blue to green") })
    }

    @Test func aGradientRangeGivesItsStops() throws {
        let chart = Chart(Self.values.indices, id: \.self) { index in
            BarMark(x: .value("i", "\(index)"), y: .value("n", Self.values[index] + 1))
                .foregroundStyle(by: .value("Value", Self.values[index]))
        }
        .chartForegroundStyleScale(range: Gradient(colors: [.green, .red]))
        .chartXAxis {
            AxisMarks { value in
                if value.index == 0 { AxisValueLabel() } else { EmptyAxisMark() }
            }
        }
        .frame(width: 300, height: 200)
        let colors = try barColors(chart)
        #expect(colors.first == RGBA(red: Double(Float(52) / 255), green: Double(Float(199) / 255), blue: Double(Float(89) / 255), alpha: 1))
        // Only the first x value is labelled.
        let layout = ViewLayout(of: chart, in: CGSize(width: 300, height: 200))
        let labels = layout.nodes(named: "Text").compactMap(\.detail)
        #expect(labels.contains("\"0\"") && !labels.contains("\"1\"") && !labels.contains("\"3\""))
    }

    @Test func numberBinsSplitTheirRange() {
        let bins = NumberBins(range: 0.0...10, count: 5)
        #expect(bins.count == 5 && bins.thresholds == [0, 2, 4, 6, 8, 10])
        #expect(bins.index(for: 0) == 0 && bins.index(for: 3.9) == 1 && bins.index(for: 4) == 2 && bins.index(for: 10) == 4)
        #expect(bins[4].contains(10) && !bins[3].contains(8) && bins[3].contains(7.99))
        #expect(bins.index(for: -5) == 0 && bins.index(for: 50) == 4)
        let sized = NumberBins(size: 3, range: 0...10)
        #expect(sized.thresholds == [0, 3, 6, 9, 12])
        #expect(InterpolationMethod.catmullRom.description == "catmullRom")
    }

    struct Described: View, AXChartDescriptorRepresentable {
        var body: some View {
            Chart { BarMark(x: .value("k", "A"), y: .value("v", 1)) }
                .accessibilityChartDescriptor(self)
                .frame(width: 100, height: 100)
        }
        func makeChartDescriptor() -> AXChartDescriptor {
            AXChartDescriptor(title: "t", summary: nil,
                              xAxis: AXCategoricalDataAxisDescriptor(title: "k", categoryOrder: ["A"]),
                              yAxis: AXNumericDataAxisDescriptor(title: "v", range: 0...1, gridlinePositions: []) { "\($0)" },
                              additionalAxes: [],
                              series: [AXDataSeriesDescriptor(name: "s", isContinuous: false, dataPoints: [AXDataPoint(x: "A", y: 1)])])
        }
    }

    @Test func anAudioGraphDescriptorChangesNothingDrawn() throws {
        let described = try ImageRenderer(content: Described()).displayList()
        let plain = try ImageRenderer(content: Chart { BarMark(x: .value("k", "A"), y: .value("v", 1)) }.frame(width: 100, height: 100)).displayList()
        #expect(described.items.count == plain.items.count)
        #expect(Described().makeChartDescriptor().series.first?.dataPoints.first?.xValue.category == "A")
    }
}

/// Combine's schedulers as apps use them: a `DispatchQueue` receives and debounces, as on iOS.
@Suite struct DispatchSchedulerTests {
    final class Search: ObservableObject {
        @Published var query = ""
        @Published private(set) var shown = ""
        private var subscription: AnyCancellable?

        init() {
            subscription = $query
                .debounce(for: .milliseconds(10), scheduler: DispatchQueue.main)
                .receive(on: DispatchQueue.main)
                .sink { [weak self] in self?.shown = $0 }
        }
    }

    @Test func aDispatchQueueIsAScheduler() async throws {
        let search = Search()
        search.query = "tea"
        // The main queue delivers once the debounce has passed.
        for _ in 0..<200 where search.shown != "tea" {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(search.shown == "tea")
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
    }
}

/// Search fields with tokens, or bound activity (iOS 16, 17): drawn as the plain field, and what
/// isn't drawn is said.
@Suite struct SearchableFormsTests {
    struct Tag: Identifiable { let id: String }

    @Test func tokensAndActivityAreSaid() {
        let tokens = ViewLayout(of: NavigationStack {
            List { Text("Row") }
                .searchable(text: .constant(""), tokens: .constant([Tag(id: "swift")]), prompt: Text("Find")) { Text($0.id) }
        }, on: .iPhone15Pro)
        #expect(tokens.diagnostics == ["searchable(tokens:): 1 tokens aren't drawn in the search field."])
        #expect(tokens.nodes(named: "Text").contains { $0.detail == "\"Find\"" })
        let active = ViewLayout(of: NavigationStack {
            List { Text("Row") }.searchable(text: .constant(""), isPresented: .constant(true))
        }, on: .iPhone15Pro)
        #expect(active.diagnostics == ["searchable(isPresented: true): the search field is drawn inactive; iOS shows it active, with its Cancel button."])
        let none = ViewLayout(of: NavigationStack {
            List { Text("Row") }.searchable(text: .constant(""), tokens: .constant([Tag]()), prompt: Text("Find")) { Text($0.id) }
        }, on: .iPhone15Pro)
        #expect(none.diagnostics.isEmpty)
    }
}
