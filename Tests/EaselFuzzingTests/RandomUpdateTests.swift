import Easel
import EaselFuzzing
import Foundation
import Testing

/// Random trees changed at random through state: after every update, in which only the views
/// that depend on the change run their bodies again, the host's picture (its display list, what
/// every backend draws) and its layout are those of a full render of the same state.
@Suite struct RandomUpdateTests {
    /// A row that shows one of its trees, the next one each time its title is tapped.
    struct Row: View {
        let index: Int
        let trees: [RandomTree]
        @State private var shown = 0

        var body: some View {
            VStack(spacing: 4) {
                Text("Row \(index): \(shown)").onTapGesture { shown += 1 }
                trees[shown % trees.count].view
            }
        }
    }

    /// Rows of random trees, whose font and order the screen's own state changes.
    struct Screen: View {
        let rows: [[RandomTree]]
        @State private var isLarge = false
        @State private var isReversed = false

        var body: some View {
            VStack(spacing: 8) {
                HStack {
                    Text("Larger").onTapGesture { isLarge.toggle() }
                    Text("Reverse").onTapGesture { isReversed.toggle() }
                }
                let order = isReversed ? Array(rows.indices.reversed()) : Array(rows.indices)
                ForEach(order, id: \.self) { index in
                    Row(index: index, trees: rows[index])
                }
            }
            .font(isLarge ? .title2 : .body)
        }
    }

    @Test func randomStateChangesUpdateToTheFullRendersPicture() throws {
        // Trees without sheets: a sheet is modal, and would keep the screen's controls from taps
        // (presentations through updates are tested with whole screens, in the contract tests).
        var seeds = (UInt64(5_000)...).lazy.filter { !"\(RandomTreeGenerator.sample(seed: $0).tree)".contains("sheet(") }.makeIterator()
        var checked = 0
        var kept = 0
        var inPlace = 0
        var replayed = 0
        var copied = 0
        for screen in 0..<30 {
            let rows = (0..<3).map { _ in
                (0..<2).map { _ in RandomTreeGenerator.sample(seed: seeds.next()!).tree }
            }
            let host = ViewHost(Screen(rows: rows), canvasSize: CGSize(width: 390, height: 1_600), scale: 1)
            for step in 0..<8 {
                // Row taps three times in five, the screen's own changes the other two.
                let choice = (screen * 7 + step * 3) % 5
                switch choice {
                case 0: try host.tap("Larger")
                case 1: try host.tap("Reverse")
                default:
                    let row = (screen + step * 2) % 3
                    let label = try #require(host.layout.nodes(named: "Text").compactMap(\.detail).first { $0.hasPrefix("\"Row \(row):") })
                    try host.tap(String(label.dropFirst().dropLast()))
                }
                let fresh = host.freshLayout()
                #expect(host.layout.description == fresh.description, "screen \(screen)")
                let list = host.layout.displayList()
                #expect(list.json() == fresh.displayList().json(), "screen \(screen)")
                copied += list.copiedItemCount
                checked += 1
                kept += host.updateStatistics.reusedViews + host.updateStatistics.reusedElements
                inPlace += host.updateStatistics.viewsUpdatedInPlace
                replayed += host.updateStatistics.replayedPlacements
            }
        }
        #expect(checked == 240)
        // A tapped row is evaluated in place, the screen around it kept whole (one view kept)
        // and its siblings not visited; when the screen's body ran again, its rows are compared
        // and kept. Unless the last render found problems while laying out (random trees have
        // extreme values), which makes the next one full.
        #expect(inPlace == 80)
        #expect(kept == 103)
        // Views placed from memory: those of kept rows that stay in their frames (above the row
        // that changed, or below it when its height stays). A view inside one copied in the
        // update before is placed afresh when placed apart from it (its memory isn't moved).
        #expect(replayed == 188)
        // Display items copied from the picture before, for views inside those copied subtrees,
        // and for their roots when the modifiers around left them as they were.
        #expect(copied == 78)
    }
}
