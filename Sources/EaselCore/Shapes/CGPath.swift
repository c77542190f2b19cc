import Foundation

/// Core Graphics' path (Apple, `CGPath`), the type under SwiftUI's `Path` on Apple's platforms,
/// which shapes build and hand to `Path(_:)`: an immutable path of Easel's `Path`.
///
/// Arcs turn as Core Graphics' and SwiftUI's do: `clockwise` in the path's own coordinates, so in
/// a view's y-down coordinates a clockwise arc appears counterclockwise (Apple,
/// `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`).
public class CGPath: Hashable, @unchecked Sendable {
    // @unchecked: a `CGPath` isn't changed once made; a `CGMutablePath` is, on one thread, as
    // Core Graphics' is.
    package fileprivate(set) var path: Path

    package init(_ path: Path) {
        self.path = path
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }

    /// A path of a rectangle or an ellipse (`CGPath(rect:transform:)`, `CGPath(ellipseIn:transform:)`),
    /// or of a rounded rectangle whose corners are circular arcs.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(rect).applying(transform?.pointee ?? .identity))
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
    }

    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(roundedRect: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular).applying(transform?.pointee ?? .identity))
    }

    /// The smallest rectangle holding the path's points, control points included.
    public var boundingBox: CGRect { path.boundingRect }
    /// The smallest rectangle holding the path as drawn.
    public var boundingBoxOfPath: CGRect { path.boundingRect }
    public var isEmpty: Bool { path.isEmpty }
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    public func copy() -> CGPath? { CGPath(path) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path.applying(transform?.pointee ?? .identity))
    }
}

/// A path being built (Apple, `CGMutablePath`); each element may be moved by a transform first.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public convenience init() {
        self.init(Path())
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(rect).applying(transform))
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(ellipseIn: rect).applying(transform))
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        path.addPath(Path(roundedRect: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular).applying(transform))
    }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity) {
        var arc = Path()
        arc.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)), clockwise: clockwise)
        appendJoined(arc.applying(transform))
    }

    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0, transform: transform)
    }

    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path.applying(transform))
    }

    public func closeSubpath() {
        path.closeSubpath()
    }

    /// Adds `arc`'s elements, a line joining the current point to its start, as Core Graphics
    /// joins an arc to a subpath already begun.
    private func appendJoined(_ arc: Path) {
        var first = true
        arc.forEach { element in
            defer { first = false }
            switch element {
            case let .move(point):
                if first, path.currentPoint != nil { path.addLine(to: point) } else { path.move(to: point) }
            case let .line(point): path.addLine(to: point)
            case let .quadCurve(point, control): path.addQuadCurve(to: point, control: control)
            case let .curve(point, control1, control2): path.addCurve(to: point, control1: control1, control2: control2)
            case .closeSubpath: path.closeSubpath()
            }
        }
    }
}

extension Path {
    /// A path of Core Graphics' (a shape built with `CGMutablePath` or UIKit's `UIBezierPath`).
    public init(_ path: CGPath) {
        self = path.path
    }

    /// The path as Core Graphics' type.
    public var cgPath: CGPath {
        CGPath(self)
    }
}

/// Core Graphics' names for a stroke's line caps and joins, which `StrokeStyle` holds on Apple's
/// platforms (`StrokeStyle.lineCap` is a `CGLineCap` there).
public typealias CGLineCap = StrokeStyle.LineCap
public typealias CGLineJoin = StrokeStyle.LineJoin
