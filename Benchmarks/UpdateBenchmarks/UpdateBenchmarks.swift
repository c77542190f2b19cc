import Benchmark
import Easel
import Foundation

// Updates of a hosted screen (issue #16): a screen of 1,000 eager rows in a scroll view, each row
// a toggle with its own @State. One toggle is flipped (through the host, as a test or a preview
// does) and the new picture's display list made. "Update" is what a host does: only the row that
// owns the state runs its body again, the others keep their nodes and remembered sizes. "Full
// render" is the same change followed by `render()`, which evaluates every body and lays every
// view out afresh (what a host did for every change before). "Nothing changed" sets the clock to
// the time it shows: an update with no dependency changed. Each sample makes its host, which
// isn't measured.

struct ToggleRow: View {
    let index: Int
    @State private var isOn = false

    var body: some View {
        Toggle("Row \(index)", isOn: $isOn)
            .padding(.horizontal, 16)
            .frame(height: 44)
    }
}

struct ToggleScreen: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<1_000, id: \.self) { ToggleRow(index: $0) }
            }
        }
    }
}

/// The screen with a count of its own above the rows: a tap on it runs the screen's body again,
/// and the 1,000 rows it makes are compared with the last ones and kept.
struct CountedScreen: View {
    @State private var count = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Count \(count)").onTapGesture { count += 1 }
                ForEach(0..<1_000, id: \.self) { ToggleRow(index: $0) }
            }
        }
    }
}

/// A row's model, outside the view: a change to it comes from the app (a network reply, a timer),
/// not from a control the host looks up. An `ObservableObject`, which invalidates only the views
/// holding it.
final class RowModel: ObservableObject {
    @Published var isOn = false
}

struct ModelRow: View {
    let index: Int
    @ObservedObject var model: RowModel

    var body: some View {
        Toggle("Row \(index)", isOn: $model.isOn)
            .padding(.horizontal, 16)
            .frame(height: 44)
    }
}

struct ModelScreen: View {
    let models: [RowModel]

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<models.count, id: \.self) { ModelRow(index: $0, model: models[$0]) }
            }
        }
    }
}

/// The same rows as a settings screen is written: straight in a navigation stack, with a title.
struct NavigationModelScreen: View {
    let models: [RowModel]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<models.count, id: \.self) { ModelRow(index: $0, model: models[$0]) }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

/// The rows in a `List`, as most settings screens are: built as the list is laid out (only those
/// that show), each decorated as a list row.
struct NavigationListScreen: View {
    let models: [RowModel]

    var body: some View {
        NavigationStack {
            List {
                ForEach(0..<models.count, id: \.self) { ModelRow(index: $0, model: models[$0]) }
            }
            .navigationTitle("Settings")
        }
    }
}

/// The rows on a screen pushed on a navigation stack (by its path), as a view of its own (the
/// usual `navigationDestination(for:) { Detail(item: $0) }`): the stack makes the pushed screen
/// in its screen modifier's body, from the destination, on each update.
struct PushedModelScreen: View {
    let models: [RowModel]
    @State private var path = [1]

    var body: some View {
        NavigationStack(path: $path) {
            Text("Root")
                .navigationTitle("Root")
                .navigationDestination(for: Int.self) { _ in ModelScreen(models: models).navigationTitle("Settings") }
        }
    }
}

/// The same pushed screen written inline in its destination.
struct InlinePushedModelScreen: View {
    let models: [RowModel]
    @State private var path = [1]

    var body: some View {
        NavigationStack(path: $path) {
            Text("Root")
                .navigationTitle("Root")
                .navigationDestination(for: Int.self) { _ in
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<models.count, id: \.self) { ModelRow(index: $0, model: models[$0]) }
                        }
                    }
                    .navigationTitle("Settings")
                }
        }
    }
}

/// A benchmark of 1,000 rows' models shown by `makeScreen` in a host (in a 390×844 canvas, or on
/// `device`): each iteration flips row `row`'s model, updates the host and makes its display list.
func modelFlipBenchmark<Screen: View>(_ name: String, row: Int, on device: Device? = nil, _ makeScreen: ([RowModel]) -> Screen) {
    let models = (0..<1_000).map { _ in RowModel() }
    let host = device.map { ViewHost(makeScreen(models), on: $0) } ?? ViewHost(makeScreen(models), canvasSize: CGSize(width: 390, height: 844))
    Benchmark(name) { benchmark in
        for _ in benchmark.scaledIterations {
            models[row].isOn.toggle()
            blackHole(host.update().displayList())
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        timeUnits: .microseconds,
        maxDuration: .seconds(5),
        maxIterations: 2_000
    )
    let views = ViewLayout(of: ToggleScreen(), in: CGSize(width: 390, height: 844)).description.split(separator: "\n").count

    Benchmark("Update: a toggle flipped in one row of 1,000 (\(views) views), layout and display list") { benchmark in
        try flipRow500(benchmark) { $0.layout }
    }

    // The same, in a host that has been flipping toggles and drawing each picture: what each
    // change costs a test that taps one control after another, or a preview. One host for every
    // sample; the first sample, on a fresh host, is the benchmark above.
    let steadyHost = ViewHost(ToggleScreen(), canvasSize: CGSize(width: 390, height: 844))
    nonisolated(unsafe) var steadyIsOn = false
    Benchmark("Update, steady: a toggle flipped in a host already showing its picture, layout and display list") { benchmark in
        for _ in benchmark.scaledIterations {
            steadyIsOn.toggle()
            try steadyHost.setToggle("Row 500", to: steadyIsOn)
            blackHole(steadyHost.layout.displayList())
        }
    }

    // The same change made to the row's model by the app, and the host updated: body updates,
    // layout and display list alone, without looking the control up by its label (which scans
    // the controls on screen).
    modelFlipBenchmark("Update, steady: row 500's model flipped by the app, layout and display list", row: 500) {
        ModelScreen(models: $0)
    }

    // The same in a navigation stack on an iPhone 15 Pro: the stack reads its screen's title and
    // toolbar while resolving it, so it is walked and builds its bar again; the rows are kept.
    modelFlipBenchmark("Update, steady: row 500's model flipped in a navigation stack, layout and display list", row: 500, on: .iPhone15Pro) {
        NavigationModelScreen(models: $0)
    }

    // The same on a pushed screen: the stack makes it again from its destination, a view made in
    // the stack's modifier body, compared and kept, its changed row updated in place.
    modelFlipBenchmark("Update, steady: row 500's model flipped on a pushed screen, layout and display list", row: 500, on: .iPhone15Pro) {
        PushedModelScreen(models: $0)
    }

    // The same with the pushed screen written inline in its destination: kept while the view
    // declaring the destination is, without calling it again.
    modelFlipBenchmark("Update, steady: row 500's model flipped on a pushed screen written inline, layout and display list", row: 500, on: .iPhone15Pro) {
        InlinePushedModelScreen(models: $0)
    }

    // The same rows in a list: the list builds the rows that show as it is laid out, so it is
    // walked, the rows kept and the changed one decorated again.
    modelFlipBenchmark("Update, steady: row 5's model flipped in a List in a navigation stack, layout and display list", row: 5, on: .iPhone15Pro) {
        NavigationListScreen(models: $0)
    }

    // The screen's own state changed: its body runs again, and each of the 1,000 rows it makes
    // is compared with the last one (field by field) and kept.
    let countedHost = ViewHost(CountedScreen(), canvasSize: CGSize(width: 390, height: 844))
    nonisolated(unsafe) var count = 0
    Benchmark("Update, steady: the screen's own state changed, its 1,000 rows compared and kept, layout and display list") { benchmark in
        for _ in benchmark.scaledIterations {
            try countedHost.tap("Count \(count)")
            count += 1
            blackHole(countedHost.layout.displayList())
        }
    }

    Benchmark("Full render: the same toggle flipped, every body evaluated, layout and display list") { benchmark in
        try flipRow500(benchmark) { $0.render() }
    }

    // A host's first render: every body evaluated (and, with updates, recorded).
    // Freed after the measurement (see "A host freed").
    Benchmark("A host's first render of the 1,000-row screen (\(views) views), layout only") { benchmark in
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            let host = ViewHost(ToggleScreen(), canvasSize: CGSize(width: 390, height: 844))
            benchmark.stopMeasurement()
            blackHole(host)
        }
    }

    // Freeing a host that has shown the screen: its views, their records and state.
    Benchmark("A host freed after showing the 1,000-row screen (\(views) views)") { benchmark in
        var host: ViewHost<ToggleScreen>? = ViewHost(ToggleScreen(), canvasSize: CGSize(width: 390, height: 844))
        blackHole(host!.layout.displayList())
        benchmark.startMeasurement()
        host = nil
        benchmark.stopMeasurement()
        blackHole(host)
    }

    // The picture's part: the display list of the screen's layout, which leaves out the rows far
    // outside the canvas.
    let laidOut = ViewLayout(of: ToggleScreen(), in: CGSize(width: 390, height: 844))
    Benchmark("Display list of the 1,000-row screen (\(views) views)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(laidOut.displayList())
        }
    }

    // A thousand updates a sample, reported per update: one alone is timed with the caches the
    // host's first render left cold.
    Benchmark("Update with nothing changed (\(views) views): layout only", configuration: .init(scalingFactor: .kilo)) { benchmark in
        let host = ViewHost(ToggleScreen(), canvasSize: CGSize(width: 390, height: 844))
        // The first setting of the clock adds it to the environment: everything runs once.
        host.date = host.date
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            host.date = host.date
            blackHole(host.layout)
        }
    }
}

/// Flips row 500's toggle on a new host once per iteration, and makes the display list of the
/// layout `laidOut` gives after the change. The host is made before the measurement and freed
/// after it (see "A host freed"): the sample had counted freeing the host's 11,000 views.
func flipRow500(_ benchmark: Benchmark, laidOut: (ViewHost<ToggleScreen>) -> ViewLayout) throws {
    let host = ViewHost(ToggleScreen(), canvasSize: CGSize(width: 390, height: 844))
    var isOn = false
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        isOn.toggle()
        try host.setToggle("Row 500", to: isOn)
        blackHole(laidOut(host).displayList())
    }
    benchmark.stopMeasurement()
    withExtendedLifetime(host) {}
}
