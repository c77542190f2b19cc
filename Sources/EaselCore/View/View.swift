import Foundation

/// A type that represents part of your app's user interface.
///
/// As in SwiftUI, you write a view's content in `body`; Easel resolves bodies into layout nodes and
/// lays them out. `View` is not bound to the main actor: layout runs on any thread.
public protocol View {
    associatedtype Body: View

    @ViewBuilder var body: Self.Body { get }

    /// Resolves `view` into the layout nodes it contributes to its parent, in order.
    ///
    /// The default resolves `body`. Easel's primitive views (stacks, shapes, modifiers, …) implement
    /// it themselves; you never call or implement it.
    static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList)

    /// Describes `view` as the content of a lazy container, without building it (see
    /// `_LazyViewList`). The default treats a primitive view as one item and forwards to `body`
    /// otherwise; you never call or implement it.
    static func _makeLazyViewList(view: Self, inputs: _ViewInputs, list: inout _LazyViewList)
}

extension View {
    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        guard let inputs = inputs.nested(orPlaceholderIn: &list) else { return }
        let start = list.nodes.count
        inputs.identified(by: .view(ObjectIdentifier(Self.self))) { inputs in
            DynamicProperties.install(in: view, inputs: inputs, identity: inputs.identity)
            Body._makeViewList(view: view.body, inputs: inputs, list: &list)
        }
        // Remember which of the user's views produced each node, for layout inspection.
        for index in start..<list.nodes.count {
            list.nodes[index].addSourceViewType(Self.self)
        }
    }
}

extension Never: View {
    public typealias Body = Never

    public var body: Never {
        primitiveBodyCalled(Self.self)
    }

    public static func _makeViewList(view: Never, inputs: _ViewInputs, list: inout _ViewList) {}
    public static func _makeLazyViewList(view: Never, inputs: _ViewInputs, list: inout _LazyViewList) {}
}

/// Traps with a clear message: a primitive view's `body` is never part of the view tree.
package func primitiveBodyCalled(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive view; its body is never evaluated")
}
