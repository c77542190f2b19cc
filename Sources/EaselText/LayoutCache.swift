import Foundation

/// Finished layouts per text (runs and options), each remembered with the proposal that made it.
/// A layout answers its own proposal, and any proposal between its size and that proposal in both
/// dimensions: greedy wrapping, height limits, truncation and scaling all give the same lines
/// there. This is OpenSwiftUI's rule (`Text+StringDrawingContext.swift` MetricsCache [RE]), kept
/// to the side where the size does not exceed the proposal (lines wider than a tiny proposal are
/// reused only for that exact proposal).
final class LayoutCache: Sendable {
    struct TextKey: Hashable, Sendable {
        let runs: [TextRun]
        let options: TextLayoutOptions
    }

    struct Entry: Sendable {
        let width: CGFloat
        let height: CGFloat
        let layout: TextLayout

        func answers(width proposedWidth: CGFloat, height proposedHeight: CGFloat) -> Bool {
            if proposedWidth == width && proposedHeight == height { return true }
            return layout.size.width <= proposedWidth && proposedWidth <= width
                && layout.size.height <= proposedHeight && proposedHeight <= height
        }

        var glyphCount: Int {
            layout.lines.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.glyphs.count } }
        }
    }

    /// Proposals remembered per text.
    static let entriesPerText = 8

    /// Up to 2,048 texts or about a million glyphs; layouts over 64 K glyphs are not kept
    /// (their prepared paragraphs are, so laying them out again only re-breaks lines).
    private let texts = BoundedCache<TextKey, [Entry]>(countLimit: 2048, costLimit: 1 << 20, entryCostLimit: 1 << 16)

    func layout(for key: TextKey, width: CGFloat, height: CGFloat) -> TextLayout? {
        texts.value(forKey: key)?.first { $0.answers(width: width, height: height) }?.layout
    }

    func insert(_ layout: TextLayout, for key: TextKey, width: CGFloat, height: CGFloat) {
        var entries = texts.value(forKey: key) ?? []
        entries.insert(Entry(width: width, height: height, layout: layout), at: 0)
        if entries.count > Self.entriesPerText { entries.removeLast(entries.count - Self.entriesPerText) }
        texts.insert(entries, forKey: key, cost: max(entries.reduce(0) { $0 + $1.glyphCount }, 1))
    }

    func removeAll() {
        texts.removeAll()
    }
}
