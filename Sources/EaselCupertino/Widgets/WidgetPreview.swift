@_spi(SystemViews) import EaselCore
import Foundation

/// A widget drawn as the Home Screen shows it, for one entry: its content at the family's size
/// (see `WidgetFamily.size(of:onScreen:)`) inside the system's content margins (16 pt on each
/// side for the Home Screen families, WWDC23 "Bring widgets to new places" [doc]; none for the
/// Lock Screen's), on its `containerBackground(for: .widget)`, clipped to the widget's rounded
/// corners (22 pt continuous on iPhone [screenshot, approximate]).
///
/// Without a container background, iOS 17 draws no content: a widget built for it shows "Please
/// adopt containerBackground API" instead [screenshot], and so does this, with a diagnostic.
/// Lock Screen widgets are tinted by the system; Easel draws their full colours and says so.
public struct WidgetPreview: View {
    let content: AnyView
    let family: WidgetFamily
    let marginsDisabled: Bool
    /// Whether the widget offers `family` (`supportedFamilies`).
    let isSupported: Bool
    @Environment(\._widgetScreenSize) private var screen

    /// `widget`'s view for `entry`, in `family`.
    public init<W: Widget>(_ widget: W, entry: any TimelineEntry, family: WidgetFamily) {
        let resolved = widget.body.widgetContent
        content = resolved.view(entry) ?? AnyView(WidgetEntryMismatch(entry: entry))
        self.family = family
        marginsDisabled = resolved.contentMarginsDisabled
        isSupported = resolved.supportedFamilies.contains(family)
    }

    static let cornerRadius: CGFloat = 22

    public var body: some View {
        let size = WidgetFamily.size(of: family, onScreen: screen)
        let margins: CGFloat = marginsDisabled || family.isAccessory ? 0 : 16
        content
            .padding(margins)
            .frame(width: size.width, height: size.height)
            .environment(\.widgetFamily, family)
            .environment(\.widgetContentMargins, EdgeInsets(top: margins, leading: margins, bottom: margins, trailing: margins))
            .environment(\.isInWidget, true)
            ._readingPreference(WidgetBackgroundKey.self) { background in
                WidgetContainer(background: background, family: family)
            }
            ._diagnosticIf(!isSupported, "The widget's supportedFamilies leave out \(family): the Home Screen never shows it at this size; it is drawn as asked.")
    }
}

/// Puts the widget's background behind it and rounds its corners.
struct WidgetContainer: ViewModifier {
    let background: AnyView?
    let family: WidgetFamily

    func body(content: Content) -> some View {
        if family.isAccessory {
            content._diagnostic("\(family): the Lock Screen tints its widgets (the vibrant rendering mode); Easel draws their full colours.")
        } else if let background {
            content
                .background { background }
                .clipShape(RoundedRectangle(cornerRadius: WidgetPreview.cornerRadius, style: .continuous))
        } else {
            // What iOS 17 shows in place of a widget without a container background.
            Text("Please adopt containerBackground API")
                .font(.caption)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
                .padding()
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(SystemColor.systemBackground)
                .clipShape(RoundedRectangle(cornerRadius: WidgetPreview.cornerRadius, style: .continuous))
                ._diagnostic("The widget has no containerBackground(for: .widget): iOS 17 and later show \"Please adopt containerBackground API\" in its place, as drawn here.")
        }
    }
}

/// The background a widget's content gave it (`containerBackground(for: .widget)`).
enum WidgetBackgroundKey: PreferenceKey {
    static var defaultValue: AnyView? { nil }
    static func reduce(value: inout AnyView?, nextValue: () -> AnyView?) {
        value = value ?? nextValue()
    }
}

/// A preview entry of another type than the widget's provider gives.
struct WidgetEntryMismatch: View {
    let entry: any TimelineEntry

    var body: some View {
        Color.clear._diagnostic("The preview's entry is a \(type(of: entry)), which the widget's provider doesn't give: nothing is drawn.")
    }
}
