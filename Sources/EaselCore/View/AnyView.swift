import Foundation

/// A type-erased view.
nonisolated public struct AnyView: View {
    public typealias Body = Never
    @usableFromInline let storage: AnyViewStorageBase

    /// Inlinable so that the storage's type is known where the view's is, instead of being looked
    /// up at run time for every view erased.
    /// Whether both erase the same view value, made once (the same storage): how an update
    /// compares them (SPI for Easel's iOS looks, which keep views pushed or presented).
    @_spi(SystemViews)
    public func _isSame(as other: AnyView) -> Bool {
        storage === other.storage
    }

    @inlinable public init<V: View>(_ view: V) {
        if V.self == AnyView.self {
            storage = unsafeBitCast(view, to: AnyView.self).storage
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

@usableFromInline
class AnyViewStorageBase {
    @usableFromInline init() {}

    func makeViewList(inputs: _ViewInputs, list: inout _ViewList) {}
    func makeLazyViewList(inputs: _ViewInputs, list: inout _LazyViewList) {}
}

@usableFromInline
final class AnyViewStorage<V: View>: AnyViewStorageBase {
    let view: V

    @usableFromInline init(_ view: V) {
        self.view = view
    }

    override func makeViewList(inputs: _ViewInputs, list: inout _ViewList) {
        V._makeViewList(view: view, inputs: inputs, list: &list)
    }

    override func makeLazyViewList(inputs: _ViewInputs, list: inout _LazyViewList) {
        V._makeLazyViewList(view: view, inputs: inputs, list: &list)
    }
}
