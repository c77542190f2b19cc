import Foundation

/// A glyph drawn as a colour bitmap (emoji fonts store glyphs as images at fixed sizes).
public struct ColorGlyphBitmap: Sendable {
    public var width: Int
    public var height: Int
    /// RGBA, 8 bits per channel, premultiplied alpha, rows top to bottom.
    public var pixels: [UInt8]
    /// The bitmap's left edge and top edge relative to the glyph origin, in pixels of the strike
    /// (left to the right, top upward from the baseline).
    public var left: CGFloat
    public var top: CGFloat
    /// The strike's size: the pixels of one em.
    public var pixelsPerEm: CGFloat
}
