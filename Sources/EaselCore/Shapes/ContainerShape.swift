import Foundation

private struct ContainerShapeKey: EnvironmentKey {
    static let defaultValue: AnyShape? = nil
}

extension EnvironmentValues {
    /// The shape `containerShape(_:)` gave the views inside: what a container-relative shape
    /// inside would follow. Nil outside any (a rectangle, Apple says).
    package var containerShape: AnyShape? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Makes `shape` the container shape of the views inside (Apple, `containerShape(_:)`).
    ///
    /// On iOS the container shape is what `ContainerRelativeShape` inside draws, inset to stay
    /// concentric with it, and what a `contentShape(.containerRelative)` hit-tests with; it draws
    /// nothing of its own. Easel doesn't offer `ContainerRelativeShape` (using it doesn't compile),
    /// so nothing drawn reads the shape and the view looks as on iOS: the modifier keeps the
    /// shape in the environment for the views inside.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        environment(\.containerShape, AnyShape(shape))
    }
}
