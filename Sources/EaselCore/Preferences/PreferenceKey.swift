import Foundation

/// A named value produced by a view: views set it, and it flows up to the views around them,
/// combined along the way (Apple, `PreferenceKey`).
public protocol PreferenceKey {
    associatedtype Value
    /// The value of the key when no view sets it.
    static var defaultValue: Value { get }
    /// Combines the values of sibling views, in view order: `value` holds those before,
    /// `nextValue` gives the next one.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// How one modifier changes a preference of the view it is applied to.
package struct PreferenceEntry {
    package enum Change {
        /// `preference(key:value:)`: the view's value, replacing what its content produced.
        case set(Any)
        /// `transformPreference`: a change to what the content produced (a `(inout K.Value) -> Void`).
        case transform(Any)
    }
    package let key: ObjectIdentifier
    package let change: Change
}

extension LayoutNode {
    /// The value of the preference `K` this view produces, or nil when no view in it sets one.
    ///
    /// The children's values are combined in view order with `K.reduce` (Apple: "reduce ... values
    /// in view-tree order"), then the view's own modifiers apply, innermost first: a
    /// `preference(key:value:)` replaces what the content produced (as in SwiftUI, an outer value
    /// wins), a `transformPreference` changes it. Only what is built counts: the rows of a lazy stack
    /// that don't show, and a geometry reader's content before it is placed, produce nothing, as in
    /// SwiftUI.
    package final func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        var value = childrenMayHavePreferences ? LayoutNode.preferenceValue(K.self, of: children) : nil
        guard let entries = annotations?.preferences, !entries.isEmpty else { return value }
        let id = ObjectIdentifier(K.self)
        for entry in entries where entry.key == id {
            switch entry.change {
            case let .set(newValue):
                value = newValue as? K.Value
            case let .transform(transform):
                guard let transform = transform as? (inout K.Value) -> Void else { continue }
                var changed = value ?? K.defaultValue
                transform(&changed)
                value = changed
            }
        }
        return value
    }

    /// Whether the view or a view below it may set or transform a preference.
    package final var mayHavePreferences: Bool {
        if let annotations, !annotations.preferences.isEmpty { return true }
        return childrenMayHavePreferences
    }

    /// The value of `K` the views `nodes` produce, reduced in view order; nil when none sets one.
    fileprivate static func preferenceValue<K: PreferenceKey>(_ key: K.Type, of nodes: [LayoutNode]) -> K.Value? {
        var value: K.Value?
        for node in nodes {
            guard node.mayHavePreferences, let next = node.preferenceValue(K.self) else { continue }
            if value == nil {
                value = next
            } else {
                K.reduce(value: &value!, nextValue: { next })
            }
        }
        return value
    }

    /// Whether a view below this one may set or transform a preference: a reader skips the
    /// subtrees that don't. A navigation stack reads its screen's title and toolbar each time it
    /// is resolved, which visited every view of a long screen.
    ///
    /// Worked out once and remembered: a view's children and their annotations are complete
    /// before the view around is made (modifiers annotate the views they modify before passing
    /// them up), and a kept view keeps its subtree. A view that builds its children while laid
    /// out may always have some.
    final var childrenMayHavePreferences: Bool {
        if buildsChildrenWhileLaidOut { return true }
        if let memo = childrenHavePreferencesMemo { return memo }
        let answer = children.contains { $0.mayHavePreferences }
        childrenHavePreferencesMemo = answer
        return answer
    }

    /// Notes that `nodes` are now below this view, in place of others: a container given other
    /// children (`replaceChildren`), and the views around it (`ViewUpdates.evaluateInPlace`). An
    /// answer of yes stays, which at worst visits views that have none; a container of a
    /// thousand rows isn't asked about each of them again.
    final func noteChildrenMayHavePreferences(from nodes: [LayoutNode]) {
        if childrenHavePreferencesMemo == false, nodes.contains(where: \.mayHavePreferences) {
            childrenHavePreferencesMemo = true
        }
    }
}

/// The value of `K` produced by a list of resolved views, reduced in order.
package func preferenceValue<K: PreferenceKey>(_ key: K.Type, of nodes: [LayoutNode]) -> K.Value {
    LayoutNode.preferenceValue(K.self, of: nodes) ?? K.defaultValue
}

/// Sets or transforms a preference of each view it modifies.
nonisolated public struct _PreferenceModifier: NodeAnnotatingModifier {
    public typealias Body = Never
    let entry: PreferenceEntry

    package init(entry: PreferenceEntry) {
        self.entry = entry
    }

    package func annotate(_ node: LayoutNode, inputs: _ViewInputs) {
        node.annotate { $0.preferences.append(entry) }
    }
}

nonisolated extension View {
    /// Sets a value for the given preference: the views around this one see it, combined with
    /// their other contents' values.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceModifier(entry: PreferenceEntry(key: ObjectIdentifier(K.self), change: .set(value))))
    }

    /// Applies a transformation to a preference value produced by this view's content.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceModifier(entry: PreferenceEntry(key: ObjectIdentifier(K.self), change: .transform(callback))))
    }
}
