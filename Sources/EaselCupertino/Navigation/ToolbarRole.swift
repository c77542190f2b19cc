import EaselCore

/// What a screen's toolbar is for (Apple, `ToolbarRole`, iOS 16). On iPhone the roles differ in
/// one thing Easel draws: a pushed screen of the `.editor` role shows its back button as the
/// chevron alone, without the previous screen's title (the behaviour iOS developers use the role
/// for, widely reported; Apple documents the role's purpose, not this detail [I]). `.browser`
/// centres the title on iPad only, so on iPhone it is the default look.
public struct ToolbarRole: Equatable, Sendable {
    let kind: Int

    public static let automatic = ToolbarRole(kind: 0)
    public static let navigationStack = ToolbarRole(kind: 1)
    public static let browser = ToolbarRole(kind: 2)
    public static let editor = ToolbarRole(kind: 3)
}

nonisolated extension View {
    /// Says what the screen's toolbar is for (see `ToolbarRole`).
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        navigationScreen { $0.toolbarRole = $0.toolbarRole == .automatic ? role : $0.toolbarRole }
    }
}
