import Benchmark
import Easel
import Foundation

// Whole screens: five cards (links to their recipes) in a navigation stack with a large title and
// a toolbar, inside a tab view with three tabs, on an iPhone 15 Pro; against the same cards alone
// in a plain canvas (where the links are drawn disabled: no stack). Each is laid out and turned into a display list (status bar and home
// indicator included for the device), so the two differ only by the bars around the content.

struct Row: View {
    let index: Int
    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8).fill(Color.orange).frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 4) {
                Text("Recipe \(index)").font(.headline)
                Text("\(10 + index) min").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: "chevron.right")
        }
        .padding(12)
        .background(Color(red: 0.95, green: 0.95, blue: 0.97), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct Content: View {
    var body: some View {
        VStack(spacing: 12) {
            ForEach(0..<5) { index in
                NavigationLink(value: index) { Row(index: index) }
            }
        }
        .padding(.horizontal)
    }
}

struct Screen: View {
    var body: some View {
        TabView {
            NavigationStack {
                Content()
                    .navigationDestination(for: Int.self) { Text("Recipe \($0)") }
                    .navigationTitle("Recipes")
                    .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add") {} } }
            }
            .tabItem { Label("Recipes", systemImage: "book") }
            Text("Shopping").tabItem { Label("Shopping", systemImage: "cart") }
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
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
    let screenViews = ViewLayout(of: Screen(), on: .iPhone15Pro).description.split(separator: "\n").count
    let contentViews = ViewLayout(of: Content(), in: CGSize(width: 393, height: 852)).description.split(separator: "\n").count

    Benchmark("Screen with navigation and tab bars on an iPhone 15 Pro (\(screenViews) views): layout and display list") { benchmark in
        for _ in benchmark.scaledIterations {
            let renderer = ImageRenderer(content: Screen())
            renderer.device = .iPhone15Pro
            blackHole(try renderer.displayList())
        }
    }

    Benchmark("The same content alone in a 393×852 canvas (\(contentViews) views): layout and display list") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ViewLayout(of: Content(), in: CGSize(width: 393, height: 852)).displayList(background: .white))
        }
    }
}
