import Foundation

/// Where a container put a subview: its anchor point, and the proposal it was placed with.
package struct Placement {
    package var position: CGPoint
    package var anchor: UnitPoint
    package var proposal: ProposedViewSize

    package init(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        self.position = position
        self.anchor = anchor
        self.proposal = proposal
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
