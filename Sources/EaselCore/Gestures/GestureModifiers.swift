import Foundation

/// A gesture with an action for each value while it is under way (`onChanged`).
public struct _ChangedGesture<Base: Gesture>: _PrimitiveGesture where Base.Value: Equatable {
    public typealias Value = Base.Value
    let base: Base
    let action: (Value) -> Void

    package func handlers(changed: @escaping (Value) -> Void, ended: @escaping (Value) -> Void) -> GestureHandlers {
        base.resolvedHandlers(changed: { action($0); changed($0) }, ended: ended)
    }
}

/// A gesture with an action for its final value (`onEnded`).
public struct _EndedGesture<Base: Gesture>: _PrimitiveGesture {
    public typealias Value = Base.Value
    let base: Base
    let action: (Value) -> Void

    package func handlers(changed: @escaping (Value) -> Void, ended: @escaping (Value) -> Void) -> GestureHandlers {
        base.resolvedHandlers(changed: changed, ended: { action($0); ended($0) })
    }
}

/// A gesture whose values are transformed (`map`).
public struct _MapGesture<Base: Gesture, Value>: _PrimitiveGesture {
    let base: Base
    let transform: (Base.Value) -> Value

    package func handlers(changed: @escaping (Value) -> Void, ended: @escaping (Value) -> Void) -> GestureHandlers {
        base.resolvedHandlers(changed: { changed(transform($0)) }, ended: { ended(transform($0)) })
    }
}

/// A gesture that updates a `@GestureState` while it is under way; the state returns to its
/// initial value when the gesture ends (Apple, `GestureState`).
public struct GestureStateGesture<Base: Gesture, State>: _PrimitiveGesture {
    public typealias Value = Base.Value
    let base: Base
    let state: GestureState<State>
    let body: (Value, inout State, inout Transaction) -> Void

    package func handlers(changed: @escaping (Value) -> Void, ended: @escaping (Value) -> Void) -> GestureHandlers {
        base.resolvedHandlers(changed: { value in
            var current = state.wrappedValue
            var transaction = Transaction()
            body(value, &current, &transaction)
            state.state.wrappedValue = current
            changed(value)
        }, ended: { value in
            state.state.wrappedValue = state.initialValue
            ended(value)
        })
    }
}

/// Two gestures recognised at once.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    let first: First
    let second: Second

    package func handlers(changed: @escaping (Value) -> Void, ended: @escaping (Value) -> Void) -> GestureHandlers {
        var handlers = first.resolvedHandlers(changed: { changed(Value(first: $0, second: nil)) }, ended: { ended(Value(first: $0, second: nil)) })
        handlers.merge(second.resolvedHandlers(changed: { changed(Value(first: nil, second: $0)) }, ended: { ended(Value(first: nil, second: $0)) }))
        return handlers
    }
}

/// One gesture, then another.
public struct SequenceGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    let first: First
    let second: Second

    package func handlers(changed: @escaping (Value) -> Void, ended: @escaping (Value) -> Void) -> GestureHandlers {
        // The second gesture's values carry the first's last value. A host performing the second
        // (a drag after a long press) performs the first just before, as a person must.
        let last = LastValue<First.Value>()
        let firstHandlers = first.resolvedHandlers(changed: { last.value = $0; changed(.first($0)) }, ended: { last.value = $0; changed(.first($0)) })
        func performFirst() {
            guard last.value == nil else { return }
            firstHandlers.longPress.forEach { $0(true) }
            firstHandlers.tap.forEach { $0(.zero) }
        }
        var handlers = firstHandlers
        handlers.merge(second.resolvedHandlers(changed: { value in
            performFirst()
            if let first = last.value { changed(.second(first, value)) }
        }, ended: { value in
            performFirst()
            if let first = last.value { ended(.second(first, value)) }
        }))
        return handlers
    }
}

/// One gesture or the other, the first preferred.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    let first: First
    let second: Second

    package func handlers(changed: @escaping (Value) -> Void, ended: @escaping (Value) -> Void) -> GestureHandlers {
        let preferred = first.resolvedHandlers(changed: { changed(.first($0)) }, ended: { ended(.first($0)) })
        let other = second.resolvedHandlers(changed: { changed(.second($0)) }, ended: { ended(.second($0)) })
        // The first takes the kinds of touch it recognises; the second gets the rest.
        return GestureHandlers(
            tap: preferred.tap.isEmpty ? other.tap : preferred.tap,
            longPress: preferred.longPress.isEmpty ? other.longPress : preferred.longPress,
            drag: preferred.drag.isEmpty ? other.drag : preferred.drag
        )
    }
}

extension Gesture {
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }

    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(base: self, action: action)
    }

    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(base: self, transform: body)
    }

    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(first: self, second: other)
    }

    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(first: self, second: other)
    }

    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(first: self, second: other)
    }
}

/// A value a gesture updates while it is under way, back to its initial value when it ends:
/// `@GestureState var dragOffset = CGSize.zero`. At rest, as in every picture, it is its initial
/// value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let state: State<Value>
    let initialValue: Value

    public init(wrappedValue: Value) {
        state = State(wrappedValue: wrappedValue)
        initialValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue)
    }

    public var wrappedValue: Value { state.wrappedValue }

    public var projectedValue: GestureState<Value> { self }
}

/// Which gestures a `gesture(_:including:)` enables: the gesture added (`gesture`), those of the
/// views inside (`subviews`), both (`all`) or neither (`none`) (Apple, `GestureMask`). A host
/// can't use what a mask leaves out: the views inside take no taps, switches or typing without
/// `subviews`, as `allowsHitTesting(false)` makes them.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none: GestureMask = []
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

nonisolated extension View {
    /// Attaches a gesture to the view; a `ViewHost` performs it (`tap`, `longPress`,
    /// `drag(id:by:)`).
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        transformEnvironment(\.allowsInteraction) { allows in
            if !mask.contains(.subviews) { allows = false }
        }
        .modifier(_InteractionModifier(mask.contains(.gesture) ? .gestures(gesture.resolvedHandlers(changed: { _ in }, ended: { _ in })) : nil))
    }

    /// Attaches a gesture recognised along with the view's other gestures.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        self.gesture(gesture, including: mask)
    }

    /// Attaches a gesture that takes precedence over the view's other gestures.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        self.gesture(gesture, including: mask)
    }

    /// Adds an action to perform when the view is long-pressed; a host's `longPress` performs it.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).onEnded { _ in
            onPressingChanged?(true)
            action()
            onPressingChanged?(false)
        })
    }

    /// iOS 13's form, with the pressing callback before the action (Apple,
    /// `onLongPressGesture(minimumDuration:maximumDistance:pressing:perform:)`, deprecated in
    /// iOS 16 for the form above): the same gesture. Disfavoured, so that a call both forms
    /// could take (a trailing closure alone) is the newer form's.
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }

    /// Adds an action to perform when the view is tapped, given where, in the view's own space (a
    /// host taps the centre of the view).
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
}

/// The last value of the first gesture of a sequence, which its second gesture's values carry.
private final class LastValue<Value> {
    var value: Value?
}
