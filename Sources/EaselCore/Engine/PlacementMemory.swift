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
///
/// A host gives a memory to the nodes its records keep, and to every container holding a list of
/// views (`makeContainer`): a changed view's new nodes are spliced in there (`LayoutSplice`).
package final class PlacementMemory {
    // Only the thread placing the graph touches a memory, for every kept view of an update: the
    // runtime's exclusivity checks would cost more than the comparisons they guard.
    /// The recording the placement is in (`LayoutSnapshotRecorder.serial`); 0 for none.
    @exclusivity(unchecked) var recording = 0
    /// Where the view's subtree is in that recording's entries.
    @exclusivity(unchecked) var entries: Range<Int> = 0..<0
    @exclusivity(unchecked) var frame = CGRect.null
    @exclusivity(unchecked) var proposal = ProposedViewSize.unspecified
    @exclusivity(unchecked) var context = PlacementContext()
    @exclusivity(unchecked) var layoutDirection: LayoutDirection?
    @exclusivity(unchecked) var coordinateSpaceNames: [AnyHashable] = []
    /// The view's annotations when it was placed. Annotations a record's checkpoint shares are
    /// copied before they change (`LayoutNode.annotate`), and a kept view goes back to its
    /// checkpoint's before it is placed again (`LayoutNode.restore`): the same object now means
    /// the same ids, effects, actions and coordinate spaces, so the view itself is drawn and acts
    /// as it did, not only the views inside it. Held, so that no other annotations take its
    /// address.
    @exclusivity(unchecked) var annotations: NodeAnnotations?
    /// Whether placing the subtree read only frames, proposals and contexts.
    @exclusivity(unchecked) var isReplayable = false

    package init() {}

    /// Whether `node` has the annotations it was placed with (see `annotations`).
    func keepsAnnotations(of node: LayoutNode) -> Bool {
        node.annotations === annotations
    }

    /// Whether `node`, placed in `frame` with `proposal` and `context`, would be placed as it was;
    /// `keepsAnnotations` is `keepsAnnotations(of: node)`.
    func placesAsBefore(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize, context: PlacementContext,
                        keepsAnnotations: Bool, recorder: LayoutSnapshotRecorder) -> Bool {
        isReplayable && frame == self.frame && proposal == self.proposal
            && (keepsAnnotations || (node.annotations?.layoutDirection == layoutDirection && node.coordinateSpaceNames == coordinateSpaceNames))
            && context.visibleRect == self.context.visibleRect && context.safeArea == self.context.safeArea
            && context.isRightToLeft == self.context.isRightToLeft && context.mirrorAxis == self.context.mirrorAxis
            && recorder.areEqual(context.namedFrames, self.context.namedFrames)
    }

    /// Notes how `node` was just placed, its subtree recorded in `recorder` from `start`.
    func remember(_ node: LayoutNode, in frame: CGRect, proposal: ProposedViewSize, context: PlacementContext,
                  recorder: LayoutSnapshotRecorder, start: Int, readsMoreThanFrames: Bool) {
        recording = recorder.serial
        entries = start..<recorder.entryCount
        self.frame = frame
        self.proposal = proposal
        self.context = context
        self.context.snapshot = nil
        layoutDirection = node.annotations?.layoutDirection
        coordinateSpaceNames = node.coordinateSpaceNames
        if !keepsAnnotations(of: node) {
            annotations = node.annotations
        }
        isReplayable = !readsMoreThanFrames && (node.annotations?.geometryEffects.isEmpty ?? true)
    }

    /// Forgets the placement: the view was placed somewhere no recording saw.
    func forget() {
        recording = 0
        isReplayable = false
    }
}
