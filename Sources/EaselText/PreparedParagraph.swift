import Foundation

/// Everything about one paragraph (text between hard line breaks) that does not depend on the
/// width: its items shaped once, the advance of every character, its break opportunities and
/// grapheme boundaries. Any number of widths are then measured from these arrays without
/// shaping again (the speed rule in the brief; platform-constants.md §4 "measurements are cached").
final class PreparedParagraph: Sendable {
    let units: [UInt16]
    /// The same text as a String, to cut line texts from.
    let string: String
    /// Where the paragraph starts in the whole text (UTF-16 offset into the runs' concatenation).
    let textOffset: Int
    let items: [ShapedItem]
    /// `prefix[i]` = total advance (points, tracking included) of the clusters starting before i.
    let prefix: [CGFloat]
    /// Soft line-break opportunities (UAX #14), ascending, ending with `units.count`.
    let breaks: [Int]
    /// True where a grapheme cluster starts, and at `units.count`.
    let graphemeStart: [Bool]
    /// Characters that hang at the end of a line (space separators and tab): not counted in its width.
    let hangs: [Bool]
    /// For a unit where a HarfBuzz cluster starts: the index (in its item's glyphs) of the
    /// cluster's first and one-past-last glyph in glyph order; -1 elsewhere.
    let clusterGlyphStart: [Int32]
    let clusterGlyphEnd: [Int32]
    /// Paragraph embedding level (0 left-to-right, 1 right-to-left) and per-unit levels (nil: all 0).
    let baseLevel: UInt8
    let levels: [UInt8]?
    /// Run tags: `tagValues[k]` applies from unit `tagStarts[k]`.
    let tagStarts: [Int]
    let tagValues: [Int]
    /// The font at the paragraph's start (the line box of an empty paragraph).
    let startFont: ResolvedFont
    /// The grapheme clusters drawn with a .notdef glyph (no installed face has them), each once, in
    /// text order; spaces and controls that a face leaves out are not counted.
    let missingCharacters: [String]

    var count: Int { units.count }
    var isEmpty: Bool { units.isEmpty }

    /// One run's part of the paragraph.
    struct Piece {
        let range: Range<Int>
        let font: ResolvedFont
        let tag: Int
    }

    /// Analyses and shapes `units` (no hard breaks inside) made of `pieces` (covering it in order;
    /// a single empty piece for an empty paragraph).
    init(units: [UInt16], textOffset: Int, pieces: [Piece], registry: FontRegistry) {
        self.units = units
        self.textOffset = textOffset
        string = String(decoding: units, as: UTF16.self)
        let n = units.count
        startFont = pieces[0].font
        tagStarts = pieces.map(\.range.lowerBound)
        tagValues = pieces.map(\.tag)
        let graphemes = UnicodeAnalysis.graphemeBoundaries(units)
        graphemeStart = graphemes
        let (base, levels) = UnicodeAnalysis.bidiLevels(units)
        baseLevel = base
        self.levels = levels
        breaks = UnicodeAnalysis.lineBreaks(units)
        hangs = units.map { PreparedParagraph.hangs($0) }

        let items = Self.itemize(units, pieces: pieces, graphemes: graphemes, levels: levels, registry: registry)
        self.items = items
        var advance = [CGFloat](repeating: 0, count: n)
        var starts = [Int32](repeating: -1, count: n)
        var ends = [Int32](repeating: -1, count: n)
        for item in items {
            let glyphs = item.glyphs
            for index in 0..<glyphs.count {
                let unit = item.range.lowerBound + Int(glyphs.clusters[index])
                advance[unit] += item.advance(index)
                if starts[unit] < 0 { starts[unit] = Int32(index) }
                ends[unit] = Int32(index + 1)
            }
        }
        clusterGlyphStart = starts
        clusterGlyphEnd = ends
        missingCharacters = Self.missingCharacters(items, units: units, graphemes: graphemes)
        var prefix = [CGFloat](repeating: 0, count: n + 1)
        for unit in 0..<n { prefix[unit + 1] = prefix[unit] + advance[unit] }
        self.prefix = prefix
    }

    /// The characters of `range` (whose ends are grapheme boundaries).
    func substring(_ range: Range<Int>) -> Substring {
        let utf16 = string.utf16
        let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
        let end = utf16.index(start, offsetBy: range.count)
        return Substring(utf16[start..<end])
    }

    private static func missingCharacters(_ items: [ShapedItem], units: [UInt16], graphemes: [Bool]) -> [String] {
        var found: [String] = []
        for item in items {
            for index in 0..<item.glyphs.count where item.glyphs.glyphs[index] == 0 {
                let start = item.range.lowerBound + Int(item.glyphs.clusters[index])
                var end = start + 1
                while end < units.count, !graphemes[end] { end += 1 }
                let cluster = String(decoding: units[start..<end], as: UTF16.self)
                let drawable = cluster.unicodeScalars.contains { scalar in
                    !scalar.properties.isWhitespace && !scalar.properties.isDefaultIgnorableCodePoint
                        && scalar.properties.generalCategory != .control
                }
                if drawable, !found.contains(cluster) { found.append(cluster) }
            }
        }
        return found
    }

    /// Space separators other than the no-break ones (U+00A0, U+2007, U+202F), and tab.
    private static func hangs(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Splits the paragraph into items where the run's font, the drawing face (after fallback,
    /// decided per grapheme cluster), the bidi level or the script changes, and shapes each.
    private static func itemize(_ units: [UInt16], pieces: [Piece], graphemes: [Bool], levels: [UInt8]?,
                                registry: FontRegistry) -> [ShapedItem] {
        let n = units.count
        guard n > 0 else { return [] }
        let scripts = UnicodeAnalysis.scripts(units)
        var items: [ShapedItem] = []
        var pieceIndex = 0
        var itemStart = 0
        // Consecutive pieces with equal fonts share a group, so that one item can span them.
        var groups = [0]
        for index in pieces.indices.dropFirst() {
            groups.append(groups[index - 1] + (pieces[index].font == pieces[index - 1].font ? 0 : 1))
        }
        // The open item: the piece its font comes from, its face, level and script.
        var openPiece = -1
        var openFace: FontFace?
        var openLevel: UInt8 = 0
        var openScript: UInt32 = 0

        func close(at end: Int) {
            guard let face = openFace, end > itemStart else { return }
            let primary = pieces[openPiece].font
            let font = primary.drawn(by: face)
            let key = ShapeKey(text: Array(units[itemStart..<end]), face: face, rightToLeft: openLevel & 1 == 1,
                               script: openScript, tabularDigits: font.monospacedDigit)
            items.append(ShapedItem(range: itemStart..<end, font: font, primary: primary,
                                    level: openLevel, script: openScript, glyphs: Shaper.shape(key)))
        }

        var clusterStart = 0
        while clusterStart < n {
            var clusterEnd = clusterStart + 1
            while clusterEnd < n && !graphemes[clusterEnd] { clusterEnd += 1 }
            while pieceIndex + 1 < pieces.count && pieces[pieceIndex].range.upperBound <= clusterStart { pieceIndex += 1 }
            let face = drawingFace(units[clusterStart..<clusterEnd], font: pieces[pieceIndex].font, registry: registry)
            let level = levels?[clusterStart] ?? 0
            let script = scripts[clusterStart]
            if openPiece < 0 || groups[openPiece] != groups[pieceIndex] || openFace !== face
                || openLevel != level || openScript != script {
                close(at: clusterStart)
                itemStart = clusterStart
                openPiece = pieceIndex
                openFace = face
                openLevel = level
                openScript = script
            }
            clusterStart = clusterEnd
        }
        close(at: n)
        return items
    }

    /// The face for one grapheme cluster; a single BMP character the primary face has (almost
    /// all text) is decided without building the scalar list.
    private static func drawingFace(_ cluster: ArraySlice<UInt16>, font: ResolvedFont, registry: FontRegistry) -> FontFace {
        if cluster.count == 1, let scalar = Unicode.Scalar(cluster[cluster.startIndex]),
           !scalar.properties.isEmojiPresentation, font.face.glyph(for: scalar) != nil {
            return font.face
        }
        let scalars = Array(String(decoding: cluster, as: UTF16.self).unicodeScalars)
        return FontFallback.face(for: scalars, font: font, registry: registry)
    }
}
