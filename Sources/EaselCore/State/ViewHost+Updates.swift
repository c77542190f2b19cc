import Foundation

/// How a host updates its view after a change: see `ViewUpdates`. What the tests check updates
/// with lives here too: what an update did, a fresh render to compare it with, and every control
/// on screen used in turn.
extension ViewHost {
    /// Lays the current state out: every body evaluated when `full`, else only those of views
    /// that depend on what changed since the last layout.
    func makeLayout(full: Bool = false) -> ViewLayout {
        if !full, !store.updates.invalidations.hasPending, let laidOut = laidOutEnvironment, laidOut.isEqual(to: environment) {
            // Nothing any view depends on changed: every view would be shown as it is, in the
            // frames it has. SwiftUI does no work then either.
            updateStatistics.add(UpdateStatistics(isSkipped: true))
            if updatesAreVerified {
                verify(layout)
            }
            return layout
        }
        laidOutEnvironment = environment
        let updated = ViewLayout(of: content, sizing: sizing, environment: environment, stateStore: store, graph: graph, full: full)
        var statistics = store.updates.statistics
        statistics.replayedPlacements = graph.replayedViews
        statistics.viewsSplicedIn = graph.splicedViews
        statistics.entriesFoundInPlace = graph.entriesFoundInPlace
        updateStatistics.add(statistics)
        if !full, updatesAreVerified {
            verify(updated)
        }
        return updated
    }

    /// Updates the view after a change: only views that depend on what changed run their bodies
    /// again. The host updates by itself after what it does (a control used, a lifecycle action
    /// run, time moved on); call this after changing, from outside, a model the view shows (an
    /// `@Observable` or `ObservableObject` it holds), as SwiftUI updates on the next frame.
    @discardableResult
    public func update() -> ViewLayout {
        updateStatistics = UpdateStatistics()
        let previous = layout.storage
        layout = makeLayout()
        // A layout kept as it was has nothing new to appear, go or change.
        if layout.storage !== previous {
            settle()
        }
        return layout
    }

    /// How many effects the host's view records keep (see `ViewUpdates.storedEffectCount`).
    package var storedEffectCount: Int { store.updates.storedEffectCount }

    /// Lays the current state out afresh, every body evaluated, in a graph of its own, without
    /// touching the host's views: what an update must equal.
    package func freshLayout() -> ViewLayout {
        ViewLayout(of: content, sizing: sizing, environment: environment, stateStore: store, graph: nil)
    }

    func verify(_ updated: ViewLayout) {
        let fresh = freshLayout()
        let updatedDump = updated.description + "\n" + updated.diagnostics.joined(separator: "\n")
        let freshDump = fresh.description + "\n" + fresh.diagnostics.joined(separator: "\n")
        guard updatedDump != freshDump else { return }
        let report = "An update of \(Content.self) differs from a full render of the same state.\nUpdate:\n\(updatedDump)\nFull render:\n\(freshDump)\n"
        guard let path = updatesVerification, path != "1", let handle = FileHandle(forWritingAtPath: path) else {
            fatalError(report)
        }
        handle.seekToEndOfFile()
        handle.write(Data(("=== " + report).utf8))
        handle.closeFile()
    }

    /// The snapshot entries of the controls on screen (views a person can tap, type into, switch
    /// or drag), in depth-first order.
    package var controlEntries: [Int] {
        Array(layout.storage.usableControlEntries)
    }

    /// Uses the control at snapshot entry `index` as a person would: taps a button, switches a
    /// toggle, types "Typed" into a field, drags a slider to its end.
    package func operate(entry index: Int) throws {
        let entry = layout.storage.entries[index]
        guard let interaction = entry.node.annotations?.interaction else { return }
        switch interaction {
        case let .text(binding, _):
            binding.wrappedValue = "Typed"
            update()
        case let .value(binding, range, step, editingChanged):
            editingChanged(true)
            binding.wrappedValue = ViewHost.clamp(range.upperBound, in: range, step: step)
            editingChanged(false)
            update()
        case let .gestures(handlers) where handlers.tap.isEmpty:
            return
        default:
            try use((interaction, entry.frame))
        }
    }
}

/// Set `EASEL_VERIFY_UPDATES=1` to check every host update against a full render of the same
/// state, trapping with both layouts where they differ, or to the path of an existing file to
/// have the differences appended to it (for Easel's own tests).
private let updatesVerification = ProcessInfo.processInfo.environment["EASEL_VERIFY_UPDATES"]
private let updatesAreVerified = updatesVerification != nil
