import Easel
import Foundation
import Observation
import OpenCombine
import Testing

/// A host updates only what depends on a change (`ViewUpdates`): these count the bodies an update
/// evaluates and the nodes it makes, and fail when an update touches views that don't depend on
/// the change; each also checks that the update equals a full render of the same state.
@Suite struct ViewUpdateTests {
    struct ToggleRow: View {
        let index: Int
        @State private var isOn = false
        var body: some View {
            Toggle("Row \(index)", isOn: $isOn)
        }
    }

    struct ToggleRows: View {
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<100, id: \.self) { ToggleRow(index: $0) }
            }
        }
    }

    /// The nodes of `layout`, by identity.
    private func nodes(of layout: ViewLayout) -> [ObjectIdentifier] {
        layout.storage.entries.map { ObjectIdentifier($0.node) }
    }

    @Test func aToggleInOneRowEvaluatesThatRowAlone() throws {
        let host = ViewHost(ToggleRows(), canvasSize: CGSize(width: 390, height: 4_000))
        let before = host.layout
        try host.setToggle("Row 37", to: true)
        let statistics = host.updateStatistics
        let rowType = ObjectIdentifier(ToggleRow.self)
        // The row's body and the four views of the toggle inside it (Toggle, ToggleLayout,
        // SwitchToggleLayout, SwitchTrack); the screen is walked, not evaluated.
        #expect(statistics.evaluatedViewTypes.filter { $0 == rowType }.count == 1)
        #expect(!statistics.evaluatedViewTypes.contains(ObjectIdentifier(ToggleRows.self)))
        #expect(statistics.bodyEvaluations == 5)
        // The row is evaluated in place: the screen is kept whole, neither walked nor its
        // `ForEach`, and no other row is visited, not even to be kept.
        #expect(statistics.viewsUpdatedInPlace == 1)
        #expect(statistics.reusedViews == 1)
        #expect(statistics.reusedElements == 0)
        #expect(statistics.walkedViews == 0)
        // Nothing left the tree: the kept rows aren't visited to keep their state.
        #expect(!statistics.isSwept)

        // New nodes: the row's own. The stack around the rows is the same node, its children
        // the same but the row's new ones.
        let after = host.layout
        let old = Set(nodes(of: before))
        let rebuilt = after.storage.entries.indices.filter { !old.contains(ObjectIdentifier(after.storage.entries[$0].node)) }
        let row = try #require(after.storage.entries.indices.first { index in
            after.storage.texts(inSubtreeOf: index) == ["Row 37"] && after.storage.entries[index].depth == 1
        })
        #expect(rebuilt == Array(row..<after.storage.entries[row].subtreeEnd))
        // Placed again: the stack and the row. The 99 other rows, in the frames they had, are
        // copied from the last layout's snapshot.
        let rowViews = after.storage.entries[row].subtreeEnd - row
        #expect(after.storage.entries.count == 1 + 100 * rowViews)
        #expect(statistics.replayedPlacements == 99 * rowViews)
        #expect(after.description == host.freshLayout().description)
        #expect(after.description.contains("Capsule(fill: green)"))
    }

    struct ScrolledToggleRows: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { ToggleRow(index: $0).frame(height: 44) }
                }
            }
        }
    }

    @Test func rowsInAScrollViewArePlacedFromMemory() throws {
        let host = ViewHost(ScrolledToggleRows(), canvasSize: CGSize(width: 390, height: 844))
        try host.setToggle("Row 50", to: true)
        let layout = host.layout
        let row = try #require(layout.storage.entries.indices.first { layout.storage.texts(inSubtreeOf: $0) == ["Row 50"] && layout.storage.entries[$0].node.name == "frame" })
        let rowViews = layout.storage.entries[row].subtreeEnd - row
        // Each of the 99 other rows, its frame with it (the element's node), is copied whole.
        #expect(host.updateStatistics.replayedPlacements == 99 * rowViews)
        #expect(layout.description == host.freshLayout().description)

        // The first update had no layout before last to write over: it copied every row.
        #expect(host.updateStatistics.entriesFoundInPlace == 0)
        // The next ones write over the entries of the layout before last, where each row copied
        // in place from it already is: nothing of them is copied.
        for isOn in [false, true, false] {
            try host.setToggle("Row 50", to: isOn)
            #expect(host.updateStatistics.replayedPlacements == 99 * rowViews)
            #expect(host.updateStatistics.entriesFoundInPlace == 99 * rowViews)
            #expect(host.layout.description == host.freshLayout().description)
            #expect(host.layout.description.components(separatedBy: "Capsule(fill: green)").count == (isOn ? 2 : 1))
        }
    }

    @Test func layoutsKeptByTheUserAreNotWrittenOver() throws {
        // Each update writes over the entries of the layout before last, unless someone still
        // holds that layout: then its entries are copied first, and what it shows stays.
        let host = ViewHost(ScrolledToggleRows(), canvasSize: CGSize(width: 390, height: 844))
        var kept: [(layout: ViewLayout, description: String)] = []
        for row in [0, 10, 20, 30, 40] {
            try host.setToggle("Row \(row)", to: true)
            kept.append((host.layout, host.layout.description))
        }
        for (layout, description) in kept {
            #expect(layout.description == description)
        }
        // Each kept layout shows the rows switched on so far.
        #expect(kept.map { $0.description.components(separatedBy: "Capsule(fill: green)").count - 1 } == [1, 2, 3, 4, 5])
        #expect(host.layout.description == host.freshLayout().description)
        // The copy of a held layout's entries still held them in place: the last update wrote
        // over it.
        #expect(host.updateStatistics.entriesFoundInPlace > 0)
    }

    struct TapCount: View {
        let name: String
        @State private var taps = 0
        var body: some View {
            Text("\(name) \(taps)").onTapGesture { taps += 1 }
        }
    }

    struct Panel: View {
        let name: String
        var body: some View {
            VStack { TapCount(name: name) }
        }
    }

    struct Panels: View {
        @State private var showsSecond = true
        var body: some View {
            VStack {
                Text("Switch").onTapGesture { showsSecond.toggle() }
                Panel(name: "A")
                if showsSecond { Panel(name: "B") }
            }
        }
    }

    @Test func stateInsideAViewThatLeavesGoesAndStateInsideAKeptViewStays() throws {
        let host = ViewHost(Panels())
        try host.tap("A 0")
        try host.tap("A 1")
        try host.tap("B 0")
        #expect(!host.updateStatistics.isSwept)
        // Panel B leaves: the update looks for what went with it, and keeps panel A whole, its
        // tally's state with it.
        try host.tap("Switch")
        #expect(host.updateStatistics.isSwept)
        #expect(host.updateStatistics.reusedViews == 1)
        #expect(host.layout.storage.texts(inSubtreeOf: 0) == ["Switch", "A 2"])
        // Back again, panel B's tally starts over, as SwiftUI's state does when its view returns.
        try host.tap("Switch")
        #expect(host.layout.storage.texts(inSubtreeOf: 0) == ["Switch", "A 2", "B 0"])
        #expect(host.layout.description == host.freshLayout().description)
    }

    struct RepeatedRows: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("More \(count)").onTapGesture { count += 1 }
                ForEach(["x", "x"], id: \.self) { Panel(name: $0) }
            }
        }
    }

    @Test func viewsSharingAnIdentityAreNotShownTwiceFromOneRecord() throws {
        // Two rows with the same id (a mistake SwiftUI warns about) share an identity: each is
        // made, neither is given the nodes of the other.
        let host = ViewHost(RepeatedRows())
        // The first row is kept whole, not visited: the second, under the same id, is made in a
        // place of its own, whose records (a panel, and the count inside it) are its own.
        for count in 1...3 {
            try host.tap("More \(count - 1)")
            let entries = host.layout.storage.entries
            #expect(Set(entries.map { ObjectIdentifier($0.node) }).count == entries.count)
            #expect(host.layout.storage.texts(inSubtreeOf: 0) == ["More \(count)", "x 0", "x 0"])
            #expect(host.layout.description == host.freshLayout().description)
        }
    }

    final class Appearances {
        var rows: [Int] = []
    }

    struct WatchedRow: View {
        let index: Int
        let appearances: Appearances
        @State private var isOn = false
        var body: some View {
            // The actions are on a view inside the row, which is copied with it.
            HStack {
                Toggle("Row \(index)", isOn: $isOn)
                    .onAppear { appearances.rows.append(index) }
                    .onGeometryChange(for: CGFloat.self, of: { $0.frame(in: .global).minY }, action: { (_: CGFloat) in })
            }
        }
    }

    struct WatchedRows: View {
        let appearances: Appearances
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { WatchedRow(index: $0, appearances: appearances) }
            }
        }
    }

    @Test func keptRowsKeepTheirLifecycleActionsWithoutRunningThemAgain() throws {
        let appearances = Appearances()
        let host = ViewHost(WatchedRows(appearances: appearances), canvasSize: CGSize(width: 390, height: 1_000))
        #expect(appearances.rows == Array(0..<20))
        try host.setToggle("Row 7", to: true)
        try host.setToggle("Row 12", to: true)
        // The rows placed from memory bring their actions from the layout before: nothing
        // appears again, and the host sees the actions a fresh render has, in its order.
        #expect(host.updateStatistics.replayedPlacements > 0)
        #expect(appearances.rows == Array(0..<20))
        let keys = host.layout.storage.lifecycleEntries.map(\.key)
        #expect(keys.count == 40)
        #expect(keys == host.freshLayout().storage.lifecycleEntries.map(\.key))
    }

    @Test func whatAHostKeepsDoesNotGrowWithUpdates() throws {
        let host = ViewHost(ToggleRows(), canvasSize: CGSize(width: 390, height: 4_000))
        let kept = host.storedEffectCount
        // The screen's record names its `ForEach`, whose record names its 100 elements; each
        // element's names its row, each row's keeps its @State and names the toggle inside, whose
        // records name the three views inside it: 1 + 100 + 100 + 100 × 5.
        #expect(kept == 701)
        for row in stride(from: 0, to: 100, by: 3) {
            try host.setToggle("Row \(row)", to: true)
        }
        #expect(host.storedEffectCount == kept)
    }

    @Test func anUpdateWithNothingChangedEvaluatesNothing() {
        let host = ViewHost(ToggleRows())
        let before = host.layout
        host.update()
        // Nothing any view depends on changed: the layout is kept as it was.
        #expect(host.updateStatistics.bodyEvaluations == 0)
        #expect(host.updateStatistics.isSkipped)
        #expect(nodes(of: host.layout) == nodes(of: before))
        // The clock moved: the environment changed, so the root is compared, and with it every
        // view (the clock is in every view's environment); the values are equal, the
        // environments aren't.
        host.advanceTime(by: 1)
        #expect(host.updateStatistics.bodyEvaluations == 501)
        #expect(!host.updateStatistics.isSkipped)
        // Set to the time it shows, the clock changes nothing.
        host.date = host.date
        #expect(host.updateStatistics.isSkipped)
        // `render()` evaluates everything again.
        host.render()
        #expect(host.updateStatistics.bodyEvaluations == 501)
        #expect(host.updateStatistics.isFull)
    }

    struct Caption: View {
        let text: String
        var body: some View { Text(text) }
    }

    struct Action: View {
        let title: String
        let action: () -> Void
        var body: some View { Text(title).onTapGesture(perform: action) }
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("Count \(count)")
                Caption(text: "Fixed")
                Caption(text: count.isMultiple(of: 2) ? "Even" : "Odd")
                Action(title: "Add") { count += 1 }
            }
        }
    }

    @Test func childrenThatCompareEqualAreKept() throws {
        let host = ViewHost(Counter())
        let fixed = try #require(host.layout.storage.entries.first { $0.node.textContent == "Fixed" }?.node)
        try host.tap("Add")
        let statistics = host.updateStatistics
        // The counter runs again; the caption whose text is unchanged doesn't; the one whose text
        // changed does, and so does the view holding a closure, which can't be compared (as in
        // SwiftUI).
        #expect(statistics.evaluatedViewTypes == [ObjectIdentifier(Counter.self), ObjectIdentifier(Caption.self), ObjectIdentifier(Action.self)])
        #expect(statistics.reusedViews == 1)
        #expect(host.layout.storage.entries.first { $0.node.textContent == "Fixed" }?.node === fixed)
        #expect(host.layout.description.contains("Text(\"Odd\")"))
        #expect(host.layout.description == host.freshLayout().description)
    }

    final class Tally: ObservableObject {
        @Published var count = 0
    }

    struct TallyReader: View {
        @ObservedObject var tally: Tally
        var body: some View { Text("Tally \(tally.count)") }
    }

    struct Bystander: View {
        let tally: Tally
        var body: some View { Text("Bystander") }
    }

    struct TallyScreen: View {
        @StateObject private var tally = Tally()
        var body: some View {
            VStack {
                TallyReader(tally: tally)
                Bystander(tally: tally)
                Button("Count") { tally.count += 1 }
            }
        }
    }

    @Test func anObservableObjectUpdatesTheViewsHoldingIt() throws {
        let host = ViewHost(TallyScreen())
        try host.tap("Count")
        let evaluated = host.updateStatistics.evaluatedViewTypes
        // The screen holds it with @StateObject, the reader with @ObservedObject: both run. The
        // bystander keeps a plain reference, the same object: it is kept.
        #expect(evaluated.contains(ObjectIdentifier(TallyScreen.self)))
        #expect(evaluated.filter { $0 == ObjectIdentifier(TallyReader.self) }.count == 1)
        #expect(!evaluated.contains(ObjectIdentifier(Bystander.self)))
        #expect(host.layout.description.contains("Text(\"Tally 1\")"))
        #expect(host.layout.description == host.freshLayout().description)
    }

    @Observable final class Scores {
        var home = 0
        var away = 0
    }

    struct HomeScore: View {
        let scores: Scores
        var body: some View { Text("Home \(scores.home)") }
    }

    struct AwayScore: View {
        let scores: Scores
        var body: some View { Text("Away \(scores.away)") }
    }

    struct Scoreboard: View {
        let scores: Scores
        var body: some View {
            VStack {
                HomeScore(scores: scores)
                AwayScore(scores: scores)
            }
        }
    }

    @Test func anObservablePropertyUpdatesTheViewsThatReadIt() {
        let scores = Scores()
        let host = ViewHost(Scoreboard(scores: scores))
        scores.home += 1
        host.update()
        let evaluated = host.updateStatistics.evaluatedViewTypes
        // Only the view that read `home` runs its body, as in SwiftUI. The board around it is
        // resolved again from its last body (Observation counts what a view inside read for the
        // view around it too) and the view that read `away` is kept.
        #expect(evaluated == [ObjectIdentifier(HomeScore.self)])
        #expect(host.updateStatistics.walkedViews == 1)
        #expect(host.layout.description.contains("Text(\"Home 1\")"))
        // A change nothing read updates nothing.
        host.update()
        #expect(host.updateStatistics.bodyEvaluations == 0)
        #expect(host.layout.description == host.freshLayout().description)
    }

    @Observable final class Player {
        var name: String
        init(_ name: String) { self.name = name }
    }

    /// Reads the players' names in its `ForEach`'s closure, which runs as the view is resolved,
    /// not in its body.
    struct Roster: View {
        let players: [Player]
        var body: some View {
            VStack {
                ForEach(players.indices, id: \.self) { index in
                    Text(players[index].name)
                }
            }
        }
    }

    @Test func anObservablePropertyReadWhileResolvingIsReadAgain() {
        let players = [Player("Ada"), Player("Grace")]
        let host = ViewHost(Roster(players: players))
        players[1].name = "Edsger"
        host.update()
        // The roster's body didn't read the name: it isn't evaluated, but its `ForEach` makes
        // its elements again, calling the closure that did.
        #expect(host.updateStatistics.bodyEvaluations == 0)
        #expect(host.layout.storage.entries.compactMap(\.node.textContent) == ["Ada", "Edsger"])
        #expect(host.layout.description == host.freshLayout().description)
    }

    struct Emphasis: View {
        @State private var isBold = false
        var body: some View {
            VStack {
                Caption(text: "First")
                Caption(text: "Second")
                Action(title: "Bold") { isBold.toggle() }
            }
            .font(isBold ? .title : .body)
        }
    }

    @Test func aChangedEnvironmentUpdatesTheViewsInIt() throws {
        let host = ViewHost(Emphasis())
        let height = host.layout.storage.entries.first { $0.node.textContent == "First" }?.frame.height
        try host.tap("Bold")
        // The captions' values are unchanged, their environment isn't: they run again.
        #expect(host.updateStatistics.evaluatedViewTypes.filter { $0 == ObjectIdentifier(Caption.self) }.count == 2)
        let bold = host.layout.storage.entries.first { $0.node.textContent == "First" }?.frame.height
        #expect(height == 20.333333333333332)
        #expect(bold == 33.666666666666664)
        #expect(host.layout.description == host.freshLayout().description)
    }
}

@Suite struct RelayoutTests {
    @Test func aRelayoutInTheSameCanvasIsTheSameLayout() {
        let layout = ViewLayout(of: VStack { Text("One").id("one"); Color.red }, in: CGSize(width: 200, height: 300))
        let same = layout.relayout(in: CGSize(width: 200, height: 300))
        #expect(same.storage === layout.storage)
        let other = layout.relayout(in: CGSize(width: 300, height: 300))
        #expect(other.storage !== layout.storage)
        #expect(other.frame(id: "one")?.midX == 150)
        // Measured again on request.
        #expect(layout.relayout(in: CGSize(width: 200, height: 300), reusingMeasurements: false).storage !== layout.storage)
    }
}
