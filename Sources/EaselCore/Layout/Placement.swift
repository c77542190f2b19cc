import Foundation

/// Where a container put a subview: its anchor point, and the proposal it was placed with.
package struct Placement {
    package var position: CGPoint
    package var anchor: UnitPoint
    package var proposal: ProposedViewSize
    /// The subview's answer for `proposal`, when the layout placing it has just asked (the
    /// engine's stacks): the container then places it without asking again, which would read
    /// the subview's memo once more for every view placed.
    package var size: CGSize?

    package init(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize, size: CGSize? = nil) {
        self.position = position
        self.anchor = anchor
        self.proposal = proposal
        self.size = size
    }

    /// The top-leading corner of a subview of the given size placed this way.
    package func origin(for size: CGSize) -> CGPoint {
        CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    }

    /// A subview the layout did not place "appears at the center of its layout container and uses the
    /// layout container's size proposal" (Apple, `LayoutSubview.place(at:anchor:proposal:)`).
    package static func centered(in bounds: CGRect, proposal: ProposedViewSize) -> Placement {
        Placement(position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    }
}
