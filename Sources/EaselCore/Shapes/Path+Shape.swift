import Foundation

/// A path is a shape (Apple, `Path`): it draws at its own coordinates, relative to the top-leading
/// corner of its frame, whatever the frame's size, and as a view it takes the space it is offered.
nonisolated extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}

nonisolated extension Shape {
    /// The shape's path for a view placed at `frame` (canvas coordinates): SwiftUI asks a shape
    /// for its path in its own coordinates, a rectangle at the origin of the view's size, and
    /// draws it where the view is; shapes that ignore the rectangle's origin (a `Path`, many
    /// user shapes) draw at the view's top-leading corner, as they do in SwiftUI.
    package func placedPath(in frame: CGRect) -> Path {
        let local = path(in: CGRect(origin: .zero, size: frame.size))
        guard frame.origin != .zero else { return local }
        return local.offsetBy(dx: frame.minX, dy: frame.minY)
    }
}

extension Path {
    /// The path with every point transformed (Apple, `applying(_:)`).
    public func applying(_ transform: CGAffineTransform) -> Path {
        mappingPoints { $0.applying(transform) }
    }

    /// The path moved by `offset`.
    public func offsetBy(_ offset: CGSize) -> Path {
        offsetBy(dx: offset.width, dy: offset.height)
    }

    /// Adds `path`, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform) {
        addPath(path.applying(transform))
    }
}
