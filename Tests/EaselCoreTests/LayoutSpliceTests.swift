@testable import EaselCore
import Easel
import Foundation
import Testing

/// A changed view whose new nodes answer their container as the old ones did is spliced into a
/// copy of the last layout (`ChildReplacement`, `LayoutSplice`): the container and every view
/// around it keep their sizes and placements, and only the new nodes are placed. Otherwise the
/// container lays its children out again from their memos.
@Suite struct LayoutSpliceTests {
    typealias ToggleRow = ViewUpdateTests.ToggleRow
    typealias ToggleRows = ViewUpdateTests.ToggleRows

    /// Rows in a scroll view, whose stack no view's record holds.
    struct ScrollingRows: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { ToggleRow(index: $0) }
                }
            }
        }
    }

    /// How many lines of the layout's dump name `text`: one per view.
    private func lines(of layout: ViewLayout, containing text: String) -> Int {
        layout.description.split(separator: "\n").filter { $0.contains(text) }.count
    }

    /// Each entry's node and frame.
    private func placements(of layout: ViewLayout) -> [(node: ObjectIdentifier, frame: CGRect)] {
        layout.storage.entries.map { (ObjectIdentifier($0.node), $0.frame) }
    }

    @Test func aRowAnsweringAsBeforeIsPlacedAloneInACopyOfTheLastLayout() throws {
        let host = ViewHost(ScrollingRows(), canvasSize: CGSize(width: 390, height: 844))
        let before = placements(of: host.layout)
        let stack = try #require(host.layout.storage.entries.first { $0.node.name == "VStack" }?.node)
        let sizesWorkedOut = stack.sizeComputationCount
        let row7 = try #require(host.layout.storage.entries.firstIndex { $0.node.textContent == "Row 7" })
        try host.setToggle("Row 7", to: true)
        let statistics = host.updateStatistics
        #expect(statistics.viewsUpdatedInPlace == 1)
        #expect(statistics.viewsSplicedIn == 1)
        // The stack wasn't asked its size again, nor did it place its rows.
        #expect(stack.sizeComputationCount == sizesWorkedOut)
        let after = placements(of: host.layout)
        #expect(after.count == before.count)
        // The row's 9 views (its HStack, label, spacer and switch) are new nodes; every other
        // view is the same node in the same frame.
        let rowViews = (row7 - 1)..<(row7 + 8)
        for index in before.indices where !rowViews.contains(index) {
            #expect(after[index].node == before[index].node && after[index].frame == before[index].frame, "entry \(index)")
        }
        #expect(rowViews.allSatisfy { after[$0].node != before[$0].node })
        // The row's frames are as before but for the thumb's, 20 points to the right: the
        // track is 51 wide, the thumb 27 in 2 of padding (339 + 51 - 2 - 27 = 361).
        let thumb = host.layout.storage.entries[rowViews.upperBound - 1]
        #expect(thumb.node.name == "Circle" && thumb.frame == CGRect(x: 361, y: 219, width: 27, height: 27))
        #expect(zip(after[rowViews], before[rowViews]).filter { $0.frame != $1.frame }.count == 3)
        // Copied: the 39 other rows' 351 views. Recorded again: the scroll view and the stack
        // around the row, and the row's 9 views.
        #expect(statistics.replayedPlacements == 39 * 9)
        #expect(after.count == 39 * 9 + 2 + 9)
        #expect(host.layout.description == host.freshLayout().description)
        #expect(lines(of: host.layout, containing: "Capsule(fill: green)") == 1)
    }

    /// A row that shows a second line once tapped: one node (its stack) either way.
    struct GrowingRow: View {
        let index: Int
        @State private var isGrown = false
        var body: some View {
            VStack(spacing: 4) {
                Text("Grow \(index)").onTapGesture { isGrown.toggle() }
                if isGrown { Text("More") }
            }
        }
    }

    struct GrowingRows: View {
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { GrowingRow(index: $0) }
            }
        }
    }

    @Test func aRowWhoseSizeChangesIsLaidOutAgainByItsContainer() throws {
        let host = ViewHost(GrowingRows(), canvasSize: CGSize(width: 390, height: 844))
        let stack = host.layout.storage.entries[0].node
        let sizesWorkedOut = stack.sizeComputationCount
        func top(of text: String) throws -> CGFloat {
            try #require(host.layout.storage.entries.first { $0.node.textContent == text }).frame.minY
        }
        func gap() throws -> CGFloat { try top(of: "Grow 4") - top(of: "Grow 3") }
        let line = try gap()
        try host.tap("Grow 3")
        // The row is evaluated in place, but its new stack is taller than its old one: the stack
        // around works its size out again, and places the rows below lower.
        #expect(host.updateStatistics.viewsUpdatedInPlace == 1)
        #expect(host.updateStatistics.viewsSplicedIn == 0)
        #expect(stack.sizeComputationCount > sizesWorkedOut)
        // Row 4 is now below row 3's two lines and the 4 points between them.
        let more = try #require(host.layout.storage.entries.first { $0.node.textContent == "More" }).frame
        #expect(abs(more.height - line) < 1e-9)
        #expect(abs(try gap() - (line + 4 + more.height)) < 1e-9)
        #expect(host.layout.description == host.freshLayout().description)
        try host.tap("Grow 3")
        #expect(host.updateStatistics.viewsSplicedIn == 0)
        #expect(abs(try gap() - line) < 1e-9)
        #expect(host.layout.description == host.freshLayout().description)
    }

    /// A layout whose answer is a problem (a negative height) once told to be.
    struct Shrinking: Layout {
        let isBroken: Bool
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: proposal.width ?? 10, height: isBroken ? -20 : 0)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    struct BreakingRow: View {
        @State private var isBroken = false
        var body: some View {
            Shrinking(isBroken: isBroken) { Color.red }
                .overlay { Text("Break").onTapGesture { isBroken.toggle() } }
        }
    }

    struct BreakingScreen: View {
        var body: some View {
            VStack(spacing: 0) {
                BreakingRow()
                Text("Below")
            }
        }
    }

    @Test func aRowMeetingAProblemAnsweringIsLaidOutByItsContainerWhichSaysSo() throws {
        let host = ViewHost(BreakingScreen(), canvasSize: CGSize(width: 390, height: 844))
        #expect(host.layout.diagnostics.isEmpty)
        try host.tap("Break")
        // The broken row answers 0 high, as it did (its -20 is settled to 0), but says so: it
        // isn't spliced in, so that the problem is met where a fresh layout meets it.
        #expect(host.updateStatistics.viewsUpdatedInPlace == 1)
        #expect(host.updateStatistics.viewsSplicedIn == 0)
        let fresh = host.freshLayout()
        #expect(host.layout.diagnostics == fresh.diagnostics)
        #expect(host.layout.diagnostics.contains { $0.hasPrefix("Invalid size (negative, NaN or infinite): Shrinking answered 390×-20") })
        #expect(host.layout.description == fresh.description)
    }

    @Test func rowsFlippedOneAfterAnotherAreSplicedInWhileTheHistoryReachesTheirLastPlacement() throws {
        let host = ViewHost(ToggleRows(), canvasSize: CGSize(width: 390, height: 4_000))
        var spliced = 0
        var walked = 0
        var walkedAt: [Int] = []
        for row in 0..<80 {
            try host.setToggle("Row \(row)", to: true)
            spliced += host.updateStatistics.viewsSplicedIn
            if host.updateStatistics.walkedViews > 0 {
                walked += 1
                walkedAt.append(row)
            }
        }
        // The rows not flipped yet were last placed in the first layout. After that, each
        // layout copies them from the one before: an update finds where a row is by following
        // those copies, as far back as the history goes (64 layouts). The 65th flip can't: the
        // screen is walked, which places every row again, and the flips after are in place.
        #expect(walkedAt == [64])
        #expect(spliced == 79)
        #expect(host.layout.description == host.freshLayout().description)
        #expect(lines(of: host.layout, containing: "Capsule(fill: green)") == 80)
    }

    /// A row that gains a mark of no size at its centre once tapped: two more views, the same
    /// answers.
    struct MarkingRow: View {
        let index: Int
        @State private var isMarked = false
        var body: some View {
            ZStack {
                Text("Mark \(index)").onTapGesture { isMarked.toggle() }
                if isMarked { Color.red.frame(width: 0, height: 0) }
            }
        }
    }

    struct MarkingRows: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { MarkingRow(index: $0) }
                }
            }
        }
    }

    @Test func aRowOfMoreViewsAnsweringAsBeforeIsSplicedInAndTheViewsAfterItMove() throws {
        let host = ViewHost(MarkingRows(), canvasSize: CGSize(width: 390, height: 844))
        let count = host.layout.storage.entries.count
        // Each row is a ZStack and its text: 2 views, 4 once marked.
        #expect(count == 2 + 20 * 2)
        for (label, entries) in [("Mark 5", count + 2), ("Mark 9", count + 4), ("Mark 5", count + 2), ("Mark 19", count + 4)] {
            try host.tap(label)
            #expect(host.updateStatistics.viewsSplicedIn == 1, "\(label)")
            #expect(host.layout.storage.entries.count == entries, "\(label)")
            // Every view's depth and subtree, as a fresh layout has them: the dump indents each
            // view by its depth, and lists each under the view around it.
            #expect(host.layout.description == host.freshLayout().description, "\(label)")
        }
        #expect(lines(of: host.layout, containing: "Color(red)") == 2)
        let entries = host.layout.storage.entries
        let stack = try #require(entries.firstIndex { $0.node.name == "VStack" })
        #expect(entries[stack].subtreeEnd == entries.count)
        // The last row's ZStack holds its text and the mark's frame and colour.
        let lastRow = try #require(entries.lastIndex { $0.node.name == "ZStack" })
        #expect(entries[lastRow].subtreeEnd == entries.count && entries.count - lastRow == 4)
    }
}
