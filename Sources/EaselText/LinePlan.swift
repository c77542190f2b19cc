import Foundation

/// The lines a text gets at one scale factor for one proposal, before any glyph is placed:
/// which part of which paragraph each line shows, and whether the text had to be truncated.
struct LinePlan {
    struct Line {
        let paragraph: Int
        var content: LineBuilder.Content
        var metrics: FontMetrics
        /// Tighten this line to exactly this width (`allowsTightening`).
        var tightenTo: CGFloat?
    }

    let text: PreparedText
    var lines: [Line] = []
    /// An ellipsis was placed.
    var isTruncated = false
    /// Some line broke inside a word, or a single cluster is wider than the line.
    var hasEmergencyBreak = false
    /// Height reserved by `reservedLineCount` (0 without).
    var reservedHeight: CGFloat = 0

    /// Everything is shown, and no word had to be broken: what `minimumScaleFactor` scales for.
    var fits: Bool { !isTruncated && !hasEmergencyBreak }

    /// Breaks `text` into lines for `width`, within `lineLimit` and `height` (at least one line),
    /// then truncates or tightens the last line if text remains (platform-constants.md §4).
    init(_ text: PreparedText, options: TextLayoutOptions, width: CGFloat, height: CGFloat) {
        self.text = text
        let spacing = options.lineSpacing
        let reservedCount = options.reservedLineCount
        if reservedCount > 0 {
            let lineHeight = text.firstFont.lineMetrics.lineHeight
            reservedHeight = CGFloat(reservedCount) * lineHeight + CGFloat(reservedCount - 1) * spacing
        }
        // Reserved lines raise the height limit too (OpenSwiftUI measures with
        // max(proposed height, reserved height) [RE]).
        let heightLimit = max(height, reservedHeight) + LineBreaker.tolerance
        let maximumLines = options.lineLimit ?? .max
        var total: CGFloat = 0
        var remains = false
        paragraphs: for (index, paragraph) in text.paragraphs.enumerated() {
            var start = 0
            repeat {
                let line = paragraph.isEmpty ? LineBreaker.Line(range: 0..<0, isEmergency: false)
                    : LineBreaker.line(in: paragraph, from: start, width: width)
                let visible = line.range.lowerBound..<paragraph.visibleEnd(line.range.lowerBound, line.range.upperBound)
                let metrics = paragraph.lineMetrics(visible.isEmpty ? line.range : visible)
                let newTotal = lines.isEmpty ? metrics.lineHeight : total + spacing + metrics.lineHeight
                if !lines.isEmpty && (lines.count >= maximumLines || newTotal > heightLimit) {
                    remains = true
                    break paragraphs
                }
                hasEmergencyBreak = hasEmergencyBreak || line.isEmergency
                lines.append(Line(paragraph: index, content: .init(segments: [visible]), metrics: metrics))
                total = newTotal
                start = line.range.upperBound
            } while start < paragraph.count
        }
        if remains { finishLastLine(options: options, width: width) }
    }

    /// The last permitted line takes the rest of its paragraph: tightened when that is within 5 %
    /// of the width and nothing follows (platform-constants.md §4, AppKit
    /// `tighteningFactorForTruncation` = 0.05 [doc]), else truncated.
    private mutating func finishLastLine(options: TextLayoutOptions, width: CGFloat) {
        let last = lines.count - 1
        let paragraph = text.paragraphs[lines[last].paragraph]
        let start = lines[last].content.segments[0].lowerBound
        let restEnd = paragraph.visibleEnd(start, paragraph.count)
        let isLastParagraph = lines[last].paragraph == text.paragraphs.count - 1
        if options.allowsTightening, isLastParagraph, restEnd > start,
           paragraph.width(start, restEnd) <= width * 1.05 {
            lines[last].content = .init(segments: [start..<restEnd])
            lines[last].metrics = paragraph.lineMetrics(start..<restEnd)
            lines[last].tightenTo = width
            return
        }
        let cut = Truncator.cut(paragraph, content: start..<restEnd, mode: options.truncationMode, width: width)
        lines[last].content = .init(segments: [cut.head, cut.tail], ellipsis: cut.ellipsis, ellipsisIndex: 1,
                                    ellipsisTag: cut.ellipsisTag)
        var metrics = cut.ellipsis.font.lineMetrics
        for segment in [cut.head, cut.tail] where !segment.isEmpty {
            metrics = metrics.union(paragraph.lineMetrics(segment))
        }
        lines[last].metrics = metrics
        isTruncated = true
    }
}
