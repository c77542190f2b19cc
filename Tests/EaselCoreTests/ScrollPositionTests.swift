import Testing
import Foundation
@testable import EaselCore

/// A 44-point strip that scrolls the list below it to `target` when tapped, through a
/// `ScrollViewReader`; 60 rows 50 tall, ids "r0" … "r59", in a scroll view 800 tall at y 44.
private struct JumpingList: View {
    let target: AnyHashable
    let anchor: UnitPoint?

    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Color.blue.frame(height: 44).id("jump").onTapGesture { proxy.scrollTo(target, anchor: anchor) }
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<60, id: \.self) { Color.red.frame(height: 50).id("r\($0)") }
                    }
                }
            }
        }
    }
}

/// ScrollViewReader, scrollPosition and ScrollPosition: where a scroll view rests when code asks
/// for a view, an edge or an offset (Apple, `ScrollViewProxy.scrollTo(_:anchor:)`,
/// `scrollPosition(id:anchor:)`, `ScrollPosition`). Canvas 390×844.
@Suite struct ScrollPositionTests {
    private func jumped(to target: AnyHashable, anchor: UnitPoint?) throws -> ViewLayout {
        let host = ViewHost(JumpingList(target: target, anchor: anchor))
        expectFrame(host.layout, "r30", rect(0, 44 + 1_500, 390, 50))
        try host.tap(id: "jump")
        return host.layout
    }

    @Test func anchorTopPutsTheViewAtTheTop() throws {
        // r30 starts 1,500 into the content: scrolled 1,500, it sits at the scroll view's top (44).
        expectFrame(try jumped(to: "r30", anchor: .top), "r30", rect(0, 44, 390, 50))
    }

    @Test func noAnchorMovesTheLeastThatShowsTheView() throws {
        // r30 ends at 1,550: the least scroll that shows it is 1,550 − 800 = 750, its bottom at
        // the scroll view's bottom (844).
        expectFrame(try jumped(to: "r30", anchor: nil), "r30", rect(0, 794, 390, 50))
    }

    @Test func anchorCentreCentresTheView() throws {
        // 1,500 + 25 − 400 = 1,125: r30's middle at the scroll view's middle (44 + 400).
        expectFrame(try jumped(to: "r30", anchor: .center), "r30", rect(0, 419, 390, 50))
    }

    @Test func theOffsetStopsAtTheEndOfTheContent() throws {
        // r59 at the top would scroll 2,950, past the end: 3,000 − 800 = 2,200 at most.
        let layout = try jumped(to: "r59", anchor: .top)
        expectFrame(layout, "r59", rect(0, 794, 390, 50))
        expectFrame(layout, "r0", rect(0, 44 - 2_200, 390, 50))
    }

    @Test func forEachElementsAreFoundByTheirIdentifiers() throws {
        // 30 is element 30's identifier (`id: \.self`), not an `.id(_:)`.
        expectFrame(try jumped(to: 30, anchor: .top), "r30", rect(0, 44, 390, 50))
    }

    @Test func anUnknownIdLeavesTheReaderUnscrolled() throws {
        let layout = try jumped(to: "nowhere", anchor: .top)
        expectFrame(layout, "r0", rect(0, 44, 390, 50))
        // A reader's request is for whichever scroll view holds the view: none says anything.
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func scrollPositionIdPutsTheViewAtTheTopOfALazyStack() {
        let counter = BuildCounter()
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<1_000_000, id: \.self) { CountedRow(index: $0, counter: counter) }
            }
        }
        .scrollPosition(id: .constant(Optional(500)))
        let l = lay(view)
        // Row 500 starts at 500 × 44 = 22,000: it rests at the top; rows 500 … 519 show.
        expectRect(l.frame(id: 500), rect(0, 0, 390, 44))
        expectRect(l.frame(id: 519), rect(0, 836, 390, 44))
        #expect(l.frame(id: 0) == nil)
        #expect(l.frame(id: 520) == nil)
        // The rows above it are measured to find it, not a million.
        #expect(counter.count < 600)
    }

    @Test func scrollPositionWithAnAnchor() {
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100, id: \.self) { Color.gray.frame(height: 44).id($0) }
            }
        }
        .scrollPosition(id: .constant(Optional(50)), anchor: .bottom)
        // Row 50 ends at 2,244: scrolled 2,244 − 844 = 1,400, it sits at the bottom.
        expectRect(lay(view).frame(id: 50), rect(0, 800, 390, 44))
    }

    @Test func scrollPositionToAnEdgeOrAnOffset() {
        func list(_ position: ScrollPosition) -> some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<60, id: \.self) { Color.red.frame(height: 50).id("r\($0)") }
                }
            }
            .scrollPosition(.constant(position))
        }
        // 60 rows are 3,000 tall: the bottom edge is 3,000 − 844 = 2,156 down.
        expectFrame(lay(list(ScrollPosition(edge: .bottom))), "r59", rect(0, 794, 390, 50))
        expectFrame(lay(list(ScrollPosition(y: 120))), "r0", rect(0, -120, 390, 50))
        // Offsets are clamped to the content, as a scroll view at rest is.
        expectFrame(lay(list(ScrollPosition(point: CGPoint(x: 0, y: 9_999)))), "r0", rect(0, -2_156, 390, 50))
        expectFrame(lay(list(ScrollPosition(id: "r2", anchor: .top))), "r2", rect(0, 0, 390, 50))
        var position = ScrollPosition(idType: String.self)
        #expect(!position.isPositioned)
        position.scrollTo(id: "r4")
        #expect(position.viewID(type: String.self) == "r4")
        #expect(position.edge == nil)
        // A view position without an anchor rests at the top-leading corner.
        expectFrame(lay(list(position)), "r4", rect(0, 0, 390, 50))
    }

    @Test func horizontalScrollPosition() {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { Color.red.frame(width: 100, height: 50).id("c\($0)") }
            }
        }
        .scrollPosition(id: .constant(Optional(7)))
        // Element 7 starts at 700: it rests at the leading edge.
        expectFrame(lay(view), "c7", rect(0, 397, 100, 50))
    }

    @Test func aPositionNoViewHasIsSaid() {
        let view = ScrollView {
            VStack(spacing: 0) { ForEach(0..<60, id: \.self) { Color.red.frame(height: 50).id("r\($0)") } }
        }
        .scrollPosition(id: .constant(Optional("missing")))
        let l = lay(view)
        expectFrame(l, "r0", rect(0, 0, 390, 50))
        #expect(hasDiagnostic(l, "no view inside has the id missing"))
    }

    @Test func offsetToShowFollowsTheDocumentedRules() {
        // Already wholly visible: no move.
        #expect(ScrollViewNode.offset(toShow: 100, length: 50, anchor: nil, viewport: 800, from: 0) == 0)
        // Above the viewport: its start comes to the top.
        #expect(ScrollViewNode.offset(toShow: 100, length: 50, anchor: nil, viewport: 800, from: 300) == 100)
        // Longer than the viewport: its start.
        #expect(ScrollViewNode.offset(toShow: 1_000, length: 900, anchor: nil, viewport: 800, from: 0) == 1_000)
        #expect(ScrollViewNode.offset(toShow: 1_000, length: 100, anchor: 1, viewport: 800, from: 0) == 300)
    }
}
