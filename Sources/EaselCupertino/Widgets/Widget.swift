import EaselCore
import Foundation

/// A widget (Apple, WidgetKit's `Widget`): its configuration says what it shows for each entry
/// of its timeline. Easel draws it as the Home Screen does, at its family's size
/// (`WidgetPreview`, and `#Preview(as: .systemSmall) { MyWidget() } timeline: { … }`).
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    @WidgetConfigurationBuilder var body: Body { get }
    init()
}

/// What a widget is made of (Apple, `WidgetConfiguration`): a `StaticConfiguration`, with the
/// modifiers that name and size it.
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    @WidgetConfigurationBuilder var body: Body { get }
}

extension Never: WidgetConfiguration {}

/// Builds a widget's configuration.
@resultBuilder
public enum WidgetConfigurationBuilder {
    public static func buildBlock<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
}

/// What a configuration resolves to: how to draw an entry, and the settings its modifiers made.
struct WidgetContent {
    /// The widget's view for an entry; nil for an entry of another type than the provider's.
    var view: (any TimelineEntry) -> AnyView?
    var kind: String
    /// The name and description the widget gallery shows (kept: Easel draws no gallery).
    var displayName: Text?
    var description: Text?
    /// The sizes the widget offers (Apple's default: the Home Screen's three), which a preview in
    /// another size says it isn't.
    var supportedFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge]
    var contentMarginsDisabled = false
}

/// A configuration Easel resolves itself.
protocol PrimitiveWidgetConfiguration {
    var widgetContent: WidgetContent { get }
}

extension WidgetConfiguration {
    /// What the configuration draws, through its body down to a primitive one.
    var widgetContent: WidgetContent {
        if let primitive = self as? any PrimitiveWidgetConfiguration { return primitive.widgetContent }
        return body.widgetContent
    }
}

extension PrimitiveWidgetConfiguration {
    public var body: Never { fatalError("\(Self.self) is a primitive widget configuration") }
}

/// A widget whose content depends only on its timeline's entries (Apple, `StaticConfiguration`).
public struct StaticConfiguration<Content: View>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    let widgetContent: WidgetContent

    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        widgetContent = WidgetContent(
            view: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } },
            kind: kind
        )
    }
}

/// A configuration one of the modifiers below changed.
public struct _ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    let base: Base
    let change: (inout WidgetContent) -> Void

    var widgetContent: WidgetContent {
        var content = base.widgetContent
        change(&content)
        return content
    }
}

extension WidgetConfiguration {
    private func changed(_ change: @escaping (inout WidgetContent) -> Void) -> _ModifiedWidgetConfiguration<Self> {
        _ModifiedWidgetConfiguration(base: self, change: change)
    }

    /// The name the widget gallery shows.
    public func configurationDisplayName(_ displayName: String) -> _ModifiedWidgetConfiguration<Self> {
        changed { $0.displayName = Text(displayName) }
    }

    public func configurationDisplayName(_ displayName: LocalizedStringKey) -> _ModifiedWidgetConfiguration<Self> {
        changed { $0.displayName = Text(displayName) }
    }

    public func configurationDisplayName(_ displayName: Text) -> _ModifiedWidgetConfiguration<Self> {
        changed { $0.displayName = displayName }
    }

    /// The description the widget gallery shows.
    public func description(_ description: String) -> _ModifiedWidgetConfiguration<Self> {
        changed { $0.description = Text(description) }
    }

    public func description(_ description: LocalizedStringKey) -> _ModifiedWidgetConfiguration<Self> {
        changed { $0.description = Text(description) }
    }

    public func description(_ description: Text) -> _ModifiedWidgetConfiguration<Self> {
        changed { $0.description = description }
    }

    /// The sizes the widget offers.
    public func supportedFamilies(_ families: [WidgetFamily]) -> _ModifiedWidgetConfiguration<Self> {
        changed { $0.supportedFamilies = families }
    }

    /// Leaves out the system's margins around the widget's content.
    public func contentMarginsDisabled() -> _ModifiedWidgetConfiguration<Self> {
        changed { $0.contentMarginsDisabled = true }
    }

    /// Whether the Home Screen may take the background away (in StandBy, tinted); drawn with it.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> _ModifiedWidgetConfiguration<Self> {
        changed { _ in }
    }

    /// Where the widget may not go; all places draw it the same.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> _ModifiedWidgetConfiguration<Self> {
        changed { _ in }
    }
}

/// Where a widget can be placed (Apple, `WidgetLocation`).
public struct WidgetLocation: Hashable, Sendable {
    let name: String
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    public static let standBy = WidgetLocation(name: "standBy")
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}

/// Several widgets of one extension (Apple, `WidgetBundle`).
public protocol WidgetBundle {
    associatedtype Body: Widget
    @WidgetBundleBuilder var body: Body { get }
    init()
}

/// Builds a widget bundle's list of widgets; Easel keeps the first, as a bundle's entry point.
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildBlock<W: Widget>(_ widget: W) -> W { widget }
    public static func buildBlock<First: Widget, each Rest: Widget>(_ first: First, _ rest: repeat each Rest) -> First { first }
}
