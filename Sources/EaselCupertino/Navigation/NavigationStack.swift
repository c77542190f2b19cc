@_spi(SystemViews) import EaselCore
import Foundation

/// A view that shows a root view and the screens pushed over it, with a navigation bar (Apple,
/// `NavigationStack`).
///
/// Only the top screen shows, below its navigation bar (`NavigationBar`, placed with
/// `safeAreaInset`, so that content which ignores the safe area runs under it as on iOS). Every
/// screen of the stack is resolved on each render, top to bottom, because each screen's
/// `navigationDestination`s and title matter to the screens above it (the back button shows the
/// previous title); the screens below the top are not laid out or drawn, and their `onDisappear`
/// runs when one is pushed over them, as on iOS.
///
/// Screens are pushed by `NavigationLink`s (a `ViewHost` taps them), by appending to the `path`
/// binding, or by `navigationDestination(isPresented:)`; the back button and `dismiss` pop.
nonisolated public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: Binding<[AnyHashable]>?
    @State private var pushed: [NavigationEntry] = []
    /// The stack's edit mode, for an `EditButton` in its bars and the lists on its screens, unless
    /// a view around the stack gives one: SwiftUI provides one there, so that `.toolbar {
    /// EditButton() }` over a list works with no state of the app's own.
    @State private var editMode: EditMode = .inactive
    /// Pops the stack's screens, for their dismiss actions and back buttons.
    @State private var popper = NavigationPopper()

    /// A stack that manages its own screens.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = nil
    }

    /// A stack whose pushed screens are the values of `path`, of any types.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        self.path = Binding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }

    /// A stack whose pushed screens are the values of `path`, all of one type.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        self.path = Binding(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) }
        )
    }

    public var body: some View {
        let entries = (path?.wrappedValue ?? []).map(NavigationEntry.value) + pushed
        let pathBinding = path
        let pushed = $pushed
        let context = NavigationContext { entry in
            if case let .value(value) = entry, let pathBinding {
                pathBinding.wrappedValue.append(value)
            } else {
                pushed.wrappedValue.append(entry)
            }
        }
        let popper = popper.popping { depth in
            // Back to `depth` screens pushed: what links pushed goes first, then path values. The
            // screens are counted when popped, as a kept screen may hold an action made before
            // others were pushed.
            var excess = (pathBinding?.wrappedValue.count ?? 0) + pushed.wrappedValue.count - depth
            let fromLinks = Swift.min(excess, pushed.wrappedValue.count)
            if fromLinks > 0 { pushed.wrappedValue.removeLast(fromLinks) }
            excess -= fromLinks
            if excess > 0, let pathBinding {
                pathBinding.wrappedValue.removeLast(Swift.min(excess, pathBinding.wrappedValue.count))
            }
        }
        NavigationScreenChain(
            screen: .view(AnyView(root)), level: 0, dismiss: nil,
            stack: NavigationChainStack(entries: entries, popper: popper), below: NavigationScreensBelow()
        )
        .environment(\.navigationContext, context)
        .transformEnvironment(\.editMode) { [editMode = $editMode] in
            if $0 == nil { $0 = editMode }
        }
    }
}

/// `NavigationView`: iOS 13's navigation container, a stack on iPhone.
///
/// Its views are columns: the first is the primary (a sidebar list), the next ones the detail
/// shown before anything is picked. In compact width, every iPhone held upright, the columns
/// collapse into one stack that starts at the primary column, so the detail views don't show
/// (Apple, `NavigationView`: "in compact environments, the navigation view collapses to a
/// stack"). Easel draws that stack on every device; with a regular width, where iOS would draw
/// the columns side by side, a diagnostic says so.
nonisolated public struct NavigationView<Content: View>: View {
    let content: Content
    @Environment(\.horizontalSizeClass) private var sizeClass

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        let sizeClass = sizeClass
        NavigationStack {
            Group(subviews: _ReadContent(content)) { columns in
                if let primary = columns.first {
                    primary._diagnostic(sizeClass == .regular && columns.count > 1
                        ? "NavigationView's \(columns.count) columns are drawn as a stack of the first: Easel draws iPhone's compact navigation, not columns side by side."
                        : nil)
                }
            }
        }
    }
}

/// Styles of `NavigationView`; on iPhone every one is a stack.
public struct StackNavigationViewStyle: Sendable {
    public init() {}
}

public struct DoubleColumnNavigationViewStyle: Sendable {
    public init() {}
}

public struct DefaultNavigationViewStyle: Sendable {
    public init() {}
}

public protocol NavigationViewStyle {}
extension StackNavigationViewStyle: NavigationViewStyle {}
extension DoubleColumnNavigationViewStyle: NavigationViewStyle {}
extension DefaultNavigationViewStyle: NavigationViewStyle {}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

nonisolated extension View {
    /// Sets the style of navigation views: on iPhone every style shows a stack.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        self
    }
}
