import Foundation

/// A property wrapper type that can read and write a value owned by a source of truth: a
/// `@State`, an observable object's property (`$model.name`), or anything with a getter and a
/// setter (Apple, `Binding`).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// A binding to an immutable value: writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// Creates a binding from the value of another binding (`@Binding var x` initialised with
    /// `_x = Binding(projectedValue: $y)`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> {
        self
    }

    /// A binding to a property of the value: `$settings.volume`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.wrappedValue = value
            }
        )
    }

    /// The same binding; Easel draws still pictures, so changes are not animated.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        self
    }
}

extension Binding {
    /// A binding to an optional value made from a binding to a value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// A binding to a value made from a binding to an optional one, or nil when it is nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        var current = value
        self.init(get: { base.wrappedValue ?? current }, set: { current = $0; base.wrappedValue = $0 })
    }
}
