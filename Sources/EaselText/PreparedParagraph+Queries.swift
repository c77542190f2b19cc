import Foundation

/// Questions the line breaker, truncator and line builder ask of a prepared paragraph, answered
/// from its arrays without shaping: widths of ranges (prefix sums), hanging spaces, grapheme
/// boundaries, which item or run holds an offset, and the line box of a range.
extension PreparedParagraph {
    /// Advance of the units in `start..<end`.
    func width(_ start: Int, _ end: Int) -> CGFloat { prefix[end] - prefix[start] }

    /// `end` moved back over hanging spaces, not before `start`.
    func visibleEnd(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start && hangs[end - 1] { end -= 1 }
        return end
    }

    /// `start` moved forward over hanging spaces, not after `end`.
    func visibleStart(_ start: Int, _ end: Int) -> Int {
        var start = start
        while start < end && hangs[start] { start += 1 }
        return start
    }

    /// The width of a line holding `start..<end`: its trailing spaces hang and do not count.
    func lineWidth(_ start: Int, _ end: Int) -> CGFloat { width(start, visibleEnd(start, end)) }

    func nextGrapheme(after offset: Int) -> Int {
        var next = offset + 1
        while next < count && !graphemeStart[next] { next += 1 }
        return min(next, count)
    }

    func previousGrapheme(before offset: Int) -> Int {
        var previous = offset - 1
        while previous > 0 && !graphemeStart[previous] { previous -= 1 }
        return max(previous, 0)
    }

    /// The item holding unit `offset` (binary search).
    func itemIndex(at offset: Int) -> Int {
        var low = 0
        var high = items.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if items[middle].range.lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The tag of the run holding unit `offset`.
    func tag(at offset: Int) -> Int {
        tagValues[max(LineBreaker.firstIndex(in: tagStarts, after: offset) - 1, 0)]
    }

    /// The line box of the units in `range`: the union of its items' fonts (§5.5); the
    /// paragraph's start font when the range is empty.
    func lineMetrics(_ range: Range<Int>) -> FontMetrics {
        guard !items.isEmpty, !range.isEmpty else {
            return items.isEmpty ? startFont.lineMetrics : items[itemIndex(at: min(range.lowerBound, count - 1))].lineMetrics
        }
        var index = itemIndex(at: range.lowerBound)
        var metrics = items[index].lineMetrics
        index += 1
        while index < items.count && items[index].range.lowerBound < range.upperBound {
            metrics = metrics.union(items[index].lineMetrics)
            index += 1
        }
        return metrics
    }
}
