import EaselCore
import Foundation

/// Menu commands a scene adds (Apple, `Commands`): on a Mac the menu bar's, on an iPad the
/// keyboard shortcuts overlay's (held ⌘) and iPadOS 26's menu bar. An iPhone shows neither, and
/// a picture of a window shows no menus, so Easel keeps commands without drawing them.
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

/// Commands Easel keeps as they are.
public protocol _PrimitiveCommands: Commands where Body == Never {}

extension _PrimitiveCommands {
    public var body: Never { fatalError("\(Self.self) is a primitive command") }
}

/// Builds a scene's commands.
@resultBuilder
public enum CommandsBuilder {
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> _TupleCommands { _TupleCommands() }
    public static func buildExpression<C: Commands>(_ content: C) -> C { content }
    public static func buildOptional<C: Commands>(_ content: C?) -> _TupleCommands { _TupleCommands() }
    public static func buildEither<C: Commands>(first: C) -> _TupleCommands { _TupleCommands() }
    public static func buildEither<C: Commands>(second: C) -> _TupleCommands { _TupleCommands() }
}

/// Several commands.
public struct _TupleCommands: _PrimitiveCommands {}

/// No commands.
public struct EmptyCommands: _PrimitiveCommands {
    public init() {}
}

/// A menu of commands (Apple, `CommandMenu`).
public struct CommandMenu<Content: View>: _PrimitiveCommands {
    let name: Text
    let content: () -> Content

    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        name = Text(nameKey)
        self.content = content
    }

    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: @escaping () -> Content) {
        self.name = Text(name)
        self.content = content
    }

    public init(_ name: Text, @ViewBuilder content: @escaping () -> Content) {
        self.name = name
        self.content = content
    }
}

/// Commands added to, or replacing, a group of the standard menus (Apple, `CommandGroup`).
public struct CommandGroup<Content: View>: _PrimitiveCommands {
    let placement: CommandGroupPlacement
    let content: () -> Content

    public init(before group: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        placement = group
        content = addition
    }

    public init(after group: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        placement = group
        content = addition
    }

    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: @escaping () -> Content) {
        placement = group
        content = addition
    }
}

/// A group of the standard menus (Apple, `CommandGroupPlacement`).
public struct CommandGroupPlacement: Sendable, Equatable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowList = CommandGroupPlacement(name: "windowList")
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let help = CommandGroupPlacement(name: "help")
}

/// The standard sidebar commands (Apple, `SidebarCommands`).
public struct SidebarCommands: _PrimitiveCommands { public init() {} }
/// The standard toolbar commands (Apple, `ToolbarCommands`).
public struct ToolbarCommands: _PrimitiveCommands { public init() {} }
/// The standard text editing commands (Apple, `TextEditingCommands`).
public struct TextEditingCommands: _PrimitiveCommands { public init() {} }
/// The standard text formatting commands (Apple, `TextFormattingCommands`).
public struct TextFormattingCommands: _PrimitiveCommands { public init() {} }
/// The standard inspector commands (Apple, `InspectorCommands`).
public struct InspectorCommands: _PrimitiveCommands { public init() {} }

nonisolated extension Scene {
    /// Adds menu commands to the scene (kept; see `Commands`).
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        self
    }

    /// Removes standard commands (kept; see `Commands`).
    public func commandsRemoved() -> some Scene {
        self
    }

    /// Replaces the standard commands (kept; see `Commands`).
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        self
    }
}
