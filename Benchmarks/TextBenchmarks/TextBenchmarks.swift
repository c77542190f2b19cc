import Benchmark
import Easel
import EaselText
import Foundation

// Text: measuring paragraphs (shaping, line breaking) and laying out lists of text-heavy rows.
// Caches are emptied before each measured iteration, so these are cold numbers.

/// A small deterministic random number generator: the benchmark text is the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// 1,000 distinct paragraphs of 40 words.
let paragraphs: [String] = {
    let words = ["alpha", "brown", "quick", "layout", "engine", "text", "wraps", "over", "the", "lazy",
                 "dog", "measure", "paragraph", "Swift", "Linux", "kerning", "AVAST", "Wavy", "To."]
    var generator = SplitMix(state: 42)
    return (0..<1_000).map { index in
        (0..<40).reduce("Paragraph \(index):") { text, _ in text + " " + words[Int(generator.next() % UInt64(words.count))] }
    }
}()

/// A list row with an image-sized view, a title and a subtitle.
struct TextCard: View {
    let index: Int
    var body: some View {
        HStack {
            Rectangle().frame(width: 44, height: 44)
            VStack(alignment: .leading) {
                Text("Practice session \(index)").font(.headline)
                Text("Scored \(index % 10) of 10 on question set \(index / 10)").font(.subheadline)
            }
            Spacer()
        }
        .padding(8)
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .milliseconds,
        maxDuration: .seconds(5),
        maxIterations: 20
    )

    measureParagraphs("Text: 1,000 distinct paragraphs at 3 widths (cold)", paragraphs)

    // The cost of fallback (issue #14): the same paragraphs with a word in each of five scripts
    // that Inter lacks, drawn by Noto's faces.
    let mixed = paragraphs.map { $0 + " 日本語 한국어 עברית العربية ไทย" }
    measureParagraphs("Text: 1,000 paragraphs with five fallback scripts at 3 widths (cold)", mixed)

    // The cost of Markdown (issue #14): 1,000 literals with bold and italic runs, made into Text
    // (parsed) and laid out, against the same strings verbatim.
    let marked = paragraphs.map { "**" + $0.prefix(20) + "** and *" + $0.dropFirst(20).prefix(20) + "* " + $0.dropFirst(40) }
    Benchmark("Text: 1,000 Markdown literals parsed and laid out (cold)") { benchmark in
        for _ in benchmark.scaledIterations {
            TextEngine.removeAllCachedData()
            benchmark.startMeasurement()
            blackHole(ViewLayout(of: VStack { ForEach(marked, id: \.self) { Text(LocalizedStringKey($0)) } }, in: CGSize(width: 390, height: 844)))
            benchmark.stopMeasurement()
        }
    }
    Benchmark("Text: the same 1,000 strings verbatim, laid out (cold)") { benchmark in
        for _ in benchmark.scaledIterations {
            TextEngine.removeAllCachedData()
            benchmark.startMeasurement()
            blackHole(ViewLayout(of: VStack { ForEach(marked, id: \.self) { Text(verbatim: $0) } }, in: CGSize(width: 390, height: 844)))
            benchmark.stopMeasurement()
        }
    }

    let cards = VStack { ForEach(0..<1_000) { TextCard(index: $0) } }
    Benchmark("Text: list of 1,000 cards with two texts each (cold)") { benchmark in
        for _ in benchmark.scaledIterations {
            TextEngine.removeAllCachedData()
            benchmark.startMeasurement()
            blackHole(ViewLayout(of: cards, in: CGSize(width: 390, height: 844)))
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Text: list of 1,000 cards with two texts each (text caches warm)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ViewLayout(of: cards, in: CGSize(width: 390, height: 844)))
        }
    }
}

/// Lays each paragraph out at three widths, from empty text caches each iteration.
func measureParagraphs(_ name: String, _ texts: [String]) {
    Benchmark(name) { benchmark in
        for _ in benchmark.scaledIterations {
            TextEngine.removeAllCachedData()
            benchmark.startMeasurement()
            for paragraph in texts {
                for width: CGFloat in [320, 200, 120] {
                    blackHole(TextEngine.layout(paragraph, font: .body, proposedWidth: width, proposedHeight: nil))
                }
            }
            benchmark.stopMeasurement()
        }
    }
}
