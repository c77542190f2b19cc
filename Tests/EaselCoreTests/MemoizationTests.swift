import Foundation
import Testing
@testable import EaselCore

/// A stack asks each child several questions (its minimum, its maximum, its share, its placement),
/// so without memoization nested stacks cost exponential time. These tests count, for one layout,
/// how often each view is asked for its size and how often it has to work it out (the counters
/// exist in debug builds, which is how `swift test` builds).
@Suite struct MemoizationTests {
    /// Nested stacks alternating HStack and VStack, `fanout` children per container.
    func nested(depth: Int, fanout: Int) -> AnyView {
        if depth == 0 { return AnyView(Color.red) }
        let children = ForEach(0..<fanout, id: \.self) { _ in nested(depth: depth - 1, fanout: fanout) }
        return depth % 2 == 0 ? AnyView(HStack { children }) : AnyView(VStack { children })
    }

    func counts(_ layout: ViewLayout) -> (computations: [Int], requests: [Int]) {
        let nodes = layout.storage.entries.map(\.node)
        return (nodes.map(\.sizeComputationCount), nodes.map(\.sizeRequestCount))
    }

    @Test func everyViewIsMeasuredABoundedNumberOfTimesWhateverTheDepth() {
        // Each view sees at most nine distinct proposals (three widths × three heights: the probes at
        // 0 and ∞ and its share) and works out each answer once.
        for depth in [2, 4, 6, 8] {
            let layout = ViewLayout(of: nested(depth: depth, fanout: 2), in: CGSize(width: 390, height: 844))
            let (computations, requests) = counts(layout)
            #expect(computations.count == (1 << (depth + 1)) - 1)
            #expect(computations.max()! <= 9, "depth \(depth): a view computed its size \(computations.max()!) times")
            #expect(requests.max()! <= 40, "depth \(depth): a view was asked \(requests.max()!) times")
        }
    }

    @Test func totalWorkGrowsLinearlyWithTheNumberOfViews() {
        let small = counts(ViewLayout(of: nested(depth: 6, fanout: 2), in: CGSize(width: 390, height: 844)))
        let large = counts(ViewLayout(of: nested(depth: 10, fanout: 2), in: CGSize(width: 390, height: 844)))
        let perViewSmall = Double(small.computations.reduce(0, +)) / Double(small.computations.count)
        let perViewLarge = Double(large.computations.reduce(0, +)) / Double(large.computations.count)
        // 16 times the views, the same work per view (within 10 %).
        #expect(perViewLarge / perViewSmall < 1.1)
    }

    @Test func aFlatStackAsksEachChildAFixedNumberOfQuestions() {
        let layout = ViewLayout(of: HStack(spacing: 0) { ForEach(0..<100) { _ in Color.red } }, in: CGSize(width: 390, height: 844))
        let (computations, requests) = counts(layout)
        // Each colour works out three sizes: at 0 and ∞ (the probes) and its share, 3.9 points.
        #expect(computations.dropFirst().allSatisfy { $0 == 3 })
        #expect(abs(layout.root.children[0].frame.width - 3.9) < 1e-9)
        // It is asked six times: three while the stack sizes itself, three again when the stack
        // places it (the same proposals, answered from memory). Its frame takes the size the stack
        // placed it with, without a seventh question.
        #expect(requests.dropFirst().allSatisfy { $0 == 6 })
        #expect(computations[0] == 1)
    }

    @Test func relayoutAtTheSameSizeMeasuresNothingAgain() {
        let layout = ViewLayout(of: nested(depth: 6, fanout: 2), in: CGSize(width: 390, height: 844))
        let before = counts(layout).computations.reduce(0, +)
        let again = layout.relayout(in: CGSize(width: 390, height: 844))
        #expect(counts(again).computations.reduce(0, +) == before)
        #expect(again.root.frame == layout.root.frame)
    }
}
