import Foundation

/// The result of ``TextEngine/layout(_:options:proposedWidth:proposedHeight:)``.
public struct TextLayout: Sendable {
    /// Rounded up to the pixel grid (platform-constants.md §2.2 [RE]).
    public var size: CGSize
    /// From the top, rounded to the nearest pixel (platform-constants.md §2.2 [RE]).
    public var firstBaseline: CGFloat
    /// Shifted by the first baseline's rounding, then rounded up (platform-constants.md §2.2 [RE]).
    public var lastBaseline: CGFloat
    public var lines: [TextLine]
    /// Whether some text is not shown (an ellipsis was placed).
    public var isTruncated: Bool
    /// 1 unless `minimumScaleFactor` shrank the text.
    public var scaleFactor: CGFloat
    /// The first and last line's box, for SwiftUI's text-aware spacing (platform-constants.md §3.2).
    public var firstLineMetrics: FontMetrics
    public var lastLineMetrics: FontMetrics
    /// The grapheme clusters of the whole text that no font can draw (drawn as .notdef boxes),
    /// each once, in text order; see `TextEngine.missingCharacters(in:)`.
    public var missingCharacters: [String] = []

    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lines: [TextLine],
                isTruncated: Bool, scaleFactor: CGFloat, firstLineMetrics: FontMetrics, lastLineMetrics: FontMetrics) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lines = lines
        self.isTruncated = isTruncated
        self.scaleFactor = scaleFactor
        self.firstLineMetrics = firstLineMetrics
        self.lastLineMetrics = lastLineMetrics
    }
}
