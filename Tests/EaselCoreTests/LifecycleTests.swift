import Testing
import Foundation
import OpenCombine
@testable import EaselCore

/// A list that loads its rows when it appears, and counts how often it appeared.
private struct Loader: View {
    @State private var rows: [String] = []
    @State private var appearances = 0
    var body: some View {
        VStack {
            Text("Appeared \(appearances)")
            ForEach(rows, id: \.self) { Text($0) }
            Button("Reload") { rows = rows.reversed() }
        }
        .onAppear {
            appearances += 1
            rows = ["Ada", "Grace"]
        }
    }
}

/// A detail that can be hidden; it says when it went.
private struct Toggler: View {
    @State private var showsDetail = true
    @State private var log: [String] = []
    var body: some View {
        VStack {
            if showsDetail {
                Text("Detail")
                    .onAppear { log.append("appear") }
                    .onDisappear { log.append("disappear") }
            }
            Button("Toggle") { showsDetail.toggle() }
            Text(log.joined(separator: ","))
        }
    }
}

/// A search field whose text changes are logged, old and new.
private struct Search: View {
    @State private var query = "a"
    @State private var changes: [String] = []
    @State private var initialRuns = 0
    var body: some View {
        VStack {
            TextField("Search", text: $query).id("search")
            Text("Changes: " + changes.joined(separator: ";"))
            Text("Initial \(initialRuns)")
        }
        .onChange(of: query) { old, new in changes.append("\(old)>\(new)") }
        .onChange(of: query, initial: true) { initialRuns += 1 }
    }
}

/// Loads with a task; a tab change restarts it with the new id.
private struct Feed: View {
    @State private var tab = 1
    @State private var status = "Loading"
    var body: some View {
        VStack {
            Text(status)
            Button("Next tab") { tab += 1 }
        }
        .task(id: tab) {
            try? await Task.sleep(nanoseconds: 1_000_000)
            status = "Loaded tab \(tab)"
        }
    }
}

/// A task that never ends.
private struct Stuck: View {
    var body: some View {
        Text("Waiting").task {
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 10_000_000)
            }
        }
    }
}

/// A view whose onChange changes the value it watches: it never settles.
private struct Runaway: View {
    @State private var value = 0
    var body: some View {
        Text("\(value)")
            .onAppear { value += 1 }
            .onChange(of: value) { value += 1 }
    }
}

private final class Ticker: @unchecked Sendable {
    let ticks = PassthroughSubject<Int, Never>()
}

private struct TickView: View {
    let ticker: Ticker
    @State private var last = 0
    var body: some View {
        Text("Tick \(last)").onReceive(ticker.ticks) { last = $0 }
    }
}

private func texts(_ layout: ViewLayout) -> [String] {
    layout.storage.texts(inSubtreeOf: 0)
}

/// Lifecycle actions as a `ViewHost` runs them (issue 12's events): onAppear, onDisappear,
/// onChange, task, onReceive.
@Suite struct LifecycleTests {
    @Test func onAppearRunsOnceWhenTheViewFirstShows() throws {
        let host = ViewHost(Loader())
        #expect(texts(host.layout) == ["Appeared 1", "Ada", "Grace", "Reload"])
        try host.tap("Reload")
        // Rendering again doesn't make it appear again.
        #expect(texts(host.layout) == ["Appeared 1", "Grace", "Ada", "Reload"])
    }

    @Test func withoutAHostNothingAppears() {
        // A layout or a picture is the first frame: onAppear hasn't run yet.
        let layout = ViewLayout(of: Loader(), in: CGSize(width: 390, height: 844))
        #expect(texts(layout) == ["Appeared 0", "Reload"])
    }

    @Test func onDisappearRunsWhenTheViewGoesAndOnAppearWhenItReturns() throws {
        let host = ViewHost(Toggler())
        #expect(texts(host.layout) == ["Detail", "Toggle", "appear"])
        try host.tap("Toggle")
        #expect(texts(host.layout) == ["Toggle", "appear,disappear"])
        try host.tap("Toggle")
        #expect(texts(host.layout) == ["Detail", "Toggle", "appear,disappear,appear"])
    }

    @Test func onChangeGetsTheOldAndNewValue() throws {
        let host = ViewHost(Search())
        // `initial: true` ran once, when the view appeared; the two-value form didn't.
        #expect(texts(host.layout).suffix(2) == ["Changes: ", "Initial 1"])
        try host.type("ab", intoID: "search")
        try host.type("abc", intoID: "search")
        #expect(texts(host.layout).suffix(2) == ["Changes: a>ab;ab>abc", "Initial 3"])
    }

    @Test func tasksRunWhenTheHostRunsThemAndAgainWhenTheirIDChanges() throws {
        let host = ViewHost(Feed())
        #expect(texts(host.layout).first == "Loading")
        try host.runTasks()
        #expect(texts(host.layout).first == "Loaded tab 1")
        try host.tap("Next tab")
        #expect(texts(host.layout).first == "Loaded tab 1")
        try host.runTasks()
        #expect(texts(host.layout).first == "Loaded tab 2")
        // Nothing started since: running again changes nothing.
        try host.runTasks()
        #expect(texts(host.layout).first == "Loaded tab 2")
    }

    @Test func aTaskThatNeverEndsIsCancelledWithAnError() {
        let host = ViewHost(Stuck())
        #expect(throws: ViewHostError.taskTimedOut(seconds: 0.2)) { try host.runTasks(timeout: 0.2) }
        #expect(ViewHostError.taskTimedOut(seconds: 0.2).description == "A task had not ended after 0.2 seconds; it was cancelled.")
    }

    @Test func aViewThatNeverSettlesStopsWithADiagnostic() {
        let host = ViewHost(Runaway())
        #expect(host.diagnostics == ["Lifecycle actions (onAppear, onChange, onReceive) changed state 16 renders in a row; the host stopped there."])
        #expect(texts(host.layout) == ["16"])
    }

    @Test func onReceiveShowsEachValueAsItComes() {
        let ticker = Ticker()
        let host = ViewHost(TickView(ticker: ticker))
        #expect(texts(host.layout) == ["Tick 0"])
        ticker.ticks.send(3)
        #expect(texts(host.layout) == ["Tick 3"])
        ticker.ticks.send(7)
        #expect(texts(host.layout) == ["Tick 7"])
    }
}

/// A header that records its width as the layout gives it.
private struct MeasuredHeader: View {
    @State private var widths: [Int] = []
    @State private var wide = false
    var body: some View {
        VStack {
            Color.red.frame(width: wide ? 300 : 100, height: 10)
                .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { widths.append(Int($0)) }
            Button("Widen") { wide = true }
            Text(widths.map(String.init).joined(separator: ","))
        }
    }
}

@Suite struct GeometryChangeTests {
    @Test func onGeometryChangeSeesTheFirstValueAndEachChange() throws {
        let host = ViewHost(MeasuredHeader())
        #expect(host.layout.storage.texts(inSubtreeOf: 0).last == "100")
        try host.tap("Widen")
        #expect(host.layout.storage.texts(inSubtreeOf: 0).last == "100,300")
        try host.tap("Widen")
        #expect(host.layout.storage.texts(inSubtreeOf: 0).last == "100,300")
    }
}

/// Lifecycle modifiers inside and outside a layout modifier on one view are told apart (they
/// share the view's identity, as modifiers add none).
@Suite struct NestedLifecycleTests {
    final class Log: @unchecked Sendable { var lines: [String] = [] }

    struct Nested: View {
        let log: Log
        @State var shows = true
        var body: some View {
            VStack {
                if shows {
                    Text("Inner")
                        .onAppear { log.lines.append("appear") }
                        .padding()
                        .onDisappear { log.lines.append("disappear") }
                }
                Button("Hide") { shows = false }
            }
        }
    }

    @Test func bothRun() throws {
        let log = Log()
        let host = ViewHost(Nested(log: log))
        #expect(log.lines == ["appear"])
        try host.tap("Hide")
        #expect(log.lines == ["appear", "disappear"])
    }
}
