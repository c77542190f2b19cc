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

/// `onScrollTargetVisibilityChange` (issue #18): the ids of the scroll target layout's views
/// that show.
@Suite struct ScrollTargetVisibilityTests {
    final class Seen {
        var ids: [[Int]] = []
    }

    struct Carousel: View {
        let seen: Seen
        var lazy = true
        var threshold = 0.5
        var body: some View {
            ScrollView(.horizontal) {
                Group {
                    if lazy {
                        LazyHStack(spacing: 0) { cards }
                    } else {
                        HStack(spacing: 0) { cards }
                    }
                }
                .scrollTargetLayout()
            }
            .onScrollTargetVisibilityChange(idType: Int.self, threshold: threshold) { seen.ids.append($0) }
        }

        var cards: some View {
            ForEach(0..<10, id: \.self) { index in
                Color.orange.frame(width: 300, height: 200)
            }
        }
    }

    @Test func theCardsThatShowAreReportedOnce() {
        for lazy in [true, false] {
            let seen = Seen()
            let host = ViewHost(Carousel(seen: seen, lazy: lazy), canvasSize: CGSize(width: 390, height: 844))
            // Card 0 shows whole; card 1 shows 90 of its 300 points.
            #expect(seen.ids == [[0]], "lazy: \(lazy)")
            host.render()
            #expect(seen.ids == [[0]], "not again when nothing changed")
            let low = Seen()
            _ = ViewHost(Carousel(seen: low, lazy: lazy, threshold: 0.25), canvasSize: CGSize(width: 390, height: 844))
            #expect(low.ids == [[0, 1]], "lazy: \(lazy)")
        }
    }

    @Test func idsOfAnotherTypeAreLeftOut() {
        final class Strings { var ids: [[String]] = [] }
        let strings = Strings()
        _ = ViewHost(ScrollView { VStack { ForEach(0..<3, id: \.self) { Text("\($0)") } }.scrollTargetLayout() }
            .onScrollTargetVisibilityChange(idType: String.self) { strings.ids.append($0) })
        #expect(strings.ids == [[]])
    }
}

/// A behaviour written as public projects write them compiles; at rest nothing calls it.
struct SnapToHundreds: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target.rect.origin.y = (target.rect.minY / 100).rounded() * 100
        if context.velocity.dy > 0 { target.anchor = .top }
    }
}

@Suite struct ScrollTargetBehaviorTests {
    @Test func aCustomBehaviourMovesATargetWhenCalled() {
        var target = ScrollTarget(rect: CGRect(x: 0, y: 149, width: 10, height: 10))
        let context = ScrollTargetBehaviorContext(originalTarget: target, velocity: CGVector(dx: 0, dy: 5), contentSize: CGSize(width: 10, height: 1000),
                                                  containerSize: CGSize(width: 10, height: 100), axes: .vertical)
        SnapToHundreds().updateTarget(&target, context: context)
        #expect(target.rect.minY == 100 && target.anchor == .top)
        // On a scroll view at rest, the layout is the one without the behaviour.
        let content = VStack(spacing: 0) { ForEach(0..<20, id: \.self) { _ in Color.red.frame(height: 100) } }
        let plain = ViewLayout(of: ScrollView { content }, in: CGSize(width: 390, height: 844))
        let snapped = ViewLayout(of: ScrollView { content }.scrollTargetBehavior(SnapToHundreds()), in: CGSize(width: 390, height: 844))
        #expect(plain.nodes(named: "Color").map(\.frame) == snapped.nodes(named: "Color").map(\.frame))
    }
}
