import EaselText
import Foundation

/// The outline of a 2D shape: lines and curves in a view's coordinate space (y down).
public struct Path: Hashable, Sendable {
    /// An element of a path.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []
    private var subpathStart: CGPoint?
    public private(set) var currentPoint: CGPoint?

    public init() {}

    public init(_ rect: CGRect) {
        addRect(rect)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
        currentPoint = point
    }

    public mutating func addLine(to point: CGPoint) {
        if currentPoint == nil { move(to: point); return }
        elements.append(.line(to: point))
        currentPoint = point
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
        currentPoint = subpathStart
    }

    public mutating func addRect(_ rect: CGRect) {
        let rect = rect.standardized
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect]) {
        rects.forEach { addRect($0) }
    }

    /// Adds an ellipse inscribed in `rect`, as four cubic Bézier arcs (the standard 0.5523 circle
    /// approximation).
    public mutating func addEllipse(in rect: CGRect) {
        let rect = rect.standardized
        let k: CGFloat = 0.5522847498
        let rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.midX, cy = rect.midY
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// Adds a rectangle with rounded corners. Corner sizes are limited to half the rectangle's
    /// sides, as SwiftUI limits them. `.continuous` corners are drawn with circular arcs too; the
    /// squircle's smoother shoulder differs from a circular corner by under a pixel at common radii.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rect = rect.standardized
        let rx = max(0, min(cornerSize.width.isNaN ? 0 : cornerSize.width, rect.width / 2))
        let ry = max(0, min(cornerSize.height.isNaN ? 0 : cornerSize.height, rect.height / 2))
        guard rx > 0, ry > 0 else {
            addRect(rect)
            return
        }
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + k * rx, y: rect.minY), control2: CGPoint(x: rect.maxX, y: rect.minY + ry - k * ry))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + k * ry), control2: CGPoint(x: rect.maxX - rx + k * rx, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - k * rx, y: rect.maxY), control2: CGPoint(x: rect.minX, y: rect.maxY - ry + k * ry))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - k * ry), control2: CGPoint(x: rect.minX + rx - k * rx, y: rect.minY))
        closeSubpath()
    }

    /// Adds an arc of a circle, approximated with cubic Bézier segments of at most a quarter turn.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        // In y-down coordinates SwiftUI's `clockwise` runs against increasing angle.
        var sweep = endAngle.radians - startAngle.radians
        let twoPi = 2 * Double.pi
        if clockwise {
            while sweep > 0 { sweep -= twoPi }
        } else {
            while sweep < 0 { sweep += twoPi }
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        let segments = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = startAngle.radians
        for _ in 0..<segments {
            let next = angle + step
            let p0 = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            let p3 = CGPoint(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
            let c1 = CGPoint(x: p0.x - handle * sin(angle), y: p0.y + handle * cos(angle))
            let c2 = CGPoint(x: p3.x + handle * sin(next), y: p3.y - handle * cos(next))
            addCurve(to: p3, control1: c1, control2: c2)
            angle = next
        }
    }

    public mutating func addPath(_ path: Path) {
        elements += path.elements
        currentPoint = path.currentPoint ?? currentPoint
    }

    /// Calls `body` with each element of the path.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// The smallest rectangle containing every point of the path, control points included.
    public var boundingRect: CGRect {
        // One pass over the points without collecting them: the drawing checks ask it of every
        // shape drawn. A path with a non-finite point is bounded as unions of its points are.
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        var allFinite = true
        func include(_ point: CGPoint) {
            guard point.x.isFinite, point.y.isFinite else { allFinite = false; return }
            minX = Swift.min(minX, point.x); maxX = Swift.max(maxX, point.x)
            minY = Swift.min(minY, point.y); maxY = Swift.max(maxY, point.y)
        }
        for element in elements {
            switch element {
            case let .move(point), let .line(point): include(point)
            case let .quadCurve(point, control): include(point); include(control)
            case let .curve(point, control1, control2): include(point); include(control1); include(control2)
            case .closeSubpath: break
            }
        }
        guard allFinite else { return boundingRectOfUnions }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The bounding rectangle as the union of each point's empty rectangle, for paths with
    /// non-finite points.
    private var boundingRectOfUnions: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case let .move(point), let .line(point): points.append(point)
            case let .quadCurve(point, control): points += [point, control]
            case let .curve(point, control1, control2): points += [point, control1, control2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    /// The path moved by the given offsets.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        mappingPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    }

    /// The path with every point, control points included, moved by `move`.
    package func mappingPoints(_ move: (CGPoint) -> CGPoint) -> Path {
        var path = Path()
        path.elements = elements.map {
            switch $0 {
            case let .move(point): .move(to: move(point))
            case let .line(point): .line(to: move(point))
            case let .quadCurve(point, control): .quadCurve(to: move(point), control: move(control))
            case let .curve(point, control1, control2): .curve(to: move(point), control1: move(control1), control2: move(control2))
            case .closeSubpath: .closeSubpath
            }
        }
        path.currentPoint = currentPoint.map(move)
        return path
    }

    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

extension Path {
    /// A glyph's outline (EaselText's, in points, y down) as a path: what the renderer fills for a
    /// glyph, and what a symbol's ink box is measured on.
    package init(outline: [PathElement]) {
        self.init()
        for element in outline {
            switch element {
            case let .move(point): move(to: point)
            case let .line(point): addLine(to: point)
            case let .quadCurve(to, control): addQuadCurve(to: to, control: control)
            case let .curve(to, control1, control2): addCurve(to: to, control1: control1, control2: control2)
            case .closeSubpath: closeSubpath()
            }
        }
    }
}
