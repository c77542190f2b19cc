import Foundation
import Synchronization

/// An interface for a stored variable that updates an external property of a view: `@State`,
/// `@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `@Environment` and your own
/// properties built from them.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value; called before the view's body is
    /// evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// What a dynamic property is connected to before its view's body runs.
package struct DynamicPropertyContext {
    package let environment: EnvironmentValues
    package let store: StateStore?
    package let identity: ViewIdentity
    /// The property's name in its view ("_count" for `@State var count`).
    package let name: String
}

/// A dynamic property Easel connects itself: it finds its storage or environment value.
package protocol InstallableProperty {
    func install(in context: DynamicPropertyContext)
}

/// Connects the dynamic properties of a view (or modifier) value before its body is evaluated.
///
/// Properties are found by reflection, as SwiftUI finds them through the view's field metadata;
/// which types have none is remembered, so views without state cost one lookup.
package enum DynamicProperties {
    private static let typesWithout = Mutex<Set<ObjectIdentifier>>([])

    package static func install<Value>(in value: Value, inputs: _ViewInputs, identity: ViewIdentity) {
        let type = ObjectIdentifier(Value.self)
        if typesWithout.withLock({ $0.contains(type) }) { return }
        var found = false
        install(Mirror(reflecting: value), inputs: inputs, identity: identity, prefix: "", found: &found)
        if !found {
            typesWithout.withLock { _ = $0.insert(type) }
        }
    }

    private static func install(_ mirror: Mirror, inputs: _ViewInputs, identity: ViewIdentity, prefix: String, found: inout Bool) {
        for (offset, child) in mirror.children.enumerated() {
            let name = prefix + (child.label ?? "\(offset)")
            if let property = child.value as? any InstallableProperty {
                found = true
                property.install(in: DynamicPropertyContext(environment: inputs.environment, store: inputs.stateStore, identity: identity, name: name))
            } else if child.value is any DynamicProperty {
                // A property of the user's own built from dynamic properties: connect its parts.
                found = true
                install(Mirror(reflecting: child.value), inputs: inputs, identity: identity, prefix: name + ".", found: &found)
            }
        }
    }
}
