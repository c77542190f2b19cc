import EaselText
import Foundation

/// The characters each glyph run of a laid-out text draws, from the runs' HarfBuzz clusters (each
/// glyph's UTF-16 offset into the text): a run covers the text from its first cluster to the
/// next cluster of the whole layout after its last. The ellipsis of truncated text (cluster −1)
/// is "…".
struct SourceCharacters {
    private let utf16: [UInt16]
    /// Every cluster offset of the layout, sorted, with the text's length at the end.
    private let boundaries: [Int]

    init(_ runs: [TextRun], layout: TextLayout) {
        utf16 = Array(runs.map(\.text).joined().utf16)
        var offsets = Set<Int>()
        for line in layout.lines {
            for run in line.runs {
                for cluster in run.clusters where cluster >= 0 { offsets.insert(cluster) }
            }
        }
        boundaries = offsets.sorted() + [utf16.count]
    }

    /// The run's characters split per cluster, in glyph order, as cairo takes them: the text in
    /// logical order, and for each cluster its UTF-8 length and glyph count. Nil when the
    /// clusters don't tile the text in order (an ellipsis, or glyphs reordered by shaping), and
    /// the run is given as one cluster.
    func clusters(of run: GlyphRun) -> (text: String, clusters: [(bytes: Int, glyphs: Int)])? {
        guard !run.clusters.isEmpty, run.clusters.allSatisfy({ $0 >= 0 && $0 < utf16.count }) else { return nil }
        var groups: [(start: Int, glyphs: Int)] = []
        for cluster in run.clusters {
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
        var low = 0, high = boundaries.count - 1
        while low < high {
            let middle = (low + high) / 2
            if boundaries[middle] > offset { high = middle } else { low = middle + 1 }
        }
        return Swift.max(boundaries[low], offset + 1)
    }

    func text(of run: GlyphRun) -> String? {
        let clusters = run.clusters.filter { $0 >= 0 && $0 < utf16.count }
        guard let first = clusters.min(), let last = clusters.max() else {
            return run.clusters.contains(-1) ? "…" : nil
        }
        // The first boundary after the run's last cluster ends it.
        let end = boundary(after: last)
        let text = String(decoding: utf16[first..<Swift.min(end, utf16.count)], as: UTF16.self)
        return run.clusters.contains(-1) ? text + "…" : text
    }
}
