import Foundation

/// One view in a resolved view tree: what a view becomes once its body is evaluated.
///
/// A node answers its size for any proposal (memoized, so a parent can ask many times and a full
/// layout stays linear in the number of views), its alignment guides and spacing, and places its
/// children. Subclasses supply the behaviour: `LayoutContainerNode` runs a `Layout`, `LeafNode`
/// measures content, `GeometryReaderNode` builds its content once it knows its size.
package class LayoutNode {
    // Exclusivity is unchecked on the properties below, which layout reads for every view many times:
    // each is only touched by the thread resolving or laying out the graph (the graph's lock), never
    // through overlapping accesses, and the runtime check would cost more than the work it guards.
    //
    // They are declared in the order sizing reads them. A layout visits each view once per distinct
    // proposal, in passes over the whole tree that don't fit in the processor's cache, so what a
    // visit touches is what layout costs: asking for a remembered size reads the first cache lines
    // of the object (annotations, guide axes, the memo's first slots) and little else.

    /// What modifiers attached to this view (ids, guides, effects, traits, layout priority), made
    /// when first needed: most views have none, and a layout visits thousands of them.
    @exclusivity(unchecked) package final var annotations: NodeAnnotations?

    // Memoized answers.
    @exclusivity(unchecked) private final var guideAxesCache: Axis.Set?
    /// The axes of the view's own `alignmentGuide` overrides, beside the memo so that sizing learns
    /// a view has none without reading its annotations.
    @exclusivity(unchecked) private(set) final var ownGuideAxes: Axis.Set = []
    @exclusivity(unchecked) private(set) final var sizeCache = SizeCache()
    @exclusivity(unchecked) private(set) final var spacingCache: ViewSpacing?
    @exclusivity(unchecked) private(set) final var alignmentCache: [CachedAlignment] = []

    @exclusivity(unchecked) package final var children: [LayoutNode]

    // Layout results.
    /// The frame in canvas coordinates from the last placement.
    @exclusivity(unchecked) package final var frame: CGRect = .zero
    /// The proposal the view was placed with.
    @exclusivity(unchecked) package final var placementProposal: ProposedViewSize = .unspecified

    /// Whether `annotations` are also a record's checkpoint, and must be copied before they change.
    @exclusivity(unchecked) private final var annotationsAreShared = false
    /// Whether remembered guide values were forgotten while the sizes stayed (`restore`): then the
    /// memo no longer holds every question the view was asked (see `answersAsBefore`).
    @exclusivity(unchecked) private(set) final var forgotGuideValues = false
    /// Whether a view below this one may set or transform a preference, once asked (see
    /// `childrenMayHavePreferences`); nil until then.
    @exclusivity(unchecked) final var childrenHavePreferencesMemo: Bool?
    /// How the view was last placed, for a view a host's records keep (see `PlacementMemory`).
    @exclusivity(unchecked) package final var placementMemory: PlacementMemory?
    /// How many views the subtree held when this node was made: itself and what its children then
    /// counted. Children made or replaced later aren't counted, so it is an estimate: a first
    /// layout reserves its snapshot's entries with it (see `LayoutSnapshotRecorder`).
    @exclusivity(unchecked) package private(set) final var subtreeCountWhenMade = 1

    #if DEBUG
    // Instrumentation for the tests, in debug builds only: how often the view was asked for its
    // size, and how often it had to work it out. Counting in every build would write to each view
    // on every question.
    @exclusivity(unchecked) package final var sizeRequestCount = 0
    @exclusivity(unchecked) package final var sizeComputationCount = 0
    #endif

    package init(children: [LayoutNode] = []) {
        self.children = children
        for child in children {
            subtreeCountWhenMade &+= child.subtreeCountWhenMade
        }
    }

    // MARK: Annotations

    /// Values given with `.id(_:)`, outermost last.
    package final var ids: [AnyHashable] { annotations?.ids ?? [] }
    /// `alignmentGuide(_:computeValue:)` overrides, innermost first.
    package final var alignmentGuides: [AlignmentGuideOverride] { annotations?.alignmentGuides ?? [] }
    /// Modifiers that change how the view is drawn but not its layout, innermost first.
    /// The view's drawing effects, innermost first, with those worked out from where it was placed.
    package final var effects: [RenderEffect] { annotations.map { $0.placedEffects ?? $0.effects } ?? [] }
    /// Names given with `coordinateSpace(name:)`.
    package final var coordinateSpaceNames: [AnyHashable] { annotations?.coordinateSpaceNames ?? [] }
    /// The user's views whose bodies produced this node, innermost first.
    package final var sourceViewTypes: [Any.Type] {
        guard let annotations, let innermost = annotations.innermostSourceViewType else { return [] }
        return [innermost] + annotations.outerSourceViewTypes
    }

    /// Notes that the body of the user's view `type` produced this node (after any inner ones).
    package final func addSourceViewType(_ type: Any.Type) {
        annotate { annotations in
            if annotations.innermostSourceViewType == nil {
                annotations.innermostSourceViewType = type
            } else {
                annotations.outerSourceViewTypes.append(type)
            }
        }
    }

    /// Traits travel with a view through the modifiers applied outside it.
    package final var traits: ViewTraits {
        get { annotations?.traits ?? ViewTraits() }
        set {
            if annotations == nil, newValue.isDefault { return }
            annotate { $0.traits = newValue }
        }
    }

    /// The annotations as they are now, to go back to (see `ViewRecord`). They are shared with the
    /// checkpoint, and copied before they next change (`annotate`): most views' aren't changed by
    /// the modifiers around them.
    package final var annotationCheckpoint: AnnotationCheckpoint {
        annotationsAreShared = annotations != nil
        return AnnotationCheckpoint(annotations: annotations, guideAxes: ownGuideAxes)
    }

    /// Goes back to the annotations of `checkpoint`, before the modifiers outside a view shown
    /// unchanged annotate its node again. The remembered sizes stay, as annotations change how a
    /// view is placed and drawn, not its size; its remembered guides go, as `alignmentGuide`
    /// outside it may compute them differently now.
    package final func restore(_ checkpoint: AnnotationCheckpoint) {
        // Most kept views have the annotations they left: nothing to retain or release then.
        if annotations !== checkpoint.annotations {
            annotations = checkpoint.annotations
        }
        annotationsAreShared = annotations != nil
        ownGuideAxes = checkpoint.guideAxes
        guideAxesCache = nil
        if !alignmentCache.isEmpty {
            alignmentCache = []
            forgotGuideValues = true
        }
    }

    /// Whether a modifier gave the view an interaction (a tap, a toggle, …): asked of every view
    /// when a host looks for a control, without copying the interaction.
    package final var hasInteraction: Bool {
        guard let annotations else { return false }
        return annotations.interaction != nil
    }

    /// Whether the view shows text or has an accessibility label: what a host's lookup of a
    /// control by its label reads (see `LayoutSnapshotEntry.isLabelled`).
    package final var isLabelled: Bool {
        showsText || annotations?.accessibility?.label != nil
    }

    /// Whether the node shows text (`textContent` isn't nil), set as a leaf is made: read for every
    /// view recorded, without a dynamic call.
    @exclusivity(unchecked) package final var showsText = false

    /// Whether the node has the annotations of `checkpoint`, unchanged: nothing outside the view
    /// that made it has annotated it since (a change copies shared annotations, `annotate`).
    package final func hasAnnotations(of checkpoint: AnnotationCheckpoint) -> Bool {
        annotations === checkpoint.annotations && ownGuideAxes == checkpoint.guideAxes
    }

    /// Changes the node's annotations, creating them if needed.
    package final func annotate(_ change: (NodeAnnotations) -> Void) {
        if annotations == nil {
            annotations = NodeAnnotations()
        } else if annotationsAreShared {
            annotations = annotations?.copy()
            annotationsAreShared = false
        }
        change(annotations!)
    }

    // MARK: Behaviour that subclasses supply

    /// The name of the view in layout dumps ("HStack", "padding", "Color").
    package var name: String { "View" }
    /// Arguments worth showing next to the name in layout dumps.
    package var detail: String? { nil }
    /// The string the view shows, if it is text (for finding controls by what they read): read
    /// without boxing a leaf's content.
    package var textContent: String? { nil }

    /// The rule by which the view chooses its size, in words, for `ViewLayout.explanation(id:)`.
    package var sizingRule: String { "\(name) chooses its size from its content's." }

    /// Every proposal the view was asked about since it last forgot its measurements, with its
    /// answer, in the order first asked (a repeated question is answered from memory).
    package final var sizeConversation: [(proposal: ProposedViewSize, size: CGSize)] {
        sizeCache.entries()
    }

    package func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Places the children inside `bounds` (canvas coordinates) and recursively their own children.
    package func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {}

    package func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }

    package func computeSpacing() -> ViewSpacing { ViewSpacing() }

    /// The axes along which the view's content (not its `alignmentGuide`s) may have explicit guide
    /// values. Most subtrees have none (no text, no custom guides), which spares asking them.
    package func computeContentGuideAxes() -> Axis.Set { [] }

    /// The priority the view has without `layoutPriority(_:)`.
    package var implicitPriority: Double { 0 }

    /// Whether the node places the children it was made with, as they are, however it is laid
    /// out: then a changed view among them can be replaced in place (`replaceChildren`) and the
    /// node laid out again. Not so for nodes that build or choose what they show while laid out
    /// (lazy stacks, geometry readers, presentations).
    package var keepsChildrenWhileLaidOut: Bool { false }

    /// Whether the node builds or chooses its children while it is laid out (lazy stacks, geometry
    /// readers, `ViewThatFits`): they aren't known from the children it was made with.
    package var buildsChildrenWhileLaidOut: Bool { false }

    /// Whether the node can take other children in place of some of its own (`replaceChildren`).
    package var canReplaceChildren: Bool { false }

    /// Replaces the children in `range` with `nodes`; only for a node that can
    /// (`canReplaceChildren`). What the node remembers of its own answers stays: the caller says
    /// whether they still hold (see `ChildReplacement`).
    package func replaceChildren(_ range: Range<Int>, with nodes: [LayoutNode]) {
        preconditionFailure("\(name) can't take other children")
    }

    /// Every node this one holds, placed or not: its children, and views it measures but doesn't
    /// show (a `ViewThatFits`'s other candidates). Forgetting measurements must reach them all.
    package var ownedNodes: [LayoutNode] { children }

    /// The frame (canvas coordinates, as last placed) of the first view in this subtree identified
    /// by `id`, through `.id(_:)` or as a `ForEach` element; a scroll view looks for the view it is
    /// asked to scroll to with it. Lazy containers also find items they have not built.
    package func scrollTargetFrame(for id: AnyHashable) -> CGRect? {
        if let annotations, annotations.elementID == id || annotations.ids.contains(id) { return frame }
        for child in children {
            if let frame = child.scrollTargetFrame(for: id) { return frame }
        }
        return nil
    }

    /// Drops every reference to children, so that a deep tree can be torn down without recursion.
    package func detachChildren() {
        children = []
    }

    // MARK: Memoized queries

    /// The size the view chooses for `proposal`.
    package final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        #if DEBUG
        sizeRequestCount += 1
        #endif
        let key = ProposalKey(proposal)
        if let size = sizeCache.size(for: key) {
            return size
        }
        #if DEBUG
        sizeComputationCount += 1
        #endif
        var size = computeSize(proposal)
        if !size.isInfiniteOnlyWhereProposedInfinite(proposal) {
            size = settledSize(size, for: proposal)
        }
        sizeCache.remember(size, for: key)
        return size
    }

    /// A size a parent can trust, for an answer that isn't one: no length is NaN or negative, and
    /// none is infinite unless it was proposed infinite (a container probing how far a view can
    /// grow, spec §3.3, which is how SwiftUI's flexible views answer). SwiftUI keeps whatever a view
    /// answers and logs nothing, and an infinite or NaN frame then draws nothing or garbage; Easel
    /// chooses finite lengths instead [I], and says so in the layout's diagnostics:
    /// - NaN or negative: 0;
    /// - infinite for a finite proposal: the proposal (the view takes what it is offered);
    /// - infinite for an unspecified proposal: 10, the length SwiftUI substitutes for an
    ///   unspecified dimension (`ProposedViewSize.replacingUnspecifiedDimensions(by:)`'s default,
    ///   Apple's documentation).
    private final func settledSize(_ size: CGSize, for proposal: ProposedViewSize) -> CGSize {
        func settled(_ length: CGFloat, proposed: CGFloat?) -> CGFloat {
            if length.isNaN || length < 0 { return 0 }
            if length == .infinity {
                guard let proposed else { return 10 }
                return proposed
            }
            return length
        }
        let result = CGSize(
            width: settled(size.width, proposed: proposal.width),
            height: settled(size.height, proposed: proposal.height)
        )
        if result != size || result.width.isNaN || result.height.isNaN {
            LayoutDiagnostics.warn(
                "Invalid size (negative, NaN or infinite): \(describedForDiagnostics) answered \(formatSize(size)) for the proposal \(formatProposal(proposal)); \(formatSize(result)) is used instead."
            )
        }
        return result
    }

    /// The view's name and arguments, as layout dumps show them.
    package final var describedForDiagnostics: String {
        detail.map { "\(name)(\($0))" } ?? name
    }

    /// The size the view is placed at for `proposal`, which may change the proposal: a parent that
    /// places a view with an infinite proposal (a custom `Layout` can) would give it an infinite
    /// frame, which SwiftUI logs nothing for and draws nothing of. Easel places the view as if that
    /// dimension were unspecified, at its ideal length there, and says so [I].
    @inline(__always)
    package final func placementSize(for proposal: inout ProposedViewSize) -> CGSize {
        let size = sizeThatFits(proposal)
        if size.isOrdinarySize { return size }
        let finite = proposal.withoutInfiniteDimensions
        LayoutDiagnostics.warn(
            "\(describedForDiagnostics) was placed with the infinite proposal \(formatProposal(proposal)); it is placed as if proposed \(formatProposal(finite))."
        )
        proposal = finite
        return sizeThatFits(finite)
    }

    /// The view's size and alignment guides for `proposal`.
    package final func dimensions(for proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(
            size: sizeThatFits(proposal),
            source: GuideSource(node: self, proposal: proposal, guideLevel: annotations?.alignmentGuides.count ?? 0)
        )
    }

    /// The view's explicit value for a guide: the outermost `alignmentGuide` override among the
    /// first `guideLevel` ones, else what the view's layout passes up (nil when it has none).
    package final func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, guideLevel: Int) -> CGFloat? {
        if guideLevel > 0, let alignmentGuides = annotations?.alignmentGuides,
           let index = alignmentGuides[..<min(guideLevel, alignmentGuides.count)].lastIndex(where: { $0.key == key }) {
            let inner = ViewDimensions(size: size, source: GuideSource(node: self, proposal: proposal, guideLevel: index))
            let value = alignmentGuides[index].computeValue(inner)
            return value.isNaN ? nil : value
        }
        guard !contentGuideAxes.isDisjoint(with: key.guideAxes) else { return nil }
        if let cached = alignmentCache.first(where: { $0.key == key && $0.proposal == proposal }) {
            return cached.value
        }
        let value = computeExplicitAlignment(key, size: size, proposal: proposal).flatMap { $0.isNaN ? nil : $0 }
        alignmentCache.append(CachedAlignment(proposal: proposal, key: key, value: value))
        return value
    }

    /// The axes along which explicit guides may come from inside this view (see
    /// `computeContentGuideAxes`), counting `alignmentGuide` overrides.
    package final var explicitGuideAxes: Axis.Set {
        contentGuideAxes.union(ownGuideAxes)
    }

    /// Adds an `alignmentGuide(_:computeValue:)` override, outside those already there.
    package final func addAlignmentGuide(_ guide: AlignmentGuideOverride) {
        annotate { $0.alignmentGuides.append(guide) }
        ownGuideAxes.formUnion(guide.key.guideAxes)
    }

    /// Works out the content's guide axes now, while the children are fresh in memory, instead of
    /// in a separate walk during sizing.
    package final func prepareContentGuideAxes() {
        _ = contentGuideAxes
    }

    private final var contentGuideAxes: Axis.Set {
        if let guideAxesCache { return guideAxesCache }
        let axes = computeContentGuideAxes()
        guideAxesCache = axes
        return axes
    }

    /// The view's value for `key` when it is `size` (its answer for `proposal`): cheaply the
    /// guide's default when the view has no explicit guides along that axis (the common case).
    @inline(__always)
    package final func guideValue(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        if contentGuideAxes.isDisjoint(with: key.guideAxes), ownGuideAxes.isDisjoint(with: key.guideAxes) {
            return key.defaultValue(of: size)
        }
        return explicitGuideValue(key, size: size, proposal: proposal)
    }

    /// `guideValue` for a view with explicit guides along the key's axis: out of line, as few
    /// views have them.
    @inline(never)
    private final func explicitGuideValue(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        let dimensions = ViewDimensions(size: size, source: GuideSource(node: self, proposal: proposal, guideLevel: alignmentGuides.count))
        return dimensions[key]
    }

    /// The view's spacing preferences; they don't depend on the proposal.
    package final var spacing: ViewSpacing {
        if let spacingCache { return spacingCache }
        let spacing = computeSpacing()
        spacingCache = spacing
        return spacing
    }

    /// Whether the view's spacing preferences are the defaults (`ViewSpacing.isDefault`): read in
    /// place, without the copy of `spacing`, which retains and releases their storage.
    package final var hasDefaultSpacing: Bool {
        if spacingCache == nil { _ = spacing }
        return spacingCache?.isDefault ?? false
    }

    /// Set by `layoutPriority(_:)`; otherwise the view's kind decides (`implicitPriority`).
    package final var explicitPriority: Double? {
        get { annotations?.layoutPriority }
        set {
            if annotations == nil, newValue == nil { return }
            annotate { $0.layoutPriority = newValue }
        }
    }

    package final var layoutPriority: Double {
        annotations?.layoutPriority ?? implicitPriority
    }

    // MARK: Placement

    /// Gives the view its frame (canvas coordinates) and places its children.
    package final func place(in frame: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        var frame = frame
        if !frame.isOrdinaryFrame {
            frame = settledFrame(frame)
        }
        if let axis = context.mirrorAxis {
            let mirrored = axis - frame.maxX
            if mirrored.isFinite { frame.origin.x = mirrored }
        }
        if let edges = annotations?.ignoredSafeAreaEdges, !edges.isEmpty, let safeArea = context.safeArea {
            placeIgnoringSafeArea(edges, of: safeArea, in: frame, proposal: proposal, context: context)
            return
        }
        commitPlacement(in: frame, proposal: proposal, context: context)
    }

    /// Places a view that ignores the safe area along `edges` (`ignoresSafeArea`): where the frame
    /// its parent gave it reaches the safe area's edge, it is proposed and placed as far as the
    /// unsafe region reaches, centred there, and its content sees no safe area on those edges (see
    /// `SafeAreaGeometry`). Its parent's layout is not asked again: as in SwiftUI, the parent sized
    /// it for the safe area and the view grows past that on its own.
    private final func placeIgnoringSafeArea(_ edges: Edge.Set, of safeArea: SafeAreaGeometry, in frame: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        let (expanded, innerSafeArea) = safeArea.expanding(frame, along: edges)
        var context = context
        context.safeArea = innerSafeArea
        // A safe area made of lengths too large to add up grows nothing (the frame is already
        // settled; an infinite growth would unsettle it).
        guard expanded != frame, expanded.isOrdinaryFrame else {
            commitPlacement(in: frame, proposal: proposal, context: context)
            return
        }
        var grown = ProposedViewSize(
            width: proposal.width.map { $0 + expanded.width - frame.width },
            height: proposal.height.map { $0 + expanded.height - frame.height }
        )
        let size = placementSize(for: &grown)
        let origin = CGPoint(x: expanded.midX - size.width / 2, y: expanded.midY - size.height / 2)
        var placed = CGRect(origin: origin, size: size)
        if !placed.isOrdinaryFrame {
            placed = settledFrame(placed)
        }
        commitPlacement(in: placed, proposal: grown, context: context)
    }

    /// Places the view in `frame`: from memory when a host's update kept it and it is placed as it
    /// was (see `PlacementMemory`).
    @inline(__always)
    private final func commitPlacement(in frame: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        if let placementMemory {
            commitPlacement(in: frame, proposal: proposal, context: context, rememberingIn: placementMemory)
        } else {
            placeAndRecord(in: frame, proposal: proposal, context: context)
        }
    }

    /// Places a view a host's records keep: out of line, so that placing every other view costs
    /// one check.
    @inline(never)
    private final func commitPlacement(in frame: CGRect, proposal: ProposedViewSize, context: PlacementContext, rememberingIn placementMemory: PlacementMemory) {
        guard let reference = context.snapshotReference else {
            placementMemory.forget()
            placeAndRecord(in: frame, proposal: proposal, context: context)
            return
        }
        let keepsAnnotations = placementMemory.keepsAnnotations(of: self)
        let replayed = reference._withUnsafeGuaranteedRef { recorder in
            placementMemory.placesAsBefore(self, in: frame, proposal: proposal, context: context, keepsAnnotations: keepsAnnotations, recorder: recorder)
                && recorder.replay(placementMemory, rootIsUnchanged: keepsAnnotations)
        }
        if replayed { return }
        let recorder = reference.takeUnretainedValue()
        let start = recorder.entryCount
        let mark = recorder.readingMoreMark
        placeAndRecord(in: frame, proposal: proposal, context: context)
        placementMemory.remember(self, in: frame, proposal: proposal, context: context,
                                 recorder: recorder, start: start, readsMoreThanFrames: recorder.readMore(since: mark))
    }

    /// Places the view in `frame` with `proposal` and `context` as given to it before (after
    /// its parent mirrored it and the safe area grew it): for a view spliced into a copied
    /// placement in place of one that answered its container the same (`LayoutSplice`).
    final func placeAgain(in frame: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        commitPlacement(in: frame, proposal: proposal, context: context)
    }

    @inline(__always)
    private final func placeAndRecord(in frame: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        self.frame = frame
        self.placementProposal = proposal
        // The recorder is read unretained: placement holds it (reading `snapshot` retains and
        // releases it, twice for every view placed).
        let entry = context.snapshotReference?._withUnsafeGuaranteedRef { $0.open(self) }
        // Left to right with nothing to mirror (almost every view) keeps the context as it is,
        // uncopied: a context is 144 bytes and a table of named frames to retain.
        let isRightToLeft = annotations?.layoutDirection.map { $0 == .rightToLeft } ?? context.isRightToLeft
        if isRightToLeft || context.mirrorAxis != nil || isRightToLeft != context.isRightToLeft {
            var directed = context
            directed.isRightToLeft = isRightToLeft
            directed.mirrorAxis = isRightToLeft ? frame.minX + frame.maxX : nil
            placeContent(in: frame, proposal: proposal, context: directed)
        } else {
            placeContent(in: frame, proposal: proposal, context: context)
        }
        if let entry {
            context.snapshotReference?._withUnsafeGuaranteedRef { $0.close(entry) }
        }
    }

    /// Places what the view's modifiers move (geometry effects) and its children, in `context` as
    /// the view's layout direction left it.
    @inline(__always)
    private final func placeContent(in frame: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        guard let annotations else {
            placeChildren(in: frame, proposal: proposal, context: context)
            return
        }
        if !annotations.geometryEffects.isEmpty {
            annotations.placeGeometryEffects(in: frame, context: context)
        }
        if !annotations.coordinateSpaceNames.isEmpty {
            placeChildren(in: frame, proposal: proposal, context: context.naming(annotations.coordinateSpaceNames, frame: frame))
        } else {
            placeChildren(in: frame, proposal: proposal, context: context)
        }
    }

    /// A frame that can be drawn, for one that can't: a position computed from values too large to
    /// add up (or given as such to a custom `Layout`'s `place`) is replaced by 0 along that axis, and
    /// the layout's diagnostics name the view [I].
    private final func settledFrame(_ frame: CGRect) -> CGRect {
        let settled = CGRect(
            x: frame.origin.x.isFinite ? frame.origin.x : 0,
            y: frame.origin.y.isFinite ? frame.origin.y : 0,
            width: frame.size.width.isFinite ? Swift.max(0, frame.size.width) : 0,
            height: frame.size.height.isFinite ? Swift.max(0, frame.size.height) : 0
        )
        LayoutDiagnostics.warn(
            "\(describedForDiagnostics) was placed at a non-finite position or size (\(formatLength(frame.minX)), \(formatLength(frame.minY))) \(formatSize(frame.size)); (\(formatLength(settled.minX)), \(formatLength(settled.minY))) \(formatSize(settled.size)) is used instead."
        )
        return settled
    }

    /// Forgets memoized answers, for example after the view's content changed.
    package final func invalidate() {
        sizeCache.removeAll()
        alignmentCache = []
        spacingCache = nil
        guideAxesCache = nil
        forgotGuideValues = false
        forgetLayoutState()
    }

    /// Forgets what the view's layout remembers between calls (a `Layout`'s cache).
    package func forgetLayoutState() {}
}

struct CachedAlignment {
    let proposal: ProposedViewSize
    let key: AlignmentKey
    let value: CGFloat?
}

/// What placement passes down the tree: the frames of named coordinate spaces, for GeometryReader,
/// the region of the canvas that can be seen, for lazy containers, and the snapshot being taken.
package struct PlacementContext {
    package var namedFrames: [AnyHashable: CGRect] = [:]
    /// The part of the canvas that shows (canvas coordinates): the canvas, narrowed by each
    /// enclosing scroll view's viewport. Nil when nothing bounds it (a picture of the view alone).
    package var visibleRect: CGRect?
    /// The safe area and the unsafe region around it (canvas coordinates); nil when the layout has
    /// none (no device was given), which leaves `ignoresSafeArea` nothing to extend into.
    package var safeArea: SafeAreaGeometry?
    /// Whether the views placed with this context are in a right-to-left layout direction.
    package var isRightToLeft = false
    /// In a right-to-left container: the x about which its children's frames are mirrored (its
    /// frame's minX + maxX). Apple, `LayoutSubviews.layoutDirection`: "SwiftUI horizontally flips
    /// the x position of each view within its parent when the mode switches, so layout calculations
    /// automatically produce the desired effect for both modes": every container, built-in or a
    /// user's `Layout`, computes as if left to right, and its children land mirrored. Nested
    /// containers mirror within their own frames, which composes to a mirror of the whole subtree.
    package var mirrorAxis: CGFloat?
    /// Records every view placed, in the order placed (see `LayoutSnapshotRecorder`). Unretained:
    /// the layout pass that made it keeps it until placement is over.
    package var snapshot: LayoutSnapshotRecorder? {
        get { snapshotReference?.takeUnretainedValue() }
        set { snapshotReference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// The recorder as stored, which placing a kept view uses without retaining it: reading
    /// `snapshot` retains and releases it, once per view of an update.
    private(set) var snapshotReference: Unmanaged<LayoutSnapshotRecorder>?

    package init() {}

    func naming(_ names: [AnyHashable], frame: CGRect) -> PlacementContext {
        var context = self
        for name in names {
            context.namedFrames[name] = frame
        }
        return context
    }
}

/// What modifiers attached to a view, beyond its layout.
package final class NodeAnnotations {
    package var ids: [AnyHashable] = []
    /// The identifier of the `ForEach` element the view was made for, kept where a scroll view may
    /// be asked to scroll to it (see `scrollTargetFrame(for:)`).
    package var elementID: AnyHashable?
    /// Marked with `scrollTargetLayout()`: its views are the scroll view's targets.
    package var isScrollTargetLayout = false
    package var alignmentGuides: [AlignmentGuideOverride] = []
    package var effects: [RenderEffect] = []
    /// Effects worked out from the view's geometry (`visualEffect`, `scrollTransition`), and
    /// `effects` with them, as of the last placement.
    package var geometryEffects: [PlacedEffect] = []
    package var placedEffects: [RenderEffect]?
    package var coordinateSpaceNames: [AnyHashable] = []
    /// The user's view whose body produced the node, and those around it (see `sourceViewTypes`):
    /// most nodes come from one view at most, which then costs no array.
    package var innermostSourceViewType: Any.Type?
    package var outerSourceViewTypes: [Any.Type] = []
    package var traits = ViewTraits()
    /// Set by `layoutPriority(_:)`.
    package var layoutPriority: Double?
    // This and `accessibility` are read for every view a host looks through for a control; like
    // the node's own fields, they are only touched by the thread resolving or laying out the
    // graph, so their accesses aren't checked at run time.
    /// What the view does when a person uses it (a button's action, a toggle's binding), for
    /// `ViewHost`.
    @exclusivity(unchecked) package var interaction: ViewInteraction?
    /// What the view does as it appears, disappears or changes (`onAppear`, `task`, …), for
    /// `ViewHost`.
    package var lifecycle: [LifecycleEntry] = []
    /// What the view tells assistive technologies (`accessibilityLabel`, …).
    @exclusivity(unchecked) package var accessibility: AccessibilityAttributes?
    /// Preferences the view sets or transforms (`preference`, `transformPreference`), innermost first.
    package var preferences: [PreferenceEntry] = []
    /// The edges along which the view extends into the safe area (`ignoresSafeArea`).
    package var ignoredSafeAreaEdges: Edge.Set = []
    /// The layout direction of the view's content, where it differs from its parent's
    /// (`environment(\.layoutDirection, …)`): its children are placed in it.
    package var layoutDirection: LayoutDirection?

    package init() {}

    /// A copy whose changes don't reach this one.
    func copy() -> NodeAnnotations {
        let copy = NodeAnnotations()
        copy.ids = ids
        copy.elementID = elementID
        copy.isScrollTargetLayout = isScrollTargetLayout
        copy.alignmentGuides = alignmentGuides
        copy.effects = effects
        copy.geometryEffects = geometryEffects
        copy.placedEffects = placedEffects
        copy.coordinateSpaceNames = coordinateSpaceNames
        copy.innermostSourceViewType = innermostSourceViewType
        copy.outerSourceViewTypes = outerSourceViewTypes
        copy.traits = traits
        copy.layoutPriority = layoutPriority
        copy.interaction = interaction
        copy.lifecycle = lifecycle
        copy.accessibility = accessibility?.copy()
        copy.preferences = preferences
        copy.ignoredSafeAreaEdges = ignoredSafeAreaEdges
        copy.layoutDirection = layoutDirection
        return copy
    }
}

/// Traits travel with a view through the modifiers applied outside it.
package struct ViewTraits {
    package var zIndex: Double = 0
    package var layoutValues: [ObjectIdentifier: Any] = [:]
    /// Values for the container around the view (`containerValue`, `tag`), by key type.
    package var containerValues: [ObjectIdentifier: Any] = [:]

    var isDefault: Bool { zIndex == 0 && layoutValues.isEmpty && containerValues.isEmpty }

    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
        (layoutValues[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue
    }
}

/// An `alignmentGuide(_:computeValue:)` override.
package struct AlignmentGuideOverride {
    package let key: AlignmentKey
    package let computeValue: (ViewDimensions) -> CGFloat
}
