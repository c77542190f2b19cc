import Synchronization

/// A thread-safe least-recently-used cache with a limit on its entries and on their total cost.
/// Inserting beyond either limit evicts the least recently used entries first; a value whose own
/// cost is over `entryCostLimit` (by default the total limit) is not stored, so that one huge
/// value cannot flush everything else.
final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Node {
        var key: Key
        var value: Value?
        var cost: Int
        var newer: Int = -1
        var older: Int = -1
    }

    private struct State {
        var index: [Key: Int] = [:]
        var nodes: [Node] = []
        var freeSlots: [Int] = []
        var newest = -1
        var oldest = -1
        var totalCost = 0
        var hits = 0
        var misses = 0

        mutating func unlink(_ slot: Int) {
            let node = nodes[slot]
            if node.newer >= 0 { nodes[node.newer].older = node.older } else { newest = node.older }
            if node.older >= 0 { nodes[node.older].newer = node.newer } else { oldest = node.newer }
            nodes[slot].newer = -1
            nodes[slot].older = -1
        }

        mutating func pushNewest(_ slot: Int) {
            nodes[slot].older = newest
            nodes[slot].newer = -1
            if newest >= 0 { nodes[newest].newer = slot }
            newest = slot
            if oldest < 0 { oldest = slot }
        }

        mutating func evictOldest() {
            let slot = oldest
            guard slot >= 0 else { return }
            unlink(slot)
            index[nodes[slot].key] = nil
            totalCost -= nodes[slot].cost
            nodes[slot].value = nil
            freeSlots.append(slot)
        }
    }

    let countLimit: Int
    let costLimit: Int
    let entryCostLimit: Int
    private let state = Mutex(State())

    init(countLimit: Int, costLimit: Int = .max, entryCostLimit: Int? = nil) {
        self.countLimit = max(countLimit, 1)
        self.costLimit = max(costLimit, 1)
        self.entryCostLimit = min(entryCostLimit ?? .max, self.costLimit)
    }

    func value(forKey key: Key) -> Value? {
        state.withLock { state in
            guard let slot = state.index[key] else {
                state.misses += 1
                return nil
            }
            state.hits += 1
            state.unlink(slot)
            state.pushNewest(slot)
            return state.nodes[slot].value
        }
    }

    func insert(_ value: Value, forKey key: Key, cost: Int = 1) {
        guard cost <= entryCostLimit else { return }
        state.withLock { state in
            if let slot = state.index[key] {
                state.unlink(slot)
                state.totalCost -= state.nodes[slot].cost
                state.index[key] = nil
                state.nodes[slot].value = nil
                state.freeSlots.append(slot)
            }
            while state.index.count >= countLimit || state.totalCost + cost > costLimit, state.oldest >= 0 {
                state.evictOldest()
            }
            let node = Node(key: key, value: value, cost: cost)
            let slot: Int
            if let free = state.freeSlots.popLast() {
                state.nodes[free] = node
                slot = free
            } else {
                state.nodes.append(node)
                slot = state.nodes.count - 1
            }
            state.index[key] = slot
            state.totalCost += cost
            state.pushNewest(slot)
        }
    }

    func removeAll() {
        state.withLock { $0 = State() }
    }

    /// Entries, total cost, hits and misses so far (for tests and tuning).
    var statistics: (count: Int, cost: Int, hits: Int, misses: Int) {
        state.withLock { ($0.index.count, $0.totalCost, $0.hits, $0.misses) }
    }
}
