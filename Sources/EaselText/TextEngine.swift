import Foundation

/// The text layer's entry point: lays out runs for a proposal. Stateless apart from its caches,
/// and safe to call from any thread at once.
///
/// Caches (all bounded LRU, behind locks): shaped glyphs per (text, face, direction, script,
/// features) in ``Shaper``; prepared paragraphs (advances, break opportunities) per (runs, scale)
/// in ``PreparedText``; finished layouts per (runs, options, proposal) here. A query at a new
/// width reuses the prepared paragraphs: it only re-breaks lines and places glyphs.
public enum TextEngine {
    struct LayoutKey: Hashable, Sendable {
        let runs: [TextRun]
        let options: TextLayoutOptions
        let width: CGFloat
        let height: CGFloat
    }

    /// Up to 2,048 layouts or about a million glyphs.
    static let cache = BoundedCache<LayoutKey, TextLayout>(countLimit: 2048, costLimit: 1 << 20)

    /// Lays out `runs` for a proposed size.
    ///
    /// Proposal semantics (platform-constants.md §4 [RE], swiftui-layout-spec.md §18):
    /// - nil or +∞: unlimited (nil width = the ideal size: each paragraph on one line);
    /// - 0 or a tiny width: every line still takes at least one grapheme cluster;
    /// - negative or NaN: treated as 0. For heights, 0 still shows the first line (then truncates).
    /// The size is the widest line actually laid out (not the proposal) by the lines' heights,
    /// rounded up to the pixel grid; empty text is 0 × 0.
    public static func layout(_ runs: [TextRun], options: TextLayoutOptions = TextLayoutOptions(),
                              proposedWidth: CGFloat?, proposedHeight: CGFloat?) -> TextLayout {
        let key = LayoutKey(runs: runs, options: options.normalized,
                            width: normalized(proposedWidth), height: normalized(proposedHeight))
        if let cached = cache.value(forKey: key) { return cached }
        let layout = TextLayoutSolver(runs: key.runs, options: key.options, width: key.width, height: key.height).solve()
        let glyphs = layout.lines.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.glyphs.count } }
        cache.insert(layout, forKey: key, cost: max(glyphs, 1))
        return layout
    }

    /// One run in one font: `layout([TextRun(text, font: font)], …)`.
    public static func layout(_ text: String, font: FontDescription, options: TextLayoutOptions = TextLayoutOptions(),
                              proposedWidth: CGFloat?, proposedHeight: CGFloat?) -> TextLayout {
        layout([TextRun(text, font: font)], options: options, proposedWidth: proposedWidth, proposedHeight: proposedHeight)
    }

    /// Empties every cache of the text layer (shapings, prepared texts, layouts, font resolutions).
    public static func removeAllCachedData() {
        cache.removeAll()
        PreparedText.cache.removeAll()
        Shaper.cache.removeAll()
        FontRegistry.shared.resolutions.removeAll()
    }

    /// nil and +∞ become ∞; NaN and negative values 0.
    static func normalized(_ proposal: CGFloat?) -> CGFloat {
        guard let proposal else { return .infinity }
        if proposal.isNaN || proposal < 0 { return 0 }
        return proposal
    }
}
