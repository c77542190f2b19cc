import Foundation

/// What a view is resolved with: its environment, the stack it sits in, and the graph being built.
public struct _ViewInputs {
    package var environment: EnvironmentValues
    /// The axis of the enclosing stack; Spacer and Divider orient themselves by it (spec §15, §16).
    package var stackOrientation: Axis?
    /// How many views enclose this one; bounded so that a runaway recursion ends with a message.
    package var depth: Int
    // Not retained: nodes that keep their inputs (GeometryReader) must not keep the graph that owns
    // them, and the graph outlives every resolution and layout it runs.
    private let unretainedGraph: Unmanaged<ViewGraph>
    /// The graph being built.
    package var graph: ViewGraph { unretainedGraph.takeUnretainedValue() }
    /// The graph's `updates`, read without taking a reference to the graph (see `nested`): views
    /// ask for them as they resolve, one by one.
    package var updates: ViewUpdates? { unretainedGraph._withUnsafeGuaranteedRef { $0.updates } }
    /// The contents that custom `ViewModifier`s wrap, by modifier type (see `_ViewModifier_Content`).
    package var modifierContents: [ObjectIdentifier: ModifierContent]
    /// The nearest scroll view around this view, which tells lazy containers how much shows.
    package var enclosingScrollView: ScrollViewport?
    /// Where `@State` lives between renders, when a `ViewHost` renders the tree; else nil.
    /// Not retained, like `graph`, which holds it (`ViewGraph.stateStore`) for as long as the
    /// graph resolves or lays out anything: the store is weakly referenced by the state it holds,
    /// so each retain of it takes the runtime's slow path, and inputs are copied for every view
    /// (a tenth of an update that compares 1,000 rows went to retaining and releasing it).
    package unowned(unsafe) var stateStore: StateStore?
    /// The view's place in the hierarchy; tracked only when there is a state store.
    package var identity = ViewIdentity()
    /// How many presentations (sheets, alerts) enclose the view.
    package var presentationDepth = 0
    /// The record of the nearest view with a body around this one, in a hosted tree (see
    /// `ViewUpdates`): a change inside is a change inside it.
    package var parentRecord: ViewRecord?
    /// Whether this view comes from a body that wasn't evaluated again, in inputs that didn't
    /// change, so that it is the value it was in the last render (see `ViewUpdates`).
    package var isUnchangedSinceLastRender = false
    /// The depth of the content of the innermost view around this one that reads what its content
    /// resolves to while resolving it (a preference reader reads its content's preferences,
    /// `Group(subviews:)` builds views from its content's nodes), or 0 when none does. What the
    /// reader made from its content changes with this view, so a change here is made in place
    /// only from a view inside that content, whose walk runs the reader again: one at this depth
    /// or deeper (see `ViewUpdates.updateInPlace`).
    package var contentReaderDepth = 0

    package init(environment: EnvironmentValues, graph: ViewGraph) {
        self.environment = environment
        self.stackOrientation = nil
        self.depth = 0
        self.unretainedGraph = Unmanaged.passUnretained(graph)
        self.modifierContents = [:]
        self.enclosingScrollView = nil
        self.stateStore = nil
    }

    /// These inputs one structural step further down, for state identity.
    package func identified(by component: ViewIdentity.Component) -> _ViewInputs {
        guard stateStore != nil else { return self }
        var inputs = self
        inputs.identity = identity.appending(component)
        return inputs
    }

    /// Runs `body` with these inputs one structural step further down. Without a state store the
    /// step changes nothing and the inputs are passed on as they are: resolving copies inputs for
    /// every view, and each copy retains and releases what they hold.
    @inline(__always)
    package func identified<Result>(by component: @autoclosure () -> ViewIdentity.Component, _ body: (_ViewInputs) -> Result) -> Result {
        guard stateStore != nil else { return body(self) }
        var inputs = self
        inputs.identity = identity.appending(component())
        return body(inputs)
    }

    /// The inputs for a view one level deeper, or nil once the tree is deeper than the graph allows:
    /// the deeper part is left out, an empty view stands in for it in `list` (so the views around it
    /// keep their layout), and a diagnostic says so.
    package func nested(orPlaceholderIn list: inout _ViewList) -> _ViewInputs? {
        let depth = depth + 1
        // The graph is read where it is, without a reference taken to it: this runs for every
        // view, and a strong reference would retain and release the graph around the copy of
        // the inputs below each time.
        let withinLimit = unretainedGraph._withUnsafeGuaranteedRef { graph in
            guard depth <= graph.maximumDepth else { return false }
            if depth > graph.deepestLevel {
                graph.deepestLevel = depth
            }
            return true
        }
        guard withinLimit else {
            graph.warn("The view tree is nested more than \(graph.maximumDepth) levels deep; deeper views are left out.")
            list.append(LeafNode.make(content: EmptyLeaf(), inputs: self))
            return nil
        }
        var inputs = self
        inputs.depth = depth
        return inputs
    }

    /// The inputs for views made from what other views resolved to (their nodes, preference
    /// values, a geometry reader's size): those views may differ from the last render's even
    /// where the body making them wasn't evaluated again, so they are compared, not assumed
    /// unchanged (see `ViewUpdates`).
    package var forViewsMadeFromResolvedContent: _ViewInputs {
        guard isUnchangedSinceLastRender else { return self }
        var inputs = self
        inputs.isUnchangedSinceLastRender = false
        return inputs
    }

    /// The inputs for the content of a container whose layout has the given stack orientation.
    package func forContainerContent(orientation: Axis?) -> _ViewInputs {
        var inputs = self
        inputs.stackOrientation = orientation
        return inputs
    }

    /// `nested(orPlaceholderIn:)` and `forContainerContent(orientation:)` in one copy.
    package func nestedContainerContent(orientation: Axis?, orPlaceholderIn list: inout _ViewList) -> _ViewInputs? {
        guard var inputs = nested(orPlaceholderIn: &list) else { return nil }
        inputs.stackOrientation = orientation
        return inputs
    }
}

/// The content of a custom modifier's `content` placeholder: how to resolve the view the modifier
/// is applied to.
///
/// In a hosted tree it is one object for as long as the modifier stays at its place (kept with
/// its state), given the content of each render: the views its body makes keep it in their
/// inputs, so a view kept from an earlier render still resolves today's content, and compares
/// its inputs equal to today's (see `ViewRecord.matches`).
package final class ModifierContent {
    package private(set) var resolve: (_ViewInputs, inout _ViewList) -> Void

    private init(resolve: @escaping (_ViewInputs, inout _ViewList) -> Void) {
        self.resolve = resolve
    }

    /// The content of the modifier resolved with `inputs` (which identify it), resolved by
    /// `resolve` from now on.
    static func made(for inputs: _ViewInputs, resolve: @escaping (_ViewInputs, inout _ViewList) -> Void) -> ModifierContent {
        guard let store = inputs.stateStore else { return ModifierContent(resolve: resolve) }
        // Named as no property can be, beside the modifier's own state.
        let content = store.storage(for: StateKey(view: inputs.identity, property: "content placeholder"), make: { ModifierContent(resolve: resolve) })
        content.resolve = resolve
        return content
    }
}

/// The layout nodes a view contributes to its parent, in order.
public struct _ViewList {
    package var nodes: [LayoutNode] = []

    package init() {}

    /// Appends `node`, taking the caller's reference: a node made for the call (most are) is
    /// stored without a retain and a release around it.
    package mutating func append(_ node: consuming LayoutNode) {
        nodes.append(node)
    }

    /// Room for `count` nodes, in a list that has none yet: a container's list starts empty, and
    /// an array appended to one element at a time is made again at one, two and four elements.
    /// A block of views makes room for one node per child first (`TupleView`). Not in a list
    /// that has grown: reserving exactly what each block needs there would defeat the array's
    /// doubling.
    @usableFromInline mutating func reserveCapacityWhenEmpty(_ count: Int) {
        if nodes.isEmpty { nodes.reserveCapacity(count) }
    }
}

nonisolated extension View {
    /// Resolves this view into a fresh list of nodes.
    package static func makeNodes(_ view: Self, inputs: _ViewInputs) -> [LayoutNode] {
        var list = _ViewList()
        _makeViewList(view: view, inputs: inputs, list: &list)
        return list.nodes
    }
}
