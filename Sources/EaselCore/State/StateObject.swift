import Foundation
import OpenCombine

/// A property wrapper type that instantiates an observable object once per view identity: the
/// object is made the first time the view appears and kept while it stays (Apple, `StateObject`).
/// Without a host, it is made once per view value.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(make: thunk)
    }

    public var wrappedValue: ObjectType {
        box.object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: box.object)
    }
}

extension StateObject: InstallableProperty {
    package func install(in context: DynamicPropertyContext) {
        guard let store = context.store else { return }
        let make = box.make
        box.stored = store.storage(for: StateKey(view: context.identity, property: context.name)) {
            StoredObject(make())
        }.object
        if let object = box.stored {
            store.updates.observe(object, for: context.identity)
        }
    }
}

final class StateObjectBox<ObjectType: AnyObject> {
    let make: () -> ObjectType
    var stored: ObjectType?

    init(make: @escaping () -> ObjectType) {
        self.make = make
    }

    var object: ObjectType {
        if let stored { return stored }
        let made = make()
        stored = made
        return made
    }
}

/// An object kept in a `StateStore`.
final class StoredObject<ObjectType: AnyObject> {
    let object: ObjectType

    init(_ object: ObjectType) {
        self.object = object
    }
}
