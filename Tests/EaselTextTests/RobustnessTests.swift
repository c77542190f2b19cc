import Foundation
import Testing
@testable import EaselText

/// Bad input: empty text, degenerate proposals and options, huge text, concurrency.
@Suite struct RobustnessTests {
    /// `Text("")` is 0 × 0 (see TextLayoutSolver.emptyLayout for the evidence).
    @Test func emptyTextIsZeroByZero() {
        for result in [layout(""), layout("", width: 0, height: 0), layout("", options: .init(reservedLineCount: 2)),
                       TextEngine.layout([], proposedWidth: nil, proposedHeight: nil),
                       TextEngine.layout([TextRun("", font: .body), TextRun("", font: .title)], proposedWidth: 10, proposedHeight: 10)] {
            #expect(result.size == .zero)
            #expect(result.lines.isEmpty)
            #expect(!result.isTruncated)
            #expect(result.firstBaseline == 0 && result.lastBaseline == 0)
        }
        #expect(layout("").firstLineMetrics == FontRegistry.shared.metrics(for: .body))
        // Empty runs between others are skipped.
        let runs = [TextRun("", font: .title), TextRun("Hello", font: .body, tag: 7), TextRun("", font: .caption)]
        let result = TextEngine.layout(runs, proposedWidth: nil, proposedHeight: nil)
        #expect(result.lines[0].runs.map(\.tag) == [7])
        #expect(abs(result.size.height - (61.0 / 3)) <= 1e-9)
    }

    @Test func degenerateWidths() {
        let text = "Hello world"
        let ideal = layout(text)
        #expect(layout(text, width: .infinity).size == ideal.size)
        #expect(layout(text, width: .greatestFiniteMagnitude).size == ideal.size)
        // Negative and NaN mean 0: every line takes one grapheme cluster.
        let zero = layout(text, width: 0)
        #expect(lineTexts(zero) == ["H", "e", "l", "l", "o", "w", "o", "r", "l", "d"])
        #expect(lineTexts(layout(text, width: -5)) == lineTexts(zero))
        #expect(lineTexts(layout(text, width: .nan)) == lineTexts(zero))
        #expect(lineTexts(layout(text, width: -.infinity)) == lineTexts(zero))
        #expect(lineTexts(layout(text, width: 0.0001)) == lineTexts(zero))
        // The widest single cluster is the width.
        #expect(zero.size.width == ceilPixel(zero.lines.map(\.width).max()!))
        #expect(abs(zero.lines[0].width - (2084.0 * 17 / 2816 - 0.026 * 17)) <= 1e-9)   // "H"
    }

    @Test func degenerateHeights() {
        let text = "The quick brown fox jumps over the lazy dog"
        for height in [CGFloat(0), -1, .nan, -.infinity] {
            let result = layout(text, width: 100, height: height)
            #expect(result.lines.count == 1, "\(height)")
            #expect(result.isTruncated)
        }
        #expect(layout(text, width: 100, height: .infinity).lines.count == 4)
    }

    @Test func degenerateOptionsAndFonts() {
        let text = "Hello world"
        #expect(layout(text, width: 50, options: .init(lineLimit: 0)).lines.count == 1)
        #expect(layout(text, width: 50, options: .init(lineLimit: -3)).lines.count == 1)
        #expect(layout(text, options: .init(reservedLineCount: -2)).size.height == 61.0 / 3)
        #expect(layout(text, options: .init(lineSpacing: .nan)).size.height == 61.0 / 3)
        #expect(layout(text, options: .init(displayScale: 0)).size.height == 61.0 / 3)     // treated as 3
        #expect(layout(text, options: .init(displayScale: .nan)).size.height == 61.0 / 3)
        #expect(layout(text, width: 40, options: .init(lineLimit: 1, minimumScaleFactor: .nan)).scaleFactor == 1)
        let anyScale = layout(text, width: 10, options: .init(lineLimit: 1, minimumScaleFactor: 0))
        #expect(anyScale.scaleFactor < 0.2 && !anyScale.isTruncated)
        for size in [CGFloat(0), -12, .nan, -.infinity] {
            let result = layout(text, font: FontDescription(size: size))
            #expect(result.size == .zero, "\(size)")
            #expect(result.lines.count == 1)
        }
        let huge = layout("Hi", font: FontDescription(size: .infinity))
        #expect(huge.lines[0].runs[0].size == FontDescription.maximumSize)
        #expect(huge.size.height.isFinite)
        #expect(layout(text, font: FontDescription(size: 17, weight: .nan)).lines[0].runs[0].face.variationCoordinates == ["wght": 400])
    }

    @Test func controlCharactersAndTabs() {
        let result = layout("a\tb\u{0}c\u{7F}")
        #expect(result.lines.count == 1)
        // A tab is shaped as a space (tab stops are not implemented).
        #expect(abs(layout("a\tb").lines[0].width - (layout("a b").lines[0].width)) <= 1e-9)
    }

    /// `sentence` repeated to one megabyte of UTF-8, laid out 300 points wide: more than
    /// `minimumLines` lines, each in the width.
    func megabyteLaidOut(_ sentence: String, minimumLines: Int) -> (text: String, layout: TextLayout) {
        let text = String(repeating: sentence, count: 1_048_576 / sentence.utf8.count)
        let result = layout(text, width: 300)
        #expect(result.lines.count > minimumLines)
        #expect(result.lines.allSatisfy { $0.width <= 300 })
        return (text, result)
    }

    /// One megabyte of text lays out, and a second width reuses its shaping.
    @Test func oneMegabyteOfText() {
        let text = megabyteLaidOut("The quick brown fox jumps over the lazy dog. ", minimumLines: 20_000).text
        let result = layout(text, width: 300, options: .init(lineLimit: 3))
        #expect(result.lines.count == 3)
        #expect(result.isTruncated)
        // Unbroken: one megabyte of a single "word" at a narrow width still terminates.
        let word = String(repeating: "x", count: 100_000)
        let broken = layout(word, width: 100, options: .init(lineLimit: 2))
        #expect(broken.lines.count == 2)
        #expect(broken.lines[1].text.hasSuffix("…"))
        let unassigned = String(repeating: "\u{0378}", count: 10_000)
        #expect(layout(unassigned, width: 200).lines.count > 1)
    }

    /// One megabyte of right-to-left text, Hebrew and Arabic with Latin words and digits mixed in,
    /// is ordered by ICU's bidi algorithm line by line and lays out in its fonts, every line in
    /// the width (issue #14, bad input).
    @Test func oneMegabyteOfRightToLeftText() {
        let result = megabyteLaidOut("שלום עולם, Easel 2026 مرحبا بالعالم 42. ", minimumLines: 10_000).layout
        #expect(result.missingCharacters.isEmpty)
        let families = Set(result.lines.prefix(3).flatMap { $0.runs.map(\.face.familyName) })
        #expect(families.isSuperset(of: ["Noto Sans Hebrew", "Noto Sans Arabic"]), "\(families)")
        // The paragraph is right to left: Hebrew, which starts it, is drawn rightmost on the first
        // line, and the Arabic after it to the left of it.
        let first = result.lines[0]
        let hebrew = first.runs.filter { $0.face.familyName == "Noto Sans Hebrew" }.map { $0.positions[0].x }
        let arabic = first.runs.filter { $0.face.familyName == "Noto Sans Arabic" }.map { $0.positions[0].x }
        #expect(first.runs.max { $0.positions[0].x < $1.positions[0].x }?.face.familyName == "Noto Sans Hebrew")
        #expect(hebrew.max()! > arabic.max()!)
    }

    @Test func concurrentLayoutsAgree() async {
        let texts = (0..<40).map { "Paragraph \($0): the quick brown fox jumps over the lazy dog, 日本語 שלום \($0 * 7)" }
        let serial = texts.map { lineTexts(layout($0, width: 150)) }
        TextEngine.removeAllCachedData()
        let parallel = await withTaskGroup(of: (Int, [String]).self) { group in
            for round in 0..<4 {
                for (index, text) in texts.enumerated() {
                    group.addTask {
                        let font = round % 2 == 0 ? FontDescription.body : FontDescription.body
                        return (index, lineTexts(layout(text, font: font, width: 150)))
                    }
                }
            }
            var results: [Int: [[String]]] = [:]
            for await (index, lines) in group { results[index, default: []].append(lines) }
            return results
        }
        for (index, expected) in serial.enumerated() {
            #expect(parallel[index]?.allSatisfy { $0 == expected } == true)
        }
    }
}
