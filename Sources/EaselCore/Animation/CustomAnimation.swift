import Foundation

/// An animation curve of your own (Apple, `CustomAnimation`, iOS 17): given the change and the
/// time since it began, the value to show, or nil once it has finished. Easel draws views at rest
/// (see `Animation`), where every animation has finished, so the curve is kept and described but
/// never stepped through.
public protocol CustomAnimation: Hashable, Sendable {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool { false }
}

extension Animation {
    /// An animation that runs a curve of your own (Apple, `Animation.init(_:)`).
    public init<A: CustomAnimation>(_ base: A) {
        self.init("\(A.self)")
    }
}

/// What a custom animation keeps between its steps, and the environment it runs in (Apple,
/// `AnimationContext`).
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's own state, by key.
    public var state: AnimationState<Value>
    /// Whether the animation has reached its end for `withAnimation`'s logical completion.
    public var isLogicallyComplete: Bool
    /// The environment of the view the animation runs in.
    public var environment: EnvironmentValues

    public init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false, environment: EnvironmentValues = EnvironmentValues()) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.environment = environment
    }
}

/// A custom animation's state: a value per key, the key's default until set (Apple, `AnimationState`).
public struct AnimationState<Value: VectorArithmetic> {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value a custom animation keeps in its state (Apple, `AnimationStateKey`).
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
