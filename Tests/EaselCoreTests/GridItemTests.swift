import Testing
import Foundation
@testable import EaselCore

/// `GridItem.tracks(for:in:)`: how lazy grids turn their items into columns (or rows). The worked
/// examples are SwiftUI measurements published in
/// [mo4tech 1] https://www.mo4tech.com/predict-lazyvgrid-layout-flexible-article.html
/// [mo4tech 2] https://dev.mo4tech.com/?p=305430
/// [objc.io]   https://www.objc.io/blog/2020/11/23/grid-layout/
@Suite struct GridItemTests {
    private func lengths(_ items: [GridItem], _ available: CGFloat?) -> [CGFloat] {
        GridItem.tracks(for: items, in: available).map(\.length)
    }

    private func expectLengths(_ actual: [CGFloat], _ expected: [CGFloat], sourceLocation: SourceLocation = #_sourceLocation) {
        let same = actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-9 }
        #expect(same, "expected \(expected), got \(actual)", sourceLocation: sourceLocation)
    }

    @Test func defaultItemIsFlexibleFromTen() {
        let item = GridItem()
        guard case let .flexible(minimum, maximum) = item.size else {
            Issue.record("expected .flexible, got \(item.size)")
            return
        }
        #expect(minimum == 10 && maximum == .infinity && item.spacing == nil && item.alignment == nil)
    }

    @Test func fixedTakesItsSizeWhateverTheWidth() {
        // [mo4tech 1] "fixed": 60 regardless of the container; "fixed+fixed": 60 + 8 + 100.
        expectLengths(lengths([GridItem(.fixed(60))], 300), [60])
        expectLengths(lengths([GridItem(.fixed(60))], 20), [60])
        let tracks = GridItem.tracks(for: [GridItem(.fixed(60)), GridItem(.fixed(100))], in: 300)
        #expect(tracks == [
            GridTrack(length: 60, spacingAfter: 8, alignment: nil),
            GridTrack(length: 100, spacingAfter: 0, alignment: nil),
        ])
    }

    @Test func flexibleIsClampedToItsRange() {
        // [mo4tech 1] flexible(minimum: 100, maximum: 200): max(min(container width, 200), 100).
        let item = [GridItem(.flexible(minimum: 100, maximum: 200))]
        expectLengths(lengths(item, 300), [200])
        expectLengths(lengths(item, 150), [150])
        expectLengths(lengths(item, 60), [100])
    }

    @Test func twoFlexibleColumnsTakeTwoPasses() {
        // [mo4tech 1] flexible(minimum: 100) + flexible(minimum: 180) in 300. First pass: (300 − 8) / 2
        // = 146 for the first; the second's 146 is below its minimum → 180; total 146 + 8 + 180 = 334.
        // Second pass in 334: (334 − 8) / 2 = 163 → 163; 163 → 180. Rendered 163 + 8 + 180.
        let items = [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]
        expectLengths(lengths(items, 300), [163, 180])
    }

    @Test func adaptiveFitsAsManyAsItsMinimumAllows() {
        // [mo4tech 2] adaptive(minimum: 50, maximum: 100) in 300: 5 columns fit (5 × 50 + 4 × 8 ≤ 300),
        // each (300 − 4 × 8) / 5 = 53.6.
        expectLengths(lengths([GridItem(.adaptive(minimum: 50, maximum: 100))], 300), Array(repeating: 53.6, count: 5))
    }

    @Test func twoAdaptiveItemsShareTheWidth() {
        // [mo4tech 2] adaptive(50…100) + adaptive(40…100) in 300: each gets (300 − 8) / 2 = 146. The
        // first fits 2 columns of (146 − 8) / 2 = 69; the second 3 of (146 − 2 × 8) / 3 = 43.33.
        let items = [GridItem(.adaptive(minimum: 50, maximum: 100)), GridItem(.adaptive(minimum: 40, maximum: 100))]
        expectLengths(lengths(items, 300), [69, 69, 130.0 / 3, 130.0 / 3, 130.0 / 3])
    }

    @Test func fixedThenAdaptive() {
        // [objc.io] quiz #1: fixed(70) + adaptive(minimum: 40) in 200. The fixed column is 70; the
        // adaptive item gets 200 − 70 − 8 = 122 and fits two columns of (122 − 8) / 2 = 57.
        let items = [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]
        expectLengths(lengths(items, 200), [70, 57, 57])
    }

    @Test func adaptiveMaximumCapsEachTrack() {
        // adaptive(minimum: 50, maximum: 60) in 100: one column of (100 + 8) / 58 → 1, 100 → 60.
        expectLengths(lengths([GridItem(.adaptive(minimum: 50, maximum: 60))], 100), [60])
    }

    @Test func explicitSpacingGoesAfterItsItem() {
        // Spacing is the gap to the next item; adaptive tracks use their item's spacing between them.
        // adaptive(minimum: 40, spacing: 4) in 100: (100 + 4) / 44 → 2 columns of (100 − 4) / 2 = 48.
        let tracks = GridItem.tracks(for: [GridItem(.adaptive(minimum: 40), spacing: 4), GridItem(.fixed(10), spacing: 2)], in: 114)
        #expect(tracks.map(\.spacingAfter) == [4, 4, 0])
        expectLengths(tracks.map(\.length), [48, 48, 10])
    }

    @Test func alignmentIsCarried() {
        let tracks = GridItem.tracks(for: [GridItem(.adaptive(minimum: 40), alignment: .leading)], in: 100)
        #expect(tracks.count == 2 && tracks.allSatisfy { $0.alignment == .leading })
    }

    @Test func unspecifiedWidthGivesIdealLengths() {
        // No width to share: fixed takes its size, flexible and adaptive their minimum (one track).
        let items = [GridItem(.fixed(30)), GridItem(.flexible(minimum: 20)), GridItem(.adaptive(minimum: 40))]
        expectLengths(lengths(items, nil), [30, 20, 40])
        expectLengths(lengths(items, .infinity), [30, 20, 40])
    }

    @Test func badInputFallsBack() {
        // No items: no tracks. NaN or negative lengths count as 0, an inverted range as its minimum,
        // NaN spacing as the default; a zero minimum never makes more than 1000 tracks.
        #expect(GridItem.tracks(for: [], in: 300).isEmpty)
        expectLengths(lengths([GridItem(.fixed(-5)), GridItem(.fixed(.nan))], 300), [0, 0])
        expectLengths(lengths([GridItem(.flexible(minimum: 50, maximum: 20))], 300), [50])
        expectLengths(lengths([GridItem(.flexible(minimum: .nan))], 300), [300])
        #expect(GridItem.tracks(for: [GridItem(.fixed(1), spacing: .nan), GridItem(.fixed(1))], in: 10)[0].spacingAfter == 8)
        #expect(GridItem.tracks(for: [GridItem(.adaptive(minimum: 0), spacing: 0)], in: 300).count == 1000)
        expectLengths(lengths([GridItem(.flexible())], -20), [10])
        expectLengths(lengths([GridItem(.flexible())], .nan), [10])
    }
}
