import Foundation
import Observation

/// A property wrapper that reads a value from a view's environment: `@Environment(\.colorScheme)`,
/// or, for an `@Observable` object supplied with `environment(_:)`, `@Environment(Model.self)`
/// (Apple, `Environment`).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value
    let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    public var wrappedValue: Value {
        read(box.environment ?? EnvironmentValues())
    }
}

extension Environment where Value: AnyObject & Observable {
    /// Reads the object of this type supplied with `environment(_:)`; stops the program naming
    /// the type when there is none, as SwiftUI does.
    public init(_ objectType: Value.Type) {
        read = { environment in
            guard let object = environment.objects[ObjectIdentifier(Value.self)] as? Value else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }
}

extension Environment: InstallableProperty {
    package func install(in context: DynamicPropertyContext) {
        box.environment = context.environment
    }
}

final class EnvironmentBox {
    var environment: EnvironmentValues?
}

nonisolated extension View {
    /// Supplies an `@Observable` object to the views inside this one, for `@Environment(T.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformEnvironment(\.objects) { $0[ObjectIdentifier(T.self)] = object }
    }
}
