import Foundation

/// Where the state of a hosted view tree lives between renders: the storage of every `@State`
/// and `@StateObject`, by the identity of the view that declares it and the property's name.
///
/// SwiftUI keeps state "in storage managed by SwiftUI", tied to the identity of the view in the
/// hierarchy (Apple, `State`; "Demystify SwiftUI", WWDC21): the same view at the same place keeps
/// its state across body evaluations, and a view that leaves the hierarchy loses it. `ViewHost`
/// owns one store; views laid out without a host use their initial values.
package final class StateStore {
    private var storage: [StateKey: AnyObject] = [:]
    /// The keys read or created during the current render, to forget the state of views that left.
    private var touched: Set<StateKey> = []
    /// How many times `@State`, `@SceneStorage` or `@AppStorage` was written.
    package private(set) var changeCount = 0
    /// `@SceneStorage` values by key: the scene's, kept as long as the host.
    package var sceneValues: [String: Any] = [:]
    /// What the host's views depend on, and what they made last time (see `ViewUpdates`).
    package let updates = ViewUpdates()

    package init() {}

    /// The storage for `key`, made with `make` the first time.
    package func storage<Storage: AnyObject>(for key: StateKey, make: () -> Storage) -> Storage {
        touch(key)
        if let existing = storage[key] as? Storage {
            return existing
        }
        let made = make()
        storage[key] = made
        return made
    }

    /// Keeps the state at `key` through this render.
    package func touch(_ key: StateKey) {
        touched.insert(key)
        updates.record(.state(key))
    }

    /// State owned by the view `owner` was written: that view is evaluated again in the next
    /// update. State no one view owns (`@AppStorage`, shared by key; `@SceneStorage`) makes the
    /// next update evaluate every view.
    package func didChange(owner: ViewIdentity?) {
        changeCount += 1
        if let owner {
            updates.invalidations.invalidate(owner)
        } else {
            updates.invalidations.invalidateEverything()
        }
    }

    /// Starts a render: state not used again by its end is dropped (its view has gone).
    ///
    /// With `updates`, views are tracked for the next render and, unless the render is `full`,
    /// those unchanged since the last render are shown as they were (see `ViewUpdates`).
    package func beginRender(of graph: ViewGraph, tracking: Bool = false, full: Bool = true) {
        touched = []
        if tracking {
            updates.beginRender(of: graph, full: full)
        }
    }

    /// Ends a render: the state not used in it is dropped, unless the updates know nothing left
    /// the tree (the views they kept whole use theirs without touching it).
    package func endRender() {
        let mayHaveLeft = updates.isTracking ? updates.endRender() : true
        if mayHaveLeft {
            storage = storage.filter { touched.contains($0.key) }
        }
    }
}

/// Where a piece of state belongs: the structural path of its view, and the property's name.
package struct StateKey: Hashable {
    let view: ViewIdentity
    let property: String
}

/// A view's place in the hierarchy: the path of structural positions from the root (the types
/// of custom views, the index in a view builder block, the branch of an `if`, the id of a
/// `ForEach` element, an explicit `.id`). SwiftUI's structural and explicit identity (WWDC21).
///
/// The path is kept as a running hash, so that extending it costs the same at any depth; two
/// different paths sharing a 64-bit hash within one store is not a practical concern.
package struct ViewIdentity: Hashable, Sendable {
    package enum Component: Hashable {
        case view(ObjectIdentifier)
        case child(Int)
        case branch(Bool)
        case element(AnyHashable)
        case explicit(AnyHashable)
    }

    private var path = 0

    package init() {}

    package func appending(_ component: Component) -> ViewIdentity {
        var hasher = Hasher()
        hasher.combine(path)
        hasher.combine(component)
        var identity = self
        identity.path = hasher.finalize()
        return identity
    }
}
