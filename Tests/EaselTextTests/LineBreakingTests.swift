import Foundation
import Testing
@testable import EaselText

/// Wrapping at UAX #14 opportunities (ICU), trailing spaces hanging, overlong words broken between
/// grapheme clusters, and the reported width being the widest line (platform-constants.md §4).
@Suite struct LineBreakingTests {
    static let fox = "The quick brown fox jumps over the lazy dog"

    @Test func idealSizeIsOneLinePerParagraph() {
        let ideal = layout(Self.fox)
        #expect(lineTexts(ideal) == [Self.fox])
        #expect(ideal.size.width == 341)
        #expect(layout(Self.fox, width: .infinity).size == ideal.size)
        // A wider proposal never makes text wider than its ideal width (swiftui-layout-spec §18).
        #expect(layout(Self.fox, width: 1000).size == ideal.size)
    }

    static let wrapped: [(width: CGFloat, lines: [String], usedWidth: CGFloat)] = [
        (200, ["The quick brown fox", "jumps over the lazy dog"], 182),
        (150, ["The quick brown", "fox jumps over the", "lazy dog"], 422.0 / 3),
        (120, ["The quick", "brown fox", "jumps over the", "lazy dog"], 113),
        (100, ["The quick", "brown fox", "jumps over", "the lazy dog"], 94),
        (50, ["The", "quick", "brown", "fox", "jumps", "over", "the", "lazy", "dog"], 48),
    ]

    @Test(arguments: wrapped)
    func wrapsAtWordBoundaries(width: CGFloat, lines: [String], usedWidth: CGFloat) {
        let result = layout(Self.fox, width: width)
        #expect(lineTexts(result) == lines)
        #expect(result.size.width == usedWidth)       // the widest line, not the proposal
        #expect(result.size.height == ceilPixel(CGFloat(lines.count) * 20.287109375))
        #expect(result.lines.allSatisfy { $0.width <= width })
    }

    /// Proposing a text's own width back keeps it on one line (no floating-point wrap).
    @Test func ownWidthFits() {
        let width = layout(Self.fox).lines[0].width
        #expect(layout(Self.fox, width: width).lines.count == 1)
        #expect(layout(Self.fox, width: layout(Self.fox).size.width).lines.count == 1)
        #expect(layout(Self.fox, width: width - 0.01).lines.count == 2)
    }

    @Test func overlongWordBreaksBetweenGraphemes() {
        let word = "Supercalifragilisticexpialidocious"
        let result = layout("a \(word) word", width: 100)
        #expect(lineTexts(result) == ["a", "Supercalifra", "gilisticexpiali", "docious", "word"])
        #expect(result.lines.allSatisfy { $0.width <= 100 })
        // Each broken piece is as long as fits: one more cluster would not.
        let first = layout("Supercalifrag", options: .init()).lines[0].width
        #expect(first > 100)
    }

    @Test func graphemeClustersAreNeverSplit() {
        // e + combining acute, a flag and a family emoji are single clusters.
        let text = "e\u{301}e\u{301}e\u{301}🇯🇵👨‍👩‍👧"
        let result = layout(text, width: 0)
        #expect(lineTexts(result) == ["e\u{301}", "e\u{301}", "e\u{301}", "🇯🇵", "👨‍👩‍👧"])
    }

    @Test func trailingSpacesHang() {
        let spaced = layout("Hello     ")
        #expect(abs(spaced.lines[0].width - (38.4789)) <= 0.01)
        #expect(spaced.lines[0].text == "Hello")
        // Leading spaces count.
        #expect(layout("  Hello").lines[0].width > 38.48 + 5)
        // Spaces at a wrap stay on the line they end (and do not start the next).
        let wrapped = layout("Hello     world", width: 60)
        #expect(lineTexts(wrapped) == ["Hello", "world"])
    }

    @Test func hardLineBreaks() {
        #expect(lineTexts(layout("one\ntwo")) == ["one", "two"])
        #expect(lineTexts(layout("one\r\ntwo\rthree\u{2028}four\u{2029}five")) == ["one", "two", "three", "four", "five"])
        // A trailing newline ends with an empty line, as in TextKit; empty lines keep their height.
        let trailing = layout("one\n")
        #expect(lineTexts(trailing) == ["one", ""])
        #expect(trailing.size.height == ceilPixel(2 * 20.287109375))
        #expect(lineTexts(layout("a\n\nb")) == ["a", "", "b"])
        // The ideal width is the longest paragraph.
        let two = layout("Hello\nThe quick brown fox")
        #expect(abs(two.lines.map(\.width).max()! - (154.6716)) <= 0.01)
        #expect(two.size.width == ceilPixel(154.6716))
    }

    /// CJK breaks between ideographs but never before 。 or small kana (UAX #14 CL/NS).
    @Test func japaneseWrapsBetweenCharacters() {
        let result = layout("日本語のテキストを折り返します。これは長い文です。", width: 100)
        #expect(lineTexts(result) == ["日本語のテ", "キストを折", "り返しま", "す。これは", "長い文で", "す。"])
        #expect(result.size.width == 85)    // five 17 pt full-width glyphs
        #expect(familyNames(result).allSatisfy { $0.hasPrefix("Noto Sans CJK") })
    }

    @Test func breaksAfterHyphensAndSlashes() {
        let result = layout("state-of-the-art and/or", width: 70)
        #expect(lineTexts(result) == ["state-of-", "the-art", "and/or"])
    }

    @Test func mixedRunsWrapTogether() {
        let runs = [TextRun("The quick brown ", font: .body, tag: 1), TextRun("fox jumps", font: .body, tag: 2),
                    TextRun(" over the lazy dog", font: .body, tag: 3)]
        let result = TextEngine.layout(runs, proposedWidth: 120, proposedHeight: nil)
        #expect(lineTexts(result) == ["The quick", "brown fox", "jumps over the", "lazy dog"])
        #expect(result.lines[1].runs.map(\.tag) == [1, 2])
        #expect(result.lines[2].runs.map(\.tag) == [2, 3])
        // Same font across tags: one shaping, so the split changes no width.
        #expect(abs(result.lines[1].width - (layout("brown fox").lines[0].width)) <= 1e-9)
    }

    @Test func alignmentPositionsLinesInTheTextWidth() {
        for (alignment, factor) in [(TextAlignment.leading, CGFloat(0)), (.center, 0.5), (.trailing, 1)] {
            let result = layout(Self.fox, width: 150, options: .init(alignment: alignment))
            let widest = result.lines.map(\.width).max()!
            for line in result.lines {
                #expect(abs(line.origin.x - ((widest - line.width) * factor)) <= 1e-9)
                #expect(abs(line.runs[0].positions[0].x - (line.origin.x)) <= 1e-9)
            }
        }
        let centered = layout(Self.fox, width: 150, options: .init(alignment: .center))
        let centeredX: CGFloat = (140.48007954545454 - 64.58473863636362) / 2
        #expect(abs(centered.lines[2].origin.x - (centeredX)) <= 1e-6)
    }

    @Test func glyphPositionsFollowAdvances() {
        let line = layout("Hello").lines[0]
        let run = line.runs[0]
        #expect(run.glyphs.count == 5)
        #expect(run.clusters == [0, 1, 2, 3, 4])
        for index in 1..<5 {
            #expect(abs(run.positions[index].x - (run.positions[index - 1].x + run.advances[index - 1])) <= 1e-9)
        }
        #expect(abs(run.advances.reduce(0, +) - (line.width)) <= 1e-9)
        // H = 2084 units of 2816 at 17 pt, less 0.026 em of tracking.
        #expect(abs(run.advances[0] - (2084 * 17 / 2816 - 0.026 * 17)) <= 1e-9)
    }
}
