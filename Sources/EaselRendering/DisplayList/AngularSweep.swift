import EaselCore
import Foundation

/// An angular gradient's colours around its centre, as pieces of the turn over which the colour
/// changes linearly with the angle (Apple, `AngularGradient`): the stops between the start and end
/// angles; over more than a turn, the last whole turn; over less, the rest of the circle in the
/// colours at locations 0 and 1, changing halfway across it.
struct AngularSweep {
    /// Where the colour is known, in increasing angle (radians) over exactly one turn from the
    /// first; an angle may appear twice where the colour jumps.
    let points: [(angle: CGFloat, color: RGBA)]

    init(stops: [GradientStop], startAngle: CGFloat, endAngle: CGFloat) {
        let sorted = stops.sorted { $0.location < $1.location }
        let turn = 2 * CGFloat.pi
        var start = startAngle, end = endAngle
        if end - start > turn { start = end - turn }
        let span = Swift.max(0, end - start)
        guard let first = sorted.first, let last = sorted.last else {
            points = [(start, .clear), (start + turn, .clear)]
            return
        }
        var points: [(angle: CGFloat, color: RGBA)] = [(start, first.color)]
        if span > 0 {
            for stop in sorted {
                points.append((start + span * Swift.min(1, Swift.max(0, stop.location)), stop.color))
            }
            points.append((end, last.color))
        }
        // The rest of the turn: the end colour to halfway, then the start colour.
        let middle = end + (turn - span) / 2
        points.append((middle, last.color))
        points.append((middle, first.color))
        points.append((start + turn, first.color))
        self.points = points
    }

    /// The colour at `angle` (radians, any turn).
    func color(at angle: CGFloat) -> RGBA {
        guard let base = points.first?.angle, angle.isFinite else { return points.first?.color ?? .clear }
        let turn = 2 * CGFloat.pi
        var a = (angle - base).truncatingRemainder(dividingBy: turn)
        if a < 0 { a += turn }
        a += base
        for (low, high) in zip(points, points.dropFirst()) where a >= low.angle && a <= high.angle {
            let span = high.angle - low.angle
            let f = span > 0 ? (a - low.angle) / span : 0
            return RGBA.mix(low.color, high.color, f)
        }
        return points.last?.color ?? .clear
    }
}

extension RGBA {
    /// `a` moved toward `b` by `f` (0 … 1), component by component.
    static func mix(_ a: RGBA, _ b: RGBA, _ f: CGFloat) -> RGBA {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * Double(f) }
        return RGBA(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha))
    }
}
