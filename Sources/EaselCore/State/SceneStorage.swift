import Foundation

/// A property wrapper for a value kept with the scene (the window) rather than with a view:
/// `@SceneStorage("draft") var draft = ""` (Apple, `SceneStorage`).
///
/// iOS restores scene storage when the app is relaunched; a `ViewHost` is Easel's scene, so values
/// live as long as the host and are shared by every view that uses the same key. Views laid out
/// once (`ViewLayout`, `ImageRenderer`) see the default value.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let connection = SceneStorageConnection()

    /// A value stored under `key`, `wrappedValue` until something is written.
    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        self.defaultValue = wrappedValue
    }

    /// An optional value stored under `key`, nil until something is written.
    public init<Wrapped>(_ key: String) where Value == Wrapped? {
        self.key = key
        self.defaultValue = nil
    }

    public var wrappedValue: Value {
        get { connection.stateStore?.sceneValues[key] as? Value ?? defaultValue }
        nonmutating set {
            guard let store = connection.stateStore else { return }
            store.sceneValues[key] = newValue
            store.didChange(owner: nil)
        }
    }

    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

/// What a `SceneStorage` learns when its view's body is about to run.
final class SceneStorageConnection {
    weak var stateStore: StateStore?
}

extension SceneStorage: InstallableProperty {
    package func install(in context: DynamicPropertyContext) {
        connection.stateStore = context.store
    }
}
