import Foundation
import OpenCombine

/// A property wrapper type that subscribes to an observable object: the view reads it, and a
/// host renders again after a change (Apple, `ObservedObject`). `ObservableObject` and
/// `@Published` come from OpenCombine, Combine's open implementation, since Linux has no Combine.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Gives bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    public var projectedValue: Wrapper {
        Wrapper(root: wrappedValue)
    }
}

extension ObservedObject: InstallableProperty {
    /// Nothing to connect: the object is the view's. The view is invalidated when it changes.
    package func install(in context: DynamicPropertyContext) {
        context.store?.updates.observe(wrappedValue, for: context.identity)
    }
}
