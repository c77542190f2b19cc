import Foundation

/// Keyframes for a `KeyframeAnimator` (Apple, `Keyframes`). Easel draws the animator at rest, with
/// its initial value, so keyframes are declared and kept, never played.
public protocol Keyframes<Value> {
    associatedtype Value
}

/// The keyframes of one property of the animated value (Apple, `KeyframeTrack`).
public struct KeyframeTrack<Root, Value: Animatable>: Keyframes {
    /// The property animated (nil: the whole value).
    let keyPath: WritableKeyPath<Root, Value>?
    let keyframes: [KeyframeStep<Value>]

    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> _KeyframeTrackSteps<Value>) {
        self.keyPath = keyPath
        self.keyframes = content().steps
    }

    public init(@KeyframeTrackContentBuilder<Value> content: () -> _KeyframeTrackSteps<Value>) where Root == Value {
        self.keyPath = nil
        self.keyframes = content().steps
    }
}

/// What a track holds: its keyframes (Apple, `KeyframeTrackContent`).
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
    var _steps: [KeyframeStep<Value>] { get }
}

/// One keyframe: the value to reach, how long it takes, and how it gets there.
public struct KeyframeStep<Value> {
    enum Kind { case linear(UnitCurve), cubic, spring(Spring), move }
    let value: Value
    let duration: TimeInterval
    let kind: Kind
}

/// The keyframes of a track, in order.
public struct _KeyframeTrackSteps<Value: Animatable>: KeyframeTrackContent {
    package var steps: [KeyframeStep<Value>]
    public var _steps: [KeyframeStep<Value>] { steps }
}

/// Moves to a value at a constant rate, paced by a curve (Apple, `LinearKeyframe`).
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _steps: [KeyframeStep<Value>]
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        _steps = [KeyframeStep(value: to, duration: duration, kind: .linear(timingCurve))]
    }
}

/// Moves to a value along a smooth curve through the keyframes around it (Apple, `CubicKeyframe`).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _steps: [KeyframeStep<Value>]
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        _steps = [KeyframeStep(value: to, duration: duration, kind: .cubic)]
    }
}

/// Moves to a value with a spring (Apple, `SpringKeyframe`).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _steps: [KeyframeStep<Value>]
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        _steps = [KeyframeStep(value: to, duration: duration ?? spring.settlingDuration, kind: .spring(spring))]
    }
}

/// Jumps to a value at once (Apple, `MoveKeyframe`).
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _steps: [KeyframeStep<Value>]
    public init(_ to: Value) {
        _steps = [KeyframeStep(value: to, duration: 0, kind: .move)]
    }
}

/// Collects the keyframes of a track.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content) -> _KeyframeTrackSteps<Value> where Content.Value == Value {
        _KeyframeTrackSteps(steps: content._steps)
    }

    public static func buildBlock(_ parts: _KeyframeTrackSteps<Value>...) -> _KeyframeTrackSteps<Value> {
        _KeyframeTrackSteps(steps: parts.flatMap(\.steps))
    }

    public static func buildOptional(_ part: _KeyframeTrackSteps<Value>?) -> _KeyframeTrackSteps<Value> {
        part ?? _KeyframeTrackSteps(steps: [])
    }

    public static func buildEither(first: _KeyframeTrackSteps<Value>) -> _KeyframeTrackSteps<Value> { first }
    public static func buildEither(second: _KeyframeTrackSteps<Value>) -> _KeyframeTrackSteps<Value> { second }

    public static func buildArray(_ parts: [_KeyframeTrackSteps<Value>]) -> _KeyframeTrackSteps<Value> {
        _KeyframeTrackSteps(steps: parts.flatMap(\.steps))
    }
}

/// The tracks of a keyframe animator.
public struct _KeyframeTracks<Value>: Keyframes {
    package var count: Int
}

/// Collects the tracks of a keyframe animator.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<Animated>(_ track: KeyframeTrack<Value, Animated>) -> _KeyframeTracks<Value> {
        _KeyframeTracks(count: 1)
    }

    /// Keyframes of the whole value, without a `KeyframeTrack` around them: Apple's builder
    /// takes them when the value is itself `Animatable` (iOS 17, `KeyframesBuilder`), as one track.
    public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content) -> _KeyframeTracks<Value> where Content.Value == Value {
        _KeyframeTracks(count: 1)
    }

    public static func buildBlock(_ parts: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> {
        _KeyframeTracks(count: parts.reduce(0) { $0 + $1.count })
    }

    public static func buildOptional(_ part: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> { part ?? _KeyframeTracks(count: 0) }
    public static func buildEither(first: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { first }
    public static func buildEither(second: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { second }
}

/// A view that animates a value through keyframes when `trigger` changes, or repeatedly (Apple,
/// `KeyframeAnimator`). A picture is of the animator at rest: its content with `initialValue`.
nonisolated public struct KeyframeAnimator<Value, Content: View>: View {
    let initialValue: Value
    let content: (Value) -> Content

    public init<Trigger: Equatable, K: Keyframes>(
        initialValue: Value, trigger: Trigger,
        @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) where K.Value == Value {
        self.initialValue = initialValue
        self.content = content
    }

    public init<K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) where K.Value == Value {
        self.initialValue = initialValue
        self.content = content
    }

    public var body: some View { content(initialValue) }
}

nonisolated extension View {
    /// Animates `content`'s value through keyframes when `trigger` changes; a picture shows the
    /// view with `initialValue` (Apple, `keyframeAnimator(initialValue:trigger:content:keyframes:)`).
    public func keyframeAnimator<Value, Trigger: Equatable, Modified: View, K: Keyframes>(
        initialValue: Value, trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        content(PlaceholderContentView(content: self), initialValue)
    }

    /// Animates `content`'s value through keyframes, repeatedly; a picture shows `initialValue`.
    public func keyframeAnimator<Value, Modified: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        content(PlaceholderContentView(content: self), initialValue)
    }
}

/// The view an animator modifier or a transition was applied to, as its content closure receives
/// it (Apple, `PlaceholderContentView`; `Value` names what it stands in for: the view, or the
/// `Transition`).
nonisolated public struct PlaceholderContentView<Value>: View {
    let content: AnyView

    init<Content: View>(content: Content) {
        self.content = AnyView(content)
    }

    public var body: some View { content }
}
