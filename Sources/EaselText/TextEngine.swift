import Foundation

/// The text layer's entry point: lays out runs for a proposal. Stateless apart from its caches,
/// and safe to call from any thread at once.
///
/// Caches (all bounded LRU, behind locks): shaped glyphs per (text, face, direction, script,
/// features) in ``Shaper``; prepared paragraphs (advances, break opportunities) per (runs, scale)
/// in ``PreparedText``; finished layouts per (runs, options) and proposal in ``LayoutCache``.
/// A query at a new width reuses the prepared paragraphs: it only re-breaks lines and places glyphs.
public enum TextEngine {
    static let cache = LayoutCache()

    /// Lays out `runs` for a proposed size.
    ///
    /// Proposal semantics (platform-constants.md §4 [RE], swiftui-layout-spec.md §18):
    /// - nil or +∞: unlimited (nil width = the ideal size: each paragraph on one line);
    /// - 0 or a tiny width: every line still takes at least one grapheme cluster;
    /// - negative or NaN: treated as 0. For heights, 0 still shows the first line (then truncates).
    ///   This follows OpenSwiftUI, which measures 0 as `leastNonzeroMagnitude` [RE], over the
    ///   iOS 16 report that a 0 proposal gives 0 × 0 (swiftui-layout-spec.md §18, FAT-SIZE1 [M]):
    ///   OpenSwiftUI only collapses text to 0 × 0 for "collapsible" text, a view-layer decision.
    /// The size is the widest line actually laid out (not the proposal) by the lines' heights,
    /// rounded up to the pixel grid; empty text is 0 × 0.
    public static func layout(_ runs: [TextRun], options: TextLayoutOptions = TextLayoutOptions(),
                              proposedWidth: CGFloat?, proposedHeight: CGFloat?) -> TextLayout {
        let key = LayoutCache.TextKey(runs: runs, options: options.normalized)
        let width = normalized(proposedWidth)
        let height = normalized(proposedHeight)
        if let cached = cache.layout(for: key, width: width, height: height) { return cached }
        let layout = TextLayoutSolver(runs: runs, options: key.options, width: width, height: height).solve()
        cache.insert(layout, for: key, width: width, height: height)
        return layout
    }

    /// One run in one font: `layout([TextRun(text, font: font)], …)`.
    public static func layout(_ text: String, font: FontDescription, options: TextLayoutOptions = TextLayoutOptions(),
                              proposedWidth: CGFloat?, proposedHeight: CGFloat?) -> TextLayout {
        layout([TextRun(text, font: font)], options: options, proposedWidth: proposedWidth, proposedHeight: proposedHeight)
    }

    /// The grapheme clusters of `runs` that no registered, bundled or installed font can draw (they
    /// come out as the .notdef box), each once, in text order. The text is prepared as for layout
    /// and cached, so asking before laying out costs nothing extra.
    public static func missingCharacters(in runs: [TextRun]) -> [String] {
        PreparedText.prepare(runs, scale: 1).missingCharacters
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
