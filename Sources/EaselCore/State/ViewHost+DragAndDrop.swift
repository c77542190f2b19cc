import Foundation

/// Drag and drop as a person performs it.
extension ViewHost {
    /// Drags the view tagged `.id(source)` (its `draggable` or `onDrag`) and drops it on the view
    /// tagged `.id(destination)` (its `dropDestination` or `onDrop`), at `location` in the
    /// destination's coordinates (its centre by default); the views are laid out again.
    /// - Returns: whether the destination took the drop (its action's answer).
    /// - Throws: `ViewHostError.dropNotTaken` when no drop destination of the view takes any type
    ///   the drag carries, as iOS refuses such a drop.
    @discardableResult
    public func dragAndDrop(id source: AnyHashable, ontoID destination: AnyHashable, at location: CGPoint? = nil) throws -> Bool {
        try dragAndDrop(from: try found(id: source, what: "drag", accepting: \.isDragSource), "\(source)",
                        onto: try found(id: destination, what: "drop on", accepting: \.isDropDestination), "\(destination)", at: location)
    }

    /// Drags the view whose label reads `source` and drops it on the one whose label reads
    /// `destination`, as ``dragAndDrop(id:ontoID:at:)`` does.
    @discardableResult
    public func dragAndDrop(_ source: String, onto destination: String, at location: CGPoint? = nil) throws -> Bool {
        try dragAndDrop(from: try found(labelled: source, what: "drag", accepting: \.isDragSource), source,
                        onto: try found(labelled: destination, what: "drop on", accepting: \.isDropDestination), destination, at: location)
    }

    private func dragAndDrop(from source: (interaction: ViewInteraction, frame: CGRect), _ sourceName: String,
                             onto destination: (interaction: ViewInteraction, frame: CGRect), _ destinationName: String,
                             at location: CGPoint?) throws -> Bool {
        guard case let .gestures(dragged) = source.interaction, let item = dragged.dragItem else {
            throw ViewHostError.wrongKind(sourceName, expected: "something to drag (draggable or onDrag)")
        }
        guard case let .gestures(target) = destination.interaction, !target.drop.isEmpty else {
            throw ViewHostError.wrongKind(destinationName, expected: "somewhere to drop (dropDestination or onDrop)")
        }
        let provider = item()
        let point = location ?? CGPoint(x: destination.frame.width / 2, y: destination.frame.height / 2)
        // The innermost destination that takes what the drag carries gets the drop.
        for drop in target.drop {
            guard let taken = drop([provider], point) else { continue }
            update()
            return taken
        }
        throw ViewHostError.dropNotTaken(destinationName, offered: provider.registeredTypeIdentifiers)
    }
}
