import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
nonisolated public struct Rectangle: InsettableShape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        Path(rect)
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> {
        _InsetShape(base: self, amount: amount)
    }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
nonisolated public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    /// Insetting a rounded rectangle shrinks its corners by the same amount, so that a border stays
    /// concentric with the outline.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        let corners = RoundedRectangle(
            cornerSize: CGSize(width: max(0, cornerSize.width - amount), height: max(0, cornerSize.height - amount)),
            style: style
        )
        return _InsetShape(base: corners, amount: amount)
    }
}

/// A circle centered on the frame of the view containing it, as large as the shorter side.
nonisolated public struct Circle: InsettableShape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Circle> {
        _InsetShape(base: self, amount: amount)
    }
}

/// An ellipse aligned inside the frame of the view containing it.
nonisolated public struct Ellipse: InsettableShape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect)
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> {
        _InsetShape(base: self, amount: amount)
    }
}

/// A capsule shape aligned inside the frame of the view containing it: a rectangle whose shorter
/// sides are semicircles.
nonisolated public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> {
        _InsetShape(base: self, amount: amount)
    }
}
