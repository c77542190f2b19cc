import EaselCore
import Foundation

/// When an iOS 26 tab bar shrinks to its selected tab (Apple, `TabBarMinimizeBehavior`): as the
/// person scrolls. A picture shows the screen at rest, unscrolled, where every behaviour shows the
/// whole bar, so the picture is the same for each.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    public static let never = TabBarMinimizeBehavior(name: "never")
}

nonisolated extension View {
    /// How the tab bar around shrinks as the person scrolls (Apple, `tabBarMinimizeBehavior(_:)`,
    /// iOS 26): nothing is scrolled in a picture, so the bar is whole.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }

}
