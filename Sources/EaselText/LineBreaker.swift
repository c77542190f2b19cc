import Foundation

/// Greedy line breaking over a ``PreparedParagraph`` (platform-constants.md §4 "Word wrapping"):
/// a line ends at the last UAX #14 opportunity whose text fits the width, trailing spaces hanging
/// outside it; a word wider than the line alone breaks between grapheme clusters, and a line always
/// takes at least one cluster, so any width (0 included) terminates.
enum LineBreaker {
    /// Slack for floating-point sums, so that a text laid out at its own measured width fits.
    static let tolerance: CGFloat = 0.0001

    /// A line of a paragraph: `range` includes its hanging spaces; `isEmergency` marks a line
    /// that had to break inside a word.
    struct Line {
        let range: Range<Int>
        let isEmergency: Bool
    }

    /// The line starting at `start` (< paragraph.count) for `width`.
    static func line(in paragraph: PreparedParagraph, from start: Int, width: CGFloat) -> Line {
        let breaks = paragraph.breaks
        let limit = width + tolerance
        var index = firstIndex(in: breaks, after: start)
        var best: Int?
        while index < breaks.count, paragraph.lineWidth(start, breaks[index]) <= limit {
            best = breaks[index]
            index += 1
        }
        if let best { return Line(range: start..<best, isEmergency: false) }
        // The first word alone is too wide: take the grapheme clusters that fit, at least one.
        let wordEnd = index < breaks.count ? breaks[index] : paragraph.count
        var end = paragraph.nextGrapheme(after: start)
        while end < wordEnd {
            let next = paragraph.nextGrapheme(after: end)
            guard paragraph.width(start, next) <= limit else { break }
            end = next
        }
        // Spaces after the last cluster hang on this line rather than starting the next.
        if paragraph.visibleEnd(end, wordEnd) == end { end = wordEnd }
        return Line(range: start..<end, isEmergency: true)
    }

    /// The index of the first element of `sorted` greater than `value`.
    static func firstIndex(in sorted: [Int], after value: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

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
