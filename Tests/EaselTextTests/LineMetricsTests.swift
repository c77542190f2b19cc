import Foundation
import Testing
@testable import EaselText

/// Heights and baselines: SF's line box (1950/494 per 2048 em, no leading) for the system font,
/// rounded to the pixel grid (platform-constants.md §2.1–2.3).
@Suite struct LineMetricsTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let style: String
        let font: FontDescription
        let height3x: CGFloat, height2x: CGFloat
        let baseline3x: CGFloat, baseline2x: CGFloat
        var testDescription: String { style }
    }

    /// platform-constants.md §2.3, "Text height" and "firstTextBaseline" columns.
    static let table: [Row] = [
        Row(style: "largeTitle", font: .largeTitle, height3x: 122.0 / 3, height2x: 41, baseline3x: 97.0 / 3, baseline2x: 32.5),
        Row(style: "title", font: .title, height3x: 101.0 / 3, height2x: 33.5, baseline3x: 80.0 / 3, baseline2x: 26.5),
        Row(style: "title2", font: .title2, height3x: 79.0 / 3, height2x: 26.5, baseline3x: 21, baseline2x: 21),
        Row(style: "title3", font: .title3, height3x: 24, height2x: 24, baseline3x: 19, baseline2x: 19),
        Row(style: "headline", font: .headline, height3x: 61.0 / 3, height2x: 20.5, baseline3x: 49.0 / 3, baseline2x: 16),
        Row(style: "body", font: .body, height3x: 61.0 / 3, height2x: 20.5, baseline3x: 49.0 / 3, baseline2x: 16),
        Row(style: "callout", font: .callout, height3x: 58.0 / 3, height2x: 19.5, baseline3x: 46.0 / 3, baseline2x: 15),
        Row(style: "subheadline", font: .subheadline, height3x: 18, height2x: 18, baseline3x: 43.0 / 3, baseline2x: 14.5),
        Row(style: "footnote", font: .footnote, height3x: 47.0 / 3, height2x: 16, baseline3x: 37.0 / 3, baseline2x: 12.5),
        Row(style: "caption", font: .caption, height3x: 43.0 / 3, height2x: 14.5, baseline3x: 34.0 / 3, baseline2x: 11.5),
        Row(style: "caption2", font: .caption2, height3x: 40.0 / 3, height2x: 13.5, baseline3x: 31.0 / 3, baseline2x: 10.5),
    ]

    @Test(arguments: table)
    func oneLineHeightAndFirstBaseline(_ row: Row) {
        let at3x = layout("Hello", font: row.font, options: .init(displayScale: 3))
        #expect(abs(at3x.size.height - (row.height3x)) <= 1e-9)
        #expect(abs(at3x.firstBaseline - (row.baseline3x)) <= 1e-9)
        #expect(abs(at3x.lastBaseline - (row.baseline3x)) <= 1e-9)
        let at2x = layout("Hello", font: row.font, options: .init(displayScale: 2))
        #expect(abs(at2x.size.height - (row.height2x)) <= 1e-9)
        #expect(abs(at2x.firstBaseline - (row.baseline2x)) <= 1e-9)
    }

    @Test func systemFontMetricsAreSF() {
        let body = FontRegistry.shared.metrics(for: .body)
        #expect(body.ascender == 16.1865234375)
        #expect(body.descender == 4.1005859375)
        #expect(body.leading == 0)
        #expect(body.lineHeight == 20.287109375)
        #expect(body.capHeight == 11.97802734375)
        #expect(body.xHeight == 8.9482421875)
        // Every design and weight keeps the line box; only the face changes.
        #expect(FontRegistry.shared.metrics(for: FontDescription(family: .system(.serif), size: 17, weight: 700)) == body)
    }

    /// n lines: ceilPixel(n · 20.287109375); last baseline = first + (n−1)·lineHeight, rounded up (§2.3).
    @Test func multiLineHeightAndLastBaseline() {
        let three = layout("one\ntwo\nthree")
        #expect(three.lines.count == 3)
        #expect(three.size.height == 61)                     // 60.861 rounded up at 3×
        #expect(abs(three.firstBaseline - (49.0 / 3)) <= 1e-9)
        #expect(three.lastBaseline == 57)                    // 16.333 + 40.574 = 56.908 → 57
        #expect(abs(three.lines[2].origin.y - (49.0 / 3 + 2 * 20.287109375)) <= 1e-9)
    }

    @Test func lineSpacingGoesBetweenLinesOnly() {
        let spaced = layout("one\ntwo\nthree", options: .init(lineSpacing: 4))
        #expect(spaced.size.height == ceilPixel(3 * 20.287109375 + 8))   // 68.861 → 69
        #expect(spaced.size.height == 69)
        #expect(abs(spaced.lines[1].origin.y - spaced.lines[0].origin.y - (24.287109375)) <= 1e-9)
        #expect(layout("one", options: .init(lineSpacing: 4)).size.height == 61.0 / 3)
    }

    /// `lineLimit(3, reservesSpace: true)`: 3·lineHeight of height even for one line (§2.3 [RE]).
    @Test func reservedLines() {
        let reserved = layout("Hello", options: .init(lineLimit: 3, reservedLineCount: 3))
        #expect(reserved.lines.count == 1)
        #expect(reserved.size.height == 61)
        #expect(abs(reserved.firstBaseline - (49.0 / 3)) <= 1e-9)
        #expect(abs(reserved.lastBaseline - (49.0 / 3)) <= 1e-9)
        let spaced = layout("Hello", options: .init(reservedLineCount: 2, lineSpacing: 2))
        #expect(spaced.size.height == ceilPixel(2 * 20.287109375 + 2))
        // Reserved space also lets the lines it reserves be laid out in a smaller proposed height.
        let text = "The quick brown fox jumps over the lazy dog"
        let squeezed = layout(text, width: 100, height: 10, options: .init(lineLimit: 2, reservedLineCount: 2))
        #expect(squeezed.lines.count == 2)
        #expect(squeezed.size.height == ceilPixel(2 * 20.287109375))
    }

    /// A line holding several sizes takes the largest ascent and descent (§5.5).
    @Test func mixedSizesTakeTheTallestBox() {
        let runs = [TextRun("small ", font: .body), TextRun("Big", font: .largeTitle)]
        let result = TextEngine.layout(runs, proposedWidth: nil, proposedHeight: nil)
        #expect(abs(result.size.height - (122.0 / 3)) <= 1e-9)                  // the largeTitle box
        #expect(abs(result.firstBaseline - (97.0 / 3)) <= 1e-9)
        #expect(result.firstLineMetrics.ascender == 34.0 * 1950 / 2048)
        // Both runs sit on one baseline.
        let baselines = Set(result.lines[0].runs.flatMap { $0.positions.map(\.y) })
        #expect(baselines == [97.0 / 3])
    }

    @Test func firstAndLastLineMetricsFollowTheirLines() {
        let runs = [TextRun("Title\n", font: .title), TextRun("caption", font: .caption)]
        let result = TextEngine.layout(runs, proposedWidth: nil, proposedHeight: nil)
        #expect(result.lines.count == 2)
        #expect(result.firstLineMetrics == FontRegistry.shared.metrics(for: .title))
        #expect(result.lastLineMetrics == FontRegistry.shared.metrics(for: .caption))
        #expect(result.size.height == ceilPixel(28 * 2444 / 2048 + 12 * 2444 / 2048))
    }

    /// A named custom font uses its own hhea metrics: M+ 1 is 1160/288 per 1000 em (§5.5).
    @Test func namedFontUsesItsOwnMetrics() {
        let font = FontDescription(family: .named("M PLUS 1"), size: 17)
        let metrics = FontRegistry.shared.metrics(for: font)
        #expect(abs(metrics.ascender - (19.72)) <= 1e-9)
        #expect(abs(metrics.descender - (4.896)) <= 1e-9)
        #expect(abs(layout("Hello", font: font).size.height - (ceilPixel(24.616))) <= 1e-9)   // 24.667
    }

    /// Japanese drawn by the Noto Sans CJK fallback keeps the system font's line box (§5.5
    /// recommendation).
    @Test func fallbackKeepsThePrimaryLineBox() {
        let japanese = layout("日本語のテキスト")
        #expect(familyNames(japanese) == ["Noto Sans CJK SC", "Noto Sans CJK JP"])
        #expect(abs(japanese.size.height - (61.0 / 3)) <= 1e-9)
        #expect(abs(japanese.firstBaseline - (49.0 / 3)) <= 1e-9)
    }
}
