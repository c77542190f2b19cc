import EaselCore
import Foundation

/// A view with two or three columns (Apple, `NavigationSplitView`). In compact width, every
/// iPhone, it collapses into a navigation stack that starts at the sidebar, as iOS shows it;
/// the sidebar's links push the content and detail columns' screens (its `NavigationLink`s and
/// `navigationDestination`s), and the `detail` view given here shows only on wider screens,
/// which Easel doesn't lay out as columns yet.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    public var body: some View {
        NavigationStack { sidebar }
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }
}

/// Which columns of a split view show.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    private let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// How a split view arranges its columns (collapsed into a stack on iPhone whatever the style).
public struct NavigationSplitViewStyleChoice: Sendable {
    public static let automatic = NavigationSplitViewStyleChoice()
    public static let balanced = NavigationSplitViewStyleChoice()
    public static let prominentDetail = NavigationSplitViewStyleChoice()
}

nonisolated extension View {
    public func navigationSplitViewStyle(_ style: NavigationSplitViewStyleChoice) -> some View {
        self
    }

    /// The width of a split view column (columns collapse on iPhone).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        self
    }

    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }

    /// iOS 13's bar items: `leading` and `trailing` views in the navigation bar.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}
