import Foundation

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners are rounded by different radii (Apple, `UnevenRoundedRectangle`):
/// circular arcs, each radius clamped to half the shorter side (a negative or non-finite radius
/// is 0).
nonisolated public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(
            cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style
        )
    }

    public func path(in rect: CGRect) -> Path {
        let limit = max(0, min(rect.width, rect.height) / 2)
        func radius(_ value: CGFloat) -> CGFloat {
            value.isFinite ? min(max(0, value), limit) : 0
        }
        let topLeading = radius(cornerRadii.topLeading), topTrailing = radius(cornerRadii.topTrailing)
        let bottomLeading = radius(cornerRadii.bottomLeading), bottomTrailing = radius(cornerRadii.bottomTrailing)
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + topLeading, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - topTrailing, y: rect.minY))
        if topTrailing > 0 {
            path.addArc(center: CGPoint(x: rect.maxX - topTrailing, y: rect.minY + topTrailing), radius: topTrailing, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomTrailing))
        if bottomTrailing > 0 {
            path.addArc(center: CGPoint(x: rect.maxX - bottomTrailing, y: rect.maxY - bottomTrailing), radius: bottomTrailing, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.minX + bottomLeading, y: rect.maxY))
        if bottomLeading > 0 {
            path.addArc(center: CGPoint(x: rect.minX + bottomLeading, y: rect.maxY - bottomLeading), radius: bottomLeading, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeading))
        if topLeading > 0 {
            path.addArc(center: CGPoint(x: rect.minX + topLeading, y: rect.minY + topLeading), radius: topLeading, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        }
        path.closeSubpath()
        return path
    }

    /// Insetting shrinks each corner by the same amount, so that a border stays concentric.
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
        let radii = RectangleCornerRadii(
            topLeading: max(0, cornerRadii.topLeading - amount), bottomLeading: max(0, cornerRadii.bottomLeading - amount),
            bottomTrailing: max(0, cornerRadii.bottomTrailing - amount), topTrailing: max(0, cornerRadii.topTrailing - amount)
        )
        return _InsetShape(base: UnevenRoundedRectangle(cornerRadii: radii, style: style), amount: amount)
    }
}
