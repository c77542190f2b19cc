import Foundation

/// Whether two values of a view (or two environment values) are the same for an update: a view
/// whose value and inputs are unchanged keeps what its body made last time.
///
/// SwiftUI compares a view's new value with its old one field by field before running its body
/// again: `Equatable` values with `==`, references by identity, and it cannot see into closures,
/// so a view holding one counts as changed ("Demystify SwiftUI", WWDC21; Apple, `EquatableView`:
/// "prevents the view from updating its child view when its new value is the same as its old
/// value"). This does the same through reflection:
/// - an `Equatable` value compares with `==`;
/// - a class instance compares by identity;
/// - a struct, tuple, enum or optional compares field by field (case and payload);
/// - `@State`, `@StateObject`, `@Environment` and the other properties Easel connects to storage
///   are equal whatever their initial values: after the first body they read their storage, not
///   the value the view was made with;
/// - anything else (a closure, a metatype, a collection deeper or longer than the limits) is
///   different, which costs a body evaluation and is never wrong.
package enum ViewValueComparison {
    /// How deep into nested fields a comparison looks before it calls values different.
    static let maximumDepth = 8
    /// How many elements of a non-`Equatable` collection a comparison looks at.
    static let maximumElements = 64

    package static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        areEqual(lhs, rhs, depth: 0)
    }

    private static func areEqual(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        if let lhs = lhs as? any Equatable {
            return lhs.isEqual(toAny: rhs)
        }
        if lhs is any StorageConnectedProperty {
            return true
        }
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
}

extension Equatable {
    /// `==` against a value of unknown type: false unless it is a `Self`.
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
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
