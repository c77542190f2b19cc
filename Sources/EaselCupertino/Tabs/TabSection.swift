import EaselCore
import Foundation

/// Tabs grouped under a header (Apple, `TabSection`, iOS 18). The header belongs to the iPad's
/// sidebar (`.sidebarAdaptable`); an iPhone's tab bar has no sections, so it lists the section's
/// tabs among the others, in order, and shows no header (Easel's reading of Apple's description of
/// the adaptable style: sections appear in the sidebar [I]).
nonisolated public struct TabSection<Header: View, Content: View>: View {
    let content: Content

    public var body: some View {
        Group { content }
    }
}

nonisolated extension TabSection where Header == Text {
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

nonisolated extension TabSection {
    /// A section with a header of your own.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
    }
}

nonisolated extension TabSection where Header == EmptyView {
    /// A section with no header.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Where a tab or a section shows (Apple, `TabPlacement`, iOS 18).
public struct TabPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = TabPlacement(name: "automatic")
    /// Always in the tab bar.
    public static let pinned = TabPlacement(name: "pinned")
    /// Only in the sidebar: an iPhone, which has none, doesn't show it.
    public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}

nonisolated extension View {
    /// Where this tab or section shows (Apple, `tabPlacement(_:)`): a `.sidebarOnly` one is left
    /// out of an iPhone's tab bar.
    @ViewBuilder
    public func tabPlacement(_ placement: TabPlacement) -> some View {
        if placement == .sidebarOnly {
            EmptyView()
        } else {
            self
        }
    }

    /// Actions in a section's sidebar header (Apple, `sectionActions(content:)`): an iPhone has no
    /// sidebar, so there is nothing to draw.
    public func sectionActions<Actions: View>(@ViewBuilder content: () -> Actions) -> some View { self }
}
