import Foundation

/// A property wrapper that reads and writes a value in `UserDefaults`: `@AppStorage("volume")
/// var volume = 0.5` (Apple, `AppStorage`).
///
/// The store is `UserDefaults.standard` unless `.defaultAppStorage(_:)` names another around the
/// view, which is how tests keep their values apart. Writing a value renders a hosted view again,
/// as any state change does.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let read: (UserDefaults, String) -> Value?
    private let write: (UserDefaults, String, Value) -> Void
    private let explicitStore: UserDefaults?
    private let connection = AppStorageConnection()

    /// A value kept under `key` as `read` and `write` convert it (`package`: EaselCupertino keeps
    /// its own types, such as a tab customization, this way).
    package init(key: String, defaultValue: Value, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Value?, write: @escaping (UserDefaults, String, Value) -> Void) {
        self.key = key
        self.defaultValue = defaultValue
        self.explicitStore = store
        self.read = read
        self.write = write
    }

    private var defaults: UserDefaults {
        explicitStore ?? connection.environmentStore ?? .standard
    }

    public var wrappedValue: Value {
        get { read(defaults, key) ?? defaultValue }
        nonmutating set {
            write(defaults, key, newValue)
            connection.stateStore?.didChange(owner: nil)
        }
    }

    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

/// What an `AppStorage` learns when its view's body is about to run.
final class AppStorageConnection {
    var environmentStore: UserDefaults?
    weak var stateStore: StateStore?
}

extension AppStorage: InstallableProperty {
    package func install(in context: DynamicPropertyContext) {
        connection.environmentStore = context.environment.defaultAppStorage
        connection.stateStore = context.store
    }
}

extension AppStorage {
    private init(plist key: String, defaultValue: Value, store: UserDefaults?) {
        self.init(key: key, defaultValue: defaultValue, store: store,
                  read: { $0.object(forKey: $1) as? Value },
                  write: { $0.set($2, forKey: $1) })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.init(plist: key, defaultValue: wrappedValue, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.init(plist: key, defaultValue: wrappedValue, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.init(plist: key, defaultValue: wrappedValue, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.init(plist: key, defaultValue: wrappedValue, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self.init(plist: key, defaultValue: wrappedValue, store: store) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.url(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { ($0.string(forKey: $1)).flatMap(Value.init(rawValue:)) },
                  write: { $0.set($2.rawValue, forKey: $1) })
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { ($0.object(forKey: $1) as? Int).flatMap(Value.init(rawValue:)) },
                  write: { $0.set($2.rawValue, forKey: $1) })
    }

    /// An optional value: nil when the store has none, and writing nil removes it (Apple's
    /// optional `AppStorage` initialisers, iOS 14).
    private init<Wrapped>(optional key: String, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Wrapped?,
                          write: @escaping (UserDefaults, String, Wrapped) -> Void) where Value == Wrapped? {
        self.init(key: key, defaultValue: nil, store: store, read: { read($0, $1) }, write: { defaults, key, value in
            if let value { write(defaults, key, value) } else { defaults.removeObject(forKey: key) }
        })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(optional: key, store: store, read: { $0.string(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(optional: key, store: store, read: { $0.object(forKey: $1) as? Int }, write: { $0.set($2, forKey: $1) })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(optional: key, store: store, read: { $0.object(forKey: $1) as? Bool }, write: { $0.set($2, forKey: $1) })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(optional: key, store: store, read: { $0.object(forKey: $1) as? Double }, write: { $0.set($2, forKey: $1) })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(optional: key, store: store, read: { $0.data(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(optional: key, store: store, read: { $0.url(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(optional: key, store: store, read: { $0.string(forKey: $1).flatMap(R.init(rawValue:)) }, write: { $0.set($2.rawValue, forKey: $1) })
    }

    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(optional: key, store: store, read: { ($0.object(forKey: $1) as? Int).flatMap(R.init(rawValue:)) }, write: { $0.set($2.rawValue, forKey: $1) })
    }
}

private enum DefaultAppStorageKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: UserDefaults? = nil
}

extension EnvironmentValues {
    /// The store `@AppStorage` properties inside use (nil: `UserDefaults.standard`).
    package var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The store `@AppStorage` properties inside use when they name none.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}
