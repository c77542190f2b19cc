import Foundation

/// A type-erased view.
public struct AnyView: View {
    public typealias Body = Never
    private let storage: AnyViewStorageBase

    public init<V: View>(_ view: V) {
        if let anyView = view as? AnyView {
            storage = anyView.storage
        } else {
            storage = AnyViewStorage(view)
        }
    }

    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    /// Creates a type-erased view from a value that is a view, or returns nil.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.init(view)
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        view.storage.makeViewList(inputs: inputs, list: &list)
    }

    public static func _makeLazyViewList(view: Self, inputs: _ViewInputs, list: inout _LazyViewList) {
        view.storage.makeLazyViewList(inputs: inputs, list: &list)
    }
}

class AnyViewStorageBase {
    func makeViewList(inputs: _ViewInputs, list: inout _ViewList) {}
    func makeLazyViewList(inputs: _ViewInputs, list: inout _LazyViewList) {}
}

final class AnyViewStorage<V: View>: AnyViewStorageBase {
    let view: V

    init(_ view: V) {
        self.view = view
    }

    override func makeViewList(inputs: _ViewInputs, list: inout _ViewList) {
        V._makeViewList(view: view, inputs: inputs, list: &list)
    }

    override func makeLazyViewList(inputs: _ViewInputs, list: inout _LazyViewList) {
        V._makeLazyViewList(view: view, inputs: inputs, list: &list)
    }
}
