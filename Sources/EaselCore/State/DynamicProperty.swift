@_spi(Reflection) import Swift
import Foundation

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
/// Properties are found through the type's field metadata, as SwiftUI finds them: once per type,
/// which fields are dynamic properties and where they are stored (the runtime's `_forEachField`,
/// which `Mirror` reads too); then for each value, only those fields are read. A type the runtime
/// can't describe that way (a class, an enum) is reflected with `Mirror` each time.
package enum DynamicProperties {
    /// The dynamic properties of each type seen, by type.
    private static let plans = PerTypeCache<Plan>()

    /// Where a type keeps its dynamic properties; nil fields for a type reflected each time.
    private struct Plan: @unchecked Sendable {
        /// Metatypes are immutable: the plan is only read once made.
        let fields: [Field]?
    }

    private struct Field {
        let name: String
        let offset: Int
        let kind: Kind

        enum Kind {
            /// A property Easel connects itself (`@State`, `@Environment`, …).
            case installable(any InstallableProperty.Type)
            /// The user's own property built from dynamic properties: its parts are connected.
            case composed(any DynamicProperty.Type)
        }
    }

    package static func install<Value>(in value: Value, inputs: _ViewInputs, identity: ViewIdentity) {
        install(in: value, inputs: inputs, identity: identity, prefix: "")
    }

    private static func install<Value>(in value: Value, inputs: _ViewInputs, identity: ViewIdentity, prefix: String) {
        guard let fields = plan(for: Value.self).fields else {
            install(Mirror(reflecting: value), inputs: inputs, identity: identity, prefix: prefix)
            return
        }
        guard !fields.isEmpty else { return }
        withUnsafeBytes(of: value) { bytes in
            for field in fields {
                let address = bytes.baseAddress! + field.offset
                switch field.kind {
                case let .installable(type):
                    func connect<Property: InstallableProperty>(_: Property.Type) {
                        address.assumingMemoryBound(to: Property.self).pointee.install(
                            in: DynamicPropertyContext(environment: inputs.environment, store: inputs.stateStore, identity: identity, name: prefix + field.name)
                        )
                    }
                    connect(type)
                case let .composed(type):
                    func connectParts<Property: DynamicProperty>(_: Property.Type) {
                        install(in: address.assumingMemoryBound(to: Property.self).pointee, inputs: inputs, identity: identity, prefix: prefix + field.name + ".")
                    }
                    connectParts(type)
                }
            }
        }
    }

    /// The plan for `type`, made the first time it is asked for.
    private static func plan(for type: Any.Type) -> Plan {
        plans.value(for: type) { makePlan(for: type) }
    }

    private static func makePlan(for type: Any.Type) -> Plan {
        var fields: [Field] = []
        let described = _forEachField(of: type) { name, offset, fieldType, _ in
            if let installable = fieldType as? any InstallableProperty.Type {
                fields.append(Field(name: String(cString: name), offset: offset, kind: .installable(installable)))
            } else if let composed = fieldType as? any DynamicProperty.Type {
                fields.append(Field(name: String(cString: name), offset: offset, kind: .composed(composed)))
            }
            return true
        }
        return Plan(fields: described ? fields : nil)
    }

    private static func install(_ mirror: Mirror, inputs: _ViewInputs, identity: ViewIdentity, prefix: String) {
        for (offset, child) in mirror.children.enumerated() {
            let name = prefix + (child.label ?? "\(offset)")
            if let property = child.value as? any InstallableProperty {
                property.install(in: DynamicPropertyContext(environment: inputs.environment, store: inputs.stateStore, identity: identity, name: name))
            } else if child.value is any DynamicProperty {
                // A property of the user's own built from dynamic properties: connect its parts.
                install(Mirror(reflecting: child.value), inputs: inputs, identity: identity, prefix: name + ".")
            }
        }
    }
}
