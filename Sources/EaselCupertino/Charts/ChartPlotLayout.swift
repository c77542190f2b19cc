import EaselCore
import Foundation

/// A stretch of the plot along one axis, in fractions of its length from the leading or top edge,
/// and how much of it a mark takes.
struct PlotSpan {
    enum Length {
        /// All of the stretch.
        case full
        /// A ratio of the stretch, centred in it.
        case ratio(Double)
        /// A number of points, centred on the stretch.
        case fixed(CGFloat)
        /// The stretch less a number of points, centred.
        case inset(CGFloat)
    }

    var start: Double
    var end: Double
    var length = Length.full

    static let whole = PlotSpan(start: 0, end: 1)

    /// The span's origin and length in a plot `points` long.
    func resolved(in points: CGFloat) -> (origin: CGFloat, length: CGFloat) {
        let low = CGFloat(min(start, end)) * points
        let high = CGFloat(max(start, end)) * points
        let size: CGFloat
        switch length {
        case .full: size = high - low
        case .ratio(let ratio): size = (high - low) * CGFloat(ratio)
        case .fixed(let fixed): size = fixed
        case .inset(let inset): size = high - low - inset
        }
        let clamped = size.isFinite ? max(0, size) : 0
        return ((low + high - clamped) / 2, clamped)
    }
}

/// Where the plot puts one of its views: over a rectangle of the plot, or, at its own size, beside
/// a point of that rectangle.
struct PlotPlacement: LayoutValueKey {
    static let defaultValue = PlotPlacement(x: .whole, y: .whole)

    var x: PlotSpan
    var y: PlotSpan
    /// For a view at its own size: the point of the rectangle it goes at, the point of the view
    /// put there, and how far the view is moved from it.
    var attachment: (point: UnitPoint, anchor: UnitPoint, offset: CGSize)?
    /// For a sector's annotation: the middle of the sector, whose radii depend on the plot's size;
    /// the view's centre goes there.
    var sectorMiddle: (angle: Angle, innerRadius: MarkDimension.Kind, outerRadius: MarkDimension.Kind)?
}

/// The plot area's layout: each mark, grid line and annotation at the rectangle its values give
/// (`PlotPlacement`), in the frame the chart gave the plot.
struct ChartPlotLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let placement = subview[PlotPlacement.self]
            let x = placement.x.resolved(in: bounds.width)
            let y = placement.y.resolved(in: bounds.height)
            let rect = CGRect(x: bounds.minX + x.origin, y: bounds.minY + y.origin, width: x.length, height: y.length)
            if let middle = placement.sectorMiddle {
                let full = min(rect.width, rect.height) / 2
                let outer = ChartSectorShape.radius(middle.outerRadius, of: full, automatic: full)
                let inner = min(ChartSectorShape.radius(middle.innerRadius, of: outer, automatic: 0), outer)
                let radius = (inner + outer) / 2
                let point = CGPoint(x: rect.midX + radius * sin(middle.angle.radians), y: rect.midY - radius * cos(middle.angle.radians))
                subview.place(at: point, anchor: .center, proposal: .unspecified)
                continue
            }
            guard let attachment = placement.attachment else {
                subview.place(at: rect.origin, anchor: .topLeading, proposal: ProposedViewSize(rect.size))
                continue
            }
            let point = CGPoint(x: rect.minX + attachment.point.x * rect.width, y: rect.minY + attachment.point.y * rect.height)
            subview.place(at: CGPoint(x: point.x + attachment.offset.width, y: point.y + attachment.offset.height), anchor: attachment.anchor, proposal: .unspecified)
        }
    }
}

/// A line or an area's outline through points given as fractions of the shape's frame, joined as
/// `interpolation` says.
nonisolated struct ChartLineShape: Shape {
    var points: [CGPoint]
    /// For an area, the points of its lower edge, in the same order; nil draws a line.
    var baseline: [CGPoint]?
    var interpolation: InterpolationMethod.Kind

    func path(in rect: CGRect) -> Path {
        func scaled(_ point: CGPoint) -> CGPoint {
            CGPoint(x: rect.minX + point.x * rect.width, y: rect.minY + point.y * rect.height)
        }
        var path = Path()
        let top = points.map(scaled)
        guard let first = top.first else { return path }
        path.move(to: first)
        ChartInterpolation.addSegments(through: top, to: &path, kind: interpolation)
        if let baseline {
            let bottom = baseline.map(scaled).reversed()
            if let start = bottom.first { path.addLine(to: start) }
            ChartInterpolation.addSegments(through: Array(bottom), to: &path, kind: interpolation)
            path.closeSubpath()
        }
        return path
    }
}

/// A line across the plot at a fraction of one axis, or a tick outside its edge.
nonisolated struct ChartRuleShape: Shape {
    /// The axis the line marks a value of: a value on x is a vertical line.
    var axis: ChartAxis
    var fraction: Double
    /// For a tick: how far it reaches out of the plot, and from which edge (`true` the far one:
    /// trailing or bottom).
    var tick: (length: CGFloat, farEdge: Bool)?

    func path(in rect: CGRect) -> Path {
        var path = Path()
        switch axis {
        case .x:
            let x = rect.minX + CGFloat(fraction) * rect.width
            if let tick {
                let edge = tick.farEdge ? rect.maxY : rect.minY
                path.move(to: CGPoint(x: x, y: edge))
                path.addLine(to: CGPoint(x: x, y: edge + (tick.farEdge ? tick.length : -tick.length)))
            } else {
                path.move(to: CGPoint(x: x, y: rect.minY))
                path.addLine(to: CGPoint(x: x, y: rect.maxY))
            }
        case .y:
            let y = rect.minY + CGFloat(fraction) * rect.height
            if let tick {
                let edge = tick.farEdge ? rect.maxX : rect.minX
                path.move(to: CGPoint(x: edge, y: y))
                path.addLine(to: CGPoint(x: edge + (tick.farEdge ? tick.length : -tick.length), y: y))
            } else {
                path.move(to: CGPoint(x: rect.minX, y: y))
                path.addLine(to: CGPoint(x: rect.maxX, y: y))
            }
        }
        return path
    }
}

/// A slice of a pie or a donut, centred in its frame: from `start` to `end`, clockwise from twelve
/// o'clock.
nonisolated struct ChartSectorShape: Shape {
    var start: Angle
    var end: Angle
    var innerRadius: MarkDimension.Kind
    var outerRadius: MarkDimension.Kind
    /// Points left between neighbouring sectors, half on each side.
    var angularInset: CGFloat

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let full = min(rect.width, rect.height) / 2
        let outer = Self.radius(outerRadius, of: full, automatic: full)
        let inner = min(Self.radius(innerRadius, of: outer, automatic: 0), outer)
        let middle = max((inner + outer) / 2, 1)
        let inset = Double(angularInset / 2 / middle)
        let from = start.radians - .pi / 2 + inset
        let to = max(end.radians - .pi / 2 - inset, from)
        var path = Path()
        path.addArc(center: center, radius: outer, startAngle: .radians(from), endAngle: .radians(to), clockwise: false)
        if inner > 0 {
            path.addArc(center: center, radius: inner, startAngle: .radians(to), endAngle: .radians(from), clockwise: true)
        } else {
            path.addLine(to: center)
        }
        path.closeSubpath()
        return path
    }

    /// A radius as a mark dimension gives it: a ratio of `full`, fixed points, or `full` less an inset.
    static func radius(_ dimension: MarkDimension.Kind, of full: CGFloat, automatic: CGFloat) -> CGFloat {
        let radius: CGFloat
        switch dimension {
        case .automatic: radius = automatic
        case .fixed(let points): radius = points
        case .ratio(let ratio): radius = full * ratio
        case .inset(let inset): radius = full - inset
        }
        return radius.isFinite ? max(0, radius) : 0
    }
}
