import Foundation

/// Glyphs of one face, size and tag, positioned in the text's coordinate space (y down; a glyph's
/// position is its origin on the baseline).
public struct GlyphRun: Sendable {
    /// What draws these glyphs; a fallback face for characters the run's font lacks.
    public var face: FontFace
    /// The point size actually used (after `minimumScaleFactor`).
    public var size: CGFloat
    public var glyphs: [UInt32]
    public var positions: [CGPoint]
    /// The ``TextRun/tag`` of the run these glyphs come from.
    public var tag: Int
    /// For each glyph, the UTF-16 offset of the character it starts from (HarfBuzz cluster) in the
    /// whole text, i.e. in the concatenation of the runs' texts; the ellipsis glyph has -1.
    public var clusters: [Int]
    /// The width each glyph occupies (advance plus tracking), in points.
    public var advances: [CGFloat]

    public init(face: FontFace, size: CGFloat, glyphs: [UInt32], positions: [CGPoint], tag: Int,
                clusters: [Int] = [], advances: [CGFloat] = []) {
        self.face = face
        self.size = size
        self.glyphs = glyphs
        self.positions = positions
        self.tag = tag
        self.clusters = clusters
        self.advances = advances
    }
}
