@_spi(SystemViews) import EaselCore
import EaselCupertino
import Foundation

#if Macros
/// Creates a preview of a view: `#Preview { ContentView() }`, `#Preview("Dark") { … }`.
///
/// Easel has no canvas to show it on; the preview becomes a type whose `makeView()` builds the
/// view (see `EaselPreview`), so it is type-checked and can be drawn with `ImageRenderer`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View) = #externalMacro(module: "EaselMacros", type: "PreviewMacro")

/// Creates a preview of a widget for each entry of a timeline (see `_EaselPreviewValue`).
@freestanding(declaration)
public macro Preview<W: Widget, Entry: TimelineEntry>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                                                      @_TimelineEntriesBuilder<Entry> timeline: @escaping @MainActor () -> [Entry])
    = #externalMacro(module: "EaselMacros", type: "PreviewMacro")

/// Creates a preview of a widget with its provider's timeline.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                                                            timelineProvider: @escaping @MainActor () -> Provider)
    = #externalMacro(module: "EaselMacros", type: "PreviewMacro")

/// Declares an entry of `EnvironmentValues` or `ContainerValues` with its default value:
/// `extension EnvironmentValues { @Entry var accent: Color = .orange }`, read with
/// `@Environment(\.accent)` and set with `.environment(\.accent, .pink)` (see `EntryMacro`).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "EaselMacros", type: "EntryMacro")
#endif

/// What a `#Preview` expands to.
@MainActor
public protocol EaselPreview {
    associatedtype Preview: View
    static var name: String? { get }
    static func makeView() -> Preview
}

/// A `#Preview` as `easel render FILE.swift` rewrites it in the copy it compiles: the same
/// arguments, kept as a value that the generated program can list (a macro's expansion has a
/// name no other file can know). Not for use in code of your own.
public struct _EaselPreviewValue: Sendable {
    public let name: String?
    public let makeView: @MainActor @Sendable () -> AnyView
    /// What the preview's traits set.
    let settings: PreviewSettings
    /// The modifiers its traits wrap it in.
    let modifiers: [AnyPreviewModifier]

    /// Whether each view `makeView` makes is a picture of its own (a widget's timeline entries).
    let splitsIntoViews: Bool

    public init<Content: View>(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor @Sendable () -> Content) {
        self.name = name
        self.makeView = { AnyView(body()) }
        self.settings = PreviewTrait.settings(of: traits)
        self.modifiers = traits.flatMap(\.modifiers)
        self.splitsIntoViews = false
    }

    /// A preview whose body returns its view explicitly, perhaps of different types (`do { …
    /// return DetailView(…) } catch { return Text(…) }`), as Apple's `#Preview` allows: its body
    /// returns `any View`.
    @_disfavoredOverload
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor @Sendable () -> any View) {
        self.name = name
        self.makeView = { AnyView(body()) }
        self.settings = PreviewTrait.settings(of: traits)
        self.modifiers = traits.flatMap(\.modifiers)
        self.splitsIntoViews = false
    }

    /// A widget's preview (`#Preview(as: .systemSmall) { MyWidget() } timeline: { … }`): the
    /// widget as the Home Screen shows it, one picture for each entry of the timeline, in order
    /// (Xcode's canvas shows them one at a time).
    public init<W: Widget, Entry: TimelineEntry>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor @Sendable () -> W,
                                                 @_TimelineEntriesBuilder<Entry> timeline: @escaping @MainActor @Sendable () -> [Entry]) {
        self.name = name
        self.makeView = {
            AnyView(ForEach(Array(timeline().enumerated()), id: \.offset) { _, entry in
                WidgetPreview(widget(), entry: entry, family: family)
            })
        }
        // The widget alone, at its size, off any device.
        self.settings = PreviewSettings(layout: .sizeThatFits)
        self.modifiers = []
        self.splitsIntoViews = true
    }

    /// A widget's preview with its own provider's timeline (`#Preview(as: .systemSmall) {
    /// MyWidget() } timelineProvider: { Provider() }`). A provider that answers later than it is
    /// asked (after a network request) is drawn with its placeholder entry, and said so.
    public init<W: Widget, Provider: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor @Sendable () -> W,
                                                       timelineProvider: @escaping @MainActor @Sendable () -> Provider) {
        self.name = name
        self.makeView = {
            let provider = timelineProvider()
            let context = TimelineProviderContext._preview(family: family)
            var entries: [Provider.Entry]?
            provider.getTimeline(in: context) { entries = $0.entries }
            guard let entries, !entries.isEmpty else {
                return AnyView(WidgetPreview(widget(), entry: provider.placeholder(in: context), family: family)
                    ._diagnostic("The timeline provider gave no entries when asked (getTimeline(in:completion:)); its placeholder is drawn."))
            }
            return AnyView(ForEach(Array(entries.enumerated()), id: \.offset) { _, entry in
                WidgetPreview(widget(), entry: entry, family: family)
            })
        }
        self.settings = PreviewSettings(layout: .sizeThatFits)
        self.modifiers = []
        self.splitsIntoViews = true
    }
}
