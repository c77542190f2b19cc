import EaselCore
import Foundation

/// A view with two or three columns (Apple, `NavigationSplitView`).
/// - In compact width (every iPhone in portrait) it collapses into a navigation stack that starts
///   at the sidebar, as iOS shows it; the sidebar's links push the content and detail columns'
///   screens (its `NavigationLink`s and `navigationDestination`s).
/// - In regular width (iPads, the largest iPhones in landscape) the columns stand side by side,
///   each with its own navigation bar, a hairline between them. Which show follows
///   `columnVisibility`: `.automatic` shows the detail alone in portrait and, in landscape, the
///   sidebar (of two columns) or the content (of three) beside it, as iPadOS's default style
///   does [I: iPadOS 17 screenshots]; `.all` shows every column, `.doubleColumn` the last two,
///   `.detailOnly` the detail.
/// - The sidebar and content columns are 320 points wide [I: UIKit's default primary column
///   width on iPads, read off screenshots]; `navigationSplitViewColumnWidth` isn't read, and the
///   button that shows a hidden sidebar isn't drawn.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    var columnVisibility: Binding<NavigationSplitViewVisibility>?
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
        self.columnVisibility = columnVisibility
    }

    /// The width of the sidebar and content columns.
    static var columnWidth: CGFloat { 320 }

    public var body: some View {
        if horizontalSizeClass == .regular {
            GeometryReader { proxy in
                columns(isLandscape: proxy.size.width > proxy.size.height)
            }
        } else {
            NavigationStack { sidebar }
        }
    }

    /// The columns that show, side by side.
    private func columns(isLandscape: Bool) -> some View {
        let visibility = columnVisibility?.wrappedValue ?? .automatic
        let showsAll = visibility == .all
        let showsTwo = visibility == .doubleColumn || (visibility == .automatic && isLandscape)
        let showsSidebar = showsAll || (showsTwo && content == nil)
        let showsContent = content != nil && (showsAll || showsTwo)
        return HStack(spacing: 0) {
            if showsSidebar {
                NavigationStack { sidebar }.frame(width: Self.columnWidth)
                Divider().ignoresSafeArea()
            }
            if showsContent, let content {
                NavigationStack { content }.frame(width: Self.columnWidth)
                Divider().ignoresSafeArea()
            }
            NavigationStack { detail }
                .modifier(_DiagnosticModifier(message: showsSidebar ? nil : "NavigationSplitView: the sidebar is hidden, as iPadOS hides it here; the button that shows it isn't drawn."))
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
        self.columnVisibility = columnVisibility
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

    /// The width of a split view column: columns collapse on iPhone; in regular width Easel's
    /// columns keep their 320 points, and a diagnostic says so.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modifier(SplitViewColumnWidthNote())
    }

    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(SplitViewColumnWidthNote())
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

/// Says, where columns stand side by side, that a column's asked-for width isn't used.
private struct SplitViewColumnWidthNote: ViewModifier {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    func body(content: Content) -> some View {
        content.modifier(_DiagnosticModifier(message: horizontalSizeClass == .regular
            ? "navigationSplitViewColumnWidth: split view columns are drawn 320 points wide." : nil))
    }
}
