import EaselCore
import Foundation

/// A menu behind the navigation title (Apple, `ToolbarTitleMenu`, iOS 16): "presented by tapping
/// the navigation title". An inline title shows it has one with a chevron after it, a bold
/// chevron.down in a circle of the tertiary fill (read off iOS 17 screenshots, as are its sizes [I]); a picture
/// shows the menu closed.
nonisolated public struct ToolbarTitleMenu<Content: View>: ToolbarContent, CustomizableToolbarContent {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _makeToolbarItems(_ menu: Self, into entries: inout _ToolbarItems) {
        entries.append(_ToolbarEntry(placement: .titleMenu, content: AnyView(menu.content)))
    }
}

nonisolated extension ToolbarTitleMenu where Content == EmptyView {
    /// A title menu of the app's commands (Apple): an iPhone app has none to show, but the title
    /// still shows its chevron.
    public init() {
        self.content = EmptyView()
    }
}

nonisolated extension View {
    /// The menu behind the navigation title (Apple, `toolbarTitleMenu(content:)`).
    public func toolbarTitleMenu<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        toolbar { ToolbarTitleMenu(content: content) }
    }
}

/// The chevron after an inline title that has a menu [I].
nonisolated struct TitleMenuIndicator: View {
    var body: some View {
        ZStack {
            Circle().fill(.fill.tertiary)
            Image(systemName: "chevron.down")
                .font(.system(size: 9, weight: .bold))
                .foregroundStyle(.secondary)
        }
        .frame(width: 18, height: 18)
    }
}
