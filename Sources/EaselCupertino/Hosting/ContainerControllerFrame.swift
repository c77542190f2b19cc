import EaselCore
import Foundation

/// The frame of a screen a UIKit container controller shows (a tab bar controller's tab, a
/// navigation controller's screen, a presented sheet): exactly the size its container proposes,
/// whatever its content asks for.
///
/// A container controller sizes the views of its children to its own bounds, and a hosting
/// controller centres its SwiftUI content in them when the content is larger (Apple,
/// `UIHostingController`, `sizingOptions` default: the view doesn't follow its content's size).
/// So content wider than the screen overflows it on both sides, and the bars, laid out over the
/// container's bounds, stay on the screen [I, from UIKit's documented behaviour]. A flexible frame
/// (`frame(maxWidth: .infinity, maxHeight: .infinity)`) would instead grow with the content and
/// push the navigation bar's title and the tab bar's items off the screen.
///
/// Offered no size along an axis (an ideal-size question), it takes its content's size there,
/// as a flexible frame does; given one, it proposes it to its content unchanged.
struct ContainerControllerFrame: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let content = subviews.first else { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        let size = content.sizeThatFits(proposal)
        return CGSize(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for content in subviews {
            content.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        }
    }
}

nonisolated extension View {
    /// Shows the view as a container controller's child screen (see `ContainerControllerFrame`).
    func containerControllerFrame() -> some View {
        ContainerControllerFrame { self }
    }
}
