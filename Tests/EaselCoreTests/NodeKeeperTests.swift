@testable import EaselCore
import Easel
import Foundation
import Testing

/// A layout's entries don't retain their nodes: its recording's `NodeKeeper` does, chained to the
/// keeper of the recording it copied entries from, and folded every `NodeKeeper.maximumChain`
/// recordings.
@Suite struct NodeKeeperTests {
    typealias ToggleRows = ViewUpdateTests.ToggleRows

    @Test func anEarlierLayoutStaysReadableThroughUpdates() throws {
        let host = ViewHost(ToggleRows(), canvasSize: CGSize(width: 390, height: 4_000))
        let before = host.layout
        let dump = before.description
        // Each flip makes a row again (its old nodes leave the tree) and copies the others' entries.
        for row in 0..<20 {
            try host.setToggle("Row \(row)", to: true)
        }
        #expect(host.layout.description != dump)
        #expect(before.description == dump)
        #expect(before.storage.texts(inSubtreeOf: 0).prefix(3) == ["Row 0", "Row 1", "Row 2"])
    }

    @Test func nodesThatLeaveAreLetGoOnceTheChainHoldsAQuarterOfTheEntries() throws {
        let host = ViewHost(ToggleRows(), canvasSize: CGSize(width: 390, height: 4_000))
        let entries = host.layout.storage.entries.count
        weak let leaving = host.layout.storage.entries.first { $0.node.textContent == "Row 3" }?.node
        #expect(leaving != nil)
        // Row 3 is made again: its old text leaves the tree, but the recordings that copied
        // entries from the first one keep that one's keeper, and so its nodes.
        try host.setToggle("Row 3", to: true)
        let freshPerFlip = host.layout.storage.entries.count - host.updateStatistics.replayedPlacements
        var flips = 1
        while leaving != nil, flips < NodeKeeper.maximumChain {
            try host.setToggle("Row \(10 + flips)", to: true)
            flips += 1
        }
        // Each flip records the stack and one row (9 views) afresh: 22 chained keepers hold 220
        // nodes, within a quarter of the entries; the 23rd takes the chain past it, and the
        // recording after it folds the chain, letting go of what left.
        #expect(leaving == nil)
        #expect(entries == 901 && freshPerFlip == 10)
        #expect(flips == entries / 4 / freshPerFlip + 2)
        #expect(host.layout.description == host.freshLayout().description)
    }
}
