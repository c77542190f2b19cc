import Benchmark
import Easel
import Foundation

// Rendering: the card the picture layer's issue names (600 × 400 points, an image, two lines of
// text, rounded corners, a shadow) to PNG at 2×, and its parts.

/// A 240 × 240-pixel picture made once for the card (a gradient with a circle), as PNG data.
let picture: Data = {
    let art = ZStack {
        LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
        Circle().fill(Color.white.opacity(0.6)).frame(width: 120, height: 120)
    }
    .frame(width: 120, height: 120)
    let renderer = ImageRenderer(content: art)
    renderer.scale = 2
    return try! renderer.pngData()
}()

struct Card: View {
    var body: some View {
        HStack(spacing: 24) {
            Image(data: picture, scale: 2)
                .resizable()
                .frame(width: 200, height: 200)
                .clipShape(RoundedRectangle(cornerRadius: 16))
            VStack(alignment: .leading, spacing: 8) {
                Text("Layout that travels").font(.largeTitle).bold()
                Text("SwiftUI's rules, drawn on Linux: the same frames, the same pixels, every run.")
                    .font(.title3)
                    .foregroundColor(.secondary)
            }
            Spacer()
        }
        .padding(32)
        .frame(width: 600, height: 400)
        .background(RoundedRectangle(cornerRadius: 24).fill(Color.white))
        .clipShape(RoundedRectangle(cornerRadius: 24))
        .shadow(color: .black.opacity(0.25), radius: 12, y: 6)
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .milliseconds,
        maxDuration: .seconds(5),
        maxIterations: 200
    )

    let renderer = ImageRenderer(content: Card())
    renderer.scale = 2
    _ = try? renderer.pngData()

    measure("Card 600×400 to PNG at 2×") { try renderer.pngData() }
    measure("Card 600×400: display list only") { try renderer.displayList() }
    let list = try! renderer.displayList()
    measure("Card 600×400: display list to PNG at 2×") { try list.pngData(scale: 2) }
    measure("Card 600×400 to SVG") { try list.svg() }
    measure("Card 600×400 to PDF") { try list.pdfData() }

    // Throughput on several threads (issue #16): 16 cards to PNG, each by its own renderer, on one
    // thread and spread over two. The PNG encoder already compresses on two threads, so the ratio
    // shows what layout and drawing gain.
    for threads in [1, 2] {
        measure("16 cards to PNG at 2× on \(threads) thread\(threads == 1 ? "" : "s")") {
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                for _ in 0..<(16 / threads) {
                    let renderer = ImageRenderer(content: Card())
                    renderer.scale = 2
                    blackHole(try? renderer.pngData())
                }
            }
        }
    }

    // Snapshot comparison (issue #15): an iPhone screen at 3×, 1170 × 2532 pixels, against itself
    // and against the same screen with the card's title changed.
    func screen(_ title: String) -> Data {
        let renderer = ImageRenderer(content: VStack { Card().scaleEffect(0.6); Text(title).font(.largeTitle) }.frame(width: 390, height: 844))
        renderer.scale = 3
        return try! renderer.pngData()
    }
    let reference = screen("Title"), changed = screen("Titles")
    measure("Compare 1170×2532 PNGs, identical bytes (no decoding needed)") { try ImageComparison(actual: reference, expected: reference) }
    measure("Compare 1170×2532 PNGs, a word changed, perceptual 0.98") { try ImageComparison(actual: changed, expected: reference, perceptualPrecision: 0.98) }
}

/// A benchmark that runs `work` once per iteration and keeps its result alive.
func measure<Output>(_ name: String, _ work: @escaping () throws -> Output) {
    Benchmark(name) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try work())
        }
    }
}
