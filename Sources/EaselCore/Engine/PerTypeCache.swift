import Synchronization

/// Something worked out once per type (how its fields are read, how its values compare) and
/// kept for every later value of the type, from any thread. Metatypes are immortal and
/// immutable, so what is worked out from one never goes stale.
final class PerTypeCache<Value: Sendable>: Sendable {
    private let values = Mutex<[ObjectIdentifier: Value]>([:])

    /// The value for `type`, made by `make` the first time it is asked for.
    func value(for type: Any.Type, make: () -> Value) -> Value {
        let key = ObjectIdentifier(type)
        if let known = values.withLock({ $0[key] }) { return known }
        let value = make()
        values.withLock { $0[key] = value }
        return value
    }
}
