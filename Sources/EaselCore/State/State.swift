import Foundation

/// A property wrapper type that can read and write a value managed by Easel.
///
/// As in SwiftUI, the value lives outside the view struct, tied to the view's identity: a
/// `ViewHost` keeps it between renders, so a write (from a button's action, a binding) is seen
/// by the next body evaluation (Apple, `State`). Laid out without a host, a view sees its
/// initial value, and writes last as long as the view value.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    public init(initialValue value: Value) {
        box = StateBox(value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the state value: `$count`.
    public var projectedValue: Binding<Value> {
        let box = box
        // The stored value a host connected is the state's place from render to render; the
        // box is made again with each view value.
        let root: AnyObject = box.location ?? box
        return Binding(place: BindingPlace(root: root, path: []), get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: InstallableProperty {
    package func install(in context: DynamicPropertyContext) {
        guard let store = context.store else { return }
        let initial = box.local
        box.location = store.storage(for: StateKey(view: context.identity, property: context.name)) {
            StateLocation(value: initial, store: store, owner: context.identity)
        }
    }
}

/// A `State`'s reference to its value: its own copy until a host connects it to the stored one.
final class StateBox<Value> {
    var local: Value
    var location: StateLocation<Value>?

    init(_ value: Value) {
        local = value
    }

    /// The hosts whose views read the value while no view owned it: one declared outside a view
    /// (a test's or a preview's `@State var text`, bound to a field with `$text`). Writing it
    /// makes their next update evaluate every body, as no one view depends on it.
    private var readers: [WeakInvalidations] = []

    var value: Value {
        get {
            if let location { return location.value }
            if let reading = Invalidations.resolving, !readers.contains(where: { $0.value === reading }) {
                readers.append(WeakInvalidations(value: reading))
            }
            return local
        }
        set {
            if let location {
                location.value = newValue
                location.store?.didChange(owner: location.owner)
            } else {
                local = newValue
                for reader in readers {
                    reader.value?.invalidateEverything()
                }
            }
        }
    }
}

private struct WeakInvalidations {
    weak var value: Invalidations?
}

/// A stored state value in a `StateStore`.
final class StateLocation<Value> {
    var value: Value
    weak var store: StateStore?
    /// The view that declares the state: writing it invalidates that view.
    let owner: ViewIdentity

    init(value: Value, store: StateStore, owner: ViewIdentity) {
        self.value = value
        self.store = store
        self.owner = owner
    }
}
