import Foundation

/// One view of a layout snapshot: the view, its frame in canvas coordinates, and where its subtree
/// ends. Entries are in depth-first order: a view's children follow it, each followed by its own
/// subtree.
package struct LayoutSnapshotEntry {
    package let node: LayoutNode
    package let frame: CGRect
    package let depth: Int
    /// One past the last entry of this view's subtree.
    package fileprivate(set) var subtreeEnd: Int
}

/// Takes the snapshot behind a `ViewLayout` while the layout places its views: placement already
/// visits every view once, parent before children, so recording then spares a second walk over the
/// whole tree afterwards.
package final class LayoutSnapshotRecorder {
    // Only the thread placing the views touches these; the runtime's exclusivity checks would cost
    // more than the recording.
    @exclusivity(unchecked) package private(set) var entries: [LayoutSnapshotEntry] = []
    @exclusivity(unchecked) private var depth = 0

    /// Records `node`, just given its frame, before its children are placed; returns its entry.
    package func open(_ node: LayoutNode) -> Int {
        entries.append(LayoutSnapshotEntry(node: node, frame: node.frame, depth: depth, subtreeEnd: 0))
        depth += 1
        return entries.count - 1
    }

    /// Ends the subtree of the entry `open` returned, once its children are placed.
    package func close(_ entry: Int) {
        depth -= 1
        entries[entry].subtreeEnd = entries.count
    }
}
