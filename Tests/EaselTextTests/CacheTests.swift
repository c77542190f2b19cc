import Foundation
import Testing
@testable import EaselText

/// What is cached and reused: shaped runs across widths, prepared paragraphs, finished layouts.
@Suite struct CacheTests {
    @Test func widthQueriesReuseThePreparedParagraph() {
        let text = "Cache check \(UUID().uuidString): the quick brown fox jumps over the lazy dog"
        let runs = [TextRun(text, font: .body)]
        _ = TextEngine.layout(runs, proposedWidth: 300, proposedHeight: nil)
        let prepared = PreparedText.cache.value(forKey: .init(runs: runs, scale: 1))
        #expect(prepared != nil)
        _ = TextEngine.layout(runs, proposedWidth: 120, proposedHeight: nil)
        _ = TextEngine.layout(runs, proposedWidth: 60, proposedHeight: nil)
        // The same prepared (shaped) paragraph served all three widths.
        #expect(PreparedText.cache.value(forKey: .init(runs: runs, scale: 1)) === prepared)
        // And the shaping is cached per (text, face, direction, script, features).
        let face = FontRegistry.shared.face(for: .body)
        let key = ShapeKey(text: Array(text.utf16), face: face, rightToLeft: false, script: 0x4C61_746E, tabularDigits: false)
        #expect(Shaper.cache.value(forKey: key)?.count == text.utf16.count)
    }

    @Test func layoutsAreCachedPerProposal() {
        let runs = [TextRun("Layout cache check: the quick brown fox jumps over the lazy dog", font: .body)]
        let key = LayoutCache.TextKey(runs: runs, options: TextLayoutOptions().normalized)
        let first = TextEngine.layout(runs, proposedWidth: 150, proposedHeight: nil)
        #expect(lineTexts(first) == ["Layout cache", "check: the quick", "brown fox jumps", "over the lazy dog"])
        #expect(first.size.width == 395.0 / 3)
        #expect(TextEngine.cache.layout(for: key, width: 150, height: .infinity)?.size == first.size)
        // Any proposal between the layout's size and its proposal gives the same lines: reused.
        #expect(TextEngine.cache.layout(for: key, width: 145, height: 200)?.size == first.size)
        #expect(lineTexts(TextEngine.layout(runs, proposedWidth: 145, proposedHeight: nil)) == lineTexts(first))
        // Narrower than the layout, or wider than the proposal: not answered from this entry.
        #expect(TextEngine.cache.layout(for: key, width: 131, height: .infinity) == nil)
        #expect(TextEngine.cache.layout(for: key, width: 151, height: .infinity) == nil)
        #expect(TextEngine.cache.layout(for: key, width: 150, height: 50) == nil)
        // nil and +∞ are the same proposal, and the ideal layout answers every wider proposal.
        let ideal = TextEngine.layout(runs, proposedWidth: nil, proposedHeight: nil)
        #expect(TextEngine.cache.layout(for: key, width: .infinity, height: .infinity)?.size == ideal.size)
        #expect(TextEngine.cache.layout(for: key, width: 2000, height: 500)?.size == ideal.size)
    }

    @Test func boundedCacheEvictsLeastRecentlyUsed() {
        let cache = BoundedCache<Int, String>(countLimit: 3, costLimit: 10)
        cache.insert("a", forKey: 1)
        cache.insert("b", forKey: 2)
        cache.insert("c", forKey: 3)
        #expect(cache.value(forKey: 1) == "a")      // 1 is now the most recent
        cache.insert("d", forKey: 4)                // evicts 2
        #expect(cache.value(forKey: 2) == nil)
        #expect(cache.value(forKey: 3) == "c")
        #expect(cache.statistics.count == 3)
        cache.insert("heavy", forKey: 5, cost: 9)   // over the cost limit with the rest: evicts until it fits
        #expect(cache.statistics.cost <= 10)
        #expect(cache.value(forKey: 5) == "heavy")
        cache.insert("too heavy", forKey: 6, cost: 11)
        #expect(cache.value(forKey: 6) == nil)      // never stored
        cache.insert("A", forKey: 5, cost: 1)       // replacing keeps one entry
        #expect(cache.value(forKey: 5) == "A")
        cache.removeAll()
        #expect(cache.statistics.count == 0)
    }
}
