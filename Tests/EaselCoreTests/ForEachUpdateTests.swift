@_spi(SystemViews) @testable import EaselCore
import Easel
import Foundation
import OpenCombine
import Testing

/// A hosted `ForEach` keeps a record for itself and for each element (`ViewUpdates.resolve(forEach:)`):
/// an update keeps the elements that didn't change without making their views again, and
/// remakes them all when the body around it ran again.
@Suite struct ForEachUpdateTests {
    typealias ToggleRow = ViewUpdateTests.ToggleRow

    struct Tally: View {
        @State private var count = 0
        var body: some View {
            Text("Count \(count)").onTapGesture { count += 1 }
        }
    }

    /// The tally's node is annotated from outside (by `id`), so it can't be updated in place (see
    /// `ViewUpdates.updateInPlace`): the screen around it is walked.
    struct TalliedRows: View {
        var body: some View {
            VStack(spacing: 0) {
                Tally().id("tally")
                ForEach(0..<50, id: \.self) { ToggleRow(index: $0) }
            }
        }
    }

    @Test func aForEachBesideAChangedViewIsKeptWhole() throws {
        let host = ViewHost(TalliedRows(), canvasSize: CGSize(width: 390, height: 3_000))
        try host.tap("Count 0")
        let statistics = host.updateStatistics
        // The tally alone runs again; the screen is walked and its `ForEach`, with nothing changed
        // inside, is shown as it was: its 50 elements, none of their rows visited.
        #expect(statistics.evaluatedViewTypes == [ObjectIdentifier(Tally.self)])
        #expect(statistics.reusedElements == 50)
        #expect(statistics.reusedViews == 0)
        #expect(statistics.walkedViews == 1)
        #expect(host.layout.description == host.freshLayout().description)
        // A row flipped after that, annotated by nothing around it, is evaluated in place: no
        // other element is visited.
        try host.setToggle("Row 20", to: true)
        #expect(host.updateStatistics.viewsUpdatedInPlace == 1)
        #expect(host.updateStatistics.reusedElements == 0)
        #expect(host.updateStatistics.bodyEvaluations == 5)
        #expect(host.layout.description == host.freshLayout().description)
        #expect(host.layout.description.contains("Capsule(fill: green)"))
    }

    struct ReorderedRows: View {
        @State private var isReversed = false
        var body: some View {
            VStack(spacing: 0) {
                Text("Reverse").onTapGesture { isReversed.toggle() }
                ForEach(isReversed ? [2, 1, 0] : [0, 1, 2], id: \.self) { ToggleRow(index: $0) }
            }
        }
    }

    @Test func elementsFollowTheirDataWhenTheBodyAroundRunsAgain() throws {
        let host = ViewHost(ReorderedRows(), canvasSize: CGSize(width: 390, height: 600))
        try host.setToggle("Row 1", to: true)
        try host.tap("Reverse")
        // The screen ran again, so its `ForEach` may show other data: each element's content,
        // compared equal to the last under its id, is kept whole with its state.
        #expect(host.updateStatistics.reusedElements == 3)
        #expect(host.updateStatistics.reusedViews == 0)
        #expect(host.layout.storage.texts(inSubtreeOf: 0) == ["Reverse", "Row 2", "Row 1", "Row 0"])
        #expect(host.layout.description == host.freshLayout().description)
        // Row 1 kept its state through the move: its switch is the one that is on.
        let switches = host.layout.description.split(separator: "\n").filter { $0.contains("Capsule(fill:") }
        #expect(switches.map { $0.contains("green") } == [false, true, false])
        // Flipped after the move, a row is found in its new place and evaluated there.
        try host.setToggle("Row 2", to: true)
        #expect(host.updateStatistics.viewsUpdatedInPlace == 1)
        #expect(host.updateStatistics.reusedElements == 0)
        #expect(host.layout.storage.texts(inSubtreeOf: 0) == ["Reverse", "Row 2", "Row 1", "Row 0"])
        #expect(host.layout.description == host.freshLayout().description)
    }

    /// Counts the tokens alive, to find records kept after their views left.
    final class Liveness: @unchecked Sendable {
        var count = 0
    }

    final class Token: @unchecked Sendable {
        let liveness: Liveness
        init(_ liveness: Liveness) {
            self.liveness = liveness
            liveness.count += 1
        }
        deinit { liveness.count -= 1 }
    }

    struct TokenRow: View {
        let token: Token
        let index: Int
        var body: some View { Text("Token \(index)") }
    }

    struct DisappearingRows: View {
        let liveness: Liveness
        @State private var showsRows = true
        var body: some View {
            VStack {
                Text("Switch").onTapGesture { showsRows.toggle() }
                if showsRows {
                    ForEach(0..<3, id: \.self) { TokenRow(token: Token(liveness), index: $0) }
                }
            }
        }
    }

    @Test func aForEachThatLeavesIsForgotten() throws {
        let liveness = Liveness()
        let host = ViewHost(DisappearingRows(liveness: liveness))
        #expect(liveness.count == 3)
        // The element records hold the `ForEach`'s, which holds them: leaving, they let go of
        // each other, and of the rows they made.
        try host.tap("Switch")
        #expect(host.layout.storage.texts(inSubtreeOf: 0) == ["Switch"])
        #expect(liveness.count == 0)
        try host.tap("Switch")
        #expect(liveness.count == 3)
    }

    struct TaggedRows: View {
        var body: some View {
            VStack(spacing: 0) {
                Tally().id("tally")
                ForEach(0..<5, id: \.self) { ToggleRow(index: $0) }
            }
            .environment(\._tagsForEachElements, true)
        }
    }

    @Test func elementsMarkedWithTheirIdsAreMadeAgain() throws {
        let host = ViewHost(TaggedRows(), canvasSize: CGSize(width: 390, height: 600))
        try host.tap("Count 0")
        // In a picker, each element's views are tagged with its id: made again, not kept.
        #expect(host.updateStatistics.reusedElements == 0)
        #expect(host.updateStatistics.reusedViews == 5)
        let tags = host.layout.storage.entries.compactMap { $0.node.traits.containerValues[ObjectIdentifier(TagKey.self)] as? AnyHashable }
        #expect(tags == [0, 1, 2, 3, 4].map { AnyHashable($0) })
        #expect(host.layout.description == host.freshLayout().description)
    }

    /// An `ObservableObject`: only the views holding it are invalidated when it changes (an
    /// `@Observable` model also invalidates the views around the one that read it, see
    /// `ViewUpdates`).
    final class RowModel: ObservableObject {
        @Published var isOn = false
    }

    struct ModelRow: View {
        let index: Int
        @ObservedObject var model: RowModel
        var body: some View {
            Toggle("Row \(index)", isOn: $model.isOn)
        }
    }

    struct ModelRows: View {
        let models: [RowModel]
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<models.count, id: \.self) { ModelRow(index: $0, model: models[$0]) }
            }
        }
    }

    @Test func aModelChangedOutsideTheHostShowsAfterAnUpdate() {
        let models = (0..<20).map { _ in RowModel() }
        let host = ViewHost(ModelRows(models: models), canvasSize: CGSize(width: 390, height: 1_000))
        models[7].isOn = true
        let layout = host.update()
        // The row that read the model runs again (its body and the toggle's four views), in
        // place: the other 19 elements aren't visited.
        #expect(host.updateStatistics.bodyEvaluations == 5)
        #expect(host.updateStatistics.viewsUpdatedInPlace == 1)
        #expect(host.updateStatistics.reusedElements == 0)
        #expect(layout.description == host.freshLayout().description)
        #expect(layout.description.split(separator: "\n").filter { $0.contains("Capsule(fill: green)") }.count == 1)
    }

    struct Shelf: Identifiable {
        let id: String
        var items: [Int]
    }

    struct Shelves: View {
        @State private var shelves = [Shelf(id: "A", items: [1, 2, 3]), Shelf(id: "B", items: [4, 5])]
        var body: some View {
            VStack(spacing: 0) {
                Text("Add").onTapGesture { shelves[0].items.insert(shelves[0].items.count + 10, at: 1) }
                Text("Drop").onTapGesture { shelves[1].items.removeFirst() }
                Text("Swap").onTapGesture { shelves.reverse() }
                ForEach(shelves) { shelf in
                    Text("Shelf \(shelf.id)")
                    ForEach(shelf.items, id: \.self) { ToggleRow(index: $0) }
                }
            }
        }
    }

    @Test func nestedElementsInsertedRemovedAndMovedKeepTheirState() throws {
        let host = ViewHost(Shelves(), canvasSize: CGSize(width: 390, height: 1_000))
        func rows() -> [String] {
            host.layout.storage.texts(inSubtreeOf: 0).filter { $0.hasPrefix("Row") || $0.hasPrefix("Shelf") }
        }
        func switchesOn() -> Int {
            host.layout.description.split(separator: "\n").filter { $0.contains("Capsule(fill: green)") }.count
        }
        try host.setToggle("Row 2", to: true)
        try host.setToggle("Row 5", to: true)
        // Each row is evaluated in place, its shelves not visited.
        #expect(host.updateStatistics.viewsUpdatedInPlace == 1)
        #expect(host.updateStatistics.reusedElements == 0)
        try host.tap("Add")
        #expect(rows() == ["Shelf A", "Row 1", "Row 13", "Row 2", "Row 3", "Shelf B", "Row 4", "Row 5"])
        #expect(switchesOn() == 2)
        #expect(host.layout.description == host.freshLayout().description)
        try host.tap("Drop")
        try host.tap("Swap")
        #expect(rows() == ["Shelf B", "Row 5", "Shelf A", "Row 1", "Row 13", "Row 2", "Row 3"])
        #expect(switchesOn() == 2)
        #expect(host.layout.description == host.freshLayout().description)
        // A row flipped in the moved shelf is found in its new place and evaluated there.
        try host.setToggle("Row 13", to: true)
        #expect(switchesOn() == 3)
        #expect(host.updateStatistics.bodyEvaluations == 5)
        #expect(host.layout.description == host.freshLayout().description)
    }
}
