import Foundation

/// A shape cut down to the part of its outline between two fractions of its length (Apple,
/// `trim(from:to:)`): a progress ring is a circle trimmed to its share.
nonisolated public struct _TrimmedShape<Base: Shape>: Shape {
    public var shape: Base
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }
}

nonisolated extension Shape {
    /// The part of the shape's outline from `startFraction` to `endFraction` of its length (each
    /// clamped to 0 … 1; an empty path when the start isn't before the end, as in SwiftUI).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

extension Path {
    /// The part of the path from `from` to `to` of its length (Apple, `trimmedPath(from:to:)`).
    /// Curves are measured along 16 chords each and cut at the parameter where the length falls
    /// (de Casteljau), so the pieces keep their curves.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = from.isFinite ? Swift.min(1, Swift.max(0, from)) : 0
        let end = to.isFinite ? Swift.min(1, Swift.max(0, to)) : 1
        guard start < end else { return Path() }
        if start == 0 && end == 1 { return self }
        let segments = PathSegments(self)
        let total = segments.length
        guard total > 0 else { return Path() }
        return segments.path(from: start * total, to: end * total)
    }
}

/// A path as drawable pieces (lines and curves, closing lines included) with their lengths.
private struct PathSegments {
    enum Piece {
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)
    }

    /// Each piece, whether it starts a subpath, and its length (cumulative lengths at its chords).
    var pieces: [(piece: Piece, startsSubpath: Bool, chords: [CGFloat])] = []

    init(_ path: Path) {
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var startsSubpath = true
        func add(_ piece: Piece) {
            pieces.append((piece, startsSubpath, Self.chordLengths(piece)))
            startsSubpath = false
        }
        for element in path.elements {
            switch element {
            case let .move(point):
                current = point
                subpathStart = point
                startsSubpath = true
            case let .line(point):
                add(.line(current, point))
                current = point
            case let .quadCurve(point, control):
                add(.quad(current, control, point))
                current = point
            case let .curve(point, control1, control2):
                add(.cubic(current, control1, control2, point))
                current = point
            case .closeSubpath:
                if current != subpathStart { add(.line(current, subpathStart)) }
                current = subpathStart
                startsSubpath = true
            }
        }
    }

    var length: CGFloat { pieces.reduce(0) { $0 + ($1.chords.last ?? 0) } }

    static let chordsPerCurve = 16

    /// Cumulative lengths at t = k / n along the piece (k = 1 … n; one chord for a line).
    static func chordLengths(_ piece: Piece) -> [CGFloat] {
        if case let .line(a, b) = piece { return [hypot(b.x - a.x, b.y - a.y)] }
        var lengths: [CGFloat] = []
        var previous = point(piece, at: 0), total: CGFloat = 0
        for k in 1...chordsPerCurve {
            let next = point(piece, at: CGFloat(k) / CGFloat(chordsPerCurve))
            total += hypot(next.x - previous.x, next.y - previous.y)
            lengths.append(total)
            previous = next
        }
        return lengths
    }

    static func point(_ piece: Piece, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch piece {
        case let .line(a, b):
            return CGPoint(x: a.x * u + b.x * t, y: a.y * u + b.y * t)
        case let .quad(a, c, b):
            return CGPoint(x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
        case let .cubic(a, c1, c2, b):
            let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return CGPoint(x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x, y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
        }
    }

    /// The parameter at which the piece has run `distance` of its length.
    static func parameter(atDistance distance: CGFloat, chords: [CGFloat]) -> CGFloat {
        guard let total = chords.last, total > 0 else { return 0 }
        if chords.count == 1 { return Swift.min(1, Swift.max(0, distance / total)) }
        for (index, length) in chords.enumerated() where distance <= length {
            // The lengths are cumulative: the chord runs from the one before's to its own.
            let previous = index > 0 ? chords[index - 1] : 0
            let f = length > previous ? (distance - previous) / (length - previous) : 0
            return (CGFloat(index) + f) / CGFloat(chords.count)
        }
        return 1
    }

    /// The piece between parameters t0 and t1, by de Casteljau.
    static func subpiece(_ piece: Piece, from t0: CGFloat, to t1: CGFloat) -> Piece {
        func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        // Keep [0, t1], then of that keep [t0 / t1, 1].
        func head(_ piece: Piece, _ t: CGFloat) -> Piece {
            switch piece {
            case let .line(a, b): return .line(a, lerp(a, b, t))
            case let .quad(a, c, b):
                let ac = lerp(a, c, t), cb = lerp(c, b, t)
                return .quad(a, ac, lerp(ac, cb, t))
            case let .cubic(a, c1, c2, b):
                let p1 = lerp(a, c1, t), p2 = lerp(c1, c2, t), p3 = lerp(c2, b, t)
                let q1 = lerp(p1, p2, t), q2 = lerp(p2, p3, t)
                return .cubic(a, p1, q1, lerp(q1, q2, t))
            }
        }
        func tail(_ piece: Piece, _ t: CGFloat) -> Piece {
            switch piece {
            case let .line(a, b): return .line(lerp(a, b, t), b)
            case let .quad(a, c, b):
                let ac = lerp(a, c, t), cb = lerp(c, b, t)
                return .quad(lerp(ac, cb, t), cb, b)
            case let .cubic(a, c1, c2, b):
                let p1 = lerp(a, c1, t), p2 = lerp(c1, c2, t), p3 = lerp(c2, b, t)
                let q1 = lerp(p1, p2, t), q2 = lerp(p2, p3, t)
                return .cubic(lerp(q1, q2, t), q2, p3, b)
            }
        }
        let kept = head(piece, t1)
        return t1 > 0 ? tail(kept, t0 / t1) : kept
    }

    /// The pieces between two distances along the whole path.
    func path(from startDistance: CGFloat, to endDistance: CGFloat) -> Path {
        var path = Path()
        var offset: CGFloat = 0
        var needsMove = true
        for (piece, startsSubpath, chords) in pieces {
            let length = chords.last ?? 0
            defer { offset += length }
            if startsSubpath { needsMove = true }
            guard offset + length > startDistance, offset < endDistance else { continue }
            let t0 = Self.parameter(atDistance: Swift.max(0, startDistance - offset), chords: chords)
            let t1 = Self.parameter(atDistance: Swift.min(length, endDistance - offset), chords: chords)
            let part = t0 == 0 && t1 == 1 ? piece : Self.subpiece(piece, from: t0, to: t1)
            switch part {
            case let .line(a, b):
                if needsMove { path.move(to: a) }
                path.addLine(to: b)
            case let .quad(a, c, b):
                if needsMove { path.move(to: a) }
                path.addQuadCurve(to: b, control: c)
            case let .cubic(a, c1, c2, b):
                if needsMove { path.move(to: a) }
                path.addCurve(to: b, control1: c1, control2: c2)
            }
            needsMove = false
        }
        return path
    }
}
