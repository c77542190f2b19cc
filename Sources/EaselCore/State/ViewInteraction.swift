import Foundation

/// What a view does when a person uses it: the part of a control that `ViewHost` drives.
package enum ViewInteraction {
    /// A tap runs the action (buttons, `onTapGesture`).
    case tap(() -> Void)
    /// A tap flips the value (toggles).
    case toggle(Binding<Bool>)
    /// Typing replaces the text; submitting runs the `onSubmit` actions around it (text fields).
    case text(Binding<String>, submit: [() -> Void])
    /// Dragging sets a value in a range, in steps when given (sliders, steppers).
    case value(Binding<Double>, in: ClosedRange<Double>, step: Double?)
    /// Gestures attached with `gesture(_:)` and its kin: taps, long presses, drags.
    case gestures(GestureHandlers)

    /// This interaction with `other`'s gestures added (a view's gestures and a control's tap add
    /// up; anything else, the outer one wins).
    func adding(_ other: ViewInteraction) -> ViewInteraction {
        guard case let .gestures(added) = other else { return other }
        switch self {
        case let .gestures(existing):
            var merged = existing
            merged.merge(added)
            return .gestures(merged)
        case let .tap(action):
            var merged = GestureHandlers(tap: [{ _ in action() }])
            merged.merge(added)
            return .gestures(merged)
        default:
            return self
        }
    }
}

/// Attaches an interaction to the views it modifies; disabled views (`disabled(true)` around
/// them) get none, as a disabled control ignores touches.
public struct _InteractionModifier: NodeAnnotatingModifier {
    let interaction: ViewInteraction

    package init(_ interaction: ViewInteraction) {
        self.interaction = interaction
    }

    package func annotate(_ node: LayoutNode, inputs: _ViewInputs) {
        guard inputs.environment.allowsInteraction else { return }
        var interaction = interaction
        if case let .text(binding, _) = interaction {
            interaction = .text(binding, submit: inputs.environment.submitActions)
        }
        node.annotate { annotations in
            annotations.interaction = annotations.interaction.map { $0.adding(interaction) } ?? interaction
        }
    }
}

enum AllowsInteractionKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// False inside a disabled view: its controls don't respond.
    package var allowsInteraction: Bool {
        get { self[AllowsInteractionKey.self] }
        set { self[AllowsInteractionKey.self] = newValue }
    }
}

extension View {
    /// Adds an action to perform when this view is tapped (`count` taps; a host taps once per
    /// call, so `count` only documents intent).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_InteractionModifier(.tap(action)))
    }
}
