import Foundation

/// A shape that makes its path in a rectangle of a fixed size at the top-leading corner of the one
/// it is given (Apple, `Shape.size(_:)`, iOS 17): a 44 × 44 hit area in a larger frame. It doesn't
/// change the layout of a view made from it, which still takes the space it is offered.
nonisolated public struct _SizedShape<Base: Shape>: Shape {
    public var shape: Base
    public var size: CGSize

    public func path(in rect: CGRect) -> Path {
        shape.path(in: CGRect(origin: rect.origin, size: size))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }
}

nonisolated extension Shape {
    /// This shape, made in a rectangle of `size` instead of the one it is drawn in.
    public func size(_ size: CGSize) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: size)
    }

    /// This shape, made in a rectangle `width` by `height` instead of the one it is drawn in.
    public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> {
        size(CGSize(width: width, height: height))
    }
}
