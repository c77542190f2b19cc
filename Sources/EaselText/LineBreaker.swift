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
        // The cut is inside the word, where it may separate a kerned pair: the line is measured
        // as it will be shaped (`LineBuilder.width(of:in:)`), a cluster more or less.
        let firstEnd = paragraph.nextGrapheme(after: start)
        while end > firstEnd, LineBuilder.width(of: start..<end, in: paragraph) > limit {
            end = paragraph.previousGrapheme(before: end)
        }
        while end < wordEnd {
            let next = paragraph.nextGrapheme(after: end)
            guard LineBuilder.width(of: start..<next, in: paragraph) <= limit else { break }
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
