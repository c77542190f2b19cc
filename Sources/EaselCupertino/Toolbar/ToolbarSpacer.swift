import EaselCore
import Foundation

/// How much room a toolbar spacer takes (Apple, `SpacerSizing`, iOS 26).
public enum SpacerSizing: Hashable, Sendable {
    /// As much as the bar has to spare.
    case flexible
    /// A fixed gap between groups of items.
    case fixed
}

/// Space between toolbar items (Apple, `ToolbarSpacer`, iOS 26). On iOS 26 a spacer also splits
/// the items into separate glass groups; Easel draws the bars of iOS 17 and 18, which have no
/// glass groups, so a spacer is only space: in the bottom bar a flexible one is one more of the
/// flexible gaps the bar spreads its items with; elsewhere, and fixed, it is an item 8 points wide
/// (Easel's choice, read off iOS 26 screenshots' gap between groups [I]).
nonisolated public struct ToolbarSpacer: CustomizableToolbarContent {
    public typealias Body = Never
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// The gap a fixed spacer leaves [I].
    static let fixedWidth: CGFloat = 8

    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    public static func _makeToolbarItems(_ spacer: Self, into entries: inout _ToolbarItems) {
        let content = spacer.sizing == .flexible && spacer.placement.position == .bottom
            ? AnyView(Spacer(minLength: 0))
            : AnyView(Color.clear.frame(width: fixedWidth, height: 0))
        entries.append(_ToolbarEntry(placement: spacer.placement, content: content))
    }
}
