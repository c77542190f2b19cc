import Foundation

/// An animation of a symbol image (Apple, `SymbolEffect`, iOS 17): bounces, pulses, variable
/// colour, scaling, appearing, replacing. A picture shows the symbol at rest, as for every
/// animation (see `Animation`): between effects, which is also what an indefinite effect's
/// first frame shows.
public protocol SymbolEffect: Sendable {}
/// An effect that plays for as long as it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that plays once each time a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that changes a symbol as it is replaced.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}
/// An effect that plays as a symbol appears or disappears.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// One symbol effect with its variants (direction, layering, reversal); every named effect of
/// SwiftUI is one of these.
public struct _SymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, ContentTransitionSymbolEffect, TransitionSymbolEffect, Equatable {
    let name: String

    public var up: _SymbolEffect { self }
    public var down: _SymbolEffect { self }
    public var byLayer: _SymbolEffect { self }
    public var wholeSymbol: _SymbolEffect { self }
    public var iterative: _SymbolEffect { self }
    public var cumulative: _SymbolEffect { self }
    public var reversing: _SymbolEffect { self }
    public var nonReversing: _SymbolEffect { self }
    public var hideInactiveLayers: _SymbolEffect { self }
    public var dimInactiveLayers: _SymbolEffect { self }
    public var downUp: _SymbolEffect { self }
    public var upUp: _SymbolEffect { self }
    public var offUp: _SymbolEffect { self }
    public var clockwise: _SymbolEffect { self }
    public var counterClockwise: _SymbolEffect { self }
    public var pulse: _SymbolEffect { self }
    public var plain: _SymbolEffect { self }
}

extension SymbolEffect where Self == _SymbolEffect {
    public static var bounce: _SymbolEffect { _SymbolEffect(name: "bounce") }
    public static var pulse: _SymbolEffect { _SymbolEffect(name: "pulse") }
    public static var variableColor: _SymbolEffect { _SymbolEffect(name: "variableColor") }
    public static var scale: _SymbolEffect { _SymbolEffect(name: "scale") }
    public static var appear: _SymbolEffect { _SymbolEffect(name: "appear") }
    public static var disappear: _SymbolEffect { _SymbolEffect(name: "disappear") }
    public static var replace: _SymbolEffect { _SymbolEffect(name: "replace") }
    public static var wiggle: _SymbolEffect { _SymbolEffect(name: "wiggle") }
    public static var breathe: _SymbolEffect { _SymbolEffect(name: "breathe") }
    public static var rotate: _SymbolEffect { _SymbolEffect(name: "rotate") }
    public static var automatic: _SymbolEffect { _SymbolEffect(name: "automatic") }
}

/// How a symbol effect plays (Apple, `SymbolEffectOptions`).
public struct SymbolEffectOptions: Sendable, Equatable {
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
    public var repeating: SymbolEffectOptions { self }
    public var nonRepeating: SymbolEffectOptions { self }
}

extension ContentTransition {
    /// A symbol replaced by another, with a symbol effect; at rest, the new symbol.
    public static func symbolEffect<T: ContentTransitionSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }

    public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
}

nonisolated extension View {
    /// Plays an indefinite symbol effect while `isActive` (a picture shows the symbol at rest).
    public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        self
    }

    /// Plays a symbol effect each time `value` changes (a picture shows the symbol at rest).
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        self
    }

    /// Removes the symbol effects of the images inside (at rest already).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        self
    }
}
