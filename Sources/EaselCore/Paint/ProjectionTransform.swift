import Foundation

/// A projective transform of the plane (Apple, `ProjectionTransform`): a point (x, y) maps to
/// ((x·m11 + y·m21 + m31) / w, (x·m12 + y·m22 + m32) / w) with w = x·m13 + y·m23 + m33. With
/// m13 = m23 = 0 and m33 = 1 it is affine; otherwise it draws in perspective.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    public init(_ transform: CGAffineTransform) {
        self.init(m11: transform.a, m12: transform.b, m13: 0, m21: transform.c, m22: transform.d, m23: 0, m31: transform.tx, m32: transform.ty, m33: 1)
    }

    public var isIdentity: Bool { self == ProjectionTransform() }

    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Every entry finite: a transform that can be drawn.
    package var isFinite: Bool {
        [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
    }

    /// This transform, then `other`.
    public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(
            m11: m11 * other.m11 + m12 * other.m21 + m13 * other.m31,
            m12: m11 * other.m12 + m12 * other.m22 + m13 * other.m32,
            m13: m11 * other.m13 + m12 * other.m23 + m13 * other.m33,
            m21: m21 * other.m11 + m22 * other.m21 + m23 * other.m31,
            m22: m21 * other.m12 + m22 * other.m22 + m23 * other.m32,
            m23: m21 * other.m13 + m22 * other.m23 + m23 * other.m33,
            m31: m31 * other.m11 + m32 * other.m21 + m33 * other.m31,
            m32: m31 * other.m12 + m32 * other.m22 + m33 * other.m32,
            m33: m31 * other.m13 + m32 * other.m23 + m33 * other.m33
        )
    }

    /// Inverts the transform; returns false (and leaves it) when it has no inverse.
    @discardableResult
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let determinant = m11 * c11 + m12 * c21 + m13 * c31
        guard determinant != 0, determinant.isFinite else { return false }
        self = ProjectionTransform(
            m11: c11 / determinant, m12: c12 / determinant, m13: c13 / determinant,
            m21: c21 / determinant, m22: c22 / determinant, m23: c23 / determinant,
            m31: c31 / determinant, m32: c32 / determinant, m33: c33 / determinant
        )
        return true
    }

    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// Where `point` goes, or nil when it goes to or behind the viewer (w ≤ 0).
    package func apply(to point: CGPoint) -> CGPoint? {
        let w = point.x * m13 + point.y * m23 + m33
        guard w > 0 else { return nil }
        return CGPoint(x: (point.x * m11 + point.y * m21 + m31) / w, y: (point.x * m12 + point.y * m22 + m32) / w)
    }
}

extension CGPoint {
    /// The point through a projective transform (Apple, `CGPoint.applying(_:)` for projections);
    /// a point sent to infinity comes back unchanged.
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        m.apply(to: self) ?? self
    }
}
