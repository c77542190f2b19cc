@_spi(SystemViews) import EaselCore
import Foundation

/// A chart (Apple, Swift Charts' `Chart`): marks drawn on scales worked out from their values,
/// with axes, grid lines and a legend.
///
/// Its layout: the chart takes the size it is offered (an unspecified length becomes
/// `idealHeight` or `idealWidth`, Easel's choice); the legend goes below, the x axis's labels
/// above the legend, the y axis's labels beside the plot; the plot takes the rest. Marks are
/// drawn in the order they are written, each line or area at its first point.
nonisolated public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartConfiguration) private var configuration
    @Environment(\.self) private var environment

    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        // Content of the app's own is read as the chart resolves, its dynamic properties connected
        // in the chart's inputs (an `@EnvironmentObject` of a custom `ChartContent` is found).
        _ResolvedWithDynamicProperties { installer in
            chart(marks: ContentDynamicProperties.reading(with: installer) {
                var marks: [ChartMark] = []
                content.appendChartMarks(to: &marks)
                return marks
            })
        }
    }

    private func chart(marks: [ChartMark]) -> some View {
        let model = ChartModel(marks: marks, configuration: configuration, calendar: environment.calendar,
                               defaultStyle: environment._foregroundStyle ?? AnyShapeStyle(Color.accentColor))
        let axes = model.axes(configuration: configuration, environment: environment)
        let plot = ChartPlot(elements: axes.grid + model.markElements(), model: model, configuration: configuration)
        return ChartLayout {
            if let style = configuration.plotStyle { style(AnyView(plot)) } else { plot }
            ForEach(axes.labels.indices, id: \.self) { index in
                axes.labels[index].view.layoutValue(key: ChartRole.self, value: axes.labels[index].role)
            }
            if let legend = legend(model) {
                legend.layoutValue(key: ChartRole.self, value: ChartRole(kind: .legend(configuration.legend.position.kind, configuration.legend.alignment, spacing: configuration.legend.spacing)))
            }
        }
        .overlayPreferenceValue(ChartPlotFrameKey.self) { frame in
            if let frame {
                let proxy = ChartProxy(frame: frame, xScale: model.xScale, yScale: model.yScale)
                if let background = configuration.background { background(proxy) }
                if let overlay = configuration.overlay { overlay(proxy) }
            }
        }
        ._diagnostic(diagnostic(model, axisNotes: axes.notes))
    }

    /// The legend: the chart's own if it has one, else one entry per style group, unless hidden
    /// or there are no groups.
    private func legend(_ model: ChartModel) -> AnyView? {
        let legend = configuration.legend
        guard legend.visibility != .hidden else { return nil }
        if let content = legend.content { return content }
        if let continuous = model.styles.continuous { return AnyView(ChartGradientLegend(scale: continuous)) }
        let entries = model.styles.legendEntries
        guard !entries.isEmpty else { return nil }
        return AnyView(ChartLegend(entries: entries))
    }

    private func diagnostic(_ model: ChartModel, axisNotes: [String]) -> String? {
        var notes = model.notes + configuration.notes + axisNotes
        if model.styles.continuous?.isDefault == true {
            notes.append("foregroundStyle(by:) with numbers: shaded from blue to green, Easel's choice of colours (give chartForegroundStyleScale(range:) for your own)")
        }
        if configuration.background != nil {
            notes.append("chartBackground: drawn over the marks, not behind them (it reads the plot's frame, so it is placed after the plot)")
        }
        if let legendNote = ChartLayout.unsupportedLegend(configuration.legend.position.kind) { notes.append(legendNote) }
        // A label's note comes once however many values it labels.
        var seen = Set<String>()
        notes = notes.filter { seen.insert($0).inserted }
        guard !notes.isEmpty else { return nil }
        return "Chart: " + notes.joined(separator: "; ") + "."
    }
}

extension Chart {
    /// A chart of content for each element of `data` (Apple).
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// A chart of content for each element of `data`, identified by `id` (Apple).
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }
}

/// A chart's plot area: its grid lines, marks and annotations, telling the chart's overlay where
/// it is.
nonisolated struct ChartPlot: View {
    let elements: [PlotElement]
    let model: ChartModel
    let configuration: ChartConfiguration

    var body: some View {
        ChartPlotLayout {
            ForEach(elements.indices, id: \.self) { index in
                elements[index].view.layoutValue(key: PlotPlacement.self, value: elements[index].placement)
            }
        }
        .anchorPreference(key: ChartPlotFrameKey.self, value: .bounds) { ChartPlotFrame(anchor: $0) }
    }
}

/// The legend Charts draws: each group's symbol in its style and its name, in a row below the
/// plot (symbols 8 points across, names in the caption font and the secondary style, 12 points
/// between entries: read off screenshots of iOS charts [I]).
nonisolated struct ChartLegend: View {
    let entries: [(label: String, style: AnyShapeStyle, symbol: BasicChartSymbolShape)]

    var body: some View {
        HStack(spacing: 12) {
            ForEach(entries.indices, id: \.self) { index in
                HStack(spacing: 4) {
                    ChartSymbolView(shape: entries[index].symbol, style: entries[index].style)
                        .frame(width: 8, height: 8)
                    Text(verbatim: entries[index].label)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
            }
        }
        .fixedSize()
    }
}
