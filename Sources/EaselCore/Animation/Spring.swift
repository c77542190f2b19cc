import Foundation

/// A spring's physics (Apple, `Spring`): given as a perceptual duration and bounce, as a response
/// and damping ratio, or as mass, stiffness and damping, which are the same spring.
///
/// The conversions are the ones Apple gives for SwiftUI's springs (WWDC23 "Animate with
/// springs"): response = duration; damping ratio = 1 − bounce for a bounce ≥ 0, 1 / (1 + bounce)
/// below; stiffness = (2π / response)² × mass; damping = 4π × damping ratio × mass / response.
/// A picture shows a spring's end, so Easel keeps the values for code that reads them.
public struct Spring: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    /// A spring that takes about `duration` seconds to settle perceptually, with `bounce` (0 none,
    /// up to 1; negative is overdamped).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        let response = Spring.usable(duration, 0.5)
        let bounce = Swift.min(1, Swift.max(-1, Spring.finite(bounce, 0)))
        let dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + Swift.max(bounce, -0.999))
        self.init(response: response, dampingRatio: dampingRatio)
    }

    public init(response: Double, dampingRatio: Double) {
        let response = Spring.usable(response, 0.5)
        self.init(
            mass: 1,
            stiffness: pow(2 * .pi / response, 2),
            damping: 4 * .pi * Swift.max(0, Spring.finite(dampingRatio, 1)) / response,
            allowOverDamping: true
        )
    }

    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.mass = Spring.usable(mass, 1)
        self.stiffness = Swift.max(Spring.usable(stiffness, 1), .leastNonzeroMagnitude)
        let damping = Swift.max(0, Spring.finite(damping, 0))
        let critical = 2 * (self.stiffness * self.mass).squareRoot()
        self.damping = allowOverDamping ? damping : Swift.min(damping, critical)
    }

    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // For an underdamped spring the envelope e^(−ζωt) falls to ε at the settling duration.
        let ratio = Swift.min(1, Swift.max(0.01, Spring.usable(dampingRatio, 1)))
        let angular = -log(Swift.max(epsilon, 1e-9)) / (ratio * Spring.usable(settlingDuration, 1))
        self.init(response: 2 * .pi / angular, dampingRatio: ratio)
    }

    /// The response: the period of the undamped spring, in seconds.
    public var response: Double { 2 * .pi * (mass / stiffness).squareRoot() }
    /// Damping over critical damping: 1 critical, below 1 bouncy.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// The perceptual duration: the response.
    public var duration: TimeInterval { response }
    /// How bouncy the spring is: 1 − damping ratio when bouncy, 1 / damping ratio − 1 when overdamped.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    /// How long the spring takes to come within 0.1 % of its target (its envelope's decay).
    public var settlingDuration: TimeInterval {
        let ratio = Swift.max(0.01, Swift.min(1, dampingRatio))
        let angular = 2 * .pi / response
        return -log(0.001) / (ratio * angular)
    }

    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }

    /// `value` if it is finite and positive, else `fallback`.
    private static func usable(_ value: Double, _ fallback: Double) -> Double {
        value.isFinite && value > 0 ? value : fallback
    }

    /// `value` if it is finite, else `fallback`.
    private static func finite(_ value: Double, _ fallback: Double) -> Double {
        value.isFinite ? value : fallback
    }
}

extension Animation {
    /// An animation that follows `spring`; a picture shows where it ends.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation("spring(duration: \(formatLength(spring.duration)), bounce: \(formatLength(spring.bounce)))")
    }

    /// An interpolating spring animation; a picture shows where it ends.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(duration: \(formatLength(spring.duration)), bounce: \(formatLength(spring.bounce)))")
    }

    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }
}
