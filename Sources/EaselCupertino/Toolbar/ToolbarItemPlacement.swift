import EaselCore
import Foundation

/// Where a toolbar item goes (Apple, `ToolbarItemPlacement`). On an iPhone, in a navigation bar:
/// `automatic`, `primaryAction`, `confirmationAction`, `destructiveAction` and the trailing
/// placements go at the trailing edge; `navigation`, `cancellationAction` and the leading
/// placements at the leading edge, after the back button; `principal` replaces the inline title;
/// `bottomBar` and `status` go in the toolbar at the bottom of the screen; `secondaryAction` goes in
/// an overflow menu at the trailing edge (iOS 16+); `keyboard` items show only above a keyboard,
/// which Easel never shows.
public struct ToolbarItemPlacement: Hashable, Sendable {
    package enum Position: Hashable, Sendable {
        /// `titleMenu`: the menu behind the navigation title (`ToolbarTitleMenu`), not an item.
        case leading, trailing, principal, bottom, secondary, keyboard, titleMenu
    }
    package let position: Position
    /// Confirmation actions are drawn in the semibold weight (UIKit's "done" style).
    package let isConfirmation: Bool

    private init(_ position: Position, isConfirmation: Bool = false) {
        self.position = position
        self.isConfirmation = isConfirmation
    }

    public static let automatic = ToolbarItemPlacement(.trailing)
    public static let principal = ToolbarItemPlacement(.principal)
    public static let navigation = ToolbarItemPlacement(.leading)
    public static let primaryAction = ToolbarItemPlacement(.trailing)
    public static let secondaryAction = ToolbarItemPlacement(.secondary)
    public static let status = ToolbarItemPlacement(.bottom)
    public static let confirmationAction = ToolbarItemPlacement(.trailing, isConfirmation: true)
    public static let cancellationAction = ToolbarItemPlacement(.leading)
    public static let destructiveAction = ToolbarItemPlacement(.trailing)
    public static let keyboard = ToolbarItemPlacement(.keyboard)
    public static let topBarLeading = ToolbarItemPlacement(.leading)
    public static let topBarTrailing = ToolbarItemPlacement(.trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(.leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(.trailing)
    public static let bottomBar = ToolbarItemPlacement(.bottom)
    /// Where `ToolbarTitleMenu` puts its menu.
    static let titleMenu = ToolbarItemPlacement(.titleMenu)
}

/// The bars a toolbar modifier can address (`toolbar(_:for:)`, `toolbarBackground(_:for:)`).
public struct ToolbarPlacement: Hashable, Sendable {
    package enum Bar: Hashable, Sendable { case automatic, navigationBar, bottomBar, tabBar }
    package let bar: Bar

    public static let automatic = ToolbarPlacement(bar: .automatic)
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
}

/// A toolbar item resolved to a view and a place.
public struct _ToolbarEntry {
    package let placement: ToolbarItemPlacement
    package let content: AnyView

    package init(placement: ToolbarItemPlacement, content: AnyView) {
        self.placement = placement
        self.content = content
    }
}
