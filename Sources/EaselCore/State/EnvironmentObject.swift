import Foundation
import OpenCombine

/// A property wrapper type for an observable object that a parent view supplies with
/// `environmentObject(_:)`. Reading it when no ancestor supplied one stops the program with the
/// message SwiftUI gives, naming the type (Apple, `EnvironmentObject`).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = EnvironmentObjectBox<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError(EnvironmentObjectBox<ObjectType>.missingMessage)
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }
}

extension EnvironmentObject: InstallableProperty {
    package func install(in context: DynamicPropertyContext) {
        box.object = context.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType
        if let object = box.object {
            context.store?.updates.observe(object, for: context.identity)
        }
    }
}

final class EnvironmentObjectBox<ObjectType: AnyObject> {
    var object: ObjectType?

    /// SwiftUI's words for a missing environment object.
    static var missingMessage: String {
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
    }
}

enum EnvironmentObjectsKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: [ObjectIdentifier: AnyObject] = [:]
}

extension EnvironmentValues {
    /// Objects supplied with `environmentObject(_:)` and `environment(_:)`, by type.
    package var objects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Supplies an observable object to the views inside this one, for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.objects) { $0[ObjectIdentifier(T.self)] = object }
    }
}
