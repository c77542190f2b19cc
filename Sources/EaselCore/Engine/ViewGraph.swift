import Foundation

/// A resolved view tree: the nodes a view became, with what went wrong on the way.
///
/// It owns the tree and tears it down without recursion, so that trees thousands of levels deep
/// are freed as safely as they were built.
package final class ViewGraph {
    /// How deep a view tree may nest before the deeper part is left out with a diagnostic.
    /// Each level costs a few kilobytes of `LargeStack`'s stack across resolution and layout.
    package let maximumDepth: Int
    package private(set) var diagnostics: [String] = []
    private var reported: Set<String> = []
    package private(set) var root: LayoutNode?
    /// The environment the root was resolved in.
    package private(set) var rootEnvironment: EnvironmentValues?
    /// Serialises layouts of this graph: a node holds one layout's frames at a time.
    package let lock = NSLock()
    /// The size of the region the view is shown in, where known (the canvas of `layout(in:)`, the
    /// finite parts of a picture's proposal): lazy containers measure about this much up front.
    package private(set) var visibleSize: ProposedViewSize = .unspecified
    /// Whether some view's answers depend on the canvas as well as on its proposal (lazy stacks);
    /// set when such a view is made.
    package var hasViewportDependentViews = false {
        didSet { if hasViewportDependentViews { updates?.record(.viewportDependentViews) } }
    }
    /// Set when a view asks for a colour scheme (`preferredColorScheme`): only then is the
    /// window's preference read after layout.
    package var hasPreferredColorScheme = false {
        didSet { if hasPreferredColorScheme { updates?.record(.preferredColorScheme) } }
    }
    /// The window's size, for container-relative frames outside any scroll view: what the root is
    /// proposed (the canvas, or a device's safe area).
    package let windowContainer = RelativeFrameContainer()
    /// The deepest level resolution reached (see `_ViewInputs.nested`).
    @exclusivity(unchecked) package var deepestLevel = 0
    /// Trees up to this deep are released recursively: a level costs a few hundred bytes of stack.
    private static let recursiveTeardownDepth = 256
    /// Whether the tree, and the view it was resolved from, can be released level by level on
    /// any thread's stack.
    package var isShallowEnoughToReleaseRecursively: Bool { deepestLevel <= Self.recursiveTeardownDepth }
    /// What the last placement recorded, until a `ViewLayoutStorage` takes it.
    private var snapshot = LayoutRecording()
    /// How many placements were recorded: the last one's number.
    private var recordings = 0
    /// A host's last recorded placement, which the next replays kept views from.
    private(set) var lastRecording: LayoutRecording?
    /// The entries of the recording before `lastRecording`, which the next recording writes over
    /// (see `SpareEntries`).
    private var spareEntries: SpareEntries?
    /// Children replaced by updates in place since the last layout (see `ChildReplacement`).
    var pendingReplacements: [ChildReplacement] = []
    /// What was worked out from the host's last layout (see `LayoutDerivedValues`), for the next
    /// to take the parts of it its copied subtrees need.
    package var lastDerivedValues: LayoutDerivedValues?
    /// How many views the last placement took from the one before instead of placing them.
    package private(set) var replayedViews = 0
    /// How many changed views the last placement placed in a copy of the one before
    /// (`LayoutSplice`).
    package private(set) var splicedViews = 0
    /// How many entries the last placement found in place instead of copying them.
    package private(set) var entriesFoundInPlace = 0
    /// Presentations registered while resolving (`_presenting`), resolved after the root.
    var pendingPresentations: [PendingPresentation] = []
    /// The inputs the root was resolved with, for presentations registered later, by rows a lazy
    /// container builds while it is laid out.
    private var rootInputs: _ViewInputs?
    /// The root as resolved, before presentations registered while laying out were put over it.
    private var resolvedRoot: LayoutNode?
    /// Presentations registered by rows of lazy containers while they were laid out, in order.
    private var latePresentations: [PendingPresentation] = []
    /// How many lifecycle modifiers each view identity has had applied so far while resolving.
    private var lifecyclePositions: [ViewIdentity: Int] = [:]
    /// Where the state of the views lives, when a host renders them. Read for every container
    /// resolved (`updates`), only by the thread resolving the graph: unchecked, like the node
    /// fields layout reads.
    @exclusivity(unchecked) package private(set) var stateStore: StateStore?
    /// Whether the tree is being resolved (not laid out).
    private var isResolving = false
    /// Whether a problem was found while laying the tree out (not while resolving it).
    package private(set) var hadLayoutWarnings = false
    /// How many preference readers this render resolved so far (see `LatePreferenceReader`).
    var preferenceReaderCount = 0
    /// The readers whose content may build views setting preferences while laid out: this
    /// render's, and in a host's tree those of earlier renders whose views were kept.
    var lateReaders: [LatePreferenceReader.Place: LatePreferenceReader] = [:]
    /// Values found after the last layout, by reader, for the next render to read.
    var pendingLatePreferenceValues: [LatePreferenceReader.Place: Any] = [:]
    /// The values this render's readers read in place of their content's, by reader.
    var latePreferenceValuesForRender: [LatePreferenceReader.Place: Any] = [:]
    /// Whether a reader of this render read a value found after the render before.
    package var resolvedWithLatePreferenceValues = false

    /// The updates tracking the views of this render, for a host whose renders update only what
    /// changed (see `ViewUpdates`).
    package var updates: ViewUpdates? {
        guard let stateStore, stateStore.updates.isTracking else { return nil }
        return stateStore.updates
    }

    /// The position of the next lifecycle modifier applied to the view with `identity`.
    package func nextLifecyclePosition(for identity: ViewIdentity) -> Int {
        updates?.record(.lifecyclePosition(identity))
        let position = lifecyclePositions[identity, default: 0]
        lifecyclePositions[identity] = position + 1
        return position
    }

    package init(maximumDepth: Int = 50_000) {
        self.maximumDepth = maximumDepth
    }

    /// At most this many problems are listed; a tree of thousands of broken views says so once.
    package static let maximumDiagnostics = 100

    /// Records a problem once; layout goes on with the documented fallback.
    package func warn(_ message: String) {
        if isResolving {
            updates?.record(.warning(message))
        } else {
            hadLayoutWarnings = true
        }
        guard diagnostics.count < ViewGraph.maximumDiagnostics else { return }
        if reported.insert(message).inserted {
            diagnostics.append(message)
            if diagnostics.count == ViewGraph.maximumDiagnostics {
                diagnostics.append("More than \(ViewGraph.maximumDiagnostics) problems; the rest are not listed.")
            }
        }
    }

    /// Forgets what the last render found, for a host that resolves its graph again for each
    /// update. Whether that render found problems while laying out stays until the next layout.
    package func prepareForRender() {
        // Children replaced by an update that no layout followed: what was worked out from the
        // old ones goes.
        for replacement in pendingReplacements { replacement.forgetAnswers() }
        pendingReplacements = []
        diagnostics = []
        reported = []
        pendingPresentations = []
        latePresentations = []
        lifecyclePositions = [:]
        hasViewportDependentViews = false
        hasPreferredColorScheme = false
        deepestLevel = 0
        snapshot = LayoutRecording()
        preferenceReaderCount = 0
        if stateStore == nil {
            lateReaders = [:]
        }
        latePreferenceValuesForRender = pendingLatePreferenceValues
        pendingLatePreferenceValues = [:]
        resolvedWithLatePreferenceValues = false
    }

    /// Resolves `view` into this graph's tree. Several views at the top are stacked vertically, as a
    /// window stacks a body that returns several views.
    package func resolve<V: View>(_ view: V, environment: EnvironmentValues, stateStore: StateStore? = nil) {
        self.stateStore = stateStore
        isResolving = true
        defer { isResolving = false }
        // A host resolves the same root view each time: in the same environment, it is the view
        // of the last render, unchanged (its value needn't be compared).
        let isUnchanged = updates != nil && rootEnvironment?.isEqual(to: environment) == true
        rootEnvironment = environment
        hadLayoutWarnings = false
        var inputs = _ViewInputs(environment: environment, graph: self)
        inputs.stateStore = stateStore
        inputs.isUnchangedSinceLastRender = isUnchanged
        rootInputs = inputs
        // Problems met while bodies run (a colour name no catalog has) are said on this graph.
        let nodes = LayoutDiagnostics.reporting(to: self) { V.makeNodes(view, inputs: inputs) }
        let content = hostedNode(nodes, inputs: inputs) ?? LeafNode.make(content: EmptyLeaf(), inputs: inputs)
        root = resolvePresentations(over: content, inputs: inputs)
        resolvedRoot = root
    }

    /// Registers a view to present over the window once the tree is resolved.
    func present(_ presentation: PendingPresentation) {
        updates?.record(.presentation(presentation))
        pendingPresentations.append(presentation)
    }

    /// Lays the tree out in a canvas, as a window does: the canvas size is proposed to the root view
    /// and the root is centred in the canvas (spec §1.4 [M] FAT-SIZE1). A non-finite canvas
    /// dimension is proposed as unspecified and the root sits at 0 along it; a negative one is 0.
    ///
    /// With `safeAreaInsets` (a device's), the root is proposed the safe area and centred in it, as
    /// SwiftUI's hosting view does (Apple, "Safe area": views are sized and positioned to avoid the
    /// safe areas by default), and views that ignore the safe area extend into the rest of the
    /// canvas (`SafeAreaGeometry`).
    package func layout(in canvasSize: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets()) {
        root = resolvedRoot
        layoutOnce(in: canvasSize, safeAreaInsets: safeAreaInsets)
        if adoptLatePresentations() {
            layoutOnce(in: canvasSize, safeAreaInsets: safeAreaInsets)
        }
    }

    /// Puts the presentations of rows that lazy containers built while being laid out (a context
    /// menu opened in a list row, a sheet presented from one) over the root, as those resolved
    /// with the root are: those whose presenting row is placed in this layout, in the order the
    /// rows are placed, so that a layout after another at a different size shows what a first
    /// layout at that size would. True when there are some, and the tree must be laid out again.
    private func adoptLatePresentations() -> Bool {
        latePresentations += pendingPresentations
        pendingPresentations = []
        guard !latePresentations.isEmpty, let resolvedRoot, let rootInputs else { return false }
        var placedOrder: [ObjectIdentifier: Int] = [:]
        for (index, entry) in snapshot.entries.enumerated() { placedOrder[ObjectIdentifier(entry.node)] = index }
        let shown = latePresentations.compactMap { presentation -> (Int, PendingPresentation)? in
            guard let node = presentation.presenter?.node, let order = placedOrder[ObjectIdentifier(node)] else { return nil }
            return (order, presentation)
        }
        guard !shown.isEmpty else { return false }
        pendingPresentations = shown.sorted { $0.0 < $1.0 }.map(\.1)
        root = resolvePresentations(over: resolvedRoot, inputs: rootInputs)
        // What the presented views present in turn was resolved just now: not late.
        pendingPresentations = []
        return true
    }

    private func layoutOnce(in canvasSize: CGSize, safeAreaInsets: EdgeInsets) {
        guard let root else { return }
        func usable(_ length: CGFloat) -> CGFloat? {
            length.isFinite ? Swift.max(0, length) : nil
        }
        let canvasProposal = ProposedViewSize(width: usable(canvasSize.width), height: usable(canvasSize.height))
        if canvasProposal != visibleSize, hasViewportDependentViews {
            // Lazy stacks measure as far as the canvas reaches, so their answers depend on it as
            // well as on their proposals: what they and the views around them remember from
            // another canvas would outlive the proposal it was made for.
            forgetMeasurements()
        }
        visibleSize = canvasProposal
        let insets = usableInsets(safeAreaInsets)
        LayoutDiagnostics.reporting(to: self) {
            let canvas = CGRect(
                x: 0, y: 0,
                width: canvasProposal.width ?? .infinity, height: canvasProposal.height ?? .infinity
            )
            var context = PlacementContext()
            context.visibleRect = canvas
            var region = CGRect(x: 0, y: 0, width: canvasProposal.width ?? 0, height: canvasProposal.height ?? 0)
            var proposal = canvasProposal
            if insets != EdgeInsets() {
                region = CGRect(
                    x: Swift.min(insets.leading, region.width), y: Swift.min(insets.top, region.height),
                    width: Swift.max(0, region.width - insets.horizontal), height: Swift.max(0, region.height - insets.vertical)
                )
                proposal = ProposedViewSize(
                    width: canvasProposal.width.map { _ in region.width },
                    height: canvasProposal.height.map { _ in region.height }
                )
                context.safeArea = SafeAreaGeometry(
                    safeRect: region,
                    bounds: CGRect(x: 0, y: 0, width: canvasProposal.width ?? region.maxX, height: canvasProposal.height ?? region.maxY)
                )
            }
            if windowContainer.update(to: proposal) {
                forgetMeasurements()
            }
            let splices = settleReplacements()
            let size = root.sizeThatFits(proposal)
            let origin = CGPoint(
                x: proposal.width.map { region.minX + ($0 - size.width) / 2 } ?? 0,
                y: proposal.height.map { region.minY + ($0 - size.height) / 2 } ?? 0
            )
            place(root, in: CGRect(origin: origin, size: size), proposal: proposal, context: context, splices: splices)
        }
    }

    /// Safe area insets that can be used: a negative or non-finite one is 0, and said so.
    private func usableInsets(_ insets: EdgeInsets) -> EdgeInsets {
        func usable(_ length: CGFloat) -> CGFloat {
            length.isFinite && length >= 0 ? length : 0
        }
        let result = EdgeInsets(top: usable(insets.top), leading: usable(insets.leading), bottom: usable(insets.bottom), trailing: usable(insets.trailing))
        if result != insets {
            warn("Invalid safe area insets (negative or non-finite): \(insets); \(result) is used instead.")
        }
        return result
    }

    /// Places the root, recording the snapshot of every view's frame that `takeSnapshot` hands out.
    /// A host's graph replays what the last placement recorded for the views its updates kept
    /// (see `PlacementMemory`), with `splices` of it.
    private func place(_ root: LayoutNode, in frame: CGRect, proposal: ProposedViewSize, context: PlacementContext, splices: [LayoutSplice] = []) {
        recordings += 1
        // Taken from the graph, so that the graph doesn't share the buffer being written over.
        let spare = spareEntries.take()
        let recorder = LayoutSnapshotRecorder(serial: recordings, previous: lastRecording, splices: splices, expectedCount: root.subtreeCountWhenMade, spare: spare)
        var context = context
        context.snapshot = recorder
        context.isRightToLeft = rootEnvironment?.layoutDirection == .rightToLeft
        withExtendedLifetime(recorder) {
            root.place(in: frame, proposal: proposal, context: context)
        }
        snapshot = recorder.recording
        replayedViews = snapshot.replays.reduce(0) { $0 + $1.count }
        splicedViews = recorder.placedSplices
        entriesFoundInPlace = recorder.entriesFoundInPlace
        spareEntries = stateStore == nil ? nil : lastRecording.map(SpareEntries.init)
        lastRecording = stateStore == nil ? nil : snapshot
    }

    /// The views that placed `node` in the host's last layout, outermost first, its container
    /// last; nil if it wasn't placed there by a view (or its memory names a layout older than
    /// the history of copies, `ReplayHistory`).
    package func placers(of node: LayoutNode) -> [LayoutNode]? {
        guard let recording = lastRecording, let memory = node.placementMemory, recording.bringUpToDate(memory),
              let ancestors = recording.ancestors(ofEntry: memory.entries.lowerBound), !ancestors.isEmpty,
              recording.entries[memory.entries.lowerBound].node === node
        else { return nil }
        return ancestors.map { recording.entries[$0].node }
    }

    /// The frames of the last layout, in depth-first order; taken once.
    package func takeSnapshot() -> LayoutRecording {
        defer { snapshot = LayoutRecording() }
        return snapshot
    }

    /// Lays the tree out as a picture of the view alone: `proposal` goes to the root, and the canvas
    /// is the root's size, with the root at its origin (`ImageRenderer`'s way). Returns the size.
    @discardableResult
    package func layout(proposing proposal: ProposedViewSize) -> CGSize {
        root = resolvedRoot
        let size = layoutOnce(proposing: proposal)
        return adoptLatePresentations() ? layoutOnce(proposing: proposal) : size
    }

    private func layoutOnce(proposing proposal: ProposedViewSize) -> CGSize {
        guard let root else { return .zero }
        var proposal = proposal.sanitized
        let visible = proposal.withoutInfiniteDimensions
        if visible != visibleSize, hasViewportDependentViews {
            forgetMeasurements()
        }
        visibleSize = visible
        return LayoutDiagnostics.reporting(to: self) {
            // A view proposed infinity may want to be infinite: the picture can't be drawn (the
            // renderer says so, from the size returned), but its views still get finite frames.
            if windowContainer.update(to: visible) {
                forgetMeasurements()
            }
            let splices = settleReplacements()
            let wanted = root.sizeThatFits(proposal)
            let size = root.placementSize(for: &proposal)
            place(root, in: CGRect(origin: .zero, size: size), proposal: proposal, context: PlacementContext(), splices: splices)
            return wanted
        }
    }

    /// Forgets every view's memoized answers, so that the next layout measures everything again.
    package func forgetMeasurements() {
        root?.forgetMeasurementsOfSubtree()
    }

    deinit {
        // Releasing a tree recurses once per level; only trees deeper than any thread's stack
        // comfortably allows are taken apart level by level first.
        guard deepestLevel > ViewGraph.recursiveTeardownDepth else { return }
        var pending: [LayoutNode] = root.map { [$0] } ?? []
        root = nil
        while let node = pending.popLast() {
            pending.append(contentsOf: node.children)
            node.detachChildren()
        }
    }
}
