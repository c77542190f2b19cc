import Foundation

/// A custom parameter attribute that constructs views from closures: any number of children
/// (through parameter packs), `if`, `if`/`else`, `if let`, `switch` and availability checks.
/// Inlinable, so that the views a body builds have types known where the body is written.
@resultBuilder
public enum ViewBuilder {
    @inlinable public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    @inlinable public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    @inlinable public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    @inlinable public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    @inlinable public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    @inlinable public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// A view created from a tuple of views: the children of a view builder block, in order.
nonisolated public struct TupleView<T>: View {
    public typealias Body = Never
    public var value: T
    @usableFromInline let makeViewList: (T, _ViewInputs, inout _ViewList) -> Void
    @usableFromInline let makeLazyViewList: (T, _ViewInputs, inout _LazyViewList) -> Void

    /// Inlinable so that the closures walking the children are made for the children's types where
    /// the block is written: they then capture nothing and cost no allocation.
    @inlinable public init<each Element: View>(_ value: (repeat each Element)) where T == (repeat each Element) {
        self.value = value
        self.makeViewList = { tuple, inputs, list in
            var count = 0
            for _ in repeat each tuple { count += 1 }
            list.reserveCapacityWhenEmpty(count)
            var index = 0
            repeat _makeChildViewList(each tuple, index: &index, inputs: inputs, list: &list)
        }
        self.makeLazyViewList = { tuple, inputs, list in
            repeat _makeChildLazyViewList(each tuple, inputs: inputs, list: &list)
        }
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    @inline(__always) public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        view.makeViewList(view.value, inputs, &list)
    }

    public static func _makeLazyViewList(view: Self, inputs: _ViewInputs, list: inout _LazyViewList) {
        view.makeLazyViewList(view.value, inputs, &list)
    }
}

/// Resolves the child of a view builder block at `index`, identified by its position.
@usableFromInline
func _makeChildViewList<Child: View>(_ child: Child, index: inout Int, inputs: _ViewInputs, list: inout _ViewList) {
    inputs.identified(by: .child(index)) { Child._makeViewList(view: child, inputs: $0, list: &list) }
    index += 1
}

/// Describes the child of a view builder block for a lazy container.
@usableFromInline
func _makeChildLazyViewList<Child: View>(_ child: Child, inputs: _ViewInputs, list: inout _LazyViewList) {
    Child._makeLazyViewList(view: child, inputs: inputs, list: &list)
}

/// The content of an `if`/`else` or `switch` in a view builder: one branch or the other.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never

    @usableFromInline enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    @usableFromInline let storage: Storage

    @usableFromInline init(storage: Storage) {
        self.storage = storage
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    @inline(__always) public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        switch view.storage {
        case let .trueContent(content):
            inputs.identified(by: .branch(true)) { TrueContent._makeViewList(view: content, inputs: $0, list: &list) }
        case let .falseContent(content):
            inputs.identified(by: .branch(false)) { FalseContent._makeViewList(view: content, inputs: $0, list: &list) }
        }
    }

    public static func _makeLazyViewList(view: Self, inputs: _ViewInputs, list: inout _LazyViewList) {
        switch view.storage {
        case let .trueContent(content):
            TrueContent._makeLazyViewList(view: content, inputs: inputs, list: &list)
        case let .falseContent(content):
            FalseContent._makeLazyViewList(view: content, inputs: inputs, list: &list)
        }
    }
}

nonisolated extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBodyCalled(Self.self) }

    @inline(__always) public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        if let view {
            Wrapped._makeViewList(view: view, inputs: inputs, list: &list)
        }
    }

    public static func _makeLazyViewList(view: Self, inputs: _ViewInputs, list: inout _LazyViewList) {
        if let view {
            Wrapped._makeLazyViewList(view: view, inputs: inputs, list: &list)
        }
    }
}

/// A view that doesn't contain any content.
nonisolated public struct EmptyView: View {
    public typealias Body = Never
    @inlinable public init() {}
    public var body: Never { primitiveBodyCalled(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {}
    public static func _makeLazyViewList(view: Self, inputs: _ViewInputs, list: inout _LazyViewList) {}
}

/// A type that collects multiple views into a single instance, without affecting their layout.
/// Modifiers applied to a group apply to each of its members.
public struct Group<Content> {
    public var content: Content

    @inlinable public init(content: Content) {
        self.content = content
    }
}

nonisolated extension Group: View where Content: View {
    public typealias Body = Never

    @inlinable public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    @inline(__always) public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        Content._makeViewList(view: view.content, inputs: inputs, list: &list)
    }

    public static func _makeLazyViewList(view: Self, inputs: _ViewInputs, list: inout _LazyViewList) {
        Content._makeLazyViewList(view: view.content, inputs: inputs, list: &list)
    }
}
