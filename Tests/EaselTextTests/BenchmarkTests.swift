import Foundation
import Testing
@testable import EaselText

/// Timings, run on demand (they only print):
/// `EASEL_BENCHMARK=1 swift test -c release -Xswiftc -enable-testing --filter BenchmarkTests`
@Suite(.enabled(if: ProcessInfo.processInfo.environment["EASEL_BENCHMARK"] != nil))
struct BenchmarkTests {
    /// 1,000 distinct paragraphs of about 40 words, each measured at three widths (cold caches),
    /// then the same 3,000 queries again (warm caches).
    @Test func thousandParagraphsAtThreeWidths() {
        TextEngine.removeAllCachedData()
        let words = ["alpha", "brown", "quick", "layout", "engine", "text", "wraps", "over", "the", "lazy",
                     "dog", "measure", "paragraph", "Swift", "Linux", "kerning", "AVAST", "Wavy", "To."]
        var generator = SplitMix(seed: 42)
        let paragraphs = (0..<1000).map { index in
            (0..<40).reduce("Paragraph \(index):") { text, _ in text + " " + words[Int(generator.next() % UInt64(words.count))] }
        }
        let clock = ContinuousClock()
        var lines = 0
        let cold = clock.measure {
            for paragraph in paragraphs {
                for width: CGFloat in [320, 200, 120] {
                    lines += layout(paragraph, width: width).lines.count
                }
            }
        }
        let warm = clock.measure {
            for paragraph in paragraphs {
                for width: CGFloat in [320, 200, 120] { _ = layout(paragraph, width: width) }
            }
        }
        print("EaselText: 1,000 paragraphs × 3 widths: \(cold) cold (\(lines) lines), \(warm) warm")
        let sentence = "The quick brown fox jumps over the lazy dog. "
        let big = String(repeating: sentence, count: 1_048_576 / sentence.utf8.count)
        let first = clock.measure { _ = layout(big, width: 300) }
        let second = clock.measure { _ = layout(big, width: 200) }
        print("EaselText: 1 MB paragraph: \(first) at a first width, \(second) at a second")
        #expect(lines > 0)
    }
}

/// A small deterministic random number generator (the benchmark text is the same on every run).
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
