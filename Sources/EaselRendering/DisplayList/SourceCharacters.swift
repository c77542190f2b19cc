import EaselText
import Foundation

/// The characters each glyph run of a laid-out text draws, from the runs' HarfBuzz clusters (each
/// glyph's UTF-16 offset into the text): a run covers the text from its first cluster to the
/// next cluster of the whole layout after its last. The ellipsis of truncated text (cluster −1)
/// is "…".
///
/// Only PDF reads it, so the work is done when first asked, not while the display list is built:
/// PNG and SVG never pay for it.
final class SourceCharacters: @unchecked Sendable {
    // @unchecked: the derived tables are made once, under the lock.
    private let runs: [TextRun]
    private let layout: TextLayout
    private let lock = NSLock()
    private var tables: (utf16: [UInt16], boundaries: [Int])?

    init(_ runs: [TextRun], layout: TextLayout) {
        self.runs = runs
        self.layout = layout
    }

    /// The text as UTF-16, and every cluster offset of the layout, sorted, with the text's length
    /// at the end.
    private var utf16: [UInt16] { made.utf16 }
    private var boundaries: [Int] { made.boundaries }

    private var made: (utf16: [UInt16], boundaries: [Int]) {
        lock.withLock {
            if let tables { return tables }
            let utf16 = Array(runs.map(\.text).joined().utf16)
            var offsets = Set<Int>()
            for line in layout.lines {
                for run in line.runs {
                    for cluster in run.clusters where cluster >= 0 { offsets.insert(cluster) }
                }
            }
            let made = (utf16, offsets.sorted() + [utf16.count])
            tables = made
            return made
        }
    }

    /// The run's characters split per cluster, in glyph order, as cairo takes them: the text in
    /// logical order, and for each cluster its UTF-8 length and glyph count. Nil when the
    /// clusters don't tile the text in order (an ellipsis, or glyphs reordered by shaping), and
    /// the run is given as one cluster.
    func clusters(of glyphClusters: [Int]) -> (text: String, clusters: [(bytes: Int, glyphs: Int)])? {
        let utf16 = utf16
        guard !glyphClusters.isEmpty, glyphClusters.allSatisfy({ $0 >= 0 && $0 < utf16.count }) else { return nil }
        var groups: [(start: Int, glyphs: Int)] = []
        for cluster in glyphClusters {
            if let last = groups.last, last.start == cluster {
                groups[groups.count - 1].glyphs += 1
            } else {
                groups.append((cluster, 1))
            }
        }
        let starts = groups.map(\.start)
        let backward = starts.count > 1 && starts[0] > starts[starts.count - 1]
        let logical = backward ? Array(starts.reversed()) : starts
        guard zip(logical, logical.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        var pieces: [String] = []
        for (index, start) in logical.enumerated() {
            let end = index + 1 < logical.count ? logical[index + 1] : boundary(after: start)
            pieces.append(String(decoding: utf16[start..<Swift.min(end, utf16.count)], as: UTF16.self))
        }
        // Cluster sizes in glyph order.
        let ordered = backward ? Array(pieces.reversed()) : pieces
        let clusters = zip(ordered, groups).map { (bytes: $0.utf8.count, glyphs: $1.glyphs) }
        return (pieces.joined(), clusters)
    }

    /// The first cluster boundary of the layout after `offset` (the text's end at the last).
    private func boundary(after offset: Int) -> Int {
        let boundaries = boundaries
        var low = 0, high = boundaries.count - 1
        while low < high {
            let middle = (low + high) / 2
            if boundaries[middle] > offset { high = middle } else { low = middle + 1 }
        }
        return Swift.max(boundaries[low], offset + 1)
    }

    func text(of glyphClusters: [Int]) -> String? {
        let utf16 = utf16
        let clusters = glyphClusters.filter { $0 >= 0 && $0 < utf16.count }
        guard let first = clusters.min(), let last = clusters.max() else {
            return glyphClusters.contains(-1) ? "…" : nil
        }
        // The first boundary after the run's last cluster ends it.
        let end = boundary(after: last)
        let text = String(decoding: utf16[first..<Swift.min(end, utf16.count)], as: UTF16.self)
        return glyphClusters.contains(-1) ? text + "…" : text
    }
}
