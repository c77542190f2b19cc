@_spi(Reflection) import Swift
import Foundation

/// Whether two values of a view (or two environment values) are the same for an update: a view
/// whose value and inputs are unchanged keeps what its body made last time.
///
/// SwiftUI compares a view's new value with its old one field by field before running its body
/// again: `Equatable` values with `==`, references by identity, and it cannot see into closures,
/// so a view holding one counts as changed ("Demystify SwiftUI", WWDC21; Apple, `EquatableView`:
/// "prevents the view from updating its child view when its new value is the same as its old
/// value"). This does the same:
/// - an `Equatable` value compares with `==`;
/// - a class instance compares by identity;
/// - a struct, tuple, enum or optional compares field by field (case and payload);
/// - a `Binding` compares by what it reads and the value it read (`Binding.isSameForUpdate`);
/// - `@State`, `@StateObject`, `@Environment` and the other properties Easel connects to storage
///   are equal whatever their initial values: after the first body they read their storage, not
///   the value the view was made with;
/// - anything else (a closure, a metatype, a collection deeper or longer than the limits) is
///   different, which costs a body evaluation and is never wrong.
///
/// Structs and tuples are compared through their field metadata, as SwiftUI compares them: once
/// per type, where each field is stored and how it compares (the runtime's `_forEachField`, which
/// `Mirror` reads too); then each value's fields are compared in place, without reflecting it. A
/// `Mirror` for each value had been most of an update that compares a thousand rows. Enums,
/// optionals, collections and structs with fields that can't be read in place (an existential, an
/// optional that may be a weak reference) are reflected with `Mirror`.
package enum ViewValueComparison {
    /// How deep into nested fields a comparison looks before it calls values different.
    static let maximumDepth = 8
    /// How many elements of a non-`Equatable` collection a comparison looks at.
    static let maximumElements = 64

    package static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        areEqual(lhs, rhs, depth: 0)
    }

    /// Whether `lhs` and the value `rhs` holds are the same: `lhs`'s type is known, so it is
    /// neither boxed nor opened (a view compared with its record's, once per view an update meets).
    package static func areEqual<Value>(_ lhs: Value, toValueIn rhs: Any) -> Bool {
        // An existential (or an instance of a subclass) compares by what it holds, opened.
        guard type(of: lhs) == Value.self else { return areEqual(lhs, rhs) }
        return areEqual(lhs, toValueIn: rhs, depth: 0)
    }

    /// Whether `lhs`, of exactly the type `Value`, and the value `rhs` holds are the same.
    private static func areEqual<Value>(_ lhs: Value, toValueIn rhs: Any, depth: Int) -> Bool {
        guard let right = rhs as? Value, type(of: right) == Value.self else { return false }
        return withUnsafePointer(to: lhs) { left in
            withUnsafePointer(to: right) { right in
                areEqual(UnsafeRawPointer(left), UnsafeRawPointer(right), type: Value.self, depth: depth)
            }
        }
    }

    private static func areEqual(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        func compare<Value>(_ left: Value) -> Bool {
            areEqual(left, toValueIn: rhs, depth: depth)
        }
        return _openExistential(lhs, do: compare)
    }

    /// Whether the values of `type` at `lhs` and `rhs` are the same.
    fileprivate static func areEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, type: Any.Type, depth: Int) -> Bool {
        switch plan(for: type, sample: lhs).comparison {
        case let .equatable(isEqual):
            return isEqual(lhs, rhs)
        case .alwaysEqual:
            return true
        case .identity:
            return lhs.load(as: UInt.self) == rhs.load(as: UInt.self)
        case let .optional(compare):
            return compare(lhs, rhs, depth)
        case let .fields(fields):
            guard depth < maximumDepth else { return false }
            for field in fields {
                let left = lhs + field.offset
                let right = rhs + field.offset
                switch field.comparison {
                case .bits:
                    guard left.load(as: UInt.self) == right.load(as: UInt.self) else { return false }
                case .never:
                    return false
                case let .value(fieldType):
                    guard areEqual(left, right, type: fieldType, depth: depth + 1) else { return false }
                }
            }
            return true
        case .reflectedUnlessShared:
            // One buffer holds the same references.
            if lhs.load(as: UInt.self) == rhs.load(as: UInt.self) { return true }
            fallthrough
        case .reflected:
            func reflect<Value>(_: Value.Type) -> Bool {
                reflectedAreEqual(lhs.assumingMemoryBound(to: Value.self).pointee, rhs.assumingMemoryBound(to: Value.self).pointee, depth: depth)
            }
            return reflect(type)
        }
    }

    /// Two values compared through `Mirror`.
    private static func reflectedAreEqual(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
        let left = Mirror(reflecting: lhs)
        switch left.displayStyle {
        case .class:
            return (lhs as AnyObject) === (rhs as AnyObject)
        case .struct, .tuple, .enum, .optional, .collection, .set, .dictionary:
            guard depth < maximumDepth else { return false }
            let right = Mirror(reflecting: rhs)
            guard left.children.count == right.children.count, left.children.count <= maximumElements else { return false }
            if left.displayStyle == .enum, "\(lhs)".prefix(while: { $0 != "(" }) != "\(rhs)".prefix(while: { $0 != "(" }) {
                return false
            }
            for (leftChild, rightChild) in zip(left.children, right.children) {
                guard leftChild.label == rightChild.label, areEqual(leftChild.value, rightChild.value, depth: depth + 1) else { return false }
            }
            return true
        default:
            // Closures and metatypes show nothing to compare.
            return false
        }
    }

    // MARK: Plans

    /// How the values of a type compare, worked out once per type.
    private struct Plan: @unchecked Sendable {
        /// Metatypes and the comparisons made from them are immutable: a plan is only read once made.
        let comparison: Comparison

        enum Comparison {
            case equatable((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
            /// A property connected to storage (see `StorageConnectedProperty`).
            case alwaysEqual
            /// A class instance, by identity.
            case identity
            /// An optional of a value that isn't `Equatable`: both nil, or both holding values
            /// that are the same (compared in place, at the depth given).
            case optional((UnsafeRawPointer, UnsafeRawPointer, Int) -> Bool)
            /// A struct or tuple, field by field in place.
            case fields([Field])
            /// Through `Mirror`, value by value.
            case reflected
            /// An array of class instances: the same when it is the same buffer (its one word),
            /// else through `Mirror`.
            case reflectedUnlessShared
        }

        struct Field {
            let offset: Int
            let comparison: FieldComparison
        }

        enum FieldComparison {
            /// A reference (strong, weak or unowned, to a class instance): the same if the stored
            /// bits are, without loading it (a weak or unowned reference can't be read as a
            /// strong one in place).
            case bits
            /// A closure or a metatype: never the same.
            case never
            /// A value of the type, compared by its own plan.
            case value(Any.Type)
        }
    }

    private static let plans = PerTypeCache<Plan>()

    /// The plan for `type`, made the first time it is needed from a value of it at `sample`.
    private static func plan(for type: Any.Type, sample: UnsafeRawPointer) -> Plan {
        plans.value(for: type) { Plan(comparison: comparison(for: type, sample: sample)) }
    }

    private static func comparison(for type: Any.Type, sample: UnsafeRawPointer) -> Plan.Comparison {
        if let equatable = type as? any Equatable.Type {
            return .equatable(equality(of: equatable))
        }
        if type is any StorageConnectedProperty.Type {
            return .alwaysEqual
        }
        if let comparable = type as? any UpdateComparable.Type {
            return .equatable(sameness(of: comparable))
        }
        if type is AnyClass {
            return .identity
        }
        if let optional = type as? any OptionalField.Type {
            // A value on its own (a view, an environment value), not a field, is never a weak
            // reference: an optional instance compares by identity, its bits (nil is zero).
            if optional.wrappedType is AnyClass { return .identity }
            if holdsValueInPlace(optional) { return .optional(optional.areSame) }
        }
        // An array of models handed down unchanged is the same buffer, however long: SwiftUI's
        // comparison sees the same reference in it, and so the same view. Only arrays of class
        // instances: the same closures in one buffer may read other values now.
        if let array = type as? any ReferenceArray.Type, array.holdsClassInstances {
            return .reflectedUnlessShared
        }
        // An existential (a `Mirror`'s child of a field of protocol type comes as one) compares
        // by the value it holds, reflected; arrays, sets and dictionaries are structs too, and
        // compare by element, reflected.
        func sampled<Value>(_: Value.Type) -> (dynamicType: Any.Type, style: Mirror.DisplayStyle?) {
            let value = sample.assumingMemoryBound(to: Value.self).pointee as Any
            return (Swift.type(of: value), Mirror(reflecting: value).displayStyle)
        }
        let (dynamicType, displayStyle) = sampled(type)
        guard dynamicType == type, displayStyle == .struct || displayStyle == .tuple else {
            return .reflected
        }
        var fields: [Plan.Field] = []
        var readable = true
        let described = _forEachField(of: type) { _, offset, fieldType, kind in
            guard let comparison = fieldComparison(fieldType, kind: kind) else {
                readable = false
                return false
            }
            fields.append(Plan.Field(offset: offset, comparison: comparison))
            return true
        }
        return described && readable ? .fields(fields) : .reflected
    }

    /// How a field of `type` compares in place, or nil if it can't be read in place.
    private static func fieldComparison(_ type: Any.Type, kind: _MetadataKind) -> Plan.FieldComparison? {
        switch kind {
        case .class:
            return .bits
        case .struct, .tuple, .enum:
            return .value(type)
        case .optional:
            // A weak reference is an optional of a class or of a class-bound existential, stored
            // differently from a strong one: a class's compares by its bits; an optional that is
            // `Equatable` can't be of an existential, so it is stored as it reads.
            guard let optional = type as? any OptionalField.Type else { return nil }
            if optional.wrappedType is AnyClass { return .bits }
            return type is any Equatable.Type || holdsValueInPlace(optional) ? .value(type) : nil
        case .function, .metatype, .existentialMetatype:
            return .never
        default:
            return nil
        }
    }

    private static func sameness<Value: UpdateComparable>(of _: Value.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { lhs, rhs in
            lhs.assumingMemoryBound(to: Value.self).pointee.isSameForUpdate(as: rhs.assumingMemoryBound(to: Value.self).pointee)
        }
    }

    /// Whether an optional holds a value type (a struct, an enum, a tuple), stored as it reads:
    /// only an optional of a class or of a class-bound existential may be a weak reference.
    private static func holdsValueInPlace(_ optional: any OptionalField.Type) -> Bool {
        guard let kind = metadataKind(of: optional.wrappedType) else { return false }
        return kind == .struct || kind == .enum || kind == .tuple || kind == .optional
    }

    /// The kind of `type`'s metadata, read as that of a field's (the runtime's reflection names
    /// no other way).
    private static func metadataKind(of type: Any.Type) -> _MetadataKind? {
        func kind<Value>(_: Value.Type) -> _MetadataKind? {
            var found: _MetadataKind?
            _forEachField(of: FieldProbe<Value>.self) { _, _, _, kind in
                found = kind
                return false
            }
            return found
        }
        return kind(type)
    }

    private static func equality<Value: Equatable>(of _: Value.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { lhs, rhs in
            lhs.assumingMemoryBound(to: Value.self).pointee == rhs.assumingMemoryBound(to: Value.self).pointee
        }
    }
}

/// A value that tells itself whether it is the same as another for an update, where comparing
/// its fields can't (`Binding`, whose closures can't be compared).
protocol UpdateComparable {
    func isSameForUpdate(as other: Self) -> Bool
}

/// An array, for the type of its elements.
private protocol ReferenceArray {
    static var holdsClassInstances: Bool { get }
}

extension Array: ReferenceArray {
    static var holdsClassInstances: Bool { Element.self is AnyClass && MemoryLayout<Self>.size == MemoryLayout<UInt>.size }
}

/// A struct of one field of `Value`, whose field metadata tells `Value`'s kind.
private struct FieldProbe<Value> {
    let value: Value
}

/// An optional, for the type it wraps.
private protocol OptionalField {
    static var wrappedType: Any.Type { get }
    /// Whether the optionals at the two addresses are both nil, or hold the same values.
    static func areSame(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, depth: Int) -> Bool
}

extension Optional: OptionalField {
    static var wrappedType: Any.Type { Wrapped.self }

    static func areSame(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, depth: Int) -> Bool {
        switch (lhs.assumingMemoryBound(to: Self.self).pointee, rhs.assumingMemoryBound(to: Self.self).pointee) {
        case (nil, nil):
            return true
        case let (left?, right?):
            return withUnsafePointer(to: left) { left in
                withUnsafePointer(to: right) { right in
                    ViewValueComparison.areEqual(UnsafeRawPointer(left), UnsafeRawPointer(right), type: Wrapped.self, depth: depth)
                }
            }
        default:
            return false
        }
    }
}

/// A dynamic property whose value comes from storage Easel connects it to (a host's state, the
/// environment), not from the view value it was made in: two views differing only in its
/// initial value are the same view.
package protocol StorageConnectedProperty {}

extension State: StorageConnectedProperty {}
extension StateObject: StorageConnectedProperty {}
extension Environment: StorageConnectedProperty {}
extension EnvironmentObject: StorageConnectedProperty {}
extension AppStorage: StorageConnectedProperty {}
extension SceneStorage: StorageConnectedProperty {}
