import Foundation

/// Keeps alive the nodes a recording's entries name, which the entries don't retain: the nodes
/// recorded afresh, and the keeper of the recording it copied entries from, which keeps theirs.
///
/// A host's update copies most of the last recording's entries; retaining and releasing each of
/// their nodes (and so reading every node of the screen) had been a third of an update's
/// placement. Keepers chain from one recording to the next while recordings copy from each other.
/// A chain holds nodes that have left the tree (those the fresh ones replaced), at most as many as
/// it holds fresh nodes: once those are more than a quarter of the entries, or the chain is
/// `maximumChain` long, the next recording folds it into one keeper of the nodes it names.
/// Folding retains every node of the screen (11,000 for the 1,000-row benchmark screen, a
/// millisecond): 256 updates of one row each share that cost, where 64 made it 3 % of each. A
/// chain is released one keeper inside another, 256 calls deep at most.
package final class NodeKeeper {
    static let maximumChain = 256
    private let nodes: [LayoutNode]
    private let previous: NodeKeeper?
    /// How many keepers this one holds through `previous`.
    let chainLength: Int
    /// How many nodes this keeper and those it holds (but the first of the chain) keep.
    let chainedNodes: Int

    init(nodes: [LayoutNode], previous: NodeKeeper?) {
        self.nodes = nodes
        self.previous = previous
        self.chainLength = previous.map { $0.chainLength + 1 } ?? 0
        self.chainedNodes = previous.map { $0.chainedNodes + nodes.count } ?? 0
    }

    /// Whether a recording of `entryCount` entries that copied entries from this keeper's may
    /// hold it, or must fold the chain.
    func canBeHeld(byRecordingOf entryCount: Int) -> Bool {
        chainLength < Self.maximumChain && chainedNodes <= entryCount / 4
    }
}
