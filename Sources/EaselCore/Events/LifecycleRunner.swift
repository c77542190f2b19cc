import Foundation
import OpenCombine

/// Runs a hosted tree's lifecycle actions from one render to the next, as SwiftUI runs them while
/// a screen is on display (Apple, `onAppear(perform:)`, `onDisappear(perform:)`, `task(priority:_:)`,
/// `onChange(of:initial:_:)`, `onReceive(_:perform:)`):
/// - a view that shows for the first time runs its `onAppear` actions, in the order of the tree
///   (top to bottom; the order among nested views is Easel's choice [I]);
/// - a view that showed and is gone runs its `onDisappear` actions, and its tasks and
///   subscriptions end;
/// - `onChange` runs when the value differs from the previous render's (on appearing too when
///   `initial`), given the previous value;
/// - a `task` starts when its view appears, and again when its `id` changes; started tasks wait
///   for the host to run them (`ViewHost.runTasks`).
package final class LifecycleRunner {
    /// The actions of the last render, by key, and their order.
    private var shown: [LifecycleKey: LifecycleAction] = [:]
    private var shownOrder: [LifecycleKey] = []
    private var lastValues: [LifecycleKey: Any] = [:]
    private var taskIDs: [LifecycleKey: AnyHashable?] = [:]
    private var subscriptions: [LifecycleKey: AnyCancellable] = [:]
    /// Tasks started and not yet run, oldest first.
    package private(set) var pendingTasks: [(key: LifecycleKey, run: () async -> Void)] = []
    /// Called after a subscribed publisher's value ran its action.
    package var onReceive: () -> Void = {}

    package init() {}

    /// Runs what the new render calls for. Returns whether any action ran (and may have changed
    /// state, so that the host renders again).
    package func update(with entries: [LifecycleEntry]) -> Bool {
        var ran = false
        var current: [LifecycleKey: LifecycleAction] = [:]
        for entry in entries { current[entry.key] = entry.action }
        for key in shownOrder where current[key] == nil {
            switch shown[key] {
            case let .disappear(action)?:
                action()
                ran = true
            case .task?:
                pendingTasks.removeAll { $0.key == key }
                taskIDs[key] = nil
            case .receive?:
                subscriptions.removeValue(forKey: key)?.cancel()
            case .change?, .geometry?, .laidOut?:
                lastValues[key] = nil
            case .appear?, nil:
                break
            }
        }
        for entry in entries {
            let key = entry.key
            let isNew = shown[key] == nil
            switch entry.action {
            case let .appear(action):
                if isNew {
                    action()
                    ran = true
                }
            case .disappear:
                break
            case let .task(id, action):
                if isNew || taskIDs[key] != id {
                    pendingTasks.removeAll { $0.key == key }
                    pendingTasks.append((key, action))
                    taskIDs[key] = id
                }
            case let .change(change):
                if isNew {
                    if change.initial {
                        change.action(change.value)
                        ran = true
                    }
                } else if let old = lastValues[key], !change.equals(old) {
                    change.action(old)
                    ran = true
                }
                lastValues[key] = change.value
            case let .receive(subscribe):
                if isNew {
                    subscriptions[key] = subscribe { [weak self] in self?.onReceive() }
                }
            case .geometry, .laidOut:
                // Turned into a `.change` by `lifecycleEntries`, which knows the frame and the node.
                break
            }
        }
        shown = current
        shownOrder = entries.map(\.key)
        return ran
    }

    /// Takes the started tasks, to run them.
    package func takePendingTasks() -> [() async -> Void] {
        defer { pendingTasks = [] }
        return pendingTasks.map(\.run)
    }
}

extension ViewLayoutStorage {
    /// The lifecycle actions of the views laid out, in the order of the tree.
    ///
    /// Kept with the layout; those of the views inside a subtree copied from the host's last
    /// layout (`replays`) are copied from its actions: the same views in the same frames, under
    /// the same coordinate spaces. The subtree's root is copied too when it is unchanged
    /// (`SnapshotReplay.rootIsUnchanged`), and read again otherwise, as the modifiers around it
    /// may have changed it.
    package var lifecycleEntries: [LifecycleEntry] {
        if let known = derived.value(LifecycleEntriesByView.self) { return known.actions.map(\.entry) }
        let previous = previousDerived?.value(LifecycleEntriesByView.self)
        var actions: [(view: Int, entry: LifecycleEntry)] = []
        let replays = previous == nil ? [] : self.replays
        var nextReplay = 0
        // The views around the one at hand, outermost first, kept as the walk goes down and up.
        var enclosing: [Int] = []
        var index = 0
        while index < entries.count {
            let entry = entries[index]
            while let last = enclosing.last, entries[last].depth >= entry.depth { enclosing.removeLast() }
            enclosing.append(index)
            let replay = nextReplay < replays.count && replays[nextReplay].destination == index ? replays[nextReplay] : nil
            if replay?.rootIsUnchanged != true, let lifecycle = entry.node.annotations?.lifecycle {
                actions += lifecycle.map { (index, resolved($0, at: index, enclosing: enclosing.dropLast())) }
            }
            if let replay, let previous {
                nextReplay += 1
                let inside = (replay.source + (replay.rootIsUnchanged ? 0 : 1))..<(replay.source + replay.count)
                let shift = replay.destination - replay.source
                var copied = previous.firstAction(atOrAfter: inside.lowerBound)
                while copied < previous.actions.count, inside.contains(previous.actions[copied].view) {
                    actions.append((previous.actions[copied].view + shift, previous.actions[copied].entry))
                    copied += 1
                }
                index += replay.count
                continue
            }
            index += 1
        }
        derived.store(LifecycleEntriesByView(actions: actions))
        return actions.map(\.entry)
    }

    /// A view's lifecycle action as the runner takes it: one that observes the view's geometry
    /// (or the view, laid out) becomes a `.change` of what it observes now.
    private func resolved(_ item: LifecycleEntry, at index: Int, enclosing: ArraySlice<Int>) -> LifecycleEntry {
        let entry = entries[index]
        switch item.action {
        case let .geometry(observe):
            let proxy = GeometryProxy(size: entry.frame.size, globalFrame: entry.frame,
                                      namedFrames: namedFrames(around: enclosing), safeAreaInsets: EdgeInsets())
            return LifecycleEntry(key: item.key, action: .change(observe(proxy)))
        case let .laidOut(observe):
            return LifecycleEntry(key: item.key, action: .change(observe(entry.node)))
        default:
            return item
        }
    }

    /// The coordinate spaces the views `around` (outermost first) name for those inside them, as
    /// placement names them: `coordinateSpace(name:)`, and `.scrollView` for the nearest scroll
    /// view's visible region.
    private func namedFrames(around enclosing: ArraySlice<Int>) -> [AnyHashable: CGRect] {
        var frames: [AnyHashable: CGRect] = [:]
        for index in enclosing {
            let node = entries[index].node
            for name in node.coordinateSpaceNames { frames[name] = entries[index].frame }
            if node is ScrollViewNode { frames[ScrollViewCoordinateSpaceName()] = entries[index].frame }
        }
        return frames
    }
}

/// A layout's lifecycle actions, each with the snapshot entry of its view, in order (kept with the
/// layout, see `ViewLayoutStorage.lifecycleEntries`).
struct LifecycleEntriesByView {
    let actions: [(view: Int, entry: LifecycleEntry)]

    /// The position of the first action of a view at `view` or after it.
    func firstAction(atOrAfter view: Int) -> Int {
        actions.partitioningIndex { $0.view >= view }
    }
}
