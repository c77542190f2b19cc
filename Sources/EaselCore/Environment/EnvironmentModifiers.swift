import Foundation

/// A modifier that only changes what the views inside are resolved with (their environment), so
/// that it can be applied to the content of a lazy container without building it: a `Section`
/// or `ForEach` under `.environment(…)` in a `List` stays lazy and keeps its sections.
nonisolated package protocol InputsModifier: PrimitiveViewModifier {
    func modify(_ inputs: inout _ViewInputs)
}

nonisolated extension InputsModifier {
    package static func makeViewList(modifier: Self, inputs: _ViewInputs, list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void) {
        var inputs = inputs
        modifier.modify(&inputs)
        body(inputs, &list)
    }

    /// Resolves the content in the modified inputs; where the layout direction changed, the views
    /// it made are marked to place their children in the new direction (see
    /// `PlacementContext.mirrorAxis`).
    static func makeViewList(modifier: Self, changingLayoutDirection: Bool, inputs: _ViewInputs, list: inout _ViewList,
                             body: (_ViewInputs, inout _ViewList) -> Void) {
        var modified = inputs
        modifier.modify(&modified)
        let first = list.nodes.count
        body(modified, &list)
        let direction = modified.environment.layoutDirection
        guard changingLayoutDirection, direction != inputs.environment.layoutDirection else { return }
        for node in list.nodes[first...] {
            node.annotate { $0.layoutDirection = direction }
        }
    }
}

nonisolated(unsafe) private let layoutDirectionKeyPath: AnyKeyPath = \EnvironmentValues.layoutDirection  // immutable once made

/// A modifier that writes a value into the environment of the views inside it.
nonisolated public struct _EnvironmentKeyWritingModifier<Value>: InputsModifier {
    public typealias Body = Never
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var value: Value

    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    package func modify(_ inputs: inout _ViewInputs) {
        inputs.environment[keyPath: keyPath] = value
    }

    package static func makeViewList(modifier: Self, inputs: _ViewInputs, list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void) {
        makeViewList(modifier: modifier, changingLayoutDirection: modifier.keyPath == layoutDirectionKeyPath, inputs: inputs, list: &list, body: body)
    }
}

/// A modifier that transforms a value of the environment of the views inside it.
nonisolated public struct _EnvironmentKeyTransformModifier<Value>: InputsModifier {
    public typealias Body = Never
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var transform: (inout Value) -> Void

    package func modify(_ inputs: inout _ViewInputs) {
        transform(&inputs.environment[keyPath: keyPath])
    }

    package static func makeViewList(modifier: Self, inputs: _ViewInputs, list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void) {
        makeViewList(modifier: modifier, changingLayoutDirection: modifier.keyPath == layoutDirectionKeyPath, inputs: inputs, list: &list, body: body)
    }
}

nonisolated extension View {
    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Transforms the environment value of the specified key path with the given function.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }
}
