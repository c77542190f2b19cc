import EaselCore
import Foundation

/// UIKit's path (`UIBezierPath`), which SwiftUI shapes often build and hand to `Path` through
/// `cgPath` (a rounded rectangle with only some corners rounded, the most common).
///
/// UIKit's coordinates are y-down, and its arcs turn as they appear: `clockwise` is clockwise on
/// screen, the opposite of Core Graphics' and SwiftUI's flag (Apple, `UIBezierPath.init(arcCenter:
/// radius:startAngle:endAngle:clockwise:)`: "angles in the default coordinate system"). Rounded
/// rectangles have UIKit's continuous corners since iOS 7, as SwiftUI's `.continuous` style, and a
/// corner's radius is `cornerRadii.width`, at most half the shorter side: UIKit ignores the
/// height (PaintCode, "Drawing Code for iOS 7 Rounded Rectangles"; reported on Stack Overflow).
/// Drawing a path into a UIKit graphics context (`fill()`, `stroke()`) isn't offered: Easel draws
/// no UIKit views.
public final class UIBezierPath: @unchecked Sendable {
    // @unchecked: built and read on one thread, as UIKit's.
    private var path: Path
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var usesEvenOddFillRule = false

    public init() {
        path = Path()
    }

    public init(rect: CGRect) {
        path = Path(rect)
    }

    public init(ovalIn rect: CGRect) {
        path = Path(ellipseIn: rect)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path = Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous)
    }

    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let radius = cornerRadii.width
        path = UnevenRoundedRectangle(
            topLeadingRadius: corners.contains(.topLeft) ? radius : 0,
            bottomLeadingRadius: corners.contains(.bottomLeft) ? radius : 0,
            bottomTrailingRadius: corners.contains(.bottomRight) ? radius : 0,
            topTrailingRadius: corners.contains(.topRight) ? radius : 0,
            style: .continuous
        ).path(in: rect)
    }

    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path = Path()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public init(cgPath: CGPath) {
        path = Path(cgPath)
    }

    /// The path as Core Graphics' type, which `Path(_:)` takes.
    public var cgPath: CGPath {
        get { path.cgPath }
        set { path = Path(newValue) }
    }

    public var bounds: CGRect { path.isEmpty ? .zero : path.boundingRect }
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    public var isEmpty: Bool { path.isEmpty }

    public func move(to point: CGPoint) {
        path.move(to: point)
    }

    public func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: end, control: controlPoint)
    }

    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }

    /// An arc, `clockwise` as it appears on screen (see above), joined by a line to the current
    /// point if there is one.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }

    public func close() {
        path.closeSubpath()
    }

    public func append(_ other: UIBezierPath) {
        path.addPath(other.path)
    }

    public func apply(_ transform: CGAffineTransform) {
        path = path.applying(transform)
    }

    public func removeAllPoints() {
        path = Path()
    }

    public func copy() -> UIBezierPath {
        let copy = UIBezierPath(cgPath: cgPath)
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        return copy
    }
}
