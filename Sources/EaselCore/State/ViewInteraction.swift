import Foundation

/// What a view does when a person uses it: the part of a control that `ViewHost` drives.
package enum ViewInteraction {
    /// A tap runs the action (buttons, `onTapGesture`).
    case tap(() -> Void)
    /// A tap flips the value (toggles).
    case toggle(Binding<Bool>)
    /// Typing replaces the text; submitting runs the `onSubmit` actions around it (text fields).
    case text(Binding<String>, submit: [() -> Void])
    /// Dragging sets a value in a range, in steps when given (sliders, steppers); the control's
    /// `onEditingChanged` is told as the drag starts (true) and ends (false).
    case value(Binding<Double>, in: ClosedRange<Double>, step: Double?, editingChanged: (Bool) -> Void)
    /// Gestures attached with `gesture(_:)` and its kin: taps, long presses, drags.
    case gestures(GestureHandlers)
    /// A presented file importer or exporter (`fileImporter`, `fileExporter`).
    case filePicker(_FilePicker)

    /// Whether a tap does something: runs an action, flips a toggle, or reaches a tap gesture.
    var isTappable: Bool {
        switch self {
        case .tap, .toggle: true
        case let .gestures(handlers): !handlers.tap.isEmpty
        case .text, .value, .filePicker: false
        }
    }

    /// Whether the view answers a long press.
    var isLongPressable: Bool {
        if case let .gestures(handlers) = self { return !handlers.longPress.isEmpty }
        return false
    }

    /// Whether the view can be dragged (a `DragGesture`).
    var isDraggable: Bool {
        if case let .gestures(handlers) = self { return !handlers.drag.isEmpty }
        return false
    }

    /// Whether the view can be dragged and dropped (`draggable`, `onDrag`).
    var isDragSource: Bool {
        if case let .gestures(handlers) = self { return handlers.dragItem != nil }
        return false
    }

    /// Whether the view takes drops (`dropDestination`, `onDrop`).
    var isDropDestination: Bool {
        if case let .gestures(handlers) = self { return !handlers.drop.isEmpty }
        return false
    }

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
nonisolated public struct _InteractionModifier: NodeAnnotatingModifier {
    /// None for a gesture its mask leaves out.
    let interaction: ViewInteraction?

    package init(_ interaction: ViewInteraction?) {
        self.interaction = interaction
    }

    package func annotate(_ node: LayoutNode, inputs: _ViewInputs) {
        guard inputs.environment.allowsInteraction, var interaction else { return }
        if case let .text(binding, own) = interaction {
            // The field's own action (the iOS 13 `onCommit:`), then the `onSubmit`s around it.
            interaction = .text(binding, submit: own + inputs.environment.submitActions)
        }
        if case let .tap(action) = interaction, let after = inputs.environment._afterTap {
            interaction = .tap { action(); after.action() }
        }
        node.annotate { annotations in
            annotations.interaction = annotations.interaction.map { $0.adding(interaction) } ?? interaction
        }
    }
}

enum AllowsInteractionKey: EnvironmentKey {
    static let defaultValue = true
}

/// What runs after any control inside is tapped: a container that closes once one of its
/// controls is used (a swiped row's actions, an open menu) sets it (SPI for `EaselCupertino`).
@_spi(SystemViews)
public struct _TapObserver: @unchecked Sendable {
    // @unchecked: like an action, it runs on the thread that renders.
    let action: () -> Void

    public init(_ action: @escaping () -> Void) {
        self.action = action
    }
}

enum AfterTapKey: EnvironmentKey {
    static let defaultValue: _TapObserver? = nil
}

extension EnvironmentValues {
    /// Run after a control inside is tapped (see `_TapObserver`).
    @_spi(SystemViews)
    public var _afterTap: _TapObserver? {
        get { self[AfterTapKey.self] }
        set { self[AfterTapKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// False inside a disabled view: its controls don't respond.
    package var allowsInteraction: Bool {
        get { self[AllowsInteractionKey.self] }
        set { self[AllowsInteractionKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Adds an action to perform when this view is tapped (`count` taps; a host taps once per
    /// call, so `count` only documents intent).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_InteractionModifier(.tap(action)))
    }
}
