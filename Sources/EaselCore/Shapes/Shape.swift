import Foundation

/// A 2D shape that you can use when drawing a view.
///
/// As a view, a shape fills the space it is offered with the foreground style; for an unspecified
/// proposal it is 10×10 (spec §1.3 [M] FG-ideal-size, FAT-SIZE1).
///
/// As in SwiftUI (Xcode 16's interface), a shape's geometry is `nonisolated`, though the shape as a
/// view is main-actor isolated: paths are made wherever drawing happens.
public protocol Shape: Animatable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated func path(in rect: CGRect) -> Path
    /// The size of the shape for a proposal; by default the proposal, 10 for unspecified dimensions.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

nonisolated extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

nonisolated extension Shape {
    /// A shape is a leaf named after its type; it doesn't appear as a user view wrapping one.
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        Body._makeViewList(view: view._bodyOnAnyThread, inputs: inputs, list: &list)
    }
}

nonisolated extension Shape where Body == _ShapeView<Self, ForegroundStyle> {
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }
}

/// A shape that can be inset, so that it can be stroked inside its frame.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

/// A shape drawn inside a rectangle shrunk by `amount` on each side.
nonisolated public struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        base.sizeThatFits(proposal)
    }
}

/// A type-erased shape.
nonisolated public struct AnyShape: InsettableShape, @unchecked Sendable {
    // @unchecked: the box holds an immutable shape value.
    private let box: any Shape
    private let typeOfShape: Any.Type

    public init<S: Shape>(_ shape: S) {
        if let erased = shape as? AnyShape {
            self = erased
            return
        }
        box = shape
        typeOfShape = S.self
    }

    public func path(in rect: CGRect) -> Path { box.path(in: rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { box.sizeThatFits(proposal) }

    public func inset(by amount: CGFloat) -> AnyShape {
        AnyShape(_InsetShape(base: self, amount: amount))
    }

    /// The erased shape's type name, for dumps.
    package var typeName: String { shapeName(typeOfShape) }
}

/// The name of a shape type in dumps: "Circle", "RoundedRectangle"; an inset or stroked shape is
/// named after the shape it insets or strokes.
package func shapeName(_ type: Any.Type) -> String {
    var name = Substring(String(describing: type))
    for wrapper in ["_InsetShape<", "_StrokedShape<"] where name.hasPrefix(wrapper) && name.hasSuffix(">") {
        name = name.dropFirst(wrapper.count).dropLast()
    }
    return name.split(separator: "<").first.map(String.init) ?? String(name)
}
