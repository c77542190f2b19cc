import Foundation

/// What resolving a view did besides making nodes (`ResolutionEffect`), done again when the view
/// is kept: what it did for the render as a whole (presentations, warnings, lifecycle positions,
/// lazy stacks), and what it keeps in use (state, subscriptions).
extension ViewUpdates {
    /// Does again, in order, what resolving a kept view and the views inside it did for the render
    /// as a whole; what only keeps state and subscriptions in use is left to the sweep.
    func replayRenderEffects(of record: ViewRecord) {
        replayRenderEffects(of: record) { child in
            if child.subtreeHasRenderEffects {
                replayRenderEffects(of: child)
            }
        }
    }

    /// Does again, in order, what resolving the record's view itself did for the render as a
    /// whole, and hands each view with a record made inside it to `child` where it was made.
    func replayRenderEffects(of record: ViewRecord, child: (ViewRecord) -> Void) {
        var elementIndex = 0
        record.forEachEffect { effect in
            switch effect {
            case let .record(identity):
                if let made = childRecord(identity, of: record, elementIndex: &elementIndex) {
                    child(made)
                }
            case .state, .subscription:
                break
            default:
                replay(effect)
            }
        }
    }

    /// The record of the view `identity` made inside `record`: a `ForEach`'s elements are met in
    /// order, and found without a lookup.
    private func childRecord(_ identity: ViewIdentity, of record: ViewRecord, elementIndex: inout Int) -> ViewRecord? {
        if record.kind == .forEach, elementIndex < record.elementRecords.count, record.elementRecords[elementIndex].identity == identity {
            elementIndex += 1
            return record.elementRecords[elementIndex - 1]
        }
        return records[identity]
    }

    /// Whether what the record's view did does something for the render as a whole, itself or
    /// in a view inside. A `ForEach`'s elements are asked directly, not looked up.
    func hasRenderEffects(_ record: ViewRecord) -> Bool {
        if record.kind == .forEach {
            return record.elementRecords.contains { $0.subtreeHasRenderEffects }
                || record.effects.contains(where: Self.isRenderEffect)
        }
        return hasRenderEffects(record.propertyEffects) || hasRenderEffects(record.effects)
    }

    /// Whether `effects` do something for the render as a whole, themselves or in a view inside.
    private func hasRenderEffects(_ effects: [ResolutionEffect]) -> Bool {
        effects.contains { effect in
            if case let .record(identity) = effect {
                return records[identity]?.subtreeHasRenderEffects ?? false
            }
            return Self.isRenderEffect(effect)
        }
    }

    /// Whether `effect`, not a record, does something for the render as a whole (rather than
    /// keep state or a subscription in use).
    private static func isRenderEffect(_ effect: ResolutionEffect) -> Bool {
        switch effect {
        case .record, .state, .subscription: false
        default: true
        }
    }

    /// Notes a sweep is needed if a view made again no longer does something it did (`old`):
    /// makes a view with a record, keeps state or subscribes.
    func noteRemovals(from old: [ResolutionEffect], to new: [ResolutionEffect]) {
        guard !needsSweep, !old.isEmpty else { return }
        if TrackedEffect.someOf(old.lazy.compactMap(\.tracked), areMissingFrom: new.compactMap(\.tracked)) {
            needsSweep = true
        }
    }

    /// Does `effects` again, without noting them: they are already in their record.
    func replay(_ effects: [ResolutionEffect]) {
        for effect in effects {
            replay(effect)
        }
    }

    /// Does again what resolving a view did, as part of showing it unchanged, without noting it.
    func replay(_ effect: ResolutionEffect) {
        let wasReplaying = isReplaying
        isReplaying = true
        defer { isReplaying = wasReplaying }
        guard let graph else { return }
        switch effect {
        case let .record(identity):
            if let record = records[identity] { replayRenderEffects(of: record) }
        case let .state(key):
            graph.stateStore?.touch(key)
        case let .subscription(key):
            usedSubscriptions.insert(key)
        case let .warning(message):
            graph.warn(message)
        case let .presentation(presentation):
            graph.present(presentation)
        case let .lifecyclePosition(identity):
            _ = graph.nextLifecyclePosition(for: identity)
        case .viewportDependentViews:
            graph.hasViewportDependentViews = true
        case .preferredColorScheme:
            graph.hasPreferredColorScheme = true
        case let .lazyStack(node):
            node.forgetBuiltItems()
        }
    }

    /// How many effects the records keep, all told: each record keeps its own, so this follows the
    /// size of the tree, not the number of updates.
    package var storedEffectCount: Int {
        records.values.reduce(0) { $0 + $1.propertyEffects.count + $1.effects.count }
    }
}
