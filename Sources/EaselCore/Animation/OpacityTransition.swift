import Foundation

/// A transition that fades the view in and out (Apple, `OpacityTransition`, iOS 17): transparent
/// while inserted or removed, opaque at rest, so a still picture shows the view as it is.
public struct OpacityTransition: Transition {
    public init() {}

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    /// A fade doesn't move the view, so it has no motion (`TransitionProperties.hasMotion`) [I].
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension Transition where Self == OpacityTransition {
    /// Fades the view in as it comes and out as it goes.
    public static var opacity: OpacityTransition { OpacityTransition() }
}
