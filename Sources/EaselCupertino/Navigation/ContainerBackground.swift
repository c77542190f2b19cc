@_spi(SystemViews) import EaselCore
import Foundation

/// Which container a `containerBackground` is for (Apple, `ContainerBackgroundPlacement`).
public struct ContainerBackgroundPlacement: Equatable, Sendable {
    let name: String
    /// The screen of a `NavigationStack` (or a split view's column) the view is on.
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// Behind a `NavigationSplitView`'s columns.
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
    /// A widget's background (WidgetKit).
    public static let widget = ContainerBackgroundPlacement(name: "widget")
    /// A watchOS `TabView`'s page.
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
    /// A macOS window.
    public static let window = ContainerBackgroundPlacement(name: "window")
}

nonisolated extension View {
    /// Fills the background of the container the view is in with `style` (Apple,
    /// `containerBackground(_:for:)`); see `containerBackground(for:alignment:content:)`.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        containerBackground(for: container) { Rectangle().fill(style) }
    }

    /// Sets the background of the container the view is in to `content`, in a `ZStack` aligned
    /// by `alignment` (Apple, `containerBackground(for:alignment:content:)`).
    ///
    /// - `.navigation`: the navigation stack draws it behind the screen the view is on, under the
    ///   bars and to the screen's edges (iOS 18); outside a stack it goes nowhere, as in SwiftUI.
    /// - `.widget`: in a widget (`WidgetPreview`), the widget's background, under its margins and
    ///   clipped to its corners; a view shown outside a widget gets it in its own frame, and the
    ///   layout says so.
    /// - `.navigationSplitView`, `.tabView` (watchOS) and `.window` (macOS): not drawn, and said.
    @ViewBuilder
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        let background = AnyView(ZStack(alignment: alignment) { content() })
        switch container {
        case .navigation:
            navigationScreen { preferences in
                if preferences.containerBackground == nil { preferences.containerBackground = background }
            }
        case .widget:
            WidgetBackgroundPlacement(content: self, background: background)
        default:
            _diagnostic("containerBackground(for: .\(container.name)) is not drawn: Easel draws iOS's navigation stacks and widgets, not \(container == .navigationSplitView ? "the space behind a split view's columns" : "this container").")
        }
    }
}

/// A widget's background: given to the widget around the view, or, outside one, drawn in the
/// view's own frame with a diagnostic.
nonisolated struct WidgetBackgroundPlacement<Content: View>: View {
    let content: Content
    let background: AnyView
    @Environment(\.isInWidget) private var isInWidget

    var body: some View {
        if isInWidget {
            content.preference(key: WidgetBackgroundKey.self, value: background)
        } else {
            content
                .background { background }
                ._diagnostic("containerBackground(for: .widget) outside a widget: it fills the view's own frame. Preview the widget with #Preview(as: .systemSmall) { MyWidget() } timeline: { … } to draw it as the Home Screen does.")
        }
    }
}
