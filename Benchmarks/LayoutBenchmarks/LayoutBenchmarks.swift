import Benchmark
import Easel
import Foundation

// Each benchmark lays out a tree in a 390×844 canvas, as an iPhone window would, and reports the
// time per iteration; divide by the view count in its name for the time per view.
// `ViewLayout(of:in:)` is the whole job: resolving bodies into views, sizing, placing, and the
// snapshot that answers `frame(id:)`. Freeing the layout afterwards is measured on its own ("A
// layout freed"): issue #16's cold layout is resolve, size, place and snapshot.

let canvas = CGSize(width: 390, height: 844)

/// Nested stacks alternating HStack and VStack, `depth` containers deep, with `fanouts[level]`
/// children per container at each level.
func nestedStacks(depth: Int, fanouts: [Int]) -> AnyView {
    func build(_ level: Int) -> AnyView {
        if level == depth { return AnyView(Color.red) }
        let children = ForEach(0..<fanouts[level], id: \.self) { _ in build(level + 1) }
        return level % 2 == 0 ? AnyView(HStack { children }) : AnyView(VStack { children })
    }
    return build(0)
}

func viewCount(depth: Int, fanouts: [Int]) -> Int {
    var total = 1
    var width = 1
    for level in 0..<depth {
        width *= fanouts[level]
        total += width
    }
    return total
}

/// A list row: an image-sized view (Image arrives with the picture layer), two text-sized leaves
/// and a Spacer: 10 views.
struct Card: View {
    let index: Int
    var body: some View {
        HStack {
            Rectangle().frame(width: 44, height: 44)
            VStack(alignment: .leading) {
                Rectangle().frame(height: 17)
                Rectangle().frame(width: 120, height: 13)
            }
            Spacer()
        }
        .padding(8)
    }
}

/// How many cards published themselves: a sum, reduced in view order.
struct CardCountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

// Depth 8: fanout 3 at every level, 9,841 views. Depth 16: the same tree inside eight more stacks
// of one child each, 9,849 views: the same views, twice as deep. Without memoization every extra
// level would multiply the work (each stack probes its child at 0 and ∞ before sharing).
let depth8 = (depth: 8, fanouts: Array(repeating: 3, count: 8))
let depth16 = (depth: 16, fanouts: Array(repeating: 1, count: 8) + Array(repeating: 3, count: 8))

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        maxDuration: .seconds(3),
        maxIterations: 200
    )

    let flat = VStack(spacing: 0) { ForEach(0..<10_000) { _ in Color.red.frame(height: 1) } }
    Benchmark("Flat VStack of 10,000 framed colours (20,001 views)") { benchmark in
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            let layout = ViewLayout(of: flat, in: canvas)
            benchmark.stopMeasurement()
            blackHole(layout)
        }
    }

    let shallow = nestedStacks(depth: depth8.depth, fanouts: depth8.fanouts)
    Benchmark("Nested stacks, depth 8 (\(viewCount(depth: depth8.depth, fanouts: depth8.fanouts)) views)") { benchmark in
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            let layout = ViewLayout(of: shallow, in: canvas)
            benchmark.stopMeasurement()
            blackHole(layout)
        }
    }

    let deep = nestedStacks(depth: depth16.depth, fanouts: depth16.fanouts)
    Benchmark("Nested stacks, depth 16 (\(viewCount(depth: depth16.depth, fanouts: depth16.fanouts)) views)") { benchmark in
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            let layout = ViewLayout(of: deep, in: canvas)
            benchmark.stopMeasurement()
            blackHole(layout)
        }
    }

    let cards = VStack { ForEach(0..<1_000) { Card(index: $0) } }
    Benchmark("List of 1,000 cards (10,001 views)") { benchmark in
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            let layout = ViewLayout(of: cards, in: canvas)
            benchmark.stopMeasurement()
            blackHole(layout)
        }
    }

    // Freeing a layout of the cards: every node and what it holds.
    Benchmark("A layout of 1,000 cards freed (10,001 views)") { benchmark in
        for _ in benchmark.scaledIterations {
            var layout: ViewLayout? = ViewLayout(of: cards, in: canvas)
            benchmark.startMeasurement()
            layout = nil
            benchmark.stopMeasurement()
            blackHole(layout)
        }
    }

    // The same cards, each publishing a preference that the stack reads after layout: issue #18
    // asks that a tree with preferences lay out within 10 % of the same tree without them.
    let cardsWithPreferences = VStack { ForEach(0..<1_000) { Card(index: $0).preference(key: CardCountKey.self, value: 1) } }
        .onPreferenceChange(CardCountKey.self) { count in blackHole(count) }
    Benchmark("List of 1,000 cards, each with a preference (10,001 views)") { benchmark in
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            let layout = ViewLayout(of: cardsWithPreferences, in: canvas)
            benchmark.stopMeasurement()
            blackHole(layout)
        }
    }

    // The layout pass alone, on trees resolved once: every view's memoized answers are forgotten
    // before each pass, so each iteration sizes and places every view from scratch (resolving
    // bodies, which SwiftUI does only when state changes, is left out).
    for (name, tree) in [
        ("Flat VStack of 10,000 framed colours (20,001 views)", AnyView(flat)),
        ("Nested stacks, depth 8 (\(viewCount(depth: depth8.depth, fanouts: depth8.fanouts)) views)", shallow),
        ("Nested stacks, depth 16 (\(viewCount(depth: depth16.depth, fanouts: depth16.fanouts)) views)", deep),
        ("List of 1,000 cards (10,001 views)", AnyView(cards)),
    ] {
        let resolved = ViewLayout(of: tree, in: canvas)
        Benchmark("Layout pass only: \(name)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(resolved.relayout(in: canvas, reusingMeasurements: false))
            }
        }
    }

    // The same resolved cards laid out again at a canvas width it has not seen: every view whose
    // proposal changes is measured again; the others answer from memory.
    let laidOut = ViewLayout(of: cards, in: canvas)
    Benchmark("Re-layout of 1,000 cards at a new canvas size (10,001 views)") { benchmark in
        var width: CGFloat = 300
        for _ in benchmark.scaledIterations {
            width += 0.25
            blackHole(laidOut.relayout(in: CGSize(width: width, height: 844)))
        }
    }

    // Nothing changed: the same views in the same canvas (issue #16's "clean" re-layout, which
    // Yoga answers from its dirty flags).
    Benchmark("Re-layout of 1,000 cards in the same canvas (10,001 views)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(laidOut.relayout(in: canvas))
        }
    }
}
