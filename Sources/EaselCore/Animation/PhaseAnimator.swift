import Foundation

/// A view that animates through phases, once each time `trigger` changes or over and over (Apple,
/// `PhaseAnimator`). Each run starts and ends at the first phase, and a picture is of the view at
/// rest: its content in the first phase. An empty sequence of phases shows nothing, with a
/// diagnostic (SwiftUI requires at least one).
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let firstPhase: Phase?
    let content: (Phase) -> Content

    public init<Phases: Sequence, Trigger: Equatable>(
        _ phases: Phases, trigger: Trigger,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where Phases.Element == Phase {
        self.firstPhase = phases.first { _ in true }
        self.content = content
    }

    public init<Phases: Sequence>(
        _ phases: Phases,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where Phases.Element == Phase {
        self.firstPhase = phases.first { _ in true }
        self.content = content
    }

    public var body: some View {
        if let firstPhase {
            content(firstPhase)
        } else {
            EmptyView().modifier(_DiagnosticModifier(message: "PhaseAnimator was given no phases; it shows nothing."))
        }
    }
}

nonisolated extension View {
    /// Animates the view through `phases` each time `trigger` changes; a picture shows the first
    /// phase (Apple, `phaseAnimator(_:trigger:content:animation:)`).
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Trigger: Equatable, Modified: View>(
        _ phases: Phases, trigger: Trigger,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase {
        PhaseAnimator(phases, trigger: trigger, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
    }

    /// Animates the view through `phases` over and over; a picture shows the first phase.
    public func phaseAnimator<Phase: Equatable, Phases: Sequence, Modified: View>(
        _ phases: Phases,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where Phases.Element == Phase {
        PhaseAnimator(phases, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
    }
}
