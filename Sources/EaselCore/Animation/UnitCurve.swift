import Foundation

/// A curve from (0, 0) to (1, 1) that maps progress to progress (Apple, `UnitCurve`): how an
/// interactive scroll transition paces its effect, and what an animation's timing would be.
///
/// The named curves are Core Animation's standard cubic Béziers (Apple,
/// `CAMediaTimingFunctionName`: ease in (0.42, 0, 1, 1), ease out (0, 0, 0.58, 1), ease in-out
/// (0.42, 0, 0.58, 1)); the circular ones are quarter circles.
public struct UnitCurve: Hashable, Sendable {
    private enum Form: Hashable, Sendable {
        case bezier(UnitPoint, UnitPoint)
        case circularEaseIn, circularEaseOut, circularEaseInOut
    }

    private let form: Form

    public static let linear = UnitCurve(form: .bezier(UnitPoint(x: 0, y: 0), UnitPoint(x: 1, y: 1)))
    public static let easeIn = UnitCurve(form: .bezier(UnitPoint(x: 0.42, y: 0), UnitPoint(x: 1, y: 1)))
    public static let easeOut = UnitCurve(form: .bezier(UnitPoint(x: 0, y: 0), UnitPoint(x: 0.58, y: 1)))
    public static let easeInOut = UnitCurve(form: .bezier(UnitPoint(x: 0.42, y: 0), UnitPoint(x: 0.58, y: 1)))
    public static let circularEaseIn = UnitCurve(form: .circularEaseIn)
    public static let circularEaseOut = UnitCurve(form: .circularEaseOut)
    public static let circularEaseInOut = UnitCurve(form: .circularEaseInOut)

    /// A cubic Bézier from (0, 0) to (1, 1) with these control points; x values are clamped to
    /// 0 … 1 so that the curve stays a function of progress.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        func clamped(_ point: UnitPoint) -> UnitPoint {
            UnitPoint(x: point.x.isFinite ? Swift.min(1, Swift.max(0, point.x)) : 0, y: point.y.isFinite ? point.y : 0)
        }
        return UnitCurve(form: .bezier(clamped(startControlPoint), clamped(endControlPoint)))
    }

    /// The curve's value at `progress` (clamped to 0 … 1).
    public func value(at progress: Double) -> Double {
        let x = progress.isFinite ? Swift.min(1, Swift.max(0, progress)) : 0
        switch form {
        case let .bezier(first, second):
            // The ends are exact: every curve runs from (0, 0) to (1, 1).
            if x == 0 || x == 1 { return x }
            return Self.bezierValue(at: x, first, second)
        case .circularEaseIn:
            return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut:
            return (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5
                ? (1 - (1 - 4 * x * x).squareRoot()) / 2
                : ((1 - (2 * x - 2) * (2 * x - 2)).squareRoot() + 1) / 2
        }
    }

    /// The curve's inverse, where it has one.
    public var inverse: UnitCurve {
        switch form {
        case let .bezier(first, second):
            return UnitCurve(form: .bezier(UnitPoint(x: first.y, y: first.x), UnitPoint(x: second.y, y: second.x)))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return self
        }
    }

    /// Solves the Bézier's x(t) = x by bisection (x is monotonic in t for control x in 0 … 1),
    /// then evaluates y(t).
    private static func bezierValue(at x: Double, _ first: UnitPoint, _ second: UnitPoint) -> Double {
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if coordinate(middle, first.x, second.x) < x { low = middle } else { high = middle }
        }
        return coordinate((low + high) / 2, first.y, second.y)
    }
}
