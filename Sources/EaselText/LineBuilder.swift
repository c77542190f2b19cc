import Foundation

/// Turns a line's logical content into positioned glyph runs: slices the paragraph's shaped items
/// (shaping a slice again only where HarfBuzz marks the cut unsafe to break), inserts the
/// ellipsis, orders the pieces visually (UAX #9 L2 through ICU) and places every glyph.
enum LineBuilder {
    /// What a line shows, in logical order: `segments` of the paragraph, with the ellipsis (if any)
    /// before segment `ellipsisIndex` (`segments.count` = after the last).
    struct Content {
        var segments: [Range<Int>]
        var ellipsis: Ellipsis?
        var ellipsisIndex = 0
        var ellipsisTag = 0
    }

    /// A run of glyphs from one shaping, ready to place.
    private struct Piece {
        let glyphs: ShapedGlyphs
        let glyphRange: Range<Int>
        /// Paragraph offset of the shaped text's start (clusters are relative to it); nil for the ellipsis.
        let unitOffset: Int?
        let font: ResolvedFont
        let level: UInt8
        let tag: Int
    }

    /// The line at x = 0 on `baseline`: runs left to right, total width and shown text.
    static func build(_ paragraph: PreparedParagraph, _ content: Content, baseline: CGFloat)
        -> (runs: [GlyphRun], width: CGFloat, text: String)
    {
        var pieces: [Piece] = []
        var text = ""
        for (index, segment) in content.segments.enumerated() {
            if index == content.ellipsisIndex, let ellipsis = content.ellipsis {
                appendEllipsis(ellipsis, content.ellipsisTag, paragraph, &pieces, &text)
            }
            appendSegment(segment, paragraph, &pieces)
            text += paragraph.substring(segment)
        }
        if content.ellipsisIndex >= content.segments.count, let ellipsis = content.ellipsis {
            appendEllipsis(ellipsis, content.ellipsisTag, paragraph, &pieces, &text)
        }
        let order = UnicodeAnalysis.visualOrder(pieces.map(\.level))
        var runs: [GlyphRun] = []
        var pen: CGFloat = 0
        // The run being filled; flushed into `runs` when the face, size or tag changes.
        var glyphs: [UInt32] = []
        var positions: [CGPoint] = []
        var clusters: [Int] = []
        var advances: [CGFloat] = []
        var runFont: ResolvedFont?
        var runTag = 0
        func flush() {
            guard let font = runFont, !glyphs.isEmpty else { return }
            runs.append(GlyphRun(face: font.face, size: font.size, glyphs: glyphs, positions: positions, tag: runTag,
                                 clusters: clusters, advances: advances))
            glyphs.removeAll(keepingCapacity: true)
            positions.removeAll(keepingCapacity: true)
            clusters.removeAll(keepingCapacity: true)
            advances.removeAll(keepingCapacity: true)
        }
        let singleTag = paragraph.tagValues.count == 1 ? paragraph.tagValues[0] : nil
        let capacity = pieces.reduce(0) { $0 + $1.glyphRange.count }
        glyphs.reserveCapacity(capacity)
        positions.reserveCapacity(capacity)
        clusters.reserveCapacity(capacity)
        advances.reserveCapacity(capacity)
        for pieceIndex in order {
            let piece = pieces[pieceIndex]
            let font = piece.font
            let scale = font.unitScale
            let tracking = font.tracking
            let shaped = piece.glyphs
            let ids = shaped.glyphs, shapedClusters = shaped.clusters, xAdvances = shaped.xAdvances
            let xOffsets = shaped.xOffsets, yOffsets = shaped.yOffsets
            if runFont.map({ $0.face !== font.face || $0.size != font.size }) ?? true {
                flush()
                runFont = font
            }
            for index in piece.glyphRange {
                let unit = piece.unitOffset.map { $0 + Int(shapedClusters[index]) } ?? -1
                let tag = unit < 0 ? piece.tag : (singleTag ?? paragraph.tag(at: unit))
                if tag != runTag {
                    flush()
                    runTag = tag
                }
                let advance = CGFloat(xAdvances[index]) * scale + tracking
                glyphs.append(ids[index])
                positions.append(CGPoint(x: pen + CGFloat(xOffsets[index]) * scale, y: baseline - CGFloat(yOffsets[index]) * scale - font.baselineOffset))
                clusters.append(unit < 0 ? -1 : paragraph.textOffset + unit)
                advances.append(advance)
                pen += advance
            }
        }
        flush()
        return (runs, pen, text)
    }

    /// Adds `extra` points after every glyph (tightening) and moves the glyphs along.
    static func track(_ runs: inout [GlyphRun], by extra: CGFloat) -> CGFloat {
        var shift: CGFloat = 0
        for run in runs.indices {
            for glyph in runs[run].glyphs.indices {
                runs[run].positions[glyph].x += shift
                runs[run].advances[glyph] += extra
                shift += extra
            }
        }
        return shift
    }

    /// Moves every glyph right by `dx` (alignment).
    static func shift(_ runs: inout [GlyphRun], by dx: CGFloat) {
        guard dx != 0 else { return }
        for run in runs.indices {
            for glyph in runs[run].positions.indices { runs[run].positions[glyph].x += dx }
        }
    }

    /// The number of glyphs in `runs`.
    static func glyphCount(_ runs: [GlyphRun]) -> Int {
        runs.reduce(0) { $0 + $1.glyphs.count }
    }

    private static func appendEllipsis(_ ellipsis: Ellipsis, _ tag: Int, _ paragraph: PreparedParagraph,
                                       _ pieces: inout [Piece], _ text: inout String) {
        pieces.append(Piece(glyphs: ellipsis.glyphs, glyphRange: 0..<ellipsis.glyphs.count, unitOffset: nil,
                            font: ellipsis.font, level: paragraph.baseLevel, tag: tag))
        text.append("\u{2026}")
    }

    /// The pieces of `segment`, one per item it touches.
    private static func appendSegment(_ segment: Range<Int>, _ paragraph: PreparedParagraph, _ pieces: inout [Piece]) {
        forEachPart(of: segment, in: paragraph) { item, part, glyphRange in
            if let glyphRange {
                pieces.append(Piece(glyphs: item.glyphs, glyphRange: glyphRange, unitOffset: item.range.lowerBound,
                                    font: item.font, level: item.level, tag: 0))
            } else {
                let glyphs = Shaper.shape(shapeKey(of: part, in: item, paragraph))
                pieces.append(Piece(glyphs: glyphs, glyphRange: 0..<glyphs.count, unitOffset: part.lowerBound,
                                    font: item.font, level: item.level, tag: 0))
            }
        }
    }

    /// Calls `body` with each item `segment` touches, the part of the segment in it, and that
    /// part's glyphs within the item's shaping (nil where a cut is unsafe and the part must be
    /// shaped anew).
    private static func forEachPart(of segment: Range<Int>, in paragraph: PreparedParagraph,
                                    _ body: (ShapedItem, Range<Int>, Range<Int>?) -> Void) {
        guard !segment.isEmpty, !paragraph.items.isEmpty else { return }
        var itemIndex = paragraph.itemIndex(at: segment.lowerBound)
        while itemIndex < paragraph.items.count, paragraph.items[itemIndex].range.lowerBound < segment.upperBound {
            let item = paragraph.items[itemIndex]
            itemIndex += 1
            let part = max(segment.lowerBound, item.range.lowerBound)..<min(segment.upperBound, item.range.upperBound)
            guard !part.isEmpty else { continue }
            body(item, part, slice(item, part, paragraph))
        }
    }

    /// What shapes `part` of `item` on its own.
    private static func shapeKey(of part: Range<Int>, in item: ShapedItem, _ paragraph: PreparedParagraph) -> ShapeKey {
        ShapeKey(text: Array(paragraph.units[part]), face: item.font.face, rightToLeft: item.isRightToLeft,
                 script: item.script, tabularDigits: item.font.monospacedDigit)
    }

    /// The width `segment` has on a line, as `appendSegment` shapes it: the paragraph's own
    /// widths where its cuts are safe, and the part shaped anew where a cut is unsafe. The two
    /// differ where a cut separates a kerned pair ("Sup|er": the kerning of "pe" goes with the
    /// "e"), so that line breaking and truncation, which choose by width, choose by this one:
    /// then a text laid out at its own measured width makes the same lines again.
    static func width(of segment: Range<Int>, in paragraph: PreparedParagraph) -> CGFloat {
        var total: CGFloat = 0
        forEachPart(of: segment, in: paragraph) { item, part, glyphRange in
            if glyphRange != nil {
                total += paragraph.width(part.lowerBound, part.upperBound)
            } else {
                let scale = item.font.unitScale
                let tracking = item.font.tracking
                total += Shaper.shape(shapeKey(of: part, in: item, paragraph)).xAdvances.reduce(0) { $0 + CGFloat($1) * scale + tracking }
            }
        }
        return total
    }

    /// The glyphs of `part` within `item`'s shaping, or nil when a cut is unsafe to break
    /// (inside a cluster or ligature, or where HarfBuzz flags it) and `part` must be shaped anew.
    private static func slice(_ item: ShapedItem, _ part: Range<Int>, _ paragraph: PreparedParagraph) -> Range<Int>? {
        let count = item.glyphs.count
        func isSafeCut(_ unit: Int) -> Bool {
            let start = paragraph.clusterGlyphStart[unit]
            return start >= 0 && !item.glyphs.unsafeToBreak[Int(start)]
        }
        let cutsStart = part.lowerBound > item.range.lowerBound
        let cutsEnd = part.upperBound < item.range.upperBound
        if (cutsStart && !isSafeCut(part.lowerBound)) || (cutsEnd && !isSafeCut(part.upperBound)) { return nil }
        if item.isRightToLeft {
            // Glyphs run right to left: the cluster after the part comes first.
            let first = cutsEnd ? Int(paragraph.clusterGlyphEnd[part.upperBound]) : 0
            let end = cutsStart ? Int(paragraph.clusterGlyphEnd[part.lowerBound]) : count
            return first..<max(end, first)
        }
        let first = cutsStart ? Int(paragraph.clusterGlyphStart[part.lowerBound]) : 0
        let end = cutsEnd ? Int(paragraph.clusterGlyphStart[part.upperBound]) : count
        return first..<max(end, first)
    }
}
