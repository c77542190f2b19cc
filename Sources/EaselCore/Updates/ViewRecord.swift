import Foundation

/// What one of the user's views (a view with a `body`) became in the last render of a hosted
/// tree, and what it needs to become it again: its value and inputs, its body, the nodes it made
/// and what resolving it did besides (`ResolutionEffect`).
///
/// A record is what SwiftUI's attribute graph keeps for a view between updates: the same view,
/// at the same place, with an equal value and inputs and nothing it depends on changed, is not
/// evaluated again; its nodes, their remembered sizes with them, are used as they are.
package final class ViewRecord {
    /// What a record stands for: a view with a body, or a `ForEach` and its elements, which have
    /// records of their own so that an update walking a `ForEach` keeps the unchanged elements
    /// without making their views again (see `ViewUpdates.resolve(forEach:inputs:list:)`).
    enum Kind {
        case view
        /// A `ForEach`: its nodes are its elements', in `elementRecords`.
        case forEach
        /// One element of a `ForEach`: its body is the content the element's closure returned.
        case element
        /// A custom `ViewModifier`: its value is the modifier, its body what `body(content:)`
        /// returned, and the views its `content` placeholder resolves are made inside it.
        case modifier
    }

    // Only the thread rendering the host's graph touches records, a thousand of them in an
    // update of a long screen: the runtime's exclusivity checks would cost more than the work.
    package let identity: ViewIdentity
    let kind: Kind
    /// The value the body was evaluated from.
    @exclusivity(unchecked) var view: Any
    /// The body it returned, walked again (without evaluating it) when a view inside changed.
    @exclusivity(unchecked) var body: Any
    /// The inputs the view was resolved with (environment, enclosing stack and scroll view, …).
    @exclusivity(unchecked) var inputs: _ViewInputs
    /// The nodes the view contributed to its parent, in order.
    @exclusivity(unchecked) var nodes: [LayoutNode] = []
    /// Each node's annotations as the view left them: modifiers outside the view annotate its
    /// nodes again each time its parent is resolved, from these.
    @exclusivity(unchecked) var checkpoints: [AnnotationCheckpoint] = []
    /// What connecting the view's dynamic properties did (its state, its subscriptions).
    @exclusivity(unchecked) var propertyEffects: [ResolutionEffect] = []
    /// What resolving the view did besides making nodes, in order: its own, and a `.record` for
    /// each view with a record inside it, whose own are in that record.
    @exclusivity(unchecked) var effects: [ResolutionEffect] = []
    /// How deep the view's subtree reached.
    @exclusivity(unchecked) var deepestLevel = 0
    /// The render that last made or used the record (renders count from 1: a new record has been
    /// in none).
    @exclusivity(unchecked) var generation = 0
    /// Something the view itself depends on changed: its body runs again.
    @exclusivity(unchecked) var isDirty = false
    /// Something a view inside depends on changed: the body is walked again, not evaluated.
    @exclusivity(unchecked) var hasDirtyDescendant = false
    /// Something read while resolving the body (not by the body itself) changed: the last body
    /// is resolved again, its views compared, but not evaluated (see
    /// `ViewUpdates.observingResolution`).
    @exclusivity(unchecked) var needsResolution = false
    /// Whether resolving the view, or a view inside it, did something for the render as a whole
    /// (a presentation, a diagnostic, a lazy stack, …), which keeping it must do again.
    @exclusivity(unchecked) var subtreeHasRenderEffects = false
    /// A `ForEach`'s element records, in order. They hold the `ForEach` as their parent: the
    /// cycle is broken when the record is dropped (`ViewUpdates.drop`).
    @exclusivity(unchecked) var elementRecords: [ViewRecord] = []
    /// The views made inside this one that changed, or hold a changed view, since it was last made
    /// or updated: an update in place follows them down without visiting the others (see
    /// `ViewUpdates.updateInPlace`). They hold this record as their parent: the cycle is broken
    /// when the list is emptied, as the record is made or dropped.
    @exclusivity(unchecked) var changedChildren: [ViewRecord] = []
    /// The contents of custom modifiers around the view that it, or a view inside, resolved
    /// (their `content` placeholder): what the view made from them changes with the content, not
    /// with the view's value and inputs, so it can't be shown unchanged by comparing them.
    @exclusivity(unchecked) var resolvedModifierContents: [ModifierContent] = []
    /// Whether two of a `ForEach`'s elements had the same identifier: the elements are then
    /// always made again, as views sharing an identity can't be told apart by it.
    @exclusivity(unchecked) var sharesIdentities = false

    init(identity: ViewIdentity, kind: Kind = .view, view: Any, body: Any, inputs: _ViewInputs) {
        self.identity = identity
        self.kind = kind
        self.view = view
        self.body = body
        self.inputs = inputs
    }

    /// The view enclosing this one, whose body made it.
    var parent: ViewRecord? { inputs.parentRecord }

    /// Calls `body` with what resolving the view did, in order: connecting its dynamic properties,
    /// then the rest. Each list on its own: an array of the two would be allocated for every
    /// record walked.
    func forEachEffect(_ body: (ResolutionEffect) -> Void) {
        for effect in propertyEffects { body(effect) }
        for effect in effects { body(effect) }
    }

    /// Marks the view changed, and every view around it as having a changed view inside.
    func invalidate() {
        isDirty = true
        noteChangeInside()
    }

    /// Marks the body to be resolved again, and every view around it as having a changed view
    /// inside.
    func invalidateResolution() {
        needsResolution = true
        noteChangeInside()
    }

    /// Marks every view around this one as having a changed view inside, each listing the one it
    /// holds on the way.
    private func noteChangeInside() {
        var child = self
        while let ancestor = child.parent {
            if !ancestor.changedChildren.contains(where: { $0 === child }) {
                ancestor.changedChildren.append(child)
            }
            if ancestor.hasDirtyDescendant { break }
            ancestor.hasDirtyDescendant = true
            child = ancestor
        }
    }

    /// Whether `view`, resolved with `inputs`, is the view this record was made for, unchanged;
    /// environments compared by `environmentsAreEqual`.
    func matches<V>(view: V, inputs: _ViewInputs, environmentsAreEqual: (EnvironmentValues, EnvironmentValues) -> Bool) -> Bool {
        let old = self.inputs
        // Inside a custom modifier's body, the modifier's content is one object from one render
        // to the next (`ModifierContent`): a view there compares as any other, unless it showed
        // that content, which may have changed while the view's value didn't.
        guard resolvedModifierContents.isEmpty,
              haveSameModifierContents(inputs, old),
              inputs.stackOrientation == old.stackOrientation,
              inputs.depth == old.depth,
              inputs.presentationDepth == old.presentationDepth,
              inputs.enclosingScrollView === old.enclosingScrollView
        else { return false }
        // A `ForEach` element's value is the content its closure returned, kept as its body.
        return environmentsAreEqual(inputs.environment, old.environment)
            && ViewValueComparison.areEqual(view, toValueIn: kind == .element ? body : self.view)
    }

    private func haveSameModifierContents(_ inputs: _ViewInputs, _ old: _ViewInputs) -> Bool {
        guard inputs.modifierContents.count == old.modifierContents.count else { return false }
        return inputs.modifierContents.allSatisfy { key, content in old.modifierContents[key] === content }
    }
}

/// What resolving a view does besides making nodes, kept so that a view shown unchanged does it
/// again: the tree's state, diagnostics, presentations and flags must come out as a fresh render's.
package enum ResolutionEffect {
    /// A view with a record was made or kept inside: its own effects are in its record.
    case record(ViewIdentity)
    /// State was connected (it stays in the store).
    case state(StateKey)
    /// An observable object was subscribed to for a view.
    case subscription(ObjectSubscriptionKey)
    case warning(String)
    case presentation(PendingPresentation)
    case lifecyclePosition(ViewIdentity)
    case viewportDependentViews
    case preferredColorScheme
    /// A lazy stack, whose rows are built while it is laid out, with their own effects.
    case lazyStack(LazyStackNode)
}

/// A node's annotations at one moment, to go back to.
package struct AnnotationCheckpoint {
    let annotations: NodeAnnotations?
    let guideAxes: Axis.Set
}

extension ResolutionEffect {
    /// What the effect keeps in use between renders: a view's record, state, a subscription.
    var tracked: TrackedEffect? {
        switch self {
        case let .record(identity): .record(identity)
        case let .state(key): .state(key)
        case let .subscription(key): .subscription(key)
        default: nil
        }
    }
}

/// Something a render keeps in use, which goes when no render makes it.
enum TrackedEffect: Hashable {
    case record(ViewIdentity)
    case state(StateKey)
    case subscription(ObjectSubscriptionKey)

    /// Whether some of `old` isn't in `new`. The same in the same order (a view made again as it
    /// was) is found without hashing.
    static func someOf<Old: Collection<TrackedEffect>>(_ old: Old, areMissingFrom new: [TrackedEffect]) -> Bool {
        if old.elementsEqual(new) { return false }
        let kept = Set(new)
        return old.contains { !kept.contains($0) }
    }
}
