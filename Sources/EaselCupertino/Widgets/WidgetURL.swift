import EaselCore
import Foundation

nonisolated extension View {
    /// The URL a widget opens when it is tapped (Apple, WidgetKit's `widgetURL(_:)`): nothing to draw.
    public func widgetURL(_ url: URL?) -> some View { self }
}
