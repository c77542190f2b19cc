import Foundation

/// Fits the rest of a paragraph into the last permitted line with an ellipsis
/// (platform-constants.md §4: only the last permitted line truncates [doc]).
/// Cuts fall between grapheme clusters, not at word boundaries: Apple's own example truncates
/// "Brevity is the soul of wit." to "Brevity is t…" (SwiftUI `Text` documentation [doc]).
/// Spaces next to the ellipsis are dropped. When not even the ellipsis fits, it is shown alone.
enum Truncator {
    /// What the truncated line shows: `head`, the ellipsis, then `tail` (logical ranges).
    struct Cut {
        var head: Range<Int>
        var tail: Range<Int>
        var ellipsis: Ellipsis
        /// The tag of the text next to the ellipsis (given to its glyph).
        var ellipsisTag: Int
    }

    /// Truncates `content` (a range of `paragraph` with no trailing spaces) to `width` in `mode`.
    static func cut(_ paragraph: PreparedParagraph, content: Range<Int>, mode: TruncationMode, width: CGFloat) -> Cut {
        let limit = width + LineBreaker.tolerance
        // The ellipsis comes from the font beside the cut; guess it, cut, and correct once.
        var fontOffset = mode == .head ? max(content.upperBound - 1, content.lowerBound) : content.lowerBound
        var result = cut(paragraph, content, mode, limit, ellipsisAt: fontOffset)
        let actual = mode == .head ? result.tail.first ?? fontOffset : max((result.head.last ?? fontOffset), content.lowerBound)
        if !paragraph.items.isEmpty, paragraph.itemIndex(at: actual) != paragraph.itemIndex(at: fontOffset) {
            fontOffset = actual
            result = cut(paragraph, content, mode, limit, ellipsisAt: fontOffset)
        }
        return result
    }

    private static func cut(_ paragraph: PreparedParagraph, _ content: Range<Int>, _ mode: TruncationMode,
                            _ limit: CGFloat, ellipsisAt offset: Int) -> Cut {
        let font = paragraph.items.isEmpty ? paragraph.startFont : paragraph.items[paragraph.itemIndex(at: offset)].primary
        let ellipsis = Ellipsis(font: font)
        let tag = paragraph.isEmpty ? paragraph.tagValues[0] : paragraph.tag(at: min(offset, paragraph.count - 1))
        let start = content.lowerBound
        let end = content.upperBound
        let available = limit - ellipsis.width
        switch mode {
        case .tail:
            let cut = keptPrefix(paragraph, start, end, available)
            return Cut(head: start..<paragraph.visibleEnd(start, cut), tail: end..<end, ellipsis: ellipsis, ellipsisTag: tag)
        case .head:
            let cut = keptSuffix(paragraph, start, end, available)
            return Cut(head: start..<start, tail: paragraph.visibleStart(cut, end)..<end, ellipsis: ellipsis, ellipsisTag: tag)
        case .middle:
            let (left, right) = keptEnds(paragraph, start, end, available)
            return Cut(head: start..<paragraph.visibleEnd(start, left),
                       tail: paragraph.visibleStart(right, end)..<end, ellipsis: ellipsis, ellipsisTag: tag)
        }
    }

    /// The furthest grapheme boundary `cut` such that `start..<cut` (less trailing spaces) fits.
    private static func keptPrefix(_ p: PreparedParagraph, _ start: Int, _ end: Int, _ available: CGFloat) -> Int {
        var kept = start
        while kept < end {
            let next = min(p.nextGrapheme(after: kept), end)
            guard p.lineWidth(start, next) <= available else { break }
            kept = next
        }
        // Corrected by the width the kept text has once shaped on its own (see
        // `LineBuilder.width(of:in:)`), a cluster more or less.
        func shapedWidth(_ cut: Int) -> CGFloat { LineBuilder.width(of: start..<p.visibleEnd(start, cut), in: p) }
        while kept > start, shapedWidth(kept) > available {
            kept = max(p.previousGrapheme(before: kept), start)
        }
        while kept < end {
            let next = min(p.nextGrapheme(after: kept), end)
            guard shapedWidth(next) <= available else { break }
            kept = next
        }
        return kept
    }

    /// The earliest grapheme boundary `cut` such that `cut..<end` (less leading spaces) fits.
    private static func keptSuffix(_ p: PreparedParagraph, _ start: Int, _ end: Int, _ available: CGFloat) -> Int {
        var kept = end
        while kept > start {
            let previous = max(p.previousGrapheme(before: kept), start)
            guard p.width(p.visibleStart(previous, end), end) <= available else { break }
            kept = previous
        }
        func shapedWidth(_ cut: Int) -> CGFloat { LineBuilder.width(of: p.visibleStart(cut, end)..<end, in: p) }
        while kept < end, shapedWidth(kept) > available {
            kept = min(p.nextGrapheme(after: kept), end)
        }
        while kept > start {
            let previous = max(p.previousGrapheme(before: kept), start)
            guard shapedWidth(previous) <= available else { break }
            kept = previous
        }
        return kept
    }

    /// Grows the kept prefix and suffix a cluster at a time, each step on the narrower side
    /// (the other side when that does not fit), until neither can grow.
    private static func keptEnds(_ p: PreparedParagraph, _ start: Int, _ end: Int, _ available: CGFloat) -> (Int, Int) {
        var left = start
        var right = end
        // Measured as shaped (see `LineBuilder.width(of:in:)`): both cuts may be inside words.
        func total(_ left: Int, _ right: Int) -> CGFloat {
            LineBuilder.width(of: start..<p.visibleEnd(start, left), in: p) + LineBuilder.width(of: p.visibleStart(right, end)..<end, in: p)
        }
        while left < right {
            let grownLeft = min(p.nextGrapheme(after: left), right)
            let grownRight = max(p.previousGrapheme(before: right), left)
            let leftFirst = p.lineWidth(start, left) <= p.width(p.visibleStart(right, end), end)
            if leftFirst, total(grownLeft, right) <= available {
                left = grownLeft
            } else if total(left, grownRight) <= available {
                right = grownRight
            } else if !leftFirst, total(grownLeft, right) <= available {
                left = grownLeft
            } else {
                break
            }
        }
        return (left, right)
    }
}
