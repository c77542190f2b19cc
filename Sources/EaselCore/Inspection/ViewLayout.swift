import Foundation

/// The layout SwiftUI would compute for a view in a canvas: every view's frame, for inspection.
///
/// ```swift
/// let layout = ViewLayout(of: someView, in: CGSize(width: 390, height: 844))
/// layout.frame(id: "avatar")   // the frame of the view tagged .id("avatar"), in canvas coordinates
/// print(layout)                // an indented dump of every view and its frame
/// layout.json()                // the same tree as JSON
/// ```
///
/// Like a window, it proposes the canvas size to the root view and centres the result in the
/// canvas. Frames are in canvas coordinates, y down, unrounded (pixel snapping happens when
/// drawing). A `ViewLayout` is an immutable snapshot.
public struct ViewLayout: CustomStringConvertible, @unchecked Sendable {
    // @unchecked: the snapshot never changes after init; the graph it shares is only laid out again
    // under its lock (`relayout(in:)`), which doesn't touch the frames copied here.
    package let storage: ViewLayoutStorage

    /// The size of the canvas the view was laid out in.
    public var canvasSize: CGSize { storage.canvasSize }
    /// The display scale the layout assumed (3 by default, as on an iPhone).
    public var scale: CGFloat { storage.scale }
    /// The safe area's insets in the canvas (a device's; none for a plain canvas).
    public var safeAreaInsets: EdgeInsets { storage.safeAreaInsets }

    /// Lays out `view` in a canvas of the given size at the given display scale, its outermost
    /// scroll views scrolled by `contentOffset` (x for horizontal ones, y for vertical ones; clamped
    /// to the content). Lazy stacks report only the rows that show.
    #if MainActorViews
    @MainActor @preconcurrency
    #endif
    public init<Content: View>(of view: Content, in canvasSize: CGSize, scale: CGFloat = 3, contentOffset: CGPoint = .zero) {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        environment.scrollContentOffset = contentOffset
        self.init(of: view, in: canvasSize, environment: environment)
    }

    /// Lays out `view` in a canvas with the given environment.
    #if MainActorViews
    @MainActor @preconcurrency
    #endif
    public init<Content: View>(of view: Content, in canvasSize: CGSize, environment: EnvironmentValues) {
        self.init(of: view, in: canvasSize, environment: environment, stateStore: nil)
    }

    /// Lays out `view` on a device's screen, as an app's window there does: the screen is the
    /// canvas, the root view is proposed the device's safe area and centred in it, views that
    /// ignore the safe area extend to the screen's edges, and the display scale and size classes
    /// are the device's.
    #if MainActorViews
    @MainActor @preconcurrency
    #endif
    public init<Content: View>(of view: Content, on device: Device, contentOffset: CGPoint = .zero) {
        self.init(of: view, on: device, environment: EnvironmentValues(), contentOffset: contentOffset)
    }

    /// Lays out `view` on a device's screen with the given environment, to which the device's
    /// display scale and size classes are added.
    #if MainActorViews
    @MainActor @preconcurrency
    #endif
    public init<Content: View>(of view: Content, on device: Device, environment: EnvironmentValues, contentOffset: CGPoint = .zero) {
        var environment = environment
        environment.apply(device)
        environment.scrollContentOffset = contentOffset
        self.init(of: view, in: device.screenSize, environment: environment, stateStore: nil, safeAreaInsets: device.safeAreaInsets)
    }

    /// Lays out `view` in a canvas with its state kept in `stateStore` (a `ViewHost`'s).
    package init<Content: View>(of view: Content, in canvasSize: CGSize, environment: EnvironmentValues, stateStore: StateStore?, safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.init(of: view, sizing: .canvas(canvasSize, safeAreaInsets: safeAreaInsets), environment: environment, stateStore: stateStore)
    }

    /// How the root view is given its size: a window's canvas (proposed to the root view, which is
    /// centred in it), or a proposal whose answer becomes the canvas (`ImageRenderer`'s way).
    package enum Sizing {
        case canvas(CGSize, safeAreaInsets: EdgeInsets)
        case proposal(ProposedViewSize)
    }

    /// Lays out `view`, sized as `sizing` says, with its state kept in `stateStore` when given.
    ///
    /// A host passes its `graph`, resolved again for each render: the views are then tracked, and
    /// unless the render is `full` those unchanged since the last render are shown as they were
    /// (see `ViewUpdates`). A host's layouts share those views, so an earlier one laid out again
    /// (`relayout(in:)`) shows the host's current views.
    package init<Content: View>(of view: Content, sizing: Sizing, environment: EnvironmentValues, stateStore: StateStore?,
                                graph hostGraph: ViewGraph? = nil, full: Bool = true) {
        let givenEnvironment = environment
        storage = LargeStack.run {
            var environment = environment
            environment.takeLayoutDirectionFromLocale()
            let givenScale = environment.displayScale
            let invalidScale = !(givenScale.isFinite && givenScale > 0)
            if invalidScale { environment.displayScale = 3 }
            func render(in environment: EnvironmentValues) -> (ViewGraph, CGSize) {
                guard hostGraph != nil, let stateStore else { return renderGraph(in: environment) }
                return Invalidations.$resolving.withValue(stateStore.updates.invalidations) { renderGraph(in: environment) }
            }
            // A render for late preference values is in the graph of the render before.
            var reusing: ViewGraph?
            func renderGraph(in environment: EnvironmentValues) -> (ViewGraph, CGSize) {
                let graph = reusing ?? hostGraph ?? ViewGraph()
                graph.prepareForRender()
                stateStore?.beginRender(of: graph, tracking: hostGraph != nil, full: full)
                if invalidScale { graph.warn("Invalid display scale \(formatLength(givenScale)); 3 is used instead.") }
                // Lazy rows and geometry readers build their content during layout: only after
                // it is it known which state is still in use.
                defer { stateStore?.endRender() }
                switch sizing {
                case let .canvas(canvasSize, safeAreaInsets):
                    let screen = _CurrentScreen(size: canvasSize, scale: environment.displayScale, safeAreaInsets: safeAreaInsets, isPad: environment.horizontalSizeClass == .regular)
                    return _CurrentScreen.with(screen) {
                        graph.resolve(view, environment: environment, stateStore: stateStore)
                        graph.layout(in: canvasSize, safeAreaInsets: safeAreaInsets)
                        return (graph, canvasSize)
                    }
                case let .proposal(proposal):
                    graph.resolve(view, environment: environment, stateStore: stateStore)
                    return (graph, graph.layout(proposing: proposal))
                }
            }
            var (graph, size) = render(in: environment)
            // A preferred colour scheme is the window's: everything is resolved again in it.
            if let preferred = graph.preferredColorScheme(otherThan: environment.colorScheme) {
                environment.colorScheme = preferred
                (graph, size) = render(in: environment)
            }
            // Views built while laid out (list rows, a geometry reader's content) set preferences
            // that readers around them missed when resolved: rendered once more, the readers read
            // them (see `LatePreferenceReader`). The same graph is resolved again, as it keeps
            // what it found; a host's updates evaluate again the views making those readers.
            if graph.adoptLatePreferenceValues() {
                reusing = graph
                (graph, size) = render(in: environment)
            }
            let safeAreaInsets = if case let .canvas(_, insets) = sizing { insets } else { EdgeInsets() }
            let storage = ViewLayoutStorage(graph: graph, canvasSize: size, scale: environment.displayScale, safeAreaInsets: safeAreaInsets)
            // Kept where readers may find values at another size: where some read their content
            // after layout, and wherever the tree is shallow enough for the view it keeps to be
            // released recursively (a lazy row shown only at another size may hold a reader).
            guard graph.mayFindLatePreferenceValues || graph.isShallowEnoughToReleaseRecursively else { return storage }
            storage.renderAgain = { canvasSize in
                ViewLayout(of: view, sizing: .canvas(canvasSize, safeAreaInsets: safeAreaInsets), environment: givenEnvironment,
                           stateStore: stateStore, graph: hostGraph, full: false).storage
            }
            return storage
        }
    }

    /// The colour scheme the layout was resolved in: the environment's, or the one a view prefers
    /// for the window (`preferredColorScheme`).
    public var colorScheme: ColorScheme {
        storage.graph.rootEnvironment?.colorScheme ?? .light
    }

    /// The window's layout direction: the environment's, or its locale's (see
    /// `EnvironmentValues.takeLayoutDirectionFromLocale`).
    public var layoutDirection: LayoutDirection {
        storage.graph.rootEnvironment?.layoutDirection ?? .leftToRight
    }

    /// Lays out `view` on its own, as `ImageRenderer` does: `proposal` goes to the view (unspecified
    /// by default: its ideal size), and the canvas is exactly the view's size, with the view at (0, 0).
    #if MainActorViews
    @MainActor @preconcurrency
    #endif
    public init<Content: View>(of view: Content, proposing proposal: ProposedViewSize = .unspecified, scale: CGFloat = 3, contentOffset: CGPoint = .zero) {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        environment.scrollContentOffset = contentOffset
        self.init(of: view, proposing: proposal, environment: environment)
    }

    /// Lays out `view` on its own with the given environment (see `init(of:proposing:scale:contentOffset:)`).
    package init<Content: View>(of view: Content, proposing proposal: ProposedViewSize, environment: EnvironmentValues) {
        self.init(of: view, sizing: .proposal(proposal), environment: environment, stateStore: nil)
    }

    private init(storage: ViewLayoutStorage) {
        self.storage = storage
    }

    /// Lays the same views out again in a canvas of another size. Views keep the answers they gave
    /// for proposals they already saw (unless `reusingMeasurements` is false), so only what the new
    /// size changes is measured again; in the same size, the layout is this one. A `ViewHost`'s
    /// layouts share the host's views: an earlier one laid out again shows its current views.
    public func relayout(in canvasSize: CGSize, reusingMeasurements: Bool = true) -> ViewLayout {
        // The same views in the same canvas are laid out the same: every frame is known.
        if reusingMeasurements, canvasSize == storage.canvasSize {
            return self
        }
        let graph = storage.graph
        let scale = storage.scale
        let safeAreaInsets = storage.safeAreaInsets
        // Views resolved with preference values found after a layout at another size are
        // rendered again, as a first layout at this size would render them (see
        // `LatePreferenceReader`); so are views that find such values at this size.
        if graph.resolvedWithLatePreferenceValues, let renderAgain = storage.renderAgain {
            return ViewLayout(storage: renderAgain(canvasSize))
        }
        let relaidOut = LargeStack.run {
            graph.lock.withLock {
                if !reusingMeasurements {
                    graph.forgetMeasurements()
                }
                graph.layout(in: canvasSize, safeAreaInsets: safeAreaInsets)
                let relaidOut = ViewLayoutStorage(graph: graph, canvasSize: canvasSize, scale: scale, safeAreaInsets: safeAreaInsets)
                relaidOut.renderAgain = storage.renderAgain
                return relaidOut
            }
        }
        if let renderAgain = storage.renderAgain, graph.hasLatePreferenceValues {
            return ViewLayout(storage: renderAgain(canvasSize))
        }
        return ViewLayout(storage: relaidOut)
    }

    /// The root view of the layout.
    public var root: Node { Node(storage: storage, index: 0) }

    /// Problems met on the way (invalid frame dimensions, contradictory constraints, …), each once.
    public var diagnostics: [String] { storage.diagnostics }

    /// The frame, in canvas coordinates, of the outermost view given `.id(id)` with a string equal
    /// to `id`, or nil.
    public func frame(id: String) -> CGRect? {
        storage.firstIndex { $0.ids.contains { ($0.base as? String) == id || ($0.base as? Substring).map(String.init) == id } }
            .map { storage.entries[$0].frame }
    }

    /// The frame, in canvas coordinates, of the outermost view given `.id(id)`, or nil.
    public func frame<ID: Hashable>(id: ID) -> CGRect? {
        let key = AnyHashable(id)
        return storage.firstIndex { $0.ids.contains(key) }.map { storage.entries[$0].frame }
    }

    /// Every view with the given name ("HStack", "Color", "padding"), in depth-first order.
    public func nodes(named name: String) -> [Node] {
        storage.entries.indices.filter { storage.entries[$0].node.name == name }.map { Node(storage: storage, index: $0) }
    }

    /// The view at `index` in depth-first order (the order of the dump and of `json()`), or nil.
    package func node(at index: Int) -> Node? {
        storage.entries.indices.contains(index) ? Node(storage: storage, index: index) : nil
    }

    /// A view of the layout tree.
    public struct Node: CustomStringConvertible {
        package let storage: ViewLayoutStorage
        package let index: Int

        package var layoutNode: LayoutNode { storage.entries[index].node }

        /// SwiftUI's name for the view: "HStack", "padding", "frame", "Color", "Spacer".
        public var name: String { layoutNode.name }
        /// The view's arguments worth showing: "spacing: 0", "width: 100, height: 50".
        public var detail: String? { layoutNode.detail }
        /// The view's id, if given with `.id(_:)` (the outermost one, as text).
        public var id: String? { layoutNode.ids.last.map { ($0.base as? String) ?? String(describing: $0.base) } }
        /// The frame in canvas coordinates.
        public var frame: CGRect { storage.entries[index].frame }
        /// The user's views whose bodies produced this view, outermost first ("ContentView").
        public var viewTypes: [String] { layoutNode.sourceViewTypes.reversed().map { shapeName($0) } }
        /// Drawing effects: "opacity(0.5)", "clipped()".
        public var effects: [String] { layoutNode.effects.map(\.name) }
        /// The views inside it, in order.
        public var children: [Node] {
            storage.children(of: index).map { Node(storage: storage, index: $0) }
        }

        public var description: String { storage.line(for: index) }
    }

    /// An indented dump of every view and its frame.
    public var description: String { storage.dump() }
}

/// The flattened snapshot behind a `ViewLayout`: views in depth-first order with their frames, as
/// the layout placed them (`LayoutSnapshotRecorder`).
package final class ViewLayoutStorage {
    package typealias Entry = LayoutSnapshotEntry

    package let graph: ViewGraph
    package let canvasSize: CGSize
    package let scale: CGFloat
    package let safeAreaInsets: EdgeInsets
    package let diagnostics: [String]
    package let entries: [Entry]
    /// The entries of views with an interaction, in order (see `LayoutRecording`).
    package let interactiveEntries: [Int]
    /// The subtrees whose entries were copied from the host's last layout, which were placed
    /// there as here (see `PlacementMemory`).
    package let replays: [SnapshotReplay]
    /// What was worked out from this layout's entries, kept for the layout after it.
    package let derived: LayoutDerivedValues
    /// What was worked out from the host's last layout, where `replays` copied from.
    package let previousDerived: LayoutDerivedValues?
    /// Keeps alive the nodes the entries name (see `NodeKeeper`).
    private let keeper: NodeKeeper?
    /// Renders the views again in a canvas of another size, as a first layout at that size would
    /// (`relayout(in:)`, when preference values found after layout differ by size).
    var renderAgain: ((CGSize) -> ViewLayoutStorage)?

    init(graph: ViewGraph, canvasSize: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.graph = graph
        self.canvasSize = canvasSize
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.diagnostics = graph.diagnostics
        let recording = graph.takeSnapshot()
        self.entries = recording.entries
        self.interactiveEntries = recording.interactiveEntries
        self.keeper = recording.keeper
        self.replays = recording.replays
        self.derived = LayoutDerivedValues(recording: recording.serial)
        let previous = graph.lastDerivedValues
        self.previousDerived = previous?.recording == recording.replayedSerial && !recording.replays.isEmpty ? previous : nil
        if graph.stateStore != nil {
            graph.lastDerivedValues = derived
        }
    }

    /// The entries of the children of the entry at `index`.
    package func children(of index: Int) -> [Int] {
        var result: [Int] = []
        var child = index + 1
        while child < entries[index].subtreeEnd {
            result.append(child)
            child = entries[child].subtreeEnd
        }
        return result
    }

    func firstIndex(where predicate: (LayoutNode) -> Bool) -> Int? {
        entries.firstIndex { predicate($0.node) }
    }

    /// One line of the dump: name, arguments, frame, id, the user's views, effects.
    func line(for index: Int) -> String {
        let entry = entries[index]
        let node = entry.node
        var text = ""
        let views = node.sourceViewTypes.reversed().map { shapeName($0) }
        if !views.isEmpty {
            text += views.joined(separator: " › ") + " › "
        }
        text += node.name
        if let detail = node.detail { text += "(\(detail))" }
        let frame = entry.frame
        text += "  (\(formatLength(frame.minX)), \(formatLength(frame.minY))) \(formatLength(frame.width))×\(formatLength(frame.height))"
        if let id = node.ids.last {
            text += "  id: \((id.base as? String).map { "\"\($0)\"" } ?? String(describing: id.base))"
        }
        if !node.effects.isEmpty {
            text += "  " + node.effects.map(\.name).joined(separator: " ")
        }
        return text
    }

    func dump() -> String {
        entries.indices.map { String(repeating: "  ", count: entries[$0].depth) + line(for: $0) }.joined(separator: "\n")
    }
}
