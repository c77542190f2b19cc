@_spi(SystemViews) import EaselCore
import Foundation

/// Content that populates a toolbar: `ToolbarItem`s, `ToolbarItemGroup`s, and your own types
/// composed of them (Apple, `ToolbarContent`).
#if MainActorViews
@MainActor @preconcurrency
#endif
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }

    /// Adds the content's items, in order (Easel's resolution; the default reads `body`).
    nonisolated static func _makeToolbarItems(_ content: Self, into entries: inout _ToolbarItems)
}

/// Toolbar content whose items people can customize on iPadOS and macOS; on iPhone, plain content.
#if MainActorViews
@MainActor @preconcurrency
#endif
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

nonisolated extension ToolbarContent {
    /// Reads the content's body, its dynamic properties connected first: a toolbar's content reads
    /// the environment of the view the toolbar is on.
    public static func _makeToolbarItems(_ content: Self, into entries: inout _ToolbarItems) {
        entries.installer.install(in: content)
        Body._makeToolbarItems(evaluatedOnAnyThread(content) { $0.body }, into: &entries)
    }

    /// The items, in order, with the dynamic properties of the content connected by `installer`.
    package func toolbarEntries(installer: _DynamicPropertyInstaller) -> [_ToolbarEntry] {
        var items = _ToolbarItems(installer: installer)
        Self._makeToolbarItems(self, into: &items)
        return items.entries
    }
}

/// The items toolbar content adds, in order, and what connects the dynamic properties of the
/// content before its body is read.
public struct _ToolbarItems {
    package private(set) var entries: [_ToolbarEntry] = []
    let installer: _DynamicPropertyInstaller

    init(installer: _DynamicPropertyInstaller) {
        self.installer = installer
    }

    public mutating func append(_ entry: _ToolbarEntry) {
        entries.append(entry)
    }
}

nonisolated extension Never: ToolbarContent, CustomizableToolbarContent {
    public typealias Body = Never
}

nonisolated extension ToolbarContent where Body == Never {
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content: it has no body") }
}

/// One toolbar item: a view, and where it goes.
nonisolated public struct ToolbarItem<ID, Content: View>: CustomizableToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    public static func _makeToolbarItems(_ item: Self, into entries: inout _ToolbarItems) {
        entries.append(_ToolbarEntry(placement: item.placement, content: AnyView(item.content)))
    }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier (used for customization on iPadOS; none on iPhone).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items in one place, side by side.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// A group with a label, which iOS shows in place of the items when they are collapsed; on
    /// iPhone the items show.
    public init<Label: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.placement = placement
        self.content = content()
    }

    public static func _makeToolbarItems(_ group: Self, into entries: inout _ToolbarItems) {
        let spacing = group.placement.position == .bottom ? 16.0 : 20.0
        entries.append(_ToolbarEntry(placement: group.placement, content: AnyView(HStack(spacing: spacing) { group.content })))
    }
}

/// Toolbar content of several parts, from `ToolbarContentBuilder`.
nonisolated public struct TupleToolbarContent<each Item: ToolbarContent>: ToolbarContent, CustomizableToolbarContent {
    public typealias Body = Never
    let items: (repeat each Item)

    init(_ items: repeat each Item) {
        self.items = (repeat each items)
    }

    public static func _makeToolbarItems(_ content: Self, into entries: inout _ToolbarItems) {
        func add<Part: ToolbarContent>(_ part: Part) {
            Part._makeToolbarItems(part, into: &entries)
        }
        repeat add(each content.items)
    }
}

/// Optional toolbar content (`if` without `else`).
nonisolated extension Optional: ToolbarContent, CustomizableToolbarContent where Wrapped: ToolbarContent {
    public typealias Body = Never

    public static func _makeToolbarItems(_ content: Self, into entries: inout _ToolbarItems) {
        if let content {
            Wrapped._makeToolbarItems(content, into: &entries)
        }
    }
}

/// One of two toolbar contents (`if`/`else`).
nonisolated public enum _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent, CustomizableToolbarContent {
    public typealias Body = Never
    case first(TrueContent)
    case second(FalseContent)

    public static func _makeToolbarItems(_ content: Self, into entries: inout _ToolbarItems) {
        switch content {
        case let .first(content): TrueContent._makeToolbarItems(content, into: &entries)
        case let .second(content): FalseContent._makeToolbarItems(content, into: &entries)
        }
    }
}

/// Builds toolbar content from items (Apple, `ToolbarContentBuilder`). As Apple's, it builds a
/// block of one item or more: an empty `.toolbar { }` is the view builder's, an empty toolbar,
/// not an ambiguous call.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<First: ToolbarContent, Second: ToolbarContent, each Rest: ToolbarContent>(
        _ first: First, _ second: Second, _ rest: repeat each Rest
    ) -> TupleToolbarContent<First, Second, repeat each Rest> {
        TupleToolbarContent(first, second, repeat each rest)
    }

    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> Content? {
        content
    }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(first content: TrueContent) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
        .first(content)
    }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(second content: FalseContent) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
        .second(content)
    }

    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }
}
