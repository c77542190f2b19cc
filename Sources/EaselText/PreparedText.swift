import Foundation

/// A whole text (its runs at one scale factor) split into paragraphs at hard line breaks and
/// prepared for measuring at any width. Cached per (runs, scale) in a bounded LRU cache.
final class PreparedText: Sendable {
    let paragraphs: [PreparedParagraph]
    /// The first run's font (reserved lines, metrics of an empty text).
    let firstFont: ResolvedFont
    /// No characters at all.
    let isEmpty: Bool
    /// Every paragraph's missing characters, each once, in text order.
    var missingCharacters: [String] {
        var found: [String] = []
        for paragraph in paragraphs {
            for cluster in paragraph.missingCharacters where !found.contains(cluster) { found.append(cluster) }
        }
        return found
    }

    struct Key: Hashable, Sendable {
        let runs: [TextRun]
        let scale: CGFloat
    }

    /// Up to 4,096 texts or about two million UTF-16 units (some 70 MB of arrays).
    static let cache = BoundedCache<Key, PreparedText>(countLimit: 4096, costLimit: 1 << 21)

    static func prepare(_ runs: [TextRun], scale: CGFloat, registry: FontRegistry = .shared) -> PreparedText {
        let key = Key(runs: runs, scale: scale)
        if let cached = cache.value(forKey: key) { return cached }
        let prepared = PreparedText(runs: runs, scale: scale, registry: registry)
        let cost = prepared.paragraphs.reduce(1) { $0 + $1.count }
        cache.insert(prepared, forKey: key, cost: cost)
        return prepared
    }

    private init(runs: [TextRun], scale: CGFloat, registry: FontRegistry) {
        let fallbackFont = FontDescription.body
        firstFont = registry.resolve(runs.first?.font ?? fallbackFont, scale: scale)
        // The whole text in UTF-16, with each run's span and font.
        var units: [UInt16] = []
        var spans: [PreparedParagraph.Piece] = []
        for run in runs {
            let start = units.count
            units.append(contentsOf: run.text.utf16)
            guard units.count > start else { continue }
            spans.append(.init(range: start..<units.count, font: registry.resolve(run.font, scale: scale), tag: run.tag))
        }
        isEmpty = units.isEmpty
        guard !units.isEmpty else {
            paragraphs = []
            return
        }
        var paragraphs: [PreparedParagraph] = []
        var spanIndex = 0
        var start = 0
        var index = 0
        func addParagraph(_ range: Range<Int>) {
            while spanIndex + 1 < spans.count && spans[spanIndex].range.upperBound <= range.lowerBound { spanIndex += 1 }
            var pieces: [PreparedParagraph.Piece] = []
            var scan = spanIndex
            while scan < spans.count && spans[scan].range.lowerBound < range.upperBound {
                let clipped = max(spans[scan].range.lowerBound, range.lowerBound)..<min(spans[scan].range.upperBound, range.upperBound)
                if !clipped.isEmpty {
                    pieces.append(.init(range: (clipped.lowerBound - range.lowerBound)..<(clipped.upperBound - range.lowerBound),
                                        font: spans[scan].font, tag: spans[scan].tag))
                }
                scan += 1
            }
            if pieces.isEmpty {
                // An empty paragraph takes the font of the text at its position.
                let span = spans[min(spanIndex, spans.count - 1)]
                pieces = [.init(range: 0..<0, font: span.font, tag: span.tag)]
            }
            paragraphs.append(PreparedParagraph(units: Array(units[range]), textOffset: range.lowerBound,
                                                pieces: pieces, registry: registry))
        }
        while index < units.count {
            let unit = units[index]
            if Self.isParagraphSeparator(unit) {
                addParagraph(start..<index)
                index += (unit == 0x0D && index + 1 < units.count && units[index + 1] == 0x0A) ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        // A text ending with a line break ends with an empty line, as in TextKit.
        addParagraph(start..<units.count)
        self.paragraphs = paragraphs
    }

    /// Mandatory breaks (UAX #14 classes BK, CR, LF, NL): LF, VT, FF, CR (CR LF counts once),
    /// NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR.
    static func isParagraphSeparator(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}
