import Foundation
import Testing
@testable import EaselText

/// Per-character fallback (bundled M+ 1 for Japanese, fontconfig for the rest), unassigned code
/// points, and right-to-left runs (platform-constants.md §0.4–0.5, §5.5).
@Suite struct FallbackTests {
    @Test func japaneseFallsBackToNotoSansCJK() {
        let result = layout("Hello 日本語")
        let runs = result.lines[0].runs
        #expect(runs.map(\.face.familyName) == ["Inter", "Noto Sans CJK SC"])
        #expect(runs[1].face.fileURL.lastPathComponent == "NotoSansCJK-Regular.ttc")
        // Noto Sans CJK is untracked: three 1000-unit glyphs at 17 pt.
        #expect(abs(runs[1].advances.reduce(0, +) - (51)) <= 1e-9)
        // Fallback glyphs sit on the shared baseline.
        #expect(Set(runs.flatMap { $0.positions.map(\.y) }) == [49.0 / 3])
    }

    @Test func emojiUseAColorFontFromFontconfig() throws {
        let result = layout("Hi 👍🏽❤️🇯🇵")
        let emoji = result.lines[0].runs.filter { $0.face.hasColorGlyphs }
        try #require(!emoji.isEmpty, "needs fonts-noto-color-emoji (scripts/dependencies.txt)")
        #expect(emoji[0].face.familyName == "Noto Color Emoji")
        // Skin tone, heart + VS16 and the flag are one glyph each, 2550/2048 em wide.
        #expect(emoji.reduce(0) { $0 + $1.glyphs.count } == 3)
        #expect(emoji[0].advances.allSatisfy { approx($0, 2550 * 17 / 2048, 1e-9) })
        // The line box stays the system font's.
        #expect(abs(result.size.height - (61.0 / 3)) <= 1e-9)
        #expect(emoji[0].face.glyphOutline(emoji[0].glyphs[0], size: 17).isEmpty)
    }

    /// Emoji written without U+FE0F that neither the run's font nor Inter draws (✈, 🍽) are colour
    /// emoji, as iOS draws them; with U+FE0E they stay text; one Inter has (☀) stays text.
    @Test func emojiWithoutAPresentationSelectorAreColourWhereNoTextFontHasThem() throws {
        func families(_ text: String) -> [String] { layout(text).lines[0].runs.map(\.face.familyName) }
        try #require(layout("👍").lines[0].runs.contains { $0.face.hasColorGlyphs }, "needs fonts-noto-color-emoji (scripts/dependencies.txt)")
        #expect(families("\u{2708}") == ["Noto Color Emoji"])
        #expect(families("\u{1F37D}") == ["Noto Color Emoji"])
        #expect(!families("\u{2708}\u{FE0E}").contains("Noto Color Emoji"))
        #expect(families("\u{2600}") == ["Inter"])
        #expect(families("#1") == ["Inter"])
    }

    @Test func unassignedCodePointsDrawNotdef() {
        let result = layout("a\u{0378}\u{E01F0}b")
        #expect(result.lines.count == 1)
        let runs = result.lines[0].runs
        #expect(runs.map(\.face.familyName) == ["Inter"])
        #expect(runs[0].glyphs.contains(0))
        #expect(result.lines[0].text == "a\u{0378}\u{E01F0}b")
    }

    @Test func rightToLeftRunsAreReorderedVisually() throws {
        let result = layout("abc אבג דהו def")
        let line = result.lines[0]
        let hebrew = line.runs.filter { $0.face.familyName != "Inter" }
        try #require(hebrew.count == 2, "needs a Hebrew system font (fonts-dejavu-core)")
        // Visual order: "abc ", then the second Hebrew word (offsets 8–10) leftmost of the RTL run,
        // right to left within each word, then " def".
        let clusters = line.runs.flatMap(\.clusters)
        #expect(clusters == [0, 1, 2, 3, 10, 9, 8, 7, 6, 5, 4, 11, 12, 13, 14])
        let xs = line.runs.flatMap { $0.positions.map(\.x) }
        #expect(xs == xs.sorted())
        #expect(line.text == "abc אבג דהו def")
    }

    @Test func rightToLeftParagraphStartsOnTheRight() throws {
        let result = layout("שלום עולם")
        let clusters = result.lines[0].runs.flatMap(\.clusters)
        try #require(!result.lines[0].runs.allSatisfy { $0.face.familyName == "Inter" })
        // The first word (0–3) ends up on the right: the second word is drawn first.
        #expect(clusters == [8, 7, 6, 5, 4, 3, 2, 1, 0])
    }

    @Test func rightToLeftWrapsLogically() throws {
        let text = "שלום עולם שלום עולם"
        let result = layout(text, width: 80)
        try #require(result.lines.count >= 2)
        #expect(result.lines.map(\.text).joined(separator: " ") == text)
        // Each line's glyphs run right to left through the text.
        let first = result.lines[0].runs.flatMap(\.clusters)
        #expect(first == first.sorted(by: >))
    }

    @Test func truncatedRightToLeftLineKeepsItsStart() throws {
        let result = layout("שלום עולם שלום עולם", width: 80, options: .init(lineLimit: 1))
        #expect(result.isTruncated)
        #expect(result.lines[0].text.hasPrefix("שלום"))
        #expect(result.lines[0].text.hasSuffix("…"))
        // The ellipsis (cluster -1) is at the paragraph's end: the left edge.
        #expect(result.lines[0].runs.first?.clusters.first == -1)
    }

    @Test func arabicIsShapedWithJoiningForms() throws {
        let isolated = layout("ب ب").lines[0].runs.flatMap(\.glyphs)
        let joined = layout("بب").lines[0].runs.flatMap(\.glyphs)
        try #require(joined.count == 2 && isolated.count == 3)
        // Joined letters take their initial and final forms, not the isolated one.
        #expect(Set(joined).isDisjoint(with: [isolated[0]]))
    }
}

extension FallbackTests {
    /// Clusters are UTF-16 offsets into the whole text (all runs, all paragraphs).
    @Test func clustersIndexTheWholeText() {
        let runs = [TextRun("ab\n", font: .body, tag: 1), TextRun("cd", font: .body, tag: 2)]
        let result = TextEngine.layout(runs, proposedWidth: nil, proposedHeight: nil)
        #expect(result.lines.map { $0.runs.flatMap(\.clusters) } == [[0, 1], [3, 4]])
        #expect(result.lines.map { $0.runs.map(\.tag) } == [[1], [2]])
    }
}

extension FallbackTests {
    /// A named font lacking a character falls back to the bundled Inter first (then M+, then
    /// fontconfig): M+ 1 has no "Ĳ" (U+0132), Inter has.
    @Test func namedFontFallsBackToInterFirst() {
        let result = layout("AĲ", font: FontDescription(family: .named("M PLUS 1"), size: 17))
        #expect(familyNames(result) == ["M PLUS 1", "Inter"])
        // The line box stays the named font's own.
        #expect(abs(result.size.height - ceilPixel(17 * 1.448)) <= 1e-9)
    }
}
