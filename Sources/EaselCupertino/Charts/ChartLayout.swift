@_spi(SystemViews) import EaselCore
import Foundation

/// A chart's layout: the legend and the axes' labels at their ideal sizes around the plot, the plot
/// in the rest (`ChartRole` says which subview is which).
struct ChartLayout: Layout {
    /// The length a chart takes where its proposal leaves one unspecified, as in a vertical scroll
    /// view (Easel's choice: Apple doesn't document a chart's ideal size [I]).
    static let idealSize = CGSize(width: 300, height: 200)
    /// The gap between the legend and the axes' labels [I].
    static let legendSpacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? Self.idealSize.width, height: proposal.height ?? Self.idealSize.height)
    }

    /// Legend positions Easel draws below the plot instead.
    static func unsupportedLegend(_ position: ChartLegendPosition.Kind) -> String? {
        position == .leading || position == .trailing ? "chartLegend: a legend at the \(position) side is drawn below the plot" : nil
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var plot = bounds
        var labels: [(LayoutSubview, ChartAxis, Bool, Double, Bool, CGSize, UnitPoint?)] = []
        var legends: [(LayoutSubview, ChartLegendPosition.Kind, Alignment?, CGFloat?)] = []
        var plotView: LayoutSubview?
        for subview in subviews {
            switch subview[ChartRole.self].kind {
            case .plot: plotView = subview
            case .label(let axis, let farEdge, let fraction, let centered, let offset, let anchor):
                labels.append((subview, axis, farEdge, fraction, centered, offset, anchor))
            case .legend(let position, let alignment, let spacing):
                legends.append((subview, position, alignment, spacing))
            }
        }

        // The legend first, offered the chart's width (a legend of the app's own, such as a grid
        // of swatches, spreads across it; the default one wraps its items within it).
        var legendPlacements: [(LayoutSubview, CGPoint, UnitPoint, ProposedViewSize)] = []
        for (legend, position, alignment, spacing) in legends {
            let proposal = ProposedViewSize(width: bounds.width, height: nil)
            let size = legend.sizeThatFits(proposal)
            let gap = spacing ?? Self.legendSpacing
            let horizontal = alignment?.horizontal ?? .leading
            let x = horizontal == .center ? bounds.midX : horizontal == .trailing ? bounds.maxX : bounds.minX
            let anchorX = horizontal == .center ? 0.5 : horizontal == .trailing ? 1.0 : 0.0
            switch position {
            case .top:
                legendPlacements.append((legend, CGPoint(x: x, y: bounds.minY), UnitPoint(x: anchorX, y: 0), proposal))
                plot.origin.y += size.height + gap
                plot.size.height -= size.height + gap
            case .overlay:
                legendPlacements.append((legend, CGPoint(x: x, y: bounds.minY), UnitPoint(x: anchorX, y: 0), proposal))
            default:
                legendPlacements.append((legend, CGPoint(x: x, y: bounds.maxY), UnitPoint(x: anchorX, y: 1), proposal))
                plot.size.height -= size.height + gap
            }
        }

        // Then room for the labels on each edge they're on.
        func extent(_ axis: ChartAxis, farEdge: Bool) -> CGFloat {
            labels.filter { $0.1 == axis && $0.2 == farEdge }.map {
                let size = $0.0.sizeThatFits(.unspecified)
                return axis == .x ? size.height : size.width
            }.max().map { $0 + ChartAxisDefaults.labelSpacing } ?? 0
        }
        let (bottom, top) = (extent(.x, farEdge: true), extent(.x, farEdge: false))
        let (trailing, leading) = (extent(.y, farEdge: true), extent(.y, farEdge: false))
        plot.origin.x += leading
        plot.size.width -= leading + trailing
        plot.origin.y += top
        plot.size.height -= top + bottom
        plot.size = CGSize(width: max(0, plot.width), height: max(0, plot.height))

        plotView?.place(at: plot.origin, anchor: .topLeading, proposal: ProposedViewSize(plot.size))
        for (label, axis, farEdge, fraction, centered, offset, anchor) in labels {
            let spacing = ChartAxisDefaults.labelSpacing
            var point: CGPoint
            var defaultAnchor: UnitPoint
            switch axis {
            case .x:
                point = CGPoint(x: plot.minX + CGFloat(fraction) * plot.width, y: farEdge ? plot.maxY + spacing : plot.minY - spacing)
                defaultAnchor = UnitPoint(x: centered ? 0.5 : 0, y: farEdge ? 0 : 1)
            case .y:
                point = CGPoint(x: farEdge ? plot.maxX + spacing : plot.minX - spacing, y: plot.minY + CGFloat(fraction) * plot.height)
                defaultAnchor = UnitPoint(x: farEdge ? 0 : 1, y: 0.5)
            }
            point.x += offset.width
            point.y += offset.height
            label.place(at: point, anchor: anchor ?? defaultAnchor, proposal: .unspecified)
        }
        for (legend, point, anchor, proposal) in legendPlacements {
            legend.place(at: point, anchor: anchor, proposal: proposal)
        }
    }
}

/// Where a chart's plot is, for its overlay's `ChartProxy`.
struct ChartPlotFrame {
    let anchor: Anchor<CGRect>
    /// The plot's size once placed; the overlay is resolved after the plot is placed.
    var size: CGSize { anchor._placedSize ?? .zero }
}

struct ChartPlotFrameKey: PreferenceKey {
    static let defaultValue: ChartPlotFrame? = nil
    static func reduce(value: inout ChartPlotFrame?, nextValue: () -> ChartPlotFrame?) {
        value = value ?? nextValue()
    }
}

/// What a chart's overlay or background is told about the chart (Apple, `ChartProxy`): where the
/// plot is, and how positions in it and values convert.
public struct ChartProxy {
    let frame: ChartPlotFrame
    let xScale: ChartScale
    let yScale: ChartScale

    /// The plot's frame, to resolve with a `GeometryProxy` (Apple, iOS 17).
    public var plotFrame: Anchor<CGRect>? { frame.anchor }
    /// The plot's frame (Apple, iOS 16).
    public var plotAreaFrame: Anchor<CGRect> { frame.anchor }
    /// The plot's size.
    public var plotSize: CGSize { frame.size }
    public var plotAreaSize: CGSize { frame.size }

    /// Where `value` is along the plot's width, from its leading edge (Apple, `position(forX:)`).
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        position(of: value.plotValue, on: xScale, length: frame.size.width)
    }

    /// Where `value` is down the plot's height, from its top (Apple, `position(forY:)`).
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        position(of: value.plotValue, on: yScale, length: frame.size.height)
    }

    /// The point of the plot where `(x, y)` is (Apple, `position(for:)`).
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The x value at `position` along the plot's width (Apple, `value(atX:as:)`).
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        value(at: position, on: xScale, length: frame.size.width).flatMap { P.from($0) }
    }

    /// The y value at `position` down the plot's height (Apple, `value(atY:as:)`).
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        value(at: position, on: yScale, length: frame.size.height).flatMap { P.from($0) }
    }

    /// The values at a point of the plot (Apple, `value(at:as:)`).
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: location.x, as: X.self), let y = value(atY: location.y, as: Y.self) else { return nil }
        return (x, y)
    }

    private func position(of value: PlotValue, on scale: ChartScale, length: CGFloat) -> CGFloat? {
        guard let span = scale.span(of: .value(value)) else { return nil }
        return CGFloat((span.start + span.end) / 2) * length
    }

    private func value(at position: CGFloat, on scale: ChartScale, length: CGFloat) -> PlotValue? {
        guard length > 0 else { return nil }
        var fraction = Double(position / length)
        switch scale.domain {
        case .categories(let names):
            guard !names.isEmpty, (0...1).contains(fraction) else { return nil }
            if scale.reversed { fraction = 1 - fraction }
            return .category(names[min(names.count - 1, Int(fraction * Double(names.count)))])
        case .continuous(let lower, let upper):
            if scale.reversed { fraction = 1 - fraction }
            if scale.axis == .y { fraction = 1 - fraction }
            let quantity = lower + fraction * (upper - lower)
            return scale.isDate ? .date(Date(timeIntervalSinceReferenceDate: quantity)) : .number(quantity)
        }
    }
}
