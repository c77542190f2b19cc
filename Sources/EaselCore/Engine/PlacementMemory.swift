import Foundation

/// How a view kept by a host's update was last placed, so that placing it the same way again can
/// take its subtree's frames from the last snapshot instead of placing every view inside again.
///
/// Placement is a function of a view's subtree, its frame, its proposal and what placement passes
/// down (`PlacementContext`): a layout's `placeSubviews` is given nothing else (Apple, `Layout`:
/// "place each subview" from the bounds, proposal and subviews). A view whose record is kept by an
/// update (`ViewUpdates`) has the same subtree as in the last render, as the same nodes. So when it
/// is given the same frame, proposal and context, every view inside lands where it did, and the
/// snapshot entries of its subtree can be copied. The nodes keep the frames they were given then.
///
/// What placement reads beyond those, and so can't be replayed:
/// - views that build or choose content while being placed, or read state kept outside the tree:
///   a lazy stack (its rows, from the visible region), a geometry reader (its content, from its
///   size), a scroll view (its offset, from its viewport) and the window's views under a
///   presentation (their frame, from the presentation's root). Each says so as it is placed
///   (`LayoutSnapshotRecorder.notePlacementReadsMore`); a subtree holding one is placed again.
/// - the view's own annotations that placement reads, which modifiers outside a kept view may
///   change: its layout direction and coordinate space names are compared; a view with effects
///   worked out from its geometry (`visualEffect`) is placed again.
/// A placement without a snapshot (a scroll view locating a view) moves the views it places, so
/// it makes their memories forget.
package final class PlacementMemory {
    /// The recording the placement is in (`LayoutSnapshotRecorder.serial`); 0 for none.
    var recording = 0
    /// Where the view's subtree is in that recording's entries.
    var entries: Range<Int> = 0..<0
    var frame = CGRect.null
    var proposal = ProposedViewSize.unspecified
    var context = PlacementContext()
    var layoutDirection: LayoutDirection?
    var coordinateSpaceNames: [AnyHashable] = []
    /// Whether placing the subtree read only frames, proposals and contexts.
    var isReplayable = false

    package init() {}

    /// Whether `node`, placed in `frame` with `proposal` and `context`, would be placed as it was.
    func placesAsBefore(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize, context: PlacementContext, recorder: LayoutSnapshotRecorder) -> Bool {
        isReplayable && frame == self.frame && proposal == self.proposal
            && node.annotations?.layoutDirection == layoutDirection
            && node.coordinateSpaceNames == coordinateSpaceNames
            && context.visibleRect == self.context.visibleRect && context.safeArea == self.context.safeArea
            && context.isRightToLeft == self.context.isRightToLeft && context.mirrorAxis == self.context.mirrorAxis
            && recorder.areEqual(context.namedFrames, self.context.namedFrames)
    }

    /// Notes how `node` was just placed, its subtree recorded in `recorder` from `start`.
    func remember(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize, context: PlacementContext,
                  recorder: LayoutSnapshotRecorder, start: Int, readsMoreThanFrames: Bool) {
        recording = recorder.serial
        entries = start..<recorder.entries.count
        self.frame = frame
        self.proposal = proposal
        self.context = context
        self.context.snapshot = nil
        layoutDirection = node.annotations?.layoutDirection
        coordinateSpaceNames = node.coordinateSpaceNames
        isReplayable = !readsMoreThanFrames && (node.annotations?.geometryEffects.isEmpty ?? true)
    }

    /// Forgets the placement: the view was placed somewhere no recording saw.
    func forget() {
        recording = 0
        isReplayable = false
    }
}
