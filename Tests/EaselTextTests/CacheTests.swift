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
        let runs = [TextRun("Layout cache \(UUID().uuidString)", font: .body)]
        let first = TextEngine.layout(runs, proposedWidth: 80, proposedHeight: nil)
        let key = TextEngine.LayoutKey(runs: runs, options: TextLayoutOptions().normalized, width: 80, height: .infinity)
        #expect(TextEngine.cache.value(forKey: key)?.size == first.size)
        // nil and +∞ are the same proposal.
        let infinite = TextEngine.LayoutKey(runs: runs, options: TextLayoutOptions().normalized, width: .infinity, height: .infinity)
        _ = TextEngine.layout(runs, proposedWidth: nil, proposedHeight: nil)
        #expect(TextEngine.cache.value(forKey: infinite) != nil)
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
