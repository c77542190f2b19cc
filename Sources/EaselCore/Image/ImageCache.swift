import Foundation
import Synchronization

/// A thread-safe least-recently-used cache bounded by a total cost (bytes) and a count.
///
/// An entry costing more than the whole budget is not kept. Eviction scans for the oldest entry,
/// which is fine for the few hundred entries image caches hold.
package final class ImageCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry {
        var value: Value
        var cost: Int
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var totalCost = 0
        var clock: UInt64 = 0
    }

    package let costLimit: Int
    package let countLimit: Int
    private let state = Mutex(State())

    package init(costLimit: Int, countLimit: Int) {
        self.costLimit = costLimit
        self.countLimit = countLimit
    }

    package func value(forKey key: Key) -> Value? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.value
        }
    }

    package func insert(_ value: Value, forKey key: Key, cost: Int) {
        state.withLock { state in
            if let old = state.entries.removeValue(forKey: key) { state.totalCost -= old.cost }
            guard cost <= costLimit else { return }
            state.clock += 1
            state.entries[key] = Entry(value: value, cost: cost, lastUse: state.clock)
            state.totalCost += cost
            while state.totalCost > costLimit || state.entries.count > countLimit,
                  let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                state.entries.removeValue(forKey: oldest.key)
                state.totalCost -= oldest.value.cost
            }
        }
    }

    package func removeAll() {
        state.withLock { state in
            state.entries.removeAll()
            state.totalCost = 0
        }
    }

    /// How many entries and how much cost the cache holds now.
    package var usage: (count: Int, cost: Int) {
        state.withLock { ($0.entries.count, $0.totalCost) }
    }
}
