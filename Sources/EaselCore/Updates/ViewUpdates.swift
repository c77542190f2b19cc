import Foundation
import Observation
import OpenCombine
import Synchronization

/// How a hosted tree is updated: only the views that depend on what changed run their bodies
/// again, and views around them keep the nodes (and remembered sizes) of the last render.
///
/// SwiftUI tracks what each body reads and, after a change, evaluates again only the views that
/// read what changed, comparing each new child value with the old one and stopping where they are
/// equal ("Demystify SwiftUI" and "Demystify SwiftUI performance", WWDC21 and WWDC23). Easel does
/// the same per view with a body (`ViewRecord`):
/// - writing `@State` invalidates the view (or custom modifier, `ViewUpdates+Modifiers.swift`)
///   that declares it; an `ObservableObject` invalidates
///   the views holding it (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`) when it sends
///   `objectWillChange`; an `@Observable` property invalidates the views whose body read it
///   (Observation's `withObservationTracking`), and marks those whose resolution read it to be
///   resolved again without running their bodies (`observingResolution`);
/// - a view that is invalidated runs its body again; the views its body makes are compared with
///   the last ones (`ViewValueComparison`, and the environment) and are kept when equal;
/// - a view that isn't, around one that is, is walked again from its last body, without
///   evaluating it: its other views are kept as they were, uncompared, as their values can't have
///   changed;
/// - a view kept whole isn't visited: only what it and the views inside did for the render as a
///   whole is done again, and its state and subscriptions stay in use until a render finds that
///   something left the tree (then a sweep marks what is still in use and drops the rest);
/// - a change no record can take (`@AppStorage` shared by key, a `@State` declared outside any
///   view), or a render that found problems while laying out
///   (they aren't kept with views), makes the next render a full one.
package final class ViewUpdates {
    // Only the thread rendering the host's graph touches these (`ViewGraph.lock`), for every view
    // an update keeps: the runtime's exclusivity checks would cost more than the work they guard.
    @exclusivity(unchecked) private(set) var records: [ViewIdentity: ViewRecord] = [:]
    /// The current render; in a render that sweeps, records not made or used in it are dropped
    /// at its end.
    @exclusivity(unchecked) private(set) var generation = 0
    /// What resolving did in this render, in order. A view with a record takes the stretch it made
    /// out of it when it is done, and leaves a `.record` in its place: each record keeps its own
    /// effects, and its children's by reference.
    @exclusivity(unchecked) private var log: [ResolutionEffect] = []
    /// The custom modifiers' contents resolved in this render, as `log` has effects: a record
    /// takes the stretch its view made and keeps those of modifiers around it (see
    /// `ViewUpdates+ModifierContents.swift`).
    @exclusivity(unchecked) var resolvedContents: [ModifierContent] = []
    /// The last two environments found equal in this render (see `environmentsAreEqual`).
    private var equalEnvironments = EqualPairMemo<EnvironmentValues>()
    /// Whether effects are being done again for a kept view: they are already in its record.
    var isReplaying = false
    /// How many records were made or used in this render: when it is all of them, none is dropped.
    @exclusivity(unchecked) private var usedRecords = 0
    /// The views kept whole in this render, with everything inside them.
    @exclusivity(unchecked) private var keptRecords: [ViewRecord] = []
    /// Whether something may have left the tree in this render (a view made again no longer makes
    /// a view, state or subscription it made before): then what is still in use is found, and
    /// the rest dropped. Otherwise everything stays, and the views kept whole aren't visited.
    var needsSweep = false
    /// What resolving did outside any view with a record in the last render (the root's views,
    /// rows built while laying out), to find what left it.
    private var lastTopLevel: [TrackedEffect] = []
    /// Invalidations, from any thread (a task, an observed object changed off the main thread),
    /// applied when the next render begins.
    let invalidations = Invalidations()
    private var subscriptions: [ObjectSubscriptionKey: AnyCancellable] = [:]
    var usedSubscriptions: Set<ObjectSubscriptionKey> = []
    /// Whether a render of the host's graph is under way, its views tracked (a full render
    /// tracks them too, with no records to keep views from).
    private(set) var isTracking = false
    /// What the last render did.
    @exclusivity(unchecked) package internal(set) var statistics = UpdateStatistics()
    unowned(unsafe) private(set) var graph: ViewGraph?

    init() {}

    // MARK: Renders

    /// Starts a render of `graph`: applies the invalidations since the last one. A `full` render
    /// (or one after an invalidation no record can take) forgets every record.
    func beginRender(of graph: ViewGraph, full: Bool) {
        generation += 1
        log = []
        resolvedContents = []
        equalEnvironments.forget()
        usedRecords = 0
        keptRecords = []
        usedSubscriptions = []
        statistics = UpdateStatistics()
        self.graph = graph
        let pending = invalidations.take()
        if full || pending.everything || graph.hadLayoutWarnings {
            // Warnings found while laying out aren't kept with views, and a view shown unchanged
            // is not measured again: after a layout that had some, everything is made again so
            // that they are found again.
            dropAllRecords()
        } else {
            // A change to a view without a record (gone since, or never made with one) can't be
            // placed: everything is made again.
            let marks = pending.views.map { ($0, ViewRecord.invalidate) } + pending.resolutions.map { ($0, ViewRecord.invalidateResolution) }
            for (identity, mark) in marks {
                guard let record = records[identity] else {
                    dropAllRecords()
                    break
                }
                mark(record)()
            }
        }
        statistics.isFull = records.isEmpty
        // With no records, everything is made again, and what is in use is what was made.
        needsSweep = records.isEmpty
        isTracking = true
    }

    /// Ends the render: if something may have left the tree, records and subscriptions of views
    /// that have gone are dropped. True when the state store must drop the state not used in
    /// this render too; false when everything stays.
    func endRender() -> Bool {
        isTracking = false
        defer { graph = nil }
        let topLevel = log.compactMap(\.tracked)
        if !needsSweep, TrackedEffect.someOf(lastTopLevel, areMissingFrom: topLevel) {
            needsSweep = true
        }
        // Lazy stacks build rows as they are laid out: rows not built this time are dropped.
        if graph?.hasViewportDependentViews == true {
            needsSweep = true
        }
        lastTopLevel = topLevel
        statistics.isSwept = needsSweep
        guard needsSweep else { return false }
        markKeptSubtrees()
        if usedRecords < records.count {
            for record in records.values where record.generation != generation {
                drop(record)
            }
            records = records.filter { $0.value.generation == generation }
        }
        subscriptions = subscriptions.filter { usedSubscriptions.contains($0.key) }
        return true
    }

    /// Marks the records, state and subscriptions inside the views kept whole as used in this
    /// render, before what wasn't is dropped.
    private func markKeptSubtrees() {
        let wasReplaying = isReplaying
        isReplaying = true
        defer { isReplaying = wasReplaying }
        var pending = keptRecords
        while let record = pending.popLast() {
            record.forEachEffect { effect in
                switch effect {
                case let .record(identity):
                    if let child = records[identity], child.generation != generation {
                        use(child)
                        pending.append(child)
                    }
                case let .state(key):
                    graph?.stateStore?.touch(key)
                case let .subscription(key):
                    usedSubscriptions.insert(key)
                default:
                    break
                }
            }
        }
    }

    /// Forgets every record.
    private func dropAllRecords() {
        for record in records.values {
            drop(record)
        }
        records.removeAll()
    }

    /// Breaks the cycles between a record that is no longer kept and the records inside it, which
    /// hold it as their parent: a `ForEach`'s elements, and the changed views it lists.
    private func drop(_ record: ViewRecord) {
        if record.kind == .forEach {
            record.elementRecords = []
        }
        record.changedChildren = []
    }

    deinit {
        dropAllRecords()
    }

    /// Whether two environments hold the same values. Views made by the same body share their
    /// environment's storage, and so did the views they are compared with: the last two found
    /// equal are remembered, so that a thousand rows compare it once.
    func environmentsAreEqual(_ new: EnvironmentValues, _ old: EnvironmentValues) -> Bool {
        equalEnvironments.areEqual(new, old, storage: { $0.storageIdentity }, isEqual: { $0.isEqual(to: $1) })
    }

    /// Forgets the `.record` just noted for the view `identity`: the view around, updated in
    /// place, already has it among its effects.
    func removeLastNotedRecord(_ identity: ViewIdentity) {
        if case let .record(last)? = log.last, last == identity {
            log.removeLast()
        }
    }

    /// Notes what resolving just did, for the records being made around it.
    func record(_ effect: ResolutionEffect) {
        guard isTracking, !isReplaying else { return }
        log.append(effect)
    }

    /// Marks `record` made or used in this render.
    private func use(_ record: ViewRecord) {
        if record.generation != generation {
            record.generation = generation
            usedRecords += 1
        }
    }

    // MARK: Resolving a view with a body

    /// Resolves `view` (a view with a body) into `list`: from its record if it is unchanged,
    /// walking its last body if only views inside changed, evaluating its body otherwise.
    func resolve<V: View>(_ view: V, inputs: _ViewInputs, list: inout _ViewList) {
        var inputs = inputs.identified(by: .view(ObjectIdentifier(V.self)))
        // (The identity names the view's type: a record found is one of `V`, whose body is only
        // needed, and cast, to walk it.)
        if let record = unchangedRecord(of: view, kind: .view, inputs: inputs),
           show(record, bodyType: V.Body.self, inputs: &inputs, list: &list, walk: { record, body, inputs, list in
               make(record, view: view, body: body, inputs: inputs, list: &list)
           }) {
            return
        }
        inputs.isUnchangedSinceLastRender = false
        evaluate(view, inputs: inputs, list: &list)
    }

    /// The record of the view or modifier `value`, resolved with `inputs` (which identify it), if
    /// it is unchanged since the last render: made under the same record, nothing it depends on
    /// changed, and its value and inputs equal (or made from a body that wasn't evaluated again).
    /// A record is kept under the record it was made in: a view whose identity another shares (a
    /// `ForEach` with repeated ids) is made afresh, not given the nodes shown elsewhere.
    func unchangedRecord(of value: some Any, kind: ViewRecord.Kind, inputs: _ViewInputs) -> ViewRecord? {
        guard let record = records[inputs.identity], record.kind == kind, record.generation != generation, !record.isDirty,
              record.parent === inputs.parentRecord,
              inputs.isUnchangedSinceLastRender || record.matches(view: value, inputs: inputs, environmentsAreEqual: environmentsAreEqual)
        else { return nil }
        return record
    }

    /// Shows an unchanged record: whole if nothing inside changed, else updating the changed views
    /// inside in place, else walking its last body with `walk` (which makes the record again from
    /// it, not evaluating it; also when what resolving it read changed, `needsResolution`).
    /// False, having done nothing, when the last body isn't a `Body`: then the body is evaluated.
    func show<Body>(_ record: ViewRecord, bodyType _: Body.Type, inputs: inout _ViewInputs, list: inout _ViewList,
                    walk: (ViewRecord, Body, _ViewInputs, inout _ViewList) -> Void) -> Bool {
        if !record.needsResolution {
            if !record.hasDirtyDescendant {
                reuse(record, list: &list)
                return true
            }
            if updateInPlace(record, list: &list) {
                return true
            }
        }
        guard let body = record.body as? Body else { return false }
        statistics.walkedViews += 1
        // A body resolved again for what resolving it read compares the views it makes, as
        // those may differ though the body's value doesn't.
        inputs.isUnchangedSinceLastRender = !record.needsResolution
        // The view's own state and subscriptions stay: its body isn't evaluated, but what it made
        // from them is shown.
        replay(record.propertyEffects)
        let walkInputs = inputs
        observingResolution(of: record.identity) {
            walk(record, body, walkInputs, &list)
        }
        return true
    }

    /// Evaluates the body of `view`, resolved with `inputs` (which identify it), and resolves it
    /// into `list`, keeping what it made in the view's record.
    func evaluate<V: View>(_ view: V, inputs: _ViewInputs, list: inout _ViewList) {
        evaluate(view, kind: .view, type: V.self, inputs: inputs) { record in
            let body = observingBody(of: inputs.identity) { view._bodyOnAnyThread }
            make(record, view: view, body: body, inputs: inputs, list: &list)
        }
    }

    /// Connects the dynamic properties of `value` (a view or a custom modifier, of `type`) and
    /// calls `make` with its record (the one it had, or a new one) to evaluate its body and make
    /// the record again from it.
    func evaluate(_ value: some Any, kind: ViewRecord.Kind, type: Any.Type, inputs: _ViewInputs, make: (ViewRecord) -> Void) {
        let identity = inputs.identity
        statistics.bodyEvaluations += 1
        statistics.evaluatedViewTypes.append(ObjectIdentifier(type))
        let propertiesStart = log.count
        DynamicProperties.install(in: value, inputs: inputs, identity: identity)
        // The same record goes on being the view's, so that the records of views inside it that
        // are kept still find it as their parent.
        let record: ViewRecord
        if let kept = records[identity], kept.kind == kind, kept.generation != generation {
            record = kept
        } else {
            record = ViewRecord(identity: identity, kind: kind, view: value, body: (), inputs: inputs)
        }
        let newPropertyEffects = Array(log[propertiesStart...])
        log.removeSubrange(propertiesStart...)
        noteRemovals(from: record.propertyEffects, to: newPropertyEffects)
        record.propertyEffects = newPropertyEffects
        observingResolution(of: identity) {
            make(record)
        }
    }

    /// Resolves `body` as the body of the record's view, and keeps what it made in the record.
    private func make<V: View>(_ record: ViewRecord, view: V, body: V.Body, inputs: _ViewInputs, list: inout _ViewList) {
        make(record, view: view, body: body, inputs: inputs, sourceViewType: V.self, list: &list) { inputs, list in
            V.Body._makeViewList(view: body, inputs: inputs, list: &list)
        }
    }

    /// Resolves what the record's view is made of with `makeContent` (the records made inside
    /// have it as their parent), and keeps what that made in the record: its nodes, annotated as
    /// made by `sourceViewType` if it is a view with a body, and the effects.
    func make(_ record: ViewRecord, view: Any, body: Any, inputs: _ViewInputs, sourceViewType: Any.Type?, list: inout _ViewList, makeContent: (_ViewInputs, inout _ViewList) -> Void) {
        guard let graph else { return }
        let start = list.nodes.count
        let logStart = log.count
        let contentsStart = resolvedContents.count
        let outerDeepest = graph.deepestLevel
        graph.deepestLevel = 0
        var childInputs = inputs
        childInputs.parentRecord = record
        makeContent(childInputs, &list)
        keepResolvedContents(since: contentsStart, in: record, inputs: inputs)
        if let sourceViewType {
            for index in start..<list.nodes.count {
                list.nodes[index].addSourceViewType(sourceViewType)
            }
        }
        record.view = view
        record.body = body
        record.inputs = inputs
        // A `ForEach`'s nodes are kept by its elements.
        if record.kind != .forEach {
            record.nodes = Array(list.nodes[start...])
            // Kept by a later update, the view is placed from memory when it is placed as it was.
            for node in record.nodes where node.placementMemory == nil {
                node.placementMemory = PlacementMemory()
            }
            record.checkpoints = record.nodes.map { $0.annotationCheckpoint }
        }
        let newEffects = Array(log[logStart...])
        log.removeSubrange(logStart...)
        noteRemovals(from: record.effects, to: newEffects)
        record.effects = newEffects
        record.subtreeHasRenderEffects = hasRenderEffects(record)
        record.deepestLevel = graph.deepestLevel
        graph.deepestLevel = Swift.max(outerDeepest, record.deepestLevel)
        use(record)
        record.isDirty = false
        record.needsResolution = false
        record.hasDirtyDescendant = false
        record.changedChildren = []
        if let replaced = records.updateValue(record, forKey: record.identity), replaced !== record {
            // A record no longer found by its identity is never kept again.
            drop(replaced)
        }
        log.append(.record(record.identity))
    }

    /// Shows the record's view as it was: its nodes, with the annotations it gave them, and what
    /// resolving it did for the render as a whole (presentations, diagnostics, …), done again.
    /// The views inside aren't visited unless they did some: they stay in use, with their state
    /// and subscriptions, until a sweep finds them gone (`endRender`).
    func reuse(_ record: ViewRecord, list: inout _ViewList) {
        reuse(record, list: &list) { record in
            if record.subtreeHasRenderEffects {
                replayRenderEffects(of: record)
            }
        }
    }

    /// Shows the record's view as it was, with `doAgain` doing again what it and the views inside
    /// did for the render as a whole.
    func reuse(_ record: ViewRecord, list: inout _ViewList, doAgain: (ViewRecord) -> Void) {
        guard let graph else { return }
        switch record.kind {
        case .view, .modifier: statistics.reusedViews += 1
        case .forEach: statistics.reusedElements += record.elementRecords.count
        case .element: statistics.reusedElements += 1
        }
        // The inputs are equal to the last ones, under the same parent record (see `resolve`):
        // the record's stay.
        appendNodes(of: record, to: &list)
        resolvedContents += record.resolvedModifierContents
        use(record)
        keptRecords.append(record)
        doAgain(record)
        graph.deepestLevel = Swift.max(graph.deepestLevel, record.deepestLevel)
        log.append(.record(record.identity))
    }

    /// Appends the nodes of a kept record, with the annotations its view gave them.
    private func appendNodes(of record: ViewRecord, to list: inout _ViewList) {
        if record.kind == .forEach {
            for element in record.elementRecords {
                appendNodes(of: element, to: &list)
            }
            return
        }
        // By index: most kept views have one node, and iterating pairs would copy each node
        // and checkpoint out of the record's arrays (a retain and release apiece).
        for index in record.nodes.indices {
            record.nodes[index].restore(record.checkpoints[index])
        }
        list.nodes.append(contentsOf: record.nodes)
    }

    // MARK: Dependencies

    /// Evaluates a body with `evaluate`, invalidating the view `identity` when an `@Observable`
    /// property it read changes: its body runs again.
    ///
    /// SwiftUI runs again only the bodies that read what changed ("Demystify SwiftUI
    /// performance", WWDC23). The body alone is tracked here: it builds view values, and runs no
    /// other view's body.
    func observingBody<Body>(of identity: ViewIdentity, _ evaluate: () -> Body) -> Body {
        let invalidations = invalidations
        return withObservationTracking(evaluate) {
            invalidations.invalidate(identity)
        }
    }

    /// Resolves a body with `resolve`, marking the view `identity` to be resolved again (its last
    /// body, not evaluated) when an `@Observable` property read while resolving changes.
    ///
    /// Resolving reads what Easel's own views read of the body's values (a binding's value, a
    /// `ForEach`'s elements through its closure), which must be read again. It also reads what
    /// the views inside read: Observation merges a nested tracking into the one around it, and
    /// the runtime offers no way to pause one. So the views around a view that read a change are
    /// resolved again too, comparing the views they make and keeping the unchanged ones, but none
    /// of their bodies runs: only the view whose body read the change does, as in SwiftUI. (When
    /// every change evaluated the bodies around, Apple's Backyard Birds previews made their model
    /// container again, empty, as sample data was inserted.)
    func observingResolution<Result>(of identity: ViewIdentity, _ resolve: () -> Result) -> Result {
        let invalidations = invalidations
        return withObservationTracking(resolve) {
            invalidations.invalidateResolution(identity)
        }
    }

    /// Invalidates the view `identity` whenever `object` is about to change, for as long as the
    /// view keeps holding it.
    func observe<Object: ObservableObject>(_ object: Object, for identity: ViewIdentity) {
        guard isTracking else { return }
        let key = ObjectSubscriptionKey(object: ObjectIdentifier(object), view: identity)
        usedSubscriptions.insert(key)
        record(.subscription(key))
        if subscriptions[key] == nil {
            let invalidations = invalidations
            subscriptions[key] = object.objectWillChange.sink { _ in
                invalidations.invalidate(identity)
            }
        }
    }
}

/// A view's subscription to an observable object's `objectWillChange`.
package struct ObjectSubscriptionKey: Hashable {
    let object: ObjectIdentifier
    let view: ViewIdentity
}
