import Foundation

/// A key for accessing a layout value of a layout container's subviews.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// Stores a value that a custom layout reads from `LayoutSubview[key]`. Like other traits, it stays
/// with the view through the modifiers applied outside it.
nonisolated public struct _LayoutValueModifier<Key: LayoutValueKey>: NodeAnnotatingModifier {
    public typealias Body = Never
    let value: Key.Value

    package func annotate(_ node: LayoutNode, inputs: _ViewInputs) {
        node.annotate { $0.traits.layoutValues[ObjectIdentifier(Key.self)] = value }
    }
}

nonisolated extension View {
    /// Associates a value with a custom layout property.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier<K>(value: value))
    }
}
