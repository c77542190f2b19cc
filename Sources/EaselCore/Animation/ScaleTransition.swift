import Foundation

/// A transition that scales the view as it comes in and goes out (Apple, `ScaleTransition`,
/// iOS 17): scaled by `scale` around `anchor` while inserted or removed, full size at rest, so a
/// still picture shows the view unscaled.
public struct ScaleTransition: Transition {
    /// The scale the view has while it comes in and goes out.
    public var scale: Double
    /// The point the view scales around.
    public var anchor: UnitPoint

    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
}

extension Transition where Self == ScaleTransition {
    /// Scales the view down to nothing as it goes and up from nothing as it comes (Apple,
    /// `Transition.scale`: "a transition that scales the view"; the factor, zero, isn't published
    /// [I]; a still picture shows the view at rest whatever it is).
    public static var scale: ScaleTransition { ScaleTransition(0) }

    /// Scales the view to `scale` around `anchor` as it comes and goes.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}
