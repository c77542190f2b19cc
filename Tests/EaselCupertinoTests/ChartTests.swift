import Testing
import Foundation
@testable import Easel
@testable import EaselCupertino
@testable import EaselRendering

/// Swift Charts' `Chart`: scales from the marks' values, stacking, axes, legend and the proxy.
/// Expected frames are worked out by hand from the rules in the doc comments (bands split the
/// plot evenly, a bar takes four fifths of its band, an automatic numeric domain holds zero and
/// ends on a tick at most five steps of 1, 2, 2.5 or 5 × 10ⁿ from zero).
@Suite struct ChartTests {
    /// A chart with no axes or legend, so that its plot is its whole frame.
    static func bare<V: View>(_ chart: V, width: CGFloat = 200, height: CGFloat = 100) -> ViewLayout {
        ViewLayout(of: chart.chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden).frame(width: width, height: height),
                   in: CGSize(width: width, height: height))
    }

    static func stackedBars() -> some View {
        Chart {
            BarMark(x: .value("Kind", "A"), y: .value("Count", 30)).foregroundStyle(by: .value("Group", "one"))
            BarMark(x: .value("Kind", "A"), y: .value("Count", 10)).foregroundStyle(by: .value("Group", "two"))
            BarMark(x: .value("Kind", "B"), y: .value("Count", 20)).foregroundStyle(by: .value("Group", "one"))
        }
    }

    @Test func barsThatShareACategoryStack() {
        // y runs 0…40 (step 10); the bands are 100 wide, the bars 80.
        let bars = Self.bare(Self.stackedBars()).nodes(named: "RoundedRectangle").map(\.frame)
        #expect(bars == [CGRect(x: 10, y: 25, width: 80, height: 75), CGRect(x: 10, y: 0, width: 80, height: 25),
                         CGRect(x: 110, y: 50, width: 80, height: 50)])
    }

    @Test func groupsTakeThePaletteInTurn() throws {
        let renderer = ImageRenderer(content: Self.stackedBars().chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden).frame(width: 200, height: 100))
        renderer.scale = 1
        let image = try #require(DecodedImage(png: renderer.pngData()))
        #expect(image.pixel(x: 50, y: 90) == DecodedImage.Pixel(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(image.pixel(x: 50, y: 10) == DecodedImage.Pixel(red: 52, green: 199, blue: 89, alpha: 255))
        #expect(image.pixel(x: 150, y: 40).alpha == 0, "above the B bar")
        #expect(image.pixel(x: 100, y: 90).alpha == 0, "between the bars")
    }

    @Test func aClipShapeCutsEachBar() throws {
        let chart = Chart { BarMark(x: .value("Kind", "A"), y: .value("Count", 40)).clipShape(Circle()) }
        let renderer = ImageRenderer(content: chart.chartXAxis(.hidden).chartYAxis(.hidden).frame(width: 100, height: 100))
        renderer.scale = 1
        let image = try #require(DecodedImage(png: renderer.pngData()))
        // The bar is 10…90 across, the whole height; the circle is 80 across in its middle.
        #expect(image.pixel(x: 50, y: 50) == DecodedImage.Pixel(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(image.pixel(x: 12, y: 12).alpha == 0 && image.pixel(x: 50, y: 5).alpha == 0, "outside the circle")
    }

    @Test func sideBySideBarsSplitTheirBand() {
        let chart = Chart {
            BarMark(x: .value("Kind", "A"), y: .value("Count", 40)).position(by: .value("Group", "one"))
            BarMark(x: .value("Kind", "A"), y: .value("Count", 20)).position(by: .value("Group", "two"))
        }
        let bars = Self.bare(chart).nodes(named: "RoundedRectangle").map(\.frame)
        // One band 200 wide, its middle 160 split in two.
        #expect(bars == [CGRect(x: 20, y: 0, width: 80, height: 100), CGRect(x: 100, y: 50, width: 80, height: 50)])
    }

    @Test func automaticNumericDomainsHoldZeroAndEndOnATick() {
        let calendar = Calendar(identifier: .gregorian)
        func scale(_ positions: [AxisPosition], _ configuration: ChartScaleConfiguration = ChartScaleConfiguration()) -> ChartScale {
            ChartScale(axis: .y, positions: positions, configuration: configuration, calendar: calendar)
        }
        func ticks(_ scale: ChartScale) -> [Double] {
            scale.ticks(.automatic(desiredCount: nil), calendar: calendar).compactMap(\.quantity)
        }
        #expect(ticks(scale([.range(0, 93)])) == [0, 20, 40, 60, 80, 100])
        #expect(ticks(scale([.range(0, 101)])) == [0, 25, 50, 75, 100, 125])
        #expect(ticks(scale([.range(0, 24)])) == [0, 5, 10, 15, 20, 25])
        #expect(ticks(scale([.value(.number(-12)), .value(.number(30))])) == [-20, -10, 0, 10, 20, 30])
        #expect(ticks(scale([.value(.number(3)), .value(.number(7))], ChartScaleConfiguration(domain: .automatic(includesZero: false)))) == [3, 4, 5, 6, 7])
        #expect(ticks(scale([.value(.number(3))], ChartScaleConfiguration(domain: .range(0, 1)))) == [0, 0.2, 0.4, 0.6, 0.8, 1])
        #expect(ticks(scale([])) == [0, 0.2, 0.4, 0.6, 0.8, 1], "no data")
        let tight = scale([.range(0, 93)]).ticks(.automatic(desiredCount: 3), calendar: calendar).compactMap(\.quantity)
        #expect(tight == [0, 50, 100])
        #expect(scale([.range(0, 93)]).ticks(.numericStride(40), calendar: calendar).compactMap(\.quantity) == [0, 40, 80])
    }

    @Test func datesWithAUnitSpanTheUnitAndTicksFallOnCalendarSteps() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = Date(timeIntervalSince1970: 1_700_006_400) // 2023-11-15 00:00 UTC
        let days = (0..<7).map { start.addingTimeInterval(Double($0) * 86_400 + 3_600) }
        let positions = days.map { PlottableValue.value("Day", $0, unit: .day, calendar: calendar).channel }
            .map { ChartStacking.position(of: $0, start: nil, end: nil)! }
        let scale = ChartScale(axis: .x, positions: positions, configuration: ChartScaleConfiguration(), calendar: calendar)
        guard case .continuous(let lower, let upper) = scale.domain else { Issue.record("not continuous"); return }
        #expect(lower == start.timeIntervalSinceReferenceDate && upper == start.timeIntervalSinceReferenceDate + 7 * 86_400)
        #expect(scale.dateStep?.component == .day && scale.dateStep?.count == 2)
        let ticks = scale.ticks(.automatic(desiredCount: nil), calendar: calendar)
        #expect(ticks == [0, 2, 4, 6].map { .date(start.addingTimeInterval(Double($0) * 86_400)) })
        // A tick a day marks each day's bar, not the start of the day after the last.
        #expect(scale.ticks(.dateStride(.day, count: 1), calendar: calendar) == (0..<7).map { .date(start.addingTimeInterval(Double($0) * 86_400)) })
        let model = ChartModel(marks: [], configuration: ChartConfiguration(), calendar: calendar, defaultStyle: AnyShapeStyle(Color.blue))
        let label = model.automaticLabel(ticks[1], scale: scale, set: AxisMarkSet(position: .automatic, values: .automatic(desiredCount: nil)), environment: EnvironmentValues())
        #expect(label == "Nov 17")
    }

    @Test func aBandBetweenTwoDatesIsOnADateAxis() {
        let start = Date(timeIntervalSince1970: 1_699_920_000)
        let band = Self.bare(Chart {
            RectangleMark(xStart: .value("hour", start), xEnd: .value("hour", start.addingTimeInterval(23 * 3600)))
        })
        // The band's dates are the whole x domain: it spans the plot, on a date axis, not a
        // numeric one from zero (where 23 hours of 2023 would be a sliver).
        #expect(band.nodes(named: "RoundedRectangle").map(\.frame) == [CGRect(x: 0, y: 0, width: 200, height: 100)])
        let labelled = ViewLayout(of: Chart {
            RectangleMark(xStart: .value("hour", start), xEnd: .value("hour", start.addingTimeInterval(23 * 3600)))
        }.frame(width: 300, height: 200), in: CGSize(width: 300, height: 200))
        #expect(!labelled.nodes(named: "Text").contains { $0.detail?.contains("000,000") == true })
    }

    @Test func pointsOfALineCarryTheirSymbols() {
        let values: [(Int, Double)] = [(0, 0), (2, 10), (4, 5)]
        let chart = Chart {
            ForEach(values.indices, id: \.self) { index in
                LineMark(x: .value("x", values[index].0), y: .value("y", values[index].1))
                    .symbol(.circle)
            }
        }
        let layout = Self.bare(chart)
        // x runs 0…4, y 0…10: the points are at (0, 100), (100, 0) and (200, 50).
        let point = Self.bare(Chart {
            PointMark(x: .value("x", 2), y: .value("y", 5)).annotation { Color.red.frame(width: 10, height: 6).id("label") }
        })
        // x runs 0…2, y 0…5: the point is at (200, 0); its label sits above it, 4 points up.
        #expect(point.frame(id: "label") == CGRect(x: 195, y: -10, width: 10, height: 6))
        let symbols = layout.nodes(named: "BasicChartSymbolShape").map(\.frame)
        #expect(symbols == [CGRect(x: -4, y: 96, width: 8, height: 8), CGRect(x: 96, y: -4, width: 8, height: 8), CGRect(x: 196, y: 46, width: 8, height: 8)])
        #expect(layout.nodes(named: "ChartLineShape").map(\.frame) == [CGRect(x: 0, y: 0, width: 200, height: 100)])
    }

    @Test func theAxesLabelTheirTicksBesideThePlot() {
        let layout = ViewLayout(of: Chart {
            BarMark(x: .value("Kind", "A"), y: .value("Count", 93))
            BarMark(x: .value("Kind", "B"), y: .value("Count", 50))
        }.frame(width: 300, height: 200), in: CGSize(width: 300, height: 200))
        let texts = layout.nodes(named: "Text")
        #expect(texts.compactMap(\.detail) == ["\"A\"", "\"B\"", "\"0\"", "\"20\"", "\"40\"", "\"60\"", "\"80\"", "\"100\""])
        let bars = layout.nodes(named: "RoundedRectangle").map(\.frame)
        let zero: CGRect = texts[2].frame, hundred: CGRect = texts[7].frame
        let bar: CGRect = bars[0], plotMaxX: CGFloat = bars[1].maxX + bars[1].width / 8
        // The y labels sit 4 points to the trailing side of the plot, centred on their grid lines.
        #expect(abs(zero.midY - bar.maxY) < 1e-9)
        #expect(abs(hundred.midY - (bar.maxY - bar.height * 100 / 93)) < 1e-9)
        #expect(zero.minX == hundred.minX && abs(zero.minX - 4 - plotMaxX) < 1e-9)
        #expect(hundred.maxX == 300, "the widest label reaches the chart's edge")
        // The x labels are centred below their bands, 4 points below the plot.
        #expect(abs(texts[0].frame.midX - bars[0].midX) < 1e-9 && abs(texts[0].frame.minY - bars[0].maxY - 4) < 1e-9, "\(texts[0].frame) \(bars[0])")
        #expect(texts[0].frame.maxY == 200)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func axisMarksOfYourOwnChooseValuesSidesAndLabels() {
        let layout = ViewLayout(of: Chart {
            BarMark(x: .value("Kind", "A"), y: .value("Count", 100))
        }
        .chartXAxis(.hidden)
        .chartYAxis {
            AxisMarks(position: .leading, values: [0, 50, 100]) { value in
                AxisGridLine()
                AxisValueLabel("#\(value.index) of \(value.count): \(value.as(Int.self) ?? -1)")
            }
        }
        .frame(width: 300, height: 200), in: CGSize(width: 300, height: 200))
        let texts = layout.nodes(named: "Text")
        #expect(texts.compactMap(\.detail) == ["\"#0 of 3: 0\"", "\"#1 of 3: 50\"", "\"#2 of 3: 100\""])
        let bar = layout.nodes(named: "RoundedRectangle")[0].frame
        #expect(texts.allSatisfy { $0.frame.maxX == texts[2].frame.maxX } && abs(texts.map(\.frame.minX).min() ?? 1) < 1e-9, "trailing-aligned, the widest at the edge")
        #expect(texts[1].frame.midY == 100 && texts[0].frame.midY == 200 && texts[2].frame.midY == 0)
        let plotWidth = bar.width / 0.8
        let widest: CGFloat = texts.map { $0.frame.maxX }.max() ?? 0
        #expect(abs(widest + 4 + plotWidth - 300) < 1e-9)
    }

    @Test func formattedLabelsUseTheEnvironmentsTimeZoneAndLocale() {
        let midnight = Date(timeIntervalSince1970: 1_700_006_400) // 2023-11-15 00:00 UTC
        let layout = ViewLayout(of: Chart {
            PointMark(x: .value("When", midnight), y: .value("Count", 1))
        }
        .chartYAxis(.hidden)
        .chartXAxis {
            AxisMarks(values: [midnight]) { _ in
                AxisValueLabel(format: .dateTime.month(.wide).day())
            }
        }
        .environment(\.timeZone, TimeZone(identifier: "America/New_York")!)
        .environment(\.locale, Locale(identifier: "fr_FR"))
        .frame(width: 300, height: 200), in: CGSize(width: 300, height: 200))
        #expect(layout.nodes(named: "Text").compactMap(\.detail) == ["\"14 novembre\""])
    }

    @Test func theLegendListsTheGroupsInTheirStyles() {
        let layout = ViewLayout(of: Self.stackedBars().chartForegroundStyleScale(["one": Color.orange, "two": Color.purple])
            .frame(width: 300, height: 200), in: CGSize(width: 300, height: 200))
        let legend = layout.nodes(named: "Text").filter { ["\"one\"", "\"two\""].contains($0.detail) }
        #expect(legend.count == 2)
        #expect(legend[0].frame.maxY == 200 && legend[0].frame.minX == 12, "below, at the leading edge, after an 8-point symbol")
        #expect(legend[1].frame.minX == legend[0].frame.maxX + 24)
    }

    @Test func aDonutsSectorsTurnClockwiseFromTwelve() throws {
        let chart = Chart {
            SectorMark(angle: .value("Share", 3), innerRadius: .ratio(0.5)).foregroundStyle(.red)
            SectorMark(angle: .value("Share", 1), innerRadius: .ratio(0.5)).foregroundStyle(.blue)
        }
        let renderer = ImageRenderer(content: chart.frame(width: 100, height: 100))
        renderer.scale = 1
        let image = try #require(DecodedImage(png: renderer.pngData()))
        #expect(image.pixel(x: 50, y: 50).alpha == 0, "the hole")
        #expect(image.pixel(x: 85, y: 50) == DecodedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255), "three o'clock is in the first quarter… of three")
        #expect(image.pixel(x: 50, y: 85) == DecodedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(image.pixel(x: 20, y: 35) == DecodedImage.Pixel(red: 0, green: 122, blue: 255, alpha: 255), "the last quarter is the second sector's")
    }

    @Test func theOverlayIsToldWhereThePlotIs() {
        let layout = Self.bare(Self.stackedBars().chartOverlay { proxy in
            GeometryReader { geometry in
                let plot = geometry[proxy.plotFrame!]
                Color.red.frame(width: 2, height: 2)
                    .id("marker")
                    .position(x: plot.minX + (proxy.position(forX: "B") ?? 0), y: plot.minY + (proxy.position(forY: 20) ?? 0))
            }
        })
        #expect(layout.frame(id: "marker") == CGRect(x: 149, y: 49, width: 2, height: 2))
    }

    @Test func aProxyConvertsPositionsBackToValues() {
        let calendar = Calendar(identifier: .gregorian)
        let configuration = ChartScaleConfiguration()
        let x = ChartScale(axis: .x, positions: [.value(.category("A")), .value(.category("B"))], configuration: configuration, calendar: calendar)
        let y = ChartScale(axis: .y, positions: [.range(0, 40)], configuration: configuration, calendar: calendar)
        #expect(x.band(of: "B")! == (0.5, 1))
        #expect(y.fraction(of: 10) == 0.75)
    }

    @Test func plottableTypesOfYourOwnConvertThroughTheirPrimitives() {
        enum Fruit: String, Plottable { case apple, pear }
        #expect(Fruit.pear.plotValue == .category("pear"))
        #expect(AxisValue(value: .category("apple"), index: 0, count: 1).as(Fruit.self) == .apple)
        #expect(AxisValue(value: .number(2), index: 0, count: 1).as(Int.self) == 2)
        #expect(AxisValue(value: .number(2.5), index: 0, count: 1).as(Double.self) == 2.5)
        #expect(AxisValue(value: .number(2), index: 0, count: 1).as(String.self) == nil)
        #expect(AxisValue(value: .category("x"), index: 0, count: 1).as(Int.self) == nil)
    }

    @Test func whatAPictureCantShowIsNamed() {
        let layout = ViewLayout(of: Chart {
            BarMark(x: .value("Kind", "A"), y: .value("Count", 1)).offset(x: 3)
        }
        .chartXVisibleDomain(length: 5)
        .frame(width: 200, height: 100), in: CGSize(width: 200, height: 100))
        let axes = ViewLayout(of: Chart {
            BarMark(x: .value("Kind", "A"), y: .value("Count", 1))
        }
        .chartYScale(domain: 1...1000, type: .log)
        .chartXScale(range: .plotDimension(padding: 20))
        .chartXAxis { AxisMarks(preset: .aligned) { _ in AxisValueLabel(orientation: .vertical) } }
        .frame(width: 200, height: 100), in: CGSize(width: 200, height: 100))
        #expect(axes.diagnostics == ["Chart: chartXScale(range:): the scale spans the whole plot, without padding; chartYScale(type: .log): the scale is drawn linear; AxisMarks(preset: .aligned): the marks are laid out as .automatic; AxisValueLabel(orientation: .vertical): labels are drawn level."])
        let donut = ViewLayout(of: Chart { SectorMark(angle: .value("Share", 1)).cornerRadius(4) }, in: CGSize(width: 200, height: 100))
        #expect(donut.diagnostics == ["Chart: cornerRadius: sectors are drawn with sharp corners."])
        #expect(layout.diagnostics.contains("Chart: offset(x:y:): marks are drawn where their values put them."))
        #expect(layout.diagnostics.contains("chartXVisibleDomain: the chart shows its whole x domain."))
    }

    @Test func annotationsGoBesideOrInsideTheirMarks() {
        let chart = Chart {
            BarMark(x: .value("Kind", "A"), y: .value("Count", 40))
                .clipShape(Capsule())
                .annotation(position: .overlay, alignment: .top, spacing: 10) { Color.red.frame(width: 10, height: 6).id("inside") }
                .annotation(position: .top, alignment: .leading) { Color.red.frame(width: 10, height: 6).id("above") }
                .annotation { Color.red.frame(width: 10, height: 6).id("automatic") }
            BarMark(x: .value("Kind", "B"), y: .value("Count", 20))
                .annotation(position: .trailing, alignment: .bottom, spacing: 2) { Color.red.frame(width: 10, height: 6).id("beside") }
        }
        // The A bar is 10…90 × 0…100, the B bar 110…190 × 50…100.
        let layout = Self.bare(chart)
        #expect(layout.frame(id: "inside") == CGRect(x: 45, y: 10, width: 10, height: 6))
        #expect(layout.frame(id: "above") == CGRect(x: 10, y: -10, width: 10, height: 6))
        #expect(layout.frame(id: "automatic") == CGRect(x: 45, y: -10, width: 10, height: 6))
        #expect(layout.frame(id: "beside") == CGRect(x: 192, y: 94, width: 10, height: 6))
        // A sector's annotation is centred on the middle of the sector: the quarter from twelve to
        // three o'clock of a 100-point donut whose hole is half its radius, at a radius of 37.5.
        let donut = Self.bare(Chart {
            SectorMark(angle: .value("Share", 1), innerRadius: .ratio(0.5))
                .annotation(position: .overlay) { Color.red.frame(width: 10, height: 6).id("slice") }
            SectorMark(angle: .value("Share", 3), innerRadius: .ratio(0.5))
        }, width: 100, height: 100)
        let slice = donut.frame(id: "slice") ?? .zero
        let offset = 37.5 / 2.0.squareRoot()
        #expect(abs(slice.midX - (50 + offset)) < 1e-9 && abs(slice.midY - (50 - offset)) < 1e-9, "\(slice)")
    }

    @Test func inferredDomainsCanBeChangedAndBandsSpanTheirAxis() {
        let chart = Chart {
            BarMark(x: .value("Kind", "B"), y: .value("Count", 10))
            BarMark(x: .value("Kind", "A"), y: .value("Count", 20))
            RectangleMark(yStart: .value("Low", 0), yEnd: .value("High", 10)).foregroundStyle(.green)
        }
        .chartXScale(domain: .automatic(dataType: String.self) { domain in
            domain.sort()
            domain.append("C")
        })
        .chartYScale(domain: .automatic(dataType: Int.self) { domain in domain.append(80) })
        let layout = Self.bare(chart, width: 300, height: 100)
        let bars = layout.nodes(named: "RoundedRectangle").map(\.frame)
        // Bands A, B, C a hundred wide; y runs 0…80. The rectangle spans the width, 0…10.
        #expect(bars == [CGRect(x: 110, y: 87.5, width: 80, height: 12.5), CGRect(x: 10, y: 75, width: 80, height: 25),
                         CGRect(x: 0, y: 87.5, width: 300, height: 12.5)])
    }

    @Test func anArrayOfNumbersIsAContinuousDomain() {
        // y 0…60 over 120 points: 15 sits at 90, 45 at 30. Written the other way, it runs reversed.
        func bars(_ domain: [Int]) -> [CGRect] {
            let chart = Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Minutes", 15))
                BarMark(x: .value("Day", "Tue"), y: .value("Minutes", 45))
            }.chartYScale(domain: domain)
            return Self.bare(chart, width: 200, height: 120).nodes(named: "RoundedRectangle").map(\.frame)
        }
        #expect(bars([0, 60]) == [CGRect(x: 10, y: 90, width: 80, height: 30), CGRect(x: 110, y: 30, width: 80, height: 90)])
        #expect(bars([60, 0]) == [CGRect(x: 10, y: 0, width: 80, height: 30), CGRect(x: 110, y: 0, width: 80, height: 90)])
        // Strings stay categories, in the order given.
        let categories = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Minutes", 15))
        }.chartXScale(domain: ["Sun", "Mon"])
        #expect(Self.bare(categories, width: 200, height: 120).nodes(named: "RoundedRectangle").map(\.frame.minX) == [110])
    }

    final class Budget: ObservableObject {
        @Published var limit = 40
    }

    struct LimitRule: ChartContent {
        @EnvironmentObject var budget: Budget
        @Environment(\.locale) var locale
        var body: some ChartContent {
            RuleMark(y: .value("Limit", budget.limit))
            BarMark(x: .value("Kind", locale.identifier), y: .value("Count", 20))
        }
    }

    @Test func chartContentOfTheAppsOwnReadsTheChartsEnvironment() {
        // It used to trap: "No ObservableObject of type Budget found".
        let chart = Chart { LimitRule() }
            .environmentObject(Budget())
            .environment(\.locale, Locale(identifier: "fr_FR"))
        let layout = Self.bare(chart, width: 200, height: 100)
        // The rule at the budget's 40 makes y run 0…40, so the bar of 20 is half the height.
        #expect(layout.nodes(named: "RoundedRectangle").map(\.frame) == [CGRect(x: 20, y: 50, width: 160, height: 50)])
        // The bar's category is the locale the chart's environment gives.
        let labelled = ViewLayout(of: Chart { LimitRule() }.environmentObject(Budget()).environment(\.locale, Locale(identifier: "fr_FR"))
            .frame(width: 200, height: 100), in: CGSize(width: 200, height: 100))
        #expect(labelled.nodes(named: "Text").compactMap(\.detail).contains("\"fr_FR\""))
    }

    @Test func aLegendOfTheAppsOwnIsOfferedTheChartsWidth() {
        // Two flexible grid columns across a 300-wide chart: 146 each with the grid's 8-point
        // spacing, so the second starts at 154.
        let chart = Chart {
            BarMark(x: .value("Kind", "A"), y: .value("Count", 30))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .chartLegend(position: .bottom) {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], alignment: .leading) {
                ForEach(["Rent", "Food", "Travel"], id: \.self) { name in
                    Text(name).id(name)
                }
            }.id("legend")
        }
        .frame(width: 300, height: 200)
        let layout = ViewLayout(of: chart, in: CGSize(width: 300, height: 200))
        #expect(layout.frame(id: "legend")?.width == 300)
        #expect(layout.frame(id: "Rent")?.minX == 0 && layout.frame(id: "Food")?.minX == 154)
        #expect(layout.frame(id: "Travel")?.minX == 0 && (layout.frame(id: "Travel")?.minY ?? 0) > (layout.frame(id: "Rent")?.minY ?? 0))
    }

    @Test func lineStyleScalesAndValuelessAxisMarks() {
        let chart = Chart {
            ForEach([(0, 1), (1, 2)], id: \.0) { point in
                LineMark(x: .value("x", point.0), y: .value("y", point.1)).lineStyle(by: .value("Kind", "Plan"))
            }
        }
        .chartLineStyleScale(["Plan": StrokeStyle(lineWidth: 5, dash: [2])])
        .chartYAxis(.hidden)
        .chartXAxis { AxisMarks(values: [0, 1]) { AxisValueLabel("tick") } }
        let layout = ViewLayout(of: chart.frame(width: 200, height: 100), in: CGSize(width: 200, height: 100))
        #expect(layout.nodes(named: "Text").compactMap(\.detail) == ["\"tick\"", "\"tick\""])
        let line = layout.nodes(named: "ChartLineShape").first
        #expect(line?.description.contains("lineWidth: 5") == true, "\(line?.description ?? "")")
    }

    @Test func badValuesGiveFiniteFrames() {
        let charts: [AnyView] = [
            AnyView(Chart { EmptyChartContent() }),
            AnyView(Chart {
                BarMark(x: .value("Kind", "A"), y: .value("Count", Double.nan))
                BarMark(x: .value("Kind", "B"), y: .value("Count", Double.infinity))
                LineMark(x: .value("x", Double.nan), y: .value("y", 1))
                LineMark(x: .value("x", 1), y: .value("y", -Double.infinity))
                PointMark(x: .value("x", Double.greatestFiniteMagnitude), y: .value("y", -Double.greatestFiniteMagnitude))
            }),
            AnyView(Chart {
                SectorMark(angle: .value("Share", 0))
                SectorMark(angle: .value("Share", -3), innerRadius: .fixed(500), outerRadius: .inset(900))
                RuleMark(y: .value("Goal", 0)).lineStyle(StrokeStyle(lineWidth: .nan))
            }),
            AnyView(Chart {
                BarMark(x: .value("Day", Date(timeIntervalSince1970: 0), unit: .day), y: .value("Count", 0))
                AreaMark(x: .value("When", Date(timeIntervalSince1970: 0)), y: .value("Count", 0))
                RectangleMark(x: .value("x", 0), y: .value("y", 0), width: .ratio(-2), height: .inset(1e9))
            }.chartYScale(domain: 5...5).chartXScale(domain: [String]())),
            AnyView(Chart { BarMark(x: .value("x", 1), y: .value("y", 1), width: .fixed(.nan)) }.frame(width: 0, height: 0)),
        ]
        for (index, chart) in charts.enumerated() {
            let layout = ViewLayout(of: chart.frame(maxWidth: 300, maxHeight: 200), in: CGSize(width: 300, height: 200))
            var nodes = [layout.root]
            while let node = nodes.popLast() {
                #expect(node.frame.origin.x.isFinite && node.frame.origin.y.isFinite && node.frame.width.isFinite && node.frame.height.isFinite,
                        "chart \(index): \(node.description)")
                nodes += node.children
            }
            let renderer = ImageRenderer(content: chart.frame(width: 300, height: 200))
            #expect((try? renderer.pngData()) != nil, "chart \(index) draws")
        }
    }
}
