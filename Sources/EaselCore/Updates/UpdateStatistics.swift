import Foundation

/// What one render of a hosted tree did, for tests and benchmarks.
package struct UpdateStatistics {
    /// Bodies evaluated.
    package var bodyEvaluations = 0
    /// The types of the views whose bodies were evaluated, in order.
    package var evaluatedViewTypes: [ObjectIdentifier] = []
    /// Views shown as they were, without evaluating or walking their bodies.
    package var reusedViews = 0
    /// `ForEach` elements shown as they were, without making their views (a `ForEach` kept whole
    /// counts all of its elements).
    package var reusedElements = 0
    /// Views walked again from their last body because a view inside changed.
    package var walkedViews = 0
    /// Changed views evaluated again in place, the views around them kept (see
    /// `ViewUpdates.updateInPlace`).
    package var viewsUpdatedInPlace = 0
    /// Views whose frames were taken from the last layout's snapshot instead of being placed
    /// again (see `PlacementMemory`).
    package var replayedPlacements = 0
    /// Changed views whose new nodes answered their container as the old ones did, placed where
    /// those were in a copy of the last layout, every view around kept in place (see
    /// `ChildReplacement`).
    package var viewsSplicedIn = 0
    /// Entries of views replayed that the layout found already in place, in the entries of the
    /// layout before last it wrote over, and didn't copy (see `SpareEntries`).
    package var entriesFoundInPlace = 0
    /// Whether the render looked for what left the tree, visiting the views it kept whole (in any
    /// render, for statistics added up).
    package var isSwept = false
    /// Whether every body was evaluated (in every render, for statistics added up).
    package var isFull = false
    /// How many renders these statistics count.
    package var renders = 0
    /// Whether the update found nothing changed and kept the last layout as it was (in every
    /// render, for statistics added up).
    package var isSkipped = false

    /// Adds the statistics of one more render.
    mutating func add(_ other: UpdateStatistics) {
        isFull = (renders == 0 || isFull) && other.isFull
        isSkipped = (renders == 0 || isSkipped) && other.isSkipped
        renders += max(1, other.renders)
        bodyEvaluations += other.bodyEvaluations
        evaluatedViewTypes += other.evaluatedViewTypes
        reusedViews += other.reusedViews
        reusedElements += other.reusedElements
        walkedViews += other.walkedViews
        viewsUpdatedInPlace += other.viewsUpdatedInPlace
        replayedPlacements += other.replayedPlacements
        viewsSplicedIn += other.viewsSplicedIn
        entriesFoundInPlace += other.entriesFoundInPlace
        isSwept = isSwept || other.isSwept
    }
}
