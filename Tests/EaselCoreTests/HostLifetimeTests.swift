@testable import EaselCore
import Easel
import Foundation
import Testing

/// A host and what it made are freed once nothing holds them: its state, its records and its
/// views. Records keep the inputs they were resolved with, and inputs name the host's state
/// store: they don't retain it, or every host would keep itself alive.
@Suite struct HostLifetimeTests {
    typealias ToggleRows = ViewUpdateTests.ToggleRows

    @Test func aHostLetGoFreesItsStateAndItsViews() throws {
        weak var store: StateStore?
        weak var graph: ViewGraph?
        weak var stack: LayoutNode?
        weak var row: LayoutNode?
        do {
            let host = ViewHost(ToggleRows(), canvasSize: CGSize(width: 390, height: 4_000))
            try host.setToggle("Row 3", to: true)
            try host.setToggle("Row 60", to: true)
            store = host.store
            graph = host.graph
            stack = host.layout.storage.entries[0].node
            row = host.layout.storage.entries.first { $0.node.textContent == "Row 60" }?.node
            #expect(store != nil && graph != nil && stack != nil && row != nil)
        }
        #expect(store == nil)
        #expect(graph == nil)
        #expect(stack == nil)
        #expect(row == nil)
    }

    /// A row whose content a geometry reader builds while it is laid out, from the inputs it was
    /// resolved with.
    struct MeasuredRows: View {
        @State private var count = 0
        var body: some View {
            VStack(spacing: 0) {
                Text("Count \(count)").onTapGesture { count += 1 }
                GeometryReader { proxy in
                    Text("Width \(Int(proxy.size.width))")
                }
                .frame(height: 40)
            }
        }
    }

    @Test func aLayoutKeptAfterItsHostIsLetGoIsLaidOutAgainAndThenFreed() throws {
        weak var store: StateStore?
        var layout: ViewLayout?
        do {
            let host = ViewHost(MeasuredRows(), canvasSize: CGSize(width: 390, height: 844))
            try host.tap("Count 0")
            store = host.store
            layout = host.layout
        }
        // The layout holds its graph, and the graph the state its views were resolved with: the
        // geometry reader builds its content again at the new width.
        #expect(store != nil)
        let narrower = try #require(layout).relayout(in: CGSize(width: 300, height: 844))
        #expect(narrower.storage.texts(inSubtreeOf: 0) == ["Count 1", "Width 300"])
        layout = nil
        _ = consume narrower
        #expect(store == nil)
    }
}
