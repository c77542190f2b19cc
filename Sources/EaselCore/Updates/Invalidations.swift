import Foundation
import Synchronization

/// What changed since the last render, from any thread.
package final class Invalidations: Sendable {
    struct Pending {
        var views: [ViewIdentity] = []
        /// Views whose resolution read something that changed, which their body didn't read: a
        /// view inside read it, or a view their body made while resolving (see
        /// `ViewUpdates.observingResolution`).
        var resolutions: [ViewIdentity] = []
        var everything = false
    }

    private let pending = Mutex(Pending())

    /// The invalidations of the host whose views this thread is resolving and laying out, for
    /// state that belongs to no view to find who read it.
    @TaskLocal static var resolving: Invalidations?

    /// The view `identity` depends on something that changed.
    package func invalidate(_ identity: ViewIdentity) {
        pending.withLock { $0.views.append(identity) }
    }

    /// Something the view `identity` read while resolving its body changed: its body is resolved
    /// again, not evaluated.
    package func invalidateResolution(_ identity: ViewIdentity) {
        pending.withLock { $0.resolutions.append(identity) }
    }

    /// Something changed that no one view owns: the next render evaluates every body.
    package func invalidateEverything() {
        pending.withLock { $0.everything = true }
    }

    /// Whether anything changed since the last render.
    var hasPending: Bool {
        pending.withLock { !$0.views.isEmpty || !$0.resolutions.isEmpty || $0.everything }
    }

    func take() -> Pending {
        pending.withLock { pending in
            defer { pending = Pending() }
            return pending
        }
    }
}
