import Foundation

/// How a change animates.
///
/// Easel draws views at rest: a picture shows the state a change ends in, which is what iOS shows
/// once an animation has finished (every curve and spring ends at its target). So animations are
/// accepted and described, and changes apply at once.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    /// The curve's name and arguments, as written ("spring(duration: 0.5, bounce: 0.2)").
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static let spring = Animation("spring")
    public static let interactiveSpring = Animation("interactiveSpring")
    public static let bouncy = Animation("bouncy")
    public static let smooth = Animation("smooth")
    public static let snappy = Animation("snappy")

    public static func linear(duration: Double) -> Animation { Animation("linear(duration: \(duration))") }
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn(duration: \(duration))") }
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut(duration: \(duration))") }
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut(duration: \(duration))") }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
        Animation("timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), duration: \(duration))")
    }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation("spring(response: \(response), dampingFraction: \(dampingFraction))")
    }
    /// Disfavoured, so that `.spring()` (every argument defaulted, a call written since iOS 13)
    /// means `spring(response:dampingFraction:blendDuration:)` and isn't ambiguous: SwiftUI
    /// declares both with defaults for every argument, and `.spring()` compiles there (seen in the
    /// 100 Days of SwiftUI's Animations project).
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring(duration: \(duration), bounce: \(bounce))")
    }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))")
    }
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(stiffness: \(stiffness), damping: \(damping))")
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("bouncy(duration: \(duration))") }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("smooth(duration: \(duration))") }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation("snappy(duration: \(duration))") }

    public func delay(_ delay: Double) -> Animation { Animation(description + ".delay(\(delay))") }
    public func speed(_ speed: Double) -> Animation { Animation(description + ".speed(\(speed))") }
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { Animation(description + ".repeatCount(\(count))") }
    public func repeatForever(autoreverses: Bool = true) -> Animation { Animation(description + ".repeatForever") }
}

/// Runs `body`, SwiftUI's way to animate the changes it makes; Easel applies them at once (see
/// `Animation`).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body`, then `completion`: the animation has ended by the time a picture is taken.
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete, _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// When an animation counts as finished, for `withAnimation(_:completionCriteria:_:completion:)`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// The context of a change (its animation), for `withTransaction` and `.transaction`.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// Runs `body` in a transaction; Easel applies its changes at once.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

nonisolated extension View {
    /// Animates changes of `value` in this view; a picture shows where they end (see `Animation`).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        self
    }

    /// Animates every change in this view (deprecated in iOS 15); a picture shows where they end.
    public func animation(_ animation: Animation?) -> some View {
        self
    }

    /// Changes the transaction of changes in this view; a picture shows where they end.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        self
    }

    /// Animates the modifiers `body` applies to the view (Apple, `animation(_:body:)`, iOS 17):
    /// a picture shows them where they end, applied to the view as written.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: self))
    }
}
