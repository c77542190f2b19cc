import Foundation
import Observation

/// A property wrapper that makes bindings to the properties of an `@Observable` object:
/// `@Bindable var book: Book`, then `TextField("Title", text: $book.title)` (Apple, `Bindable`).
///
/// Writing through a binding sets the object's property; a `ViewHost` renders again after every
/// use of a control, so the change shows, as in SwiftUI.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    public var projectedValue: Bindable<Value> { self }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}
