import EaselText
import Foundation

/// What a `Text.Layout` reads: the text layer's lines for one proposal, and the text they show.
package final class TextLayoutStorage {
    package let leaf: TextLeaf
    package let layout: TextLayout

    init(leaf: TextLeaf, layout: TextLayout) {
        self.leaf = leaf
        self.layout = layout
    }
}

extension Text {
    /// Text as laid out, for a `TextRenderer` (Apple, `Text.Layout`): its lines, each a collection
    /// of runs of glyphs, each glyph a slice of its run. Coordinates are the text view's, y down;
    /// an origin is a point on a baseline.
    public struct Layout: RandomAccessCollection, Equatable {
        let storage: TextLayoutStorage

        init(_ storage: TextLayoutStorage) {
            self.storage = storage
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { storage.layout.lines.count }
        public subscript(index: Int) -> Line { Line(storage: storage, index: index) }

        /// Whether the text didn't fit and a line ends in an ellipsis.
        public var isTruncated: Bool { storage.layout.isTruncated }

        public static func == (lhs: Layout, rhs: Layout) -> Bool { lhs.storage === rhs.storage }

        /// A line of text: its runs of glyphs, left to right.
        public struct Line: RandomAccessCollection, Equatable {
            let storage: TextLayoutStorage
            let index: Int

            var line: TextLine { storage.layout.lines[index] }

            public var startIndex: Int { 0 }
            public var endIndex: Int { line.runs.count }
            public subscript(run: Int) -> Run { Run(storage: storage, line: index, index: run) }

            /// Where the line's baseline starts.
            public var origin: CGPoint { line.origin }

            /// The line's baseline origin and width, and the ascent, descent and leading of its
            /// tallest font.
            public var typographicBounds: TypographicBounds {
                TypographicBounds(origin: line.origin, width: line.width, metrics: line.metrics)
            }

            public static func == (lhs: Line, rhs: Line) -> Bool { lhs.storage === rhs.storage && lhs.index == rhs.index }
        }

        /// Glyphs of one font and style in a line; each element is one glyph, as a slice.
        public struct Run: RandomAccessCollection, Equatable {
            let storage: TextLayoutStorage
            let line: Int
            let index: Int

            var glyphRun: GlyphRun { storage.layout.lines[line].runs[index] }

            public var startIndex: Int { 0 }
            public var endIndex: Int { glyphRun.glyphs.count }
            public subscript(glyph: Int) -> RunSlice { RunSlice(run: self, indices: glyph..<(glyph + 1)) }
            public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: self, indices: bounds) }
            public typealias SubSequence = RunSlice

            /// Right to left when the run's characters run backwards along the line (Arabic,
            /// Hebrew), as the shaper ordered them.
            public var layoutDirection: LayoutDirection {
                let clusters = glyphRun.clusters.filter { $0 >= 0 }
                guard let first = clusters.first, let last = clusters.last else { return .leftToRight }
                return last < first ? .rightToLeft : .leftToRight
            }

            /// From the run's first glyph along the line's baseline, as wide as its glyphs'
            /// advances; ascent, descent and leading are the line's [I].
            public var typographicBounds: TypographicBounds { bounds(of: startIndex..<endIndex) }

            /// The value of `T` given with `Text.customAttribute(_:)` to the text this run shows.
            public subscript<T: TextAttribute>(_ type: T.Type) -> T? {
                let attributes = storage.leaf.customAttributes
                guard attributes.indices.contains(glyphRun.tag) else { return nil }
                return attributes[glyphRun.tag][ObjectIdentifier(T.self)]?.base as? T
            }

            func bounds(of glyphs: Range<Int>) -> TypographicBounds {
                let run = glyphRun
                let line = storage.layout.lines[self.line]
                let glyphs = glyphs.clamped(to: 0..<run.glyphs.count)
                guard let first = glyphs.first else {
                    return TypographicBounds(origin: line.origin, width: 0, metrics: line.metrics)
                }
                let width = run.advances.indices.contains(glyphs.upperBound - 1)
                    ? run.advances[glyphs].reduce(0, +)
                    : 0
                return TypographicBounds(origin: CGPoint(x: run.positions[first].x, y: line.origin.y), width: width, metrics: line.metrics)
            }

            public static func == (lhs: Run, rhs: Run) -> Bool {
                lhs.storage === rhs.storage && lhs.line == rhs.line && lhs.index == rhs.index
            }
        }

        /// Some of a run's glyphs (one, when iterating a run).
        public struct RunSlice: RandomAccessCollection, Equatable {
            public var run: Run
            public var indices: Range<Int>

            public init(run: Run, indices: Range<Int>) {
                self.run = run
                self.indices = indices
            }

            public var startIndex: Int { indices.lowerBound }
            public var endIndex: Int { indices.upperBound }
            public subscript(glyph: Int) -> RunSlice { RunSlice(run: run, indices: glyph..<(glyph + 1)) }
            public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: run, indices: bounds) }
            public typealias SubSequence = RunSlice

            public var typographicBounds: TypographicBounds { run.bounds(of: indices) }

            public subscript<T: TextAttribute>(_ type: T.Type) -> T? { run[type] }
        }

        /// Where an element of the layout sits (Apple, `Text.Layout.TypographicBounds`): its
        /// baseline's left end and width, and the heights above and below the baseline.
        public struct TypographicBounds: Equatable, Sendable {
            public var origin: CGPoint
            public var width: CGFloat
            public var ascent: CGFloat
            public var descent: CGFloat
            public var leading: CGFloat

            public init() {
                self.origin = .zero
                self.width = 0
                self.ascent = 0
                self.descent = 0
                self.leading = 0
            }

            init(origin: CGPoint, width: CGFloat, metrics: FontMetrics) {
                self.origin = origin
                self.width = width
                self.ascent = metrics.ascender
                self.descent = metrics.descender
                self.leading = metrics.leading
            }

            /// From the ascent above the baseline to the descent below it.
            public var rect: CGRect {
                CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
            }
        }

        /// How `GraphicsContext.draw(_:options:)` draws glyphs.
        public struct DrawingOptions: OptionSet, Sendable {
            public let rawValue: UInt32
            public init(rawValue: UInt32) { self.rawValue = rawValue }

            /// Glyphs placed exactly where the layout puts them; Easel always does.
            public static var disablesSubpixelQuantization: DrawingOptions { DrawingOptions(rawValue: 1) }
        }
    }
}

/// Glyphs of a laid-out text a `TextRenderer` drew: a line, a run, or some of a run's glyphs.
package struct TextGlyphSelection {
    package let storage: TextLayoutStorage
    package let line: Int
    /// Nil for the whole line.
    package let run: Int?
    /// Nil for the whole run.
    package let glyphs: Range<Int>?

    /// Whether the selection holds glyph `glyph` of run `run` of its line.
    package func contains(run: Int, glyph: Int) -> Bool {
        guard let selected = self.run else { return true }
        guard selected == run else { return false }
        return glyphs?.contains(glyph) ?? true
    }
}

extension GraphicsContext {
    /// Draws a line of laid-out text, in its own styling, under the context's state.
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        recording.commands.append(.textGlyphs(TextGlyphSelection(storage: line.storage, line: line.index, run: nil, glyphs: nil), state))
    }

    /// Draws a run of laid-out text, in its own styling, under the context's state.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        recording.commands.append(.textGlyphs(TextGlyphSelection(storage: run.storage, line: run.line, run: run.index, glyphs: nil), state))
    }

    /// Draws some glyphs of a run, in its own styling, under the context's state.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        let run = slice.run
        recording.commands.append(.textGlyphs(TextGlyphSelection(storage: run.storage, line: run.line, run: run.index, glyphs: slice.indices), state))
    }
}

extension GlyphRun {
    /// The run with only the glyphs whose index `isSelected` accepts, or nil if none is.
    package func selecting(_ isSelected: (Int) -> Bool) -> GlyphRun? {
        let kept = glyphs.indices.filter(isSelected)
        if kept.count == glyphs.count { return self }
        guard !kept.isEmpty else { return nil }
        func pick<T>(_ values: [T]) -> [T] { values.count == glyphs.count ? kept.map { values[$0] } : values }
        return GlyphRun(face: face, size: size, glyphs: pick(glyphs), positions: pick(positions), tag: tag,
                        clusters: pick(clusters), advances: pick(advances))
    }
}
