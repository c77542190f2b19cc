import Foundation

/// One laid-out line.
public struct TextLine: Sendable {
    /// x of the line's left edge (after alignment), y of its baseline, from the text's top left.
    public var origin: CGPoint
    /// The width of its glyphs; trailing spaces hang and are not counted (platform-constants.md §4).
    public var width: CGFloat
    /// Glyph runs in visual order, left to right.
    public var runs: [GlyphRun]
    /// The characters shown, in logical order, "…" included; hanging trailing spaces are left out.
    public var text: String
    /// Ascender, descender and leading of this line's box (the largest of its runs' fonts).
    public var metrics: FontMetrics

    public init(origin: CGPoint, width: CGFloat, runs: [GlyphRun], text: String, metrics: FontMetrics) {
        self.origin = origin
        self.width = width
        self.runs = runs
        self.text = text
        self.metrics = metrics
    }
}
