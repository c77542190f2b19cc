import Foundation

/// The shape `containerShape(_:)` gave a view: what a `ContainerRelativeShape` inside it follows.
/// It keeps how to inset the shape, so that an inset copy stays concentric with it (a rounded
/// rectangle inset by 8 has corners 8 points smaller, `RoundedRectangle.inset(by:)`).
package struct ContainerShapeDefinition: @unchecked Sendable {
    // @unchecked: it holds an immutable shape value, through its inset closure.
    package let name: String
    let inset: (CGFloat) -> AnyShape

    init<T: InsettableShape>(_ shape: T) {
        name = shapeName(T.self)
        inset = { AnyShape(shape.inset(by: $0)) }
    }
}

/// The container shape around the view whose path is being made, while a display list is
/// built: its definition, and its frame in the coordinates of the rectangle the view's shape is
/// asked for its path in.
package struct ContainerShapeContext: Sendable {
    package let definition: ContainerShapeDefinition
    package let frame: CGRect

    package init(definition: ContainerShapeDefinition, frame: CGRect) {
        self.definition = definition
        self.frame = frame
    }

    /// The container around the view being drawn; nil outside any.
    @TaskLocal package static var current: ContainerShapeContext?
}

/// A shape that is replaced by an inset version of the current container shape; a rectangle
/// where no container shape was defined (Apple, `ContainerRelativeShape`).
///
/// The inset is the view's distance from its container: the least of the four distances between
/// their edges, so that a view padded 8 points inside a container with 16-point corners gets
/// 8-point corners, concentric with the container's (Apple's widget guidance, "Human Interface
/// Guidelines: Widgets", concentric corners; taking the least distance when the sides differ is
/// [I]). A view outside its container gets the container's shape uninset.
nonisolated public struct ContainerRelativeShape: InsettableShape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        guard let container = ContainerShapeContext.current else { return Path(rect) }
        let outer = container.frame
        let distance = Swift.max(0, Swift.min(rect.minX - outer.minX, rect.minY - outer.minY, outer.maxX - rect.maxX, outer.maxY - rect.maxY))
        guard distance.isFinite else { return Path(rect) }
        // The container's shape inset by the distance, in the view's frame grown by it: a rounded
        // rectangle's corners shrink by the distance and fall on the view's corners.
        return container.definition.inset(distance).path(in: rect.insetBy(dx: -distance, dy: -distance))
    }

    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> {
        _InsetShape(base: self, amount: amount)
    }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
    /// A shape that follows the container shape, inset (Apple, `Shape.containerRelative`).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

nonisolated extension View {
    /// Makes `shape` the container shape of this view and the views inside: what a
    /// `ContainerRelativeShape` inside draws, inset to stay concentric with it (Apple,
    /// `containerShape(_:)`). It draws nothing of its own.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(_RenderEffectModifier(effect: .containerShape(ContainerShapeDefinition(shape))))
    }
}
