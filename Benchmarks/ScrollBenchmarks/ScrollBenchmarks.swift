import Benchmark
import Easel
import Foundation

// Scrolling: a lazy stack of a million rows in a scroll view must lay out and draw its first
// screen in under 5 ms, with memory that doesn't grow with the row count; an eager VStack of
// 10,000 rows stays linear. Each iteration is the whole job: resolving, sizing, placing and (for
// the pictures) drawing and encoding.

let phone = CGSize(width: 390, height: 844)

/// A practice-history row: an icon, two texts and a score, like the gallery's.
struct HistoryRow: View {
    let index: Int
    var body: some View {
        HStack {
            Circle().fill(index % 3 == 0 ? Color.green : Color.orange).frame(width: 32, height: 32)
            VStack(alignment: .leading, spacing: 2) {
                Text("Practice \(index + 1)").font(.headline)
                Text("Lesson \(index % 40 + 1) · \(index % 12 + 1) min").font(.subheadline).foregroundColor(.secondary)
            }
            Spacer()
            Text("\(60 + index % 41)%").font(.body.monospacedDigit())
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
    }
}

/// Elements identified by themselves, as a list of records would be.
struct Record: Identifiable {
    let id: Int
}

struct Records: RandomAccessCollection {
    let count: Int
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(position: Int) -> Record { Record(id: position) }
}

func lazyList(rows: Int) -> some View {
    ScrollView {
        LazyVStack(spacing: 0, pinnedViews: .sectionHeaders) {
            Section(header: Text("History").font(.title2).bold().frame(maxWidth: .infinity, alignment: .leading).padding().background(Color.white)) {
                ForEach(Records(count: rows)) { HistoryRow(index: $0.id) }
            }
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        maxDuration: .seconds(3),
        maxIterations: 200
    )

    let million = lazyList(rows: 1_000_000)
    let thousand = lazyList(rows: 1_000)
    Benchmark("LazyVStack of 1,000,000 rows in a ScrollView: first screen layout") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ViewLayout(of: million, in: phone))
        }
    }
    Benchmark("LazyVStack of 1,000 rows in a ScrollView: first screen layout") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ViewLayout(of: thousand, in: phone))
        }
    }
    Benchmark("LazyVStack of 1,000,000 rows: layout scrolled to row 500,000") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ViewLayout(of: million, in: phone, contentOffset: CGPoint(x: 0, y: 30_000_000)))
        }
    }

    let renderer = ImageRenderer(content: million)
    renderer.proposedSize = ProposedViewSize(phone)
    renderer.scale = 1
    Benchmark("LazyVStack of 1,000,000 rows: first screen to PNG at 1×") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try renderer.pngData())
        }
    }
    Benchmark("LazyVStack of 1,000,000 rows: first screen display list") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try renderer.displayList())
        }
    }

    let eager = ScrollView { VStack(spacing: 0) { ForEach(Records(count: 10_000)) { Color.gray.frame(height: 44).id($0.id) } } }
    Benchmark("Eager VStack of 10,000 rows in a ScrollView (20,003 views)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ViewLayout(of: eager, in: phone))
        }
    }
}
