import Foundation

extension RandomAccessCollection where Index == Int {
    /// The index of the first element for which `belongsInSecondPartition` holds, in a collection
    /// already partitioned by it (those for which it doesn't come first), found by halving: the
    /// same as swift-algorithms' `partitioningIndex(where:)`, which the library doesn't depend on
    /// for this alone. Lists of a layout's entries are searched this way (replays, splices,
    /// lifecycle actions, each in the order of their entries).
    @inlinable package func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if belongsInSecondPartition(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
