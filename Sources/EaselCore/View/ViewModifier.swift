import Foundation

/// A modifier that you apply to a view or another view modifier, producing a different version of
/// the original value.
///
/// Main-actor isolated as SwiftUI's is (`@MainActor @preconcurrency`) with the `MainActorViews`
/// trait; see `View`.
#if MainActorViews
@MainActor @preconcurrency
#endif
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>

    #if MainActorViews
    @MainActor @preconcurrency
    #endif
    @ViewBuilder func body(content: Self.Content) -> Self.Body

    /// Resolves the modified view: `body` resolves the content the modifier wraps. The default
    /// evaluates `body(content:)`; Easel's primitive modifiers implement it themselves.
    nonisolated static func _makeViewList(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs, inout _ViewList) -> Void, list: inout _ViewList)

    /// Resolves the modifier applied to a view of a known type. The default hands the content to
    /// `_makeViewList(modifier:inputs:body:list:)` in a closure; Easel's primitive modifiers resolve
    /// it in place, which spares allocating that closure for every modified view.
    nonisolated static func _makeViewList<Content: View>(modifier: Self, content: Content, inputs: _ViewInputs, list: inout _ViewList)
}

nonisolated extension ViewModifier {
    public static func _makeViewList<Content: View>(modifier: Self, content: Content, inputs: _ViewInputs, list: inout _ViewList) {
        _makeViewList(modifier: modifier, inputs: inputs, body: { inputs, list in
            Content._makeViewList(view: content, inputs: inputs, list: &list)
        }, list: &list)
    }
}

/// A modifier Easel resolves itself, working on its content through a closure that doesn't escape.
nonisolated package protocol PrimitiveViewModifier: ViewModifier where Body == Never {
    /// Resolves the modifier; `body` resolves the content it wraps, with the inputs given.
    static func makeViewList(modifier: Self, inputs: _ViewInputs, list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void)
}

nonisolated extension PrimitiveViewModifier {
    public static func _makeViewList(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs, inout _ViewList) -> Void, list: inout _ViewList) {
        makeViewList(modifier: modifier, inputs: inputs, list: &list, body: body)
    }

    public static func _makeViewList<Content: View>(modifier: Self, content: Content, inputs: _ViewInputs, list: inout _ViewList) {
        makeViewList(modifier: modifier, inputs: inputs, list: &list) { inputs, list in
            Content._makeViewList(view: content, inputs: inputs, list: &list)
        }
    }
}

nonisolated extension ViewModifier {
    public static func _makeViewList(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs, inout _ViewList) -> Void, list: inout _ViewList) {
        // The content placeholder inside `body(content:)` resolves to the wrapped content, resolved
        // with the inputs in effect where the placeholder sits, but with the modifier contents of
        // the place the modifier was applied (so nested uses of the same modifier work).
        let outerContents = inputs.modifierContents
        guard var inputs = inputs.nested(orPlaceholderIn: &list) else { return }
        inputs = inputs.identified(by: .view(ObjectIdentifier(Self.self)))
        inputs.modifierContents[ObjectIdentifier(Self.self)] = ModifierContent.made(for: inputs) { innerInputs, innerList in
            var innerInputs = innerInputs
            innerInputs.modifierContents = outerContents
            body(innerInputs, &innerList)
        }
        // In a hosted tree the modifier keeps a record of its own, so that its state runs only
        // its body again (see `ViewUpdates+Modifiers.swift`).
        if let updates = inputs.updates {
            updates.resolve(modifier: modifier, inputs: inputs, list: &list)
            return
        }
        DynamicProperties.install(in: modifier, inputs: inputs, identity: inputs.identity)
        let start = list.nodes.count
        Body._makeViewList(view: evaluatedOnAnyThread(modifier) { $0.body(content: _ViewModifier_Content()) }, inputs: inputs, list: &list)
        for index in start..<list.nodes.count {
            list.nodes[index].addSourceViewType(Self.self)
        }
    }
}

nonisolated extension ViewModifier where Body == Never {
    public func body(content: Self.Content) -> Never {
        primitiveBodyCalled(Self.self)
    }
}

/// The content view of a `ViewModifier`'s body: the view the modifier is applied to.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    public var body: Never { primitiveBodyCalled(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        guard let content = inputs.modifierContents[ObjectIdentifier(Modifier.self)] else { return }
        content.resolve(inputs, &list)
        inputs.stateStore?.updates.noteResolved(content)
    }
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    @inlinable public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

nonisolated extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { primitiveBodyCalled(Self.self) }

    @inline(__always) public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        Modifier._makeViewList(modifier: view.modifier, content: view.content, inputs: inputs, list: &list)
    }

    /// In a lazy container, a modifier that only changes the inputs (`environment`) passes the
    /// content's items through. Any other modifies each item of content that is several (a
    /// `ForEach`): a modifier on a list of views applies to each, as in SwiftUI, so
    /// `ForEach { … }.padding()` in a grid still fills its columns. Otherwise the modified view is
    /// one item, built when needed.
    public static func _makeLazyViewList(view: Self, inputs: _ViewInputs, list: inout _LazyViewList) {
        guard let modifier = view.modifier as? any InputsModifier else {
            var items = _LazyViewList()
            Content._makeLazyViewList(view: view.content, inputs: inputs, list: &items)
            let modifier = view.modifier
            let modifiesEachItem = list.appendItems(of: items) { make, _, itemList in
                Modifier._makeViewList(modifier: modifier, inputs: inputs, body: { _, list in make(&list) }, list: &itemList)
            }
            if !modifiesEachItem {
                list.appendView(view, inputs: inputs)
            }
            return
        }
        var inputs = inputs
        modifier.modify(&inputs)
        Content._makeLazyViewList(view: view.content, inputs: inputs, list: &list)
    }
}

nonisolated extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    @inline(__always) public static func _makeViewList(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs, inout _ViewList) -> Void, list: inout _ViewList) {
        Modifier._makeViewList(modifier: modifier.modifier, inputs: inputs, body: { inputs, list in
            Content._makeViewList(modifier: modifier.content, inputs: inputs, body: body, list: &list)
        }, list: &list)
    }
}

/// An empty, or identity, modifier.
nonisolated public struct EmptyModifier: PrimitiveViewModifier, Sendable {
    public typealias Body = Never
    public static let identity = EmptyModifier()
    public init() {}

    package static func makeViewList(modifier: Self, inputs: _ViewInputs, list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void) {
        body(inputs, &list)
    }
}

nonisolated extension View {
    /// Applies a modifier to a view and returns a new view. Inlinable, like the modifiers built on it,
    /// so that the modified view's type is known where it is written instead of being looked up at
    /// run time for every view.
    @inlinable public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

nonisolated extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
