import Foundation

/// A visual element that can be used to separate other content: a line across the minor axis of
/// its stack (vertical in an HStack, horizontal in a VStack or outside any stack), one pixel thick,
/// as long as it is offered, 10 points for an unspecified proposal (Apple, `Divider`; spec §16 [A][R]).
nonisolated public struct Divider: LeafView {
    public init() {}

    package func makeLeafContent(inputs: _ViewInputs) -> DividerLeaf {
        DividerLeaf(
            isVertical: inputs.stackOrientation == .horizontal,
            thickness: inputs.environment.pixelLength
        )
    }
}

package struct DividerLeaf: LeafContent, PaintedShape {
    let isVertical: Bool
    let thickness: CGFloat

    package var name: String { "Divider" }

    package func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        return isVertical ? CGSize(width: thickness, height: size.height) : CGSize(width: size.width, height: thickness)
    }

    package var shape: any Shape { Rectangle() }
    package var paintedShape: (any PaintedShape)? { self }
    package var ink: LeafInk { .shape(paint) }

    /// The light appearance's separator: (60, 60, 67) at 29 % (platform-constants.md §3.1 [RE]).
    package var paint: ShapePaint {
        .fill(AnyShapeStyle(Color.system("separator", 60, 60, 67, 0.29)), FillStyle())
    }
}

/// Leaves the renderer draws as a shape filling or stroking their frame.
package protocol PaintedShape {
    var shape: any Shape { get }
    var paint: ShapePaint { get }
}

extension ShapeLeaf: PaintedShape {
    package var paintedShape: (any PaintedShape)? { self }
    package var ink: LeafInk { .shape(paint) }
}
