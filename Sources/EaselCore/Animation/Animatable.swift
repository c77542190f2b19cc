import Foundation

/// A value that animations interpolate: it adds, subtracts and scales (Apple, `VectorArithmetic`).
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The value scaled by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// The value `amount` of the way to `other` (0 is this value, 1 is `other`).
    public func interpolated(towards other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// A value with nothing to animate (Apple, `EmptyAnimatableData`).
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values animated together (Apple, `AnimatablePair`).
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: Self { Self(.zero, .zero) }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }

    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Equatable where First: Equatable, Second: Equatable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}
extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// A type whose changes SwiftUI animates by interpolating `animatableData` (Apple, `Animatable`).
///
/// Easel draws views at rest: a picture shows the value an animation ends at, which is the value
/// the view holds, so `animatableData` is read and written by code that uses it and never
/// interpolated by Easel.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic = EmptyAnimatableData
    /// `nonisolated`, so that a main-actor view (every `View` and `ViewModifier` is one) or a shape
    /// implements it with a plain property, as SwiftUI code writes it.
    nonisolated var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension Angle: Animatable {
    public var animatableData: Double {
        get { radians }
        set { self = .radians(newValue) }
    }
}

/// A modifier whose changes animate (deprecated in iOS 17 for `Animatable` views and modifiers).
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension Double: Animatable {
    public typealias AnimatableData = Double
}

extension Float: Animatable {
    public typealias AnimatableData = Float
}

extension CGFloat: Animatable {
    public typealias AnimatableData = CGFloat
}
