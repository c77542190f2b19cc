import Foundation

/// Gestures as a person performs them.
extension ViewHost {
    /// Taps the screen at `point` (canvas coordinates), as a finger does, for hosts that know
    /// where rather than what (the preview page, where a click is a point). The tap goes to the
    /// control on top there that answers one: of the controls whose frames hold the point, the
    /// last drawn, which is the innermost, or one presented over the rest (a menu, a sheet). A tap
    /// gesture gets the point in its view's coordinates. A control takes taps anywhere in its
    /// frame, as `contentShape(Rectangle())` makes it in SwiftUI; without that, SwiftUI lets taps
    /// on a control's empty parts (a `Spacer` in its label) through.
    public func tap(at point: CGPoint) throws {
        let storage = layout.storage
        guard let index = storage.usableControlEntries.last(where: { index in
            guard storage.entries[index].node.annotations?.interaction?.isTappable == true else { return false }
            return storage.entries[index].frame.contains(point)
        }), let interaction = storage.entries[index].node.annotations?.interaction else {
            throw ViewHostError.notFound("control at (\(formatLength(point.x)), \(formatLength(point.y))) to tap", known: controlLabels())
        }
        let frame = storage.entries[index].frame
        try use((interaction, frame), at: CGPoint(x: point.x - frame.minX, y: point.y - frame.minY))
    }

    /// Long-presses the view whose label reads `label` (its `onLongPressGesture` or
    /// `LongPressGesture`), for long enough.
    public func longPress(_ label: String) throws {
        try longPress(try found(labelled: label, what: "long-press") { $0.isLongPressable }, label)
    }

    /// Long-presses the view tagged `.id(id)` (or `.accessibilityIdentifier(id)`).
    public func longPress(id: AnyHashable) throws {
        try longPress(try found(id: id, what: "long-press"), "\(id)")
    }

    private func longPress(_ found: (interaction: ViewInteraction, frame: CGRect), _ name: String) throws {
        guard case let .gestures(handlers) = found.interaction, !handlers.longPress.isEmpty else {
            throw ViewHostError.wrongKind(name, expected: "something to long-press")
        }
        handlers.longPress.forEach { $0(true) }
        update()
    }

    /// Drags the view tagged `.id(id)` by `translation` (its `DragGesture`), from its centre: the
    /// drag moves halfway, then all the way (`onChanged`, `updating`), then ends there
    /// (`onEnded`), and the view is laid out again.
    public func drag(id: AnyHashable, by translation: CGSize) throws {
        try drag(try found(id: id, what: "drag"), "\(id)", by: translation)
    }

    /// Drags the view whose label reads `label` by `translation`, as ``drag(id:by:)`` does: in a
    /// list in edit mode, a row dragged down 88 pt moves two rows down.
    public func drag(_ label: String, by translation: CGSize) throws {
        try drag(try found(labelled: label, what: "drag") { $0.isDraggable }, label, by: translation)
    }

    /// Swipes the list row whose label reads `label` from `edge` (trailing: right to left), which
    /// opens its swipe actions, or closes them if open; then tap an action by its title.
    public func swipe(_ label: String, from edge: HorizontalEdge = .trailing) throws {
        try drag(label, by: CGSize(width: edge == .trailing ? -120 : 120, height: 0))
    }

    private func drag(_ found: (interaction: ViewInteraction, frame: CGRect), _ name: String, by translation: CGSize) throws {
        guard case let .gestures(handlers) = found.interaction, !handlers.drag.isEmpty else {
            throw ViewHostError.wrongKind(name, expected: "something to drag")
        }
        let start = CGPoint(x: found.frame.width / 2, y: found.frame.height / 2)
        let halfway = DragGesture.Value(startLocation: start, location: CGPoint(x: start.x + translation.width / 2, y: start.y + translation.height / 2))
        let end = DragGesture.Value(startLocation: start, location: CGPoint(x: start.x + translation.width, y: start.y + translation.height))
        for handler in handlers.drag {
            handler(halfway, false)
            handler(end, false)
            handler(end, true)
        }
        update()
    }
}
