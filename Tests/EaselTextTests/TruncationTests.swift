import Foundation
import Testing
@testable import EaselText

/// Truncation, tightening and minimumScaleFactor (platform-constants.md §4).
@Suite struct TruncationTests {
    static let brevity = "Brevity is the soul of wit."
    static let hamlet = "To be, or not to be, that is the question:"

    /// Apple's own example: `Text("Brevity is the soul of wit.").frame(width: 100).lineLimit(1)`
    /// shows "Brevity is t…" (SwiftUI `Text` documentation). Cuts are between grapheme clusters.
    @Test(arguments: [
        (TruncationMode.tail, CGFloat(100), "Brevity is t…"),
        (.tail, 60, "Brevit…"),
        (.head, 100, "…soul of wit."),
        (.head, 60, "…f wit."),
        (.middle, 100, "Brevi…of wit."),
        (.middle, 60, "Br…wit."),
    ])
    func singleLine(mode: TruncationMode, width: CGFloat, shown: String) {
        let result = layout(Self.brevity, width: width, options: .init(lineLimit: 1, truncationMode: mode))
        #expect(lineTexts(result) == [shown])
        #expect(result.isTruncated)
        #expect(result.lines[0].width <= width)
        #expect(result.size.height == 61.0 / 3)
    }

    @Test func ellipsisComesFromTheSameFont() {
        let result = layout(Self.brevity, width: 100, options: .init(lineLimit: 1))
        let runs = result.lines[0].runs
        #expect(runs.count == 1)                         // one face: the ellipsis is Inter's own
        #expect(runs[0].clusters.last == -1)
        #expect(runs[0].glyphs.last == FontRegistry.shared.face(for: .body).glyph(for: "\u{2026}"))
    }

    @Test func onlyTheLastPermittedLineTruncates() {
        let tail = layout(Self.hamlet, width: 100, options: .init(lineLimit: 2))
        #expect(lineTexts(tail) == ["To be, or not", "to be, that i…"])
        let head = layout(Self.hamlet, width: 100, options: .init(lineLimit: 2, truncationMode: .head))
        #expect(lineTexts(head) == ["To be, or not", "…e question:"])
        let middle = layout(Self.hamlet, width: 100, options: .init(lineLimit: 2, truncationMode: .middle))
        #expect(lineTexts(middle) == ["To be, or not", "to be,…stion:"])
        #expect(tail.size.height == ceilPixel(2 * 20.287109375))
    }

    @Test func proposedHeightLimitsLines() {
        // 45 pt holds two 20.287 pt lines.
        let two = layout(Self.hamlet, width: 100, height: 45)
        #expect(lineTexts(two) == ["To be, or not", "to be, that i…"])
        #expect(two.isTruncated)
        // Less than a line still shows the first line (platform-constants §4).
        let one = layout(Self.hamlet, width: 100, height: 0)
        #expect(lineTexts(one) == ["To be, or n…"])
        #expect(one.size.height == 61.0 / 3)
        // Enough height: nothing truncated.
        let all = layout(Self.hamlet, width: 100, height: 1000)
        #expect(!all.isTruncated)
        #expect(all.lines.count == 3)
    }

    @Test func laterParagraphsAreTruncatedToo() {
        let result = layout("first\nsecond", options: .init(lineLimit: 1))
        #expect(lineTexts(result) == ["first…"])
        #expect(result.isTruncated)
    }

    /// Nothing fits beside the ellipsis: it is shown alone.
    @Test func zeroWidthShowsTheEllipsisAlone() {
        let result = layout(Self.brevity, width: 0, height: 0)
        #expect(lineTexts(result) == ["…"])
        #expect(abs(result.lines[0].width - (13.5154)) <= 0.01)
    }

    /// `allowsTightening`: within 5 % the line's letter spacing shrinks instead of truncating
    /// (AppKit `tighteningFactorForTruncation` 0.05).
    @Test func tighteningSqueezesWithinFivePercent() {
        let natural: CGFloat = 85.1607   // hb-shape oracle for "Hello world"
        let tight = layout("Hello world", width: natural / 1.03, options: .init(lineLimit: 1, allowsTightening: true))
        #expect(lineTexts(tight) == ["Hello world"])
        #expect(!tight.isTruncated)
        #expect(abs(tight.lines[0].width - (natural / 1.03)) <= 1e-6)
        #expect(tight.size.width == ceilPixel(natural / 1.03))
        let run = tight.lines[0].runs[0]
        #expect(abs(run.positions.last!.x + run.advances.last! - (natural / 1.03)) <= 1e-6)
        let tooTight = layout("Hello world", width: natural / 1.1, options: .init(lineLimit: 1, allowsTightening: true))
        #expect(lineTexts(tooTight) == ["Hello w…"])
        #expect(tooTight.isTruncated)
        // Without the option the same width truncates.
        #expect(lineTexts(layout("Hello world", width: natural / 1.03, options: .init(lineLimit: 1))) == ["Hello wo…"])
    }

    /// `minimumScaleFactor`: the whole text shrinks to the largest scale that fits, then truncates.
    @Test func minimumScaleFactorShrinksUniformly() {
        let natural: CGFloat = 85.1607
        let scaled = layout("Hello world", width: natural * 0.8, options: .init(lineLimit: 1, minimumScaleFactor: 0.5))
        #expect(!scaled.isTruncated)
        #expect(lineTexts(scaled) == ["Hello world"])
        #expect(scaled.scaleFactor > 0.75 && scaled.scaleFactor < 0.8)
        #expect(scaled.lines[0].width <= natural * 0.8)
        #expect(scaled.lines[0].runs[0].size == 17 * scaled.scaleFactor)
        // The line box shrinks with the font.
        #expect(scaled.size.height == ceilPixel(17 * scaled.scaleFactor * 2444 / 2048))
        // A factor that cannot make it fit: shrink to the factor, then truncate.
        let floor = layout("Hello world", width: natural * 0.8, options: .init(lineLimit: 1, minimumScaleFactor: 0.95))
        #expect(floor.scaleFactor == 0.95)
        #expect(floor.isTruncated)
        #expect(lineTexts(floor) == ["Hello w…"])
        // Text that fits is never scaled.
        #expect(layout("Hello", width: 100, options: .init(minimumScaleFactor: 0.5)).scaleFactor == 1)
    }

    /// A word too long for the line scales down rather than breaking, when allowed.
    @Test func minimumScaleFactorAvoidsBreakingWords() {
        let word = "Supercalifragilisticexpialidocious"
        let result = layout(word, width: 200, options: .init(minimumScaleFactor: 0.5))
        #expect(lineTexts(result) == [word])
        #expect(result.scaleFactor < 1)
        #expect(result.lines[0].width <= 200)
    }
}


/// A text laid out at its own measured size makes the same lines again: what the layout cache
/// assumes (`LayoutCache`), and what a relayout relies on. A cut inside a word separates a kerned
/// pair, so the line is measured as shaped on its own, not as a slice of the whole word (random
/// tree 2,787,782: "Sup…" measured 84.15 pt, but truncation judged it 84.42 and cut "Su…" at
/// 84.333, its own rounded width).
@Suite struct SelfConsistentCutsTests {
    static let word = "Supercalifragilisticexpialidocious"

    /// Laid out by the solver itself, not through the layout cache (which would answer the
    /// second proposal from the first layout).
    private func solve(width: CGFloat, height: CGFloat = .infinity, options: TextLayoutOptions = TextLayoutOptions()) -> TextLayout {
        TextLayoutSolver(runs: [TextRun(Self.word, font: .largeTitle)], options: options.normalized, width: width, height: height).solve()
    }

    @Test(arguments: [TruncationMode.tail, .head, .middle])
    func aTruncatedLineFitsItsOwnWidth(mode: TruncationMode) {
        let options = TextLayoutOptions(lineLimit: 1, truncationMode: mode)
        for width in stride(from: 40.0, through: 400.0, by: 3.5) {
            let first = solve(width: width, options: options)
            let again = solve(width: first.size.width, options: options)
            #expect(lineTexts(again) == lineTexts(first), "\(mode) at \(width)")
        }
        #expect(lineTexts(solve(width: 84.33333333333333, height: 40.666666666666664)) == ["Sup…"])
    }

    @Test func aWordBrokenInsideFitsItsOwnWidth() {
        for width in stride(from: 40.0, through: 400.0, by: 3.5) {
            let first = solve(width: width)
            let again = solve(width: first.size.width)
            #expect(lineTexts(again) == lineTexts(first), "at \(width)")
        }
    }
}
