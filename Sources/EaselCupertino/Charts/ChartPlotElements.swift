import EaselCore
import Foundation

/// One view of the plot area and where it goes.
struct PlotElement {
    var placement: PlotPlacement
    var view: AnyView
}

/// Defaults of Charts' marks that Apple doesn't document, read off screenshots or chosen [I].
enum ChartMarkDefaults {
    /// A line's stroke: 2 points, with round caps and joins [I].
    static let lineWidth: CGFloat = 2
    /// A rule's stroke [I].
    static let ruleWidth: CGFloat = 1
    /// A point's symbol, in points across [I].
    static let symbolSize = CGSize(width: 8, height: 8)
    /// The gap between a mark and its annotation [I].
    static let annotationSpacing: CGFloat = 4
}

extension ChartModel {
    /// The views of the marks, in the order they're written: a line or an area where its first
    /// point is, with its points' symbols after it.
    func markElements() -> [PlotElement] {
        var elements: [PlotElement] = []
        // Each line's or area's points, by series, gathered in one pass.
        var series: [String: [Int]] = [:]
        for (index, mark) in marks.enumerated() where mark.kind == .line || mark.kind == .area {
            series[seriesKey(mark), default: []].append(index)
        }
        let positionGroups = Self.distinct(marks.compactMap(\.positionGroup?.value))
        let sectorTotal = marks.filter { $0.kind == .sector }.compactMap { $0.angle?.value.quantity }.filter { $0 > 0 && $0.isFinite }.reduce(0, +)
        var sectorStart = 0.0
        for (index, mark) in marks.enumerated() {
            let position = positions[index]
            let style = styles.style(of: mark)
            switch mark.kind {
            case .line, .area:
                // Drawn where its first point is written; its other points are in it.
                guard let members = series.removeValue(forKey: seriesKey(mark)) else { continue }
                elements += seriesElements(members, kind: mark.kind, style: style)
            case .sector:
                guard let value = mark.angle?.value.quantity, value > 0, value.isFinite, sectorTotal > 0 else { continue }
                let shape = ChartSectorShape(start: .radians(sectorStart / sectorTotal * 2 * .pi), end: .radians((sectorStart + value) / sectorTotal * 2 * .pi),
                                             innerRadius: mark.innerRadius.kind, outerRadius: mark.outerRadius.kind, angularInset: mark.angularInset)
                sectorStart += value
                elements.append(PlotElement(placement: PlotPlacement(x: .whole, y: .whole), view: AnyView(shape.fill(style).opacity(mark.opacity ?? 1))))
                // A sector's annotations are centred on the middle of the sector, whatever their
                // position (Easel's choice: Apple's examples annotate sectors with `.overlay`).
                for annotation in mark.annotations {
                    var placement = PlotPlacement(x: .whole, y: .whole)
                    placement.sectorMiddle = (.radians((shape.start.radians + shape.end.radians) / 2), mark.innerRadius.kind, mark.outerRadius.kind)
                    elements.append(PlotElement(placement: placement, view: annotation.view))
                }
            case .point:
                guard let x = span(position.x, on: xScale, dimension: .automatic, isPoint: true) ?? (mark.x == nil ? PlotSpan(start: 0.5, end: 0.5) : nil),
                      let y = span(position.y, on: yScale, dimension: .automatic, isPoint: true) ?? (mark.y == nil ? PlotSpan(start: 0.5, end: 0.5) : nil) else { continue }
                elements.append(symbolElement(mark, x: x, y: y, style: style))
                elements += annotationElements(mark, placement: PlotPlacement(x: x, y: y), automatic: .top)
            case .bar, .rectangle, .rule:
                let isRectangle = mark.kind == .rectangle
                let isRule = mark.kind == .rule
                guard var x = span(position.x, on: xScale, dimension: mark.width, isPoint: isRule && mark.x != nil && mark.xStart == nil),
                      var y = span(position.y, on: yScale, dimension: mark.height, isPoint: isRule && mark.y != nil && mark.yStart == nil) else { continue }
                if isRectangle {
                    // A rectangle at a point is 20 points square unless sized (Easel's choice [I]).
                    if x.start == x.end { x.length = Self.rectangleLength(mark.width) }
                    if y.start == y.end { y.length = Self.rectangleLength(mark.height) }
                }
                if let group = mark.positionGroup?.value, let slot = positionGroups.firstIndex(of: group), positionGroups.count > 1 {
                    // Side by side: the band split into one slot per group, the bar in its slot.
                    if xScale.isCategorical || position.x.map(Self.isInterval) == true {
                        x = Self.slot(slot, of: positionGroups.count, in: x)
                    } else {
                        y = Self.slot(slot, of: positionGroups.count, in: y)
                    }
                }
                let placement = PlotPlacement(x: x, y: y)
                if mark.kind == .rule {
                    // The rule's frame has no width across it; the line runs through its middle.
                    let line = ChartRuleShape(axis: x.start == x.end ? .x : .y, fraction: 0.5)
                    let stroke = mark.lineStyle ?? StrokeStyle(lineWidth: ChartMarkDefaults.ruleWidth)
                    elements.append(PlotElement(placement: placement, view: AnyView(line.stroke(style, style: stroke).opacity(mark.opacity ?? 1))))
                } else {
                    let shape = RoundedRectangle(cornerRadius: mark.cornerRadius ?? 0)
                    elements.append(PlotElement(placement: placement, view: Self.clipped(AnyView(shape.fill(style).opacity(mark.opacity ?? 1)), to: mark.clipShape)))
                }
                elements += annotationElements(mark, placement: placement, automatic: ChartStacking.valueAxis(of: mark) == .x ? .trailing : .top)
            }
        }
        return elements
    }

    /// A mark's view cut to its `clipShape`, if it has one.
    static func clipped(_ view: AnyView, to shape: AnyShape?) -> AnyView {
        guard let shape else { return view }
        return AnyView(view.clipShape(shape))
    }

    static func isInterval(_ position: AxisPosition) -> Bool { if case .interval = position { true } else { false } }

    static func rectangleLength(_ dimension: MarkDimension) -> PlotSpan.Length {
        if case .fixed(let points) = dimension.kind { return .fixed(points) }
        return .fixed(20)
    }

    /// Slot `index` of `count` equal slots of the part of `span` its length takes.
    static func slot(_ index: Int, of count: Int, in span: PlotSpan) -> PlotSpan {
        let ratio: Double
        if case .ratio(let value) = span.length { ratio = value } else { ratio = 1 }
        let width = (span.end - span.start) * ratio
        let start = span.start + (span.end - span.start) * (1 - ratio) / 2 + width * Double(index) / Double(count)
        return PlotSpan(start: start, end: start + width / Double(count))
    }

    static func distinct(_ values: [PlotValue]) -> [PlotValue] {
        var seen = Set<PlotValue>()
        return values.filter { seen.insert($0).inserted }
    }

    /// The series a line or area point belongs to: its `series:` value, else its style, dash or
    /// symbol group; all ungrouped points of a kind make one series.
    func seriesKey(_ mark: ChartMark) -> String {
        let group = mark.series ?? mark.styleGroup ?? mark.lineStyleGroup ?? mark.symbolGroup
        return "\(mark.kind.rawValue)|\(group.map { "\($0.value)" } ?? "")"
    }

    /// A line or an area through the points of one series (`members`, indices of its marks in
    /// the order written), with the points' symbols and annotations.
    func seriesElements(_ members: [Int], kind: ChartMark.Kind, style: AnyShapeStyle) -> [PlotElement] {
        var top: [CGPoint] = []
        var bottom: [CGPoint] = []
        var first: ChartMark?
        var extras: [PlotElement] = []
        for index in members {
            let mark = marks[index]
            let position = positions[index]
            guard let x = span(position.x, on: xScale, dimension: .automatic, isPoint: true),
                  let y = span(position.y, on: yScale, dimension: .automatic, isPoint: kind == .line) else { continue }
            first = first ?? mark
            if kind == .area {
                let baseline = yScale.isCategorical ? 1 : yScale.fraction(of: 0)
                let (high, low) = y.start == y.end ? (y.start, baseline) : (min(y.start, y.end), max(y.start, y.end))
                top.append(CGPoint(x: x.start, y: high))
                bottom.append(CGPoint(x: x.start, y: low))
            } else {
                top.append(CGPoint(x: x.start, y: y.start))
                if mark.symbol != nil || mark.symbolGroup != nil || mark.symbolSize != nil {
                    extras.append(symbolElement(mark, x: x, y: y, style: styles.style(of: mark)))
                }
            }
            extras += annotationElements(mark, placement: PlotPlacement(x: x, y: PlotSpan(start: y.start, end: y.start)), automatic: .top)
        }
        guard let first, !top.isEmpty else { return [] }
        // The shape is framed by its points' bounding box, so that a gradient spans the mark.
        let all = top + bottom
        let minX = all.map(\.x).min()!, maxX = all.map(\.x).max()!
        let minY = all.map(\.y).min()!, maxY = all.map(\.y).max()!
        func inBox(_ point: CGPoint) -> CGPoint {
            CGPoint(x: maxX > minX ? (point.x - minX) / (maxX - minX) : 0.5, y: maxY > minY ? (point.y - minY) / (maxY - minY) : 0.5)
        }
        let interpolation = first.interpolation?.kind ?? .linear
        let placement = PlotPlacement(x: PlotSpan(start: minX, end: maxX), y: PlotSpan(start: minY, end: maxY))
        let view: AnyView
        if kind == .area {
            view = Self.clipped(AnyView(ChartLineShape(points: top.map(inBox), baseline: bottom.map(inBox), interpolation: interpolation).fill(style).opacity(first.opacity ?? 1)), to: first.clipShape)
        } else {
            let scaled = styles.scaledStroke(of: first)
            var stroke = first.lineStyle ?? scaled ?? StrokeStyle(lineWidth: ChartMarkDefaults.lineWidth, lineCap: .round, lineJoin: .round)
            if first.lineStyle == nil && scaled == nil { stroke.dash = styles.dash(of: first) }
            view = AnyView(ChartLineShape(points: top.map(inBox), baseline: nil, interpolation: interpolation).stroke(style, style: stroke).opacity(first.opacity ?? 1))
        }
        return [PlotElement(placement: placement, view: view)] + extras
    }

    /// A point's symbol, centred on it at its size.
    func symbolElement(_ mark: ChartMark, x: PlotSpan, y: PlotSpan, style: AnyShapeStyle) -> PlotElement {
        let size = mark.symbolSize ?? ChartMarkDefaults.symbolSize
        let symbol: AnyView
        switch styles.symbol(of: mark) {
        case .shape(let shape): symbol = AnyView(ChartSymbolView(shape: shape, style: style).frame(width: size.width, height: size.height))
        case .view(let view): symbol = view
        }
        let placement = PlotPlacement(x: x, y: y, attachment: (UnitPoint.center, UnitPoint.center, CGSize.zero))
        return PlotElement(placement: placement, view: AnyView(symbol.opacity(mark.opacity ?? 1)))
    }

    /// A mark's annotations, beside its rectangle where their positions say (`automatic` is the
    /// side a bar's value grows towards, or the top), aligned along that side by their alignment
    /// and `spacing` away from it; an overlay annotation sits inside the rectangle at its
    /// alignment, `spacing` in from that edge (Apple, `annotation(position:alignment:spacing:)`).
    func annotationElements(_ mark: ChartMark, placement: PlotPlacement, automatic: UnitPoint) -> [PlotElement] {
        mark.annotations.map { annotation in
            let side = annotation.position.anchor ?? automatic
            let aligned = Self.unitPoint(of: annotation.alignment)
            let spacing = annotation.spacing ?? ChartMarkDefaults.annotationSpacing
            var attached = placement
            // Away from the side it is on (into the rectangle from the edge it is aligned to, for
            // an overlay) by the spacing.
            func away(from point: UnitPoint, by distance: CGFloat) -> CGSize {
                CGSize(width: (point.x - 0.5) * 2 * distance, height: (point.y - 0.5) * 2 * distance)
            }
            if side == .center {
                attached.attachment = (aligned, aligned, away(from: aligned, by: -spacing))
            } else {
                // Along a top or bottom side the alignment is horizontal; along a leading or
                // trailing side, vertical; a corner is a corner.
                let point = UnitPoint(x: side.y == 0.5 || side.x != 0.5 ? side.x : aligned.x, y: side.x == 0.5 || side.y != 0.5 ? side.y : aligned.y)
                let anchor = UnitPoint(x: side.x == 0.5 ? point.x : 1 - point.x, y: side.y == 0.5 ? point.y : 1 - point.y)
                attached.attachment = (point, anchor, away(from: side, by: spacing))
            }
            return PlotElement(placement: attached, view: annotation.view)
        }
    }

    static func unitPoint(of alignment: Alignment) -> UnitPoint {
        let x: CGFloat = alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? 1 : 0.5
        let y: CGFloat = alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 1 : 0.5
        return UnitPoint(x: x, y: y)
    }
}
