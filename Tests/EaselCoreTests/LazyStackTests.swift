import Testing
import Foundation
@testable import EaselCore

/// Counts how many times row bodies are evaluated: the proof that a lazy stack builds only what
/// it shows. One counter per test; layout runs synchronously.
final class BuildCounter: @unchecked Sendable {
    var count = 0
}

/// A row that counts its body's evaluations: 44 points tall, id = its index.
struct CountedRow: View {
    let index: Int
    let counter: BuildCounter

    var body: some View {
        counter.count += 1
        return Color.gray.frame(height: 44).id(index)
    }
}

/// A million elements that count how often they are read.
struct CountingCollection: RandomAccessCollection {
    let count: Int
    let reads: BuildCounter
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(position: Int) -> Int {
        reads.count += 1
        return position
    }
}

/// LazyVStack and LazyHStack in scroll views: only what shows is built and reported.
@Suite struct LazyStackTests {
    private func list(_ count: Int, counter: BuildCounter, spacing: CGFloat? = 0) -> some View {
        ScrollView {
            LazyVStack(spacing: spacing) {
                ForEach(0..<count, id: \.self) { CountedRow(index: $0, counter: counter) }
            }
            .id("stack")
        }
    }

    @Test func firstScreenOfAMillionRows() {
        // 844 / 44 = 19.2: rows 0 … 19 show; row 20 starts at 880, below the canvas.
        let counter = BuildCounter()
        let l = lay(list(1_000_000, counter: counter))
        expectRect(l.frame(id: 0), rect(0, 0, 390, 44))
        expectRect(l.frame(id: 19), rect(0, 836, 390, 44))
        #expect(l.frame(id: 20) == nil)
        #expect(counter.count == 20)
        // The stack is as wide as offered and as tall as a million rows.
        expectFrame(l, "stack", rect(0, 0, 390, 44_000_000))
        #expect(l.nodes(named: "LazyVStack").first?.children.count == 20)
    }

    @Test func environmentModifiersKeepContentLazy() {
        // `.environment` only changes what the rows are resolved with: the ForEach under it is
        // still a million items, built as they show.
        let counter = BuildCounter()
        let l = lay(ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<1_000_000, id: \.self) { CountedRow(index: $0, counter: counter) }
                    .environment(\.layoutDirection, .leftToRight)
                    .transformEnvironment(\.font) { $0 = .body }
            }
        })
        #expect(counter.count == 20)
        expectRect(l.frame(id: 19), rect(0, 836, 390, 44))
    }

    @Test func aForEachOfAMillionElementsReadsOnlyThoseShown() {
        let reads = BuildCounter()
        let data = CountingCollection(count: 1_000_000, reads: reads)
        let counter = BuildCounter()
        let l = lay(ScrollView {
            LazyVStack(spacing: 0) { ForEach(data, id: \.self) { CountedRow(index: $0, counter: counter) } }
        })
        #expect(l.frame(id: 19) != nil)
        #expect(reads.count == 20)
    }

    @Test func framesAtSeveralOffsets() {
        let counter = BuildCounter()
        let view = list(1_000, counter: counter)
        // Scrolled 100: row 2 (88 … 132) is cut by the top edge, at 88 - 100 = -12; rows 2 … 21.
        let a = ViewLayout(of: view, in: phone, contentOffset: CGPoint(x: 0, y: 100))
        #expect(a.frame(id: 1) == nil)
        expectRect(a.frame(id: 2), rect(0, -12, 390, 44))
        expectRect(a.frame(id: 21), rect(0, 824, 390, 44))
        #expect(a.frame(id: 22) == nil)
        // Scrolled 44,010 (row 1000 of a longer list): row 1000 at -10.
        let long = ViewLayout(of: list(100_000, counter: counter), in: phone, contentOffset: CGPoint(x: 0, y: 44_010))
        expectRect(long.frame(id: 1000), rect(0, -10, 390, 44))
        expectRect(long.frame(id: 1019), rect(0, 826, 390, 44))
        #expect(long.frame(id: 999) == nil && long.frame(id: 1020) == nil)
        // Far past what is measured up front: placed by the average row, still exact for equal rows.
        let far = ViewLayout(of: list(1_000_000, counter: counter), in: phone, contentOffset: CGPoint(x: 0, y: 44 * 500_000))
        expectRect(far.frame(id: 500_000), rect(0, 0, 390, 44))
        expectRect(far.frame(id: 500_019), rect(0, 836, 390, 44))
        // The end: clamped to 44,000 - 844 = 43,156; the last row ends at the bottom.
        let end = ViewLayout(of: view, in: phone, contentOffset: CGPoint(x: 0, y: 1_000_000))
        expectRect(end.frame(id: 999), rect(0, 800, 390, 44))
    }

    @Test func defaultSpacingBetweenRows() {
        // Spacing nil: 8 between plain views, so rows start every 52 points.
        let counter = BuildCounter()
        let l = lay(list(100, counter: counter, spacing: nil))
        expectRect(l.frame(id: 1), rect(0, 52, 390, 44))
        // 844 / 52 = 16.2: rows 0 … 16.
        #expect(l.frame(id: 16) != nil && l.frame(id: 17) == nil)
        // 100 rows and 99 gaps.
        expectFrame(l, "stack", rect(0, 0, 390, 100 * 44 + 99 * 8))
    }

    @Test func alignmentAcrossTheStack() {
        let l = lay(ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 20).id("a")
                Color.blue.frame(width: 200, height: 20).id("b")
            }
        })
        expectFrame(l, "a", rect(0, 0, 100, 20))
        let trailing = lay(ScrollView {
            LazyVStack(alignment: .trailing, spacing: 0) { Color.red.frame(width: 100, height: 20).id("a") }
        })
        expectFrame(trailing, "a", rect(290, 0, 100, 20))
    }

    @Test func outsideAScrollViewTheCanvasBoundsWhatShows() {
        // Centred in 844: 50 rows of 44 = 2200 tall → y = (844 - 2200) / 2 = -678. Rows whose frames
        // meet the canvas (0 … 844) show: row 15 (-18 … 26) to row 34 (818 … 862).
        let counter = BuildCounter()
        let l = lay(LazyVStack(spacing: 0) { ForEach(0..<50, id: \.self) { CountedRow(index: $0, counter: counter) } })
        #expect(l.frame(id: 14) == nil)
        expectRect(l.frame(id: 15), rect(0, -18, 390, 44))
        expectRect(l.frame(id: 34), rect(0, 818, 390, 44))
        #expect(l.frame(id: 35) == nil)
    }

    @Test func lazyHStackInAHorizontalScrollView() {
        let counter = BuildCounter()
        let l = ViewLayout(of: ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<1_000, id: \.self) { index in
                    Color.orange.frame(width: 90, height: 60).id(index)
                }
            }
        }, in: phone, contentOffset: CGPoint(x: 250, y: 0))
        // Columns every 100: the 60-tall strip is centred (y 392); x = 100 i - 250.
        expectRect(l.frame(id: 2), rect(-50, 392, 90, 60))
        expectRect(l.frame(id: 6), rect(350, 392, 90, 60))
        #expect(l.frame(id: 1) == nil && l.frame(id: 7) == nil)
        _ = counter
    }

    @Test func staticRowsAndCustomViewsWrappingForEach() {
        struct Rows: View {
            let counter: BuildCounter
            var body: some View {
                ForEach(0..<100_000, id: \.self) { CountedRow(index: $0 + 1, counter: counter) }
            }
        }
        let counter = BuildCounter()
        let l = lay(ScrollView {
            LazyVStack(spacing: 0) {
                Color.blue.frame(height: 100).id("top")
                Rows(counter: counter)
            }
        })
        expectFrame(l, "top", rect(0, 0, 390, 100))
        expectRect(l.frame(id: 1), rect(0, 100, 390, 44))
        // (844 - 100) / 44 = 16.9: 17 counted rows.
        #expect(counter.count == 17)
    }

    @Test func emptyAndZeroHeightContent() {
        let empty = lay(ScrollView { LazyVStack { ForEach(0..<0, id: \.self) { Color.red.frame(height: 10).id($0) } }.id("s") })
        expectFrame(empty, "s", rect(0, 0, 390, 0))
        // A million empty rows: measured up to the limit, estimated at zero, no hang.
        let zeros = lay(ScrollView { LazyVStack(spacing: 0) { ForEach(0..<1_000_000, id: \.self) { _ in EmptyView() } }.id("s") })
        expectFrame(zeros, "s", rect(0, 0, 390, 0))
    }

    @Test func invalidSpacingFallsBack() {
        let l = lay(ScrollView { LazyVStack(spacing: .nan) { Color.red.frame(height: 10); Color.red.frame(height: 10).id("b") } })
        expectFrame(l, "b", rect(0, 18, 390, 10))
        #expect(hasDiagnostic(l, "Invalid LazyVStack spacing"))
    }
}

/// Items of several views, and lazy stacks drawn with the rest of a tree.
@Suite struct LazyStackItemTests {
    @Test func anElementWithSeveralViewsKeepsTheStackSpacing() {
        // Each element is a 20-point view and a 10-point one: with spacing 0 they follow each other
        // without gaps, 30 points an element; with spacing 5, 5 between every pair.
        let tight = lay(ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100, id: \.self) { index in
                    Color.red.frame(height: 20).id("a\(index)")
                    Color.blue.frame(height: 10).id("b\(index)")
                }
            }
        })
        expectFrame(tight, "b0", rect(0, 20, 390, 10))
        expectFrame(tight, "a1", rect(0, 30, 390, 20))
        let spaced = lay(ScrollView {
            LazyVStack(spacing: 5) {
                ForEach(0..<100, id: \.self) { index in
                    Color.red.frame(height: 20).id("a\(index)")
                    Color.blue.frame(height: 10).id("b\(index)")
                }
            }
        })
        expectFrame(spaced, "b0", rect(0, 25, 390, 10))
        expectFrame(spaced, "a1", rect(0, 40, 390, 20))
    }
}
