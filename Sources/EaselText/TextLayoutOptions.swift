import Foundation

/// How a text is fitted to its proposal: SwiftUI's text modifiers (platform-constants.md §4).
/// Values out of range are normalised by ``normalized`` before layout, as each property says.
public struct TextLayoutOptions: Hashable, Sendable {
    /// Maximum number of lines; nil = unlimited. Values below 1 mean 1 (OpenSwiftUI
    /// `maximumNumberOfLines = max(lineLimit, 1)` [RE]).
    public var lineLimit: Int?
    /// Minimum number of lines of height (`lineLimit(n, reservesSpace: true)`, `lineLimit(a...b)`):
    /// the height is at least n·lineHeight + (n−1)·lineSpacing of the first run's font
    /// (OpenSwiftUI `CoreFont.swift` [RE]). Ignored for empty text, as OpenSwiftUI reserves only
    /// when the string is not empty (`Text+StringDrawingContext.swift` [RE]). Negative means 0.
    public var reservedLineCount: Int
    public var truncationMode: TruncationMode = .tail
    /// 1 or more = off; below 1 the whole text may shrink uniformly to this fraction of its size
    /// before it truncates. 0 or less means "any" (bounded below by 0.001); NaN means off.
    public var minimumScaleFactor: CGFloat = 1
    /// Let a line that would be truncated shrink its letter spacing by up to 5 % instead
    /// (platform-constants.md §4, AppKit `tighteningFactorForTruncation` = 0.05 [doc]).
    public var allowsTightening: Bool = false
    /// Extra space between lines (not after the last). Negative, NaN or infinite values mean 0:
    /// `NSParagraphStyle.lineSpacing` "is always nonnegative" [doc].
    public var lineSpacing: CGFloat = 0
    public var alignment: TextAlignment = .leading
    /// Pixels per point, the grid sizes and baselines are rounded to. Values that are not finite
    /// and positive mean 3.
    public var displayScale: CGFloat = 3

    public init(
        lineLimit: Int? = nil,
        reservedLineCount: Int = 0,
        truncationMode: TruncationMode = .tail,
        minimumScaleFactor: CGFloat = 1,
        allowsTightening: Bool = false,
        lineSpacing: CGFloat = 0,
        alignment: TextAlignment = .leading,
        displayScale: CGFloat = 3
    ) {
        self.lineLimit = lineLimit
        self.reservedLineCount = reservedLineCount
        self.truncationMode = truncationMode
        self.minimumScaleFactor = minimumScaleFactor
        self.allowsTightening = allowsTightening
        self.lineSpacing = lineSpacing
        self.alignment = alignment
        self.displayScale = displayScale
    }

    /// The smallest scale `minimumScaleFactor` can reach ("any" is bounded by it).
    static let smallestScaleFactor: CGFloat = 0.001
    /// The most lines reserved space is computed for.
    static let maximumReservedLines = 100_000

    /// The options with every value brought into range, as documented on each property.
    var normalized: TextLayoutOptions {
        var result = self
        result.lineLimit = lineLimit.map { max($0, 1) }
        result.reservedLineCount = min(max(reservedLineCount, 0), Self.maximumReservedLines)
        if minimumScaleFactor.isNaN || minimumScaleFactor >= 1 {
            result.minimumScaleFactor = 1
        } else {
            result.minimumScaleFactor = max(minimumScaleFactor, Self.smallestScaleFactor)
        }
        result.lineSpacing = lineSpacing.isFinite ? max(lineSpacing, 0) : 0
        result.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 3
        return result
    }
}
