import Foundation

/// A modifier that writes a value into the environment of the views inside it.
public struct _EnvironmentKeyWritingModifier<Value>: PrimitiveViewModifier {
    public typealias Body = Never
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var value: Value

    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    package static func makeViewList(modifier: Self, inputs: _ViewInputs, list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void) {
        var inputs = inputs
        inputs.environment[keyPath: modifier.keyPath] = modifier.value
        body(inputs, &list)
    }
}

/// A modifier that transforms a value of the environment of the views inside it.
public struct _EnvironmentKeyTransformModifier<Value>: PrimitiveViewModifier {
    public typealias Body = Never
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var transform: (inout Value) -> Void

    package static func makeViewList(modifier: Self, inputs: _ViewInputs, list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void) {
        var inputs = inputs
        modifier.transform(&inputs.environment[keyPath: modifier.keyPath])
        body(inputs, &list)
    }
}

extension View {
    /// Sets the environment value of the specified key path to the given value.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Transforms the environment value of the specified key path with the given function.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }
}
