import EaselCore
import Foundation

/// The backdrop of a Lock Screen widget (Apple, WidgetKit's `AccessoryWidgetBackground`): a
/// circle for `.accessoryCircular`, a rounded rectangle for the rectangular family, filling the
/// view's frame. iOS draws it in the Lock Screen's vibrant material, which depends on the
/// wallpaper; Easel draws it translucent grey, the primary colour at 20 % [I], and nothing for
/// `.accessoryInline`, which has no background.
nonisolated public struct AccessoryWidgetBackground: View {
    @Environment(\.widgetFamily) private var family

    public init() {}

    public var body: some View {
        switch family {
        case .accessoryInline:
            EmptyView()
        case .accessoryRectangular:
            // The rectangular family's corner radius is not published; 12 pt is Easel's [I].
            RoundedRectangle(cornerRadius: 12).fill(Color.primary.opacity(0.2))
        default:
            Circle().fill(Color.primary.opacity(0.2))
        }
    }
}

nonisolated extension View {
    /// Marks the view as part of the widget's accent group, which iOS tints in the accented
    /// rendering mode (Apple, `widgetAccentable(_:)`): a picture in the full-colour mode, as
    /// Easel draws widgets, looks the same.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
}
