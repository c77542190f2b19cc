import Foundation

/// A property wrapper type that can read and write a value owned by a source of truth: a
/// `@State`, an observable object's property (`$model.name`), or anything with a getter and a
/// setter (Apple, `Binding`).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void
    /// Where the binding reads and writes, and the value it read when it was made, for bindings
    /// made by Easel from a source of truth it knows (see `isSameForUpdate`); nil for one made
    /// from a getter and a setter, which can't be compared.
    private let source: (place: BindingPlace, snapshot: Value)?

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
        self.source = nil
    }

    /// A binding to `place`, whose value is `get()` now.
    init(place: BindingPlace, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
        self.source = (place, get())
    }

    /// A binding to an immutable value: writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(place: BindingPlace(root: nil, path: []), get: { value }, set: { _ in })
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
        let get: () -> Subject = { self.wrappedValue[keyPath: keyPath] }
        let set: (Subject) -> Void = { newValue in
            var value = self.wrappedValue
            value[keyPath: keyPath] = newValue
            self.wrappedValue = value
        }
        guard let place = source?.place else { return Binding<Subject>(get: get, set: set) }
        return Binding<Subject>(place: BindingPlace(root: place.root, path: place.path + [keyPath]), get: get, set: set)
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

/// What a binding made by Easel reads and writes: a root (a state's stored value; none for a
/// constant) and the properties followed from it (`$settings.volume`).
struct BindingPlace: Equatable {
    let root: AnyObject?
    let path: [AnyKeyPath]

    static func == (lhs: BindingPlace, rhs: BindingPlace) -> Bool {
        lhs.root === rhs.root && lhs.path == rhs.path
    }
}

extension Binding: UpdateComparable {
    /// Whether two bindings are the same for an update: the same place, read as the same value
    /// when each was made. SwiftUI's `Binding` holds its location and the value it read, and a
    /// view holding one is compared by them: a parent that runs its body again without changing
    /// the value bound doesn't make its children run theirs. A binding from a getter and a setter
    /// is never the same as another, as closures can't be compared.
    func isSameForUpdate(as other: Binding<Value>) -> Bool {
        guard let source, let otherSource = other.source, source.place == otherSource.place else { return false }
        return ViewValueComparison.areEqual(source.snapshot, toValueIn: otherSource.snapshot)
    }
}
