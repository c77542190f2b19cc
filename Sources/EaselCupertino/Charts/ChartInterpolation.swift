import EaselCore
import Foundation

/// How lines and areas join their points (Apple, `InterpolationMethod`), as path segments. The
/// curves are the standard ones of those names: uniform Catmull–Rom and cardinal splines, and the
/// monotone cubic of Fritsch and Carlson (1980), which never overshoots the points in y.
enum ChartInterpolation {
    /// Adds segments from the path's current point (`points[0]`) through the rest of `points`.
    static func addSegments(through points: [CGPoint], to path: inout Path, kind: InterpolationMethod.Kind) {
        guard points.count > 1 else { return }
        switch kind {
        case .linear:
            for point in points.dropFirst() { path.addLine(to: point) }
        case .stepStart:
            for (previous, point) in zip(points, points.dropFirst()) {
                path.addLine(to: CGPoint(x: previous.x, y: point.y))
                path.addLine(to: point)
            }
        case .stepEnd:
            for (previous, point) in zip(points, points.dropFirst()) {
                path.addLine(to: CGPoint(x: point.x, y: previous.y))
                path.addLine(to: point)
            }
        case .stepCenter:
            for (previous, point) in zip(points, points.dropFirst()) {
                let middle = (previous.x + point.x) / 2
                path.addLine(to: CGPoint(x: middle, y: previous.y))
                path.addLine(to: CGPoint(x: middle, y: point.y))
                path.addLine(to: point)
            }
        case .catmullRom:
            addCardinal(through: points, to: &path, tension: 0)
        case .cardinal(let tension):
            addCardinal(through: points, to: &path, tension: tension)
        case .monotone:
            addMonotone(through: points, to: &path)
        }
    }

    /// A cardinal spline: each point's tangent is the chord of its neighbours, scaled by
    /// `1 - tension` (0 is Catmull–Rom); the ends use themselves as their missing neighbour.
    static func addCardinal(through points: [CGPoint], to path: inout Path, tension: Double) {
        let scale = CGFloat(1 - tension) / 6
        for index in 0..<(points.count - 1) {
            let before = points[max(index - 1, 0)]
            let start = points[index]
            let end = points[index + 1]
            let after = points[min(index + 2, points.count - 1)]
            let control1 = CGPoint(x: start.x + (end.x - before.x) * scale, y: start.y + (end.y - before.y) * scale)
            let control2 = CGPoint(x: end.x - (after.x - start.x) * scale, y: end.y - (after.y - start.y) * scale)
            path.addCurve(to: end, control1: control1, control2: control2)
        }
    }

    /// A cubic through the points whose tangents keep it monotone between them (Fritsch–Carlson):
    /// zero where the slope changes sign, otherwise no steeper than three times either slope.
    static func addMonotone(through points: [CGPoint], to path: inout Path) {
        let count = points.count
        var slopes: [CGFloat] = []
        for index in 0..<(count - 1) {
            let width = points[index + 1].x - points[index].x
            slopes.append(width != 0 ? (points[index + 1].y - points[index].y) / width : 0)
        }
        var tangents = [CGFloat](repeating: 0, count: count)
        tangents[0] = slopes[0]
        tangents[count - 1] = slopes[count - 2]
        for index in 1..<(count - 1) {
            let (left, right) = (slopes[index - 1], slopes[index])
            tangents[index] = left * right <= 0 ? 0 : 2 / (1 / left + 1 / right)
        }
        for index in 0..<(count - 1) {
            let start = points[index]
            let end = points[index + 1]
            let third = (end.x - start.x) / 3
            guard third != 0 else {
                path.addLine(to: end)
                continue
            }
            path.addCurve(to: end,
                          control1: CGPoint(x: start.x + third, y: start.y + tangents[index] * third),
                          control2: CGPoint(x: end.x - third, y: end.y - tangents[index + 1] * third))
        }
    }
}
