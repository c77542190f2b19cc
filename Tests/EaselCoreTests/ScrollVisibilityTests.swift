import Testing
import Foundation
@testable import EaselCore

/// `onScrollVisibilityChange` (issue #18): told from each layout which views show in their
/// scroll view.
@Suite struct ScrollVisibilityTests {
    final class Seen {
        var rows: [Int: Bool] = [:]
    }

    struct Rows: View {
        let seen: Seen
        var threshold = 0.5
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { index in
                        Color.blue.frame(height: 100)
                            .onScrollVisibilityChange(threshold: threshold) { seen.rows[index] = $0 }
                    }
                }
            }
        }
    }

    @Test func rowsThatShowAreToldAndTheRestAreNot() {
        let seen = Seen()
        _ = ViewHost(Rows(seen: seen), canvasSize: CGSize(width: 390, height: 844))
        // Rows 0…7 show whole; row 8 shows 44 of its 100 points, under half: not told.
        #expect(seen.rows == Dictionary(uniqueKeysWithValues: (0...7).map { ($0, true) }))
        let low = Seen()
        _ = ViewHost(Rows(seen: low, threshold: 0.4), canvasSize: CGSize(width: 390, height: 844))
        #expect(low.rows.keys.sorted() == Array(0...8))
    }

    /// The pattern public projects use: hidden until it has shown once.
    struct Reveal: View {
        @State private var hasAppeared = false
        var body: some View {
            Text("Hello")
                .opacity(hasAppeared ? 1 : 0)
                .onScrollVisibilityChange(threshold: 0.15) { visible in
                    if visible { hasAppeared = true }
                }
        }
    }

    @Test func aRevealedViewIsDrawn() {
        let host = ViewHost(ScrollView { Reveal() }, canvasSize: CGSize(width: 390, height: 200))
        #expect(host.layout.description.contains("opacity(1)"), "\(host.layout)")
        // Outside any scroll view a view counts as shown.
        let plain = ViewHost(Reveal(), canvasSize: CGSize(width: 390, height: 200))
        #expect(plain.layout.description.contains("opacity(1)"))
    }

    @Test func badThresholdsAreClampedOrTheDefault() {
        let seen = Seen()
        _ = ViewHost(Rows(seen: seen, threshold: .nan), canvasSize: CGSize(width: 390, height: 844))
        #expect(seen.rows.keys.sorted() == Array(0...7))
        let all = Seen()
        _ = ViewHost(Rows(seen: all, threshold: -3), canvasSize: CGSize(width: 390, height: 844))
        #expect(all.rows.keys.sorted() == Array(0...8))   // clamped to 0: any part showing
    }
}
