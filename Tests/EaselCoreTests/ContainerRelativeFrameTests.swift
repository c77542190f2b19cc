import Testing
import Foundation
@testable import EaselCore

/// containerRelativeFrame: lengths from the nearest container, the window or a scroll view (Apple,
/// `containerRelativeFrame(_:alignment:)`, `containerRelativeFrame(_:count:span:spacing:alignment:)`).
/// Canvas 390×844.
@Suite struct ContainerRelativeFrameTests {
    @Test func theWindowIsTheContainerOutsideScrollViews() {
        // (390 − 2 × 10) / 3 = 123.33 a part; two parts and the spacing between: 256.67. The
        // height is the colour's own 50; the frame is centred in the canvas.
        let l = lay(Color.red.frame(height: 50).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).id("c"))
        expectFrame(l, "c", rect(200.0 / 3, 397, 770.0 / 3, 50))
    }

    @Test func aClosureComputesTheLength() {
        let l = lay(Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
            axis == .horizontal ? length / 2 : length / 4
        }.id("c"))
        expectFrame(l, "c", rect(97.5, 316.5, 195, 211))
    }

    @Test func aHorizontalCarouselShowsTwoCardsAPage() {
        let l = lay(ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<5, id: \.self) { Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 10).id("k\($0)") }
            }
        }.frame(width: 300, height: 200))
        // The scroll view is 300 × 200: a card is (300 − 10) / 2 = 145 wide and as tall as offered.
        expectFrame(l, "k0", rect(45, 322, 145, 200))
        expectFrame(l, "k1", rect(200, 322, 145, 200))
        expectFrame(l, "k4", rect(665, 322, 145, 200))
    }

    @Test func contentMarginsNarrowTheContainerAndAlignTheTarget() {
        let l = lay(ScrollView(.horizontal) {
            HStack(spacing: 12) {
                ForEach(0..<5, id: \.self) { Color.red.containerRelativeFrame(.horizontal).id("k\($0)") }
            }
        }
        .contentMargins(.horizontal, 32)
        .scrollPosition(id: .constant(Optional(2)))
        .frame(height: 100))
        // 390 less the margins: cards 326 wide. Card 2 starts 32 + 2 × 338 = 708 into the content
        // and rests at the leading margin (32), its neighbours peeking 20 points on each side.
        expectFrame(l, "k2", rect(32, 372, 326, 100))
        expectFrame(l, "k1", rect(-306, 372, 326, 100))
        expectFrame(l, "k3", rect(370, 372, 326, 100))
    }

    @Test func pagesOfAVerticalScrollViewFillIt() {
        let l = lay(ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { Color.blue.containerRelativeFrame(.vertical).id("p\($0)") }
            }
        })
        expectFrame(l, "p0", rect(0, 0, 390, 844))
        expectFrame(l, "p1", rect(0, 844, 390, 844))
    }

    @Test func aNewCanvasSizeGivesNewLengths() {
        let view = VStack(spacing: 0) {
            Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 2 }.frame(height: 10).id("half")
            ScrollView(.horizontal) {
                Color.blue.containerRelativeFrame(.horizontal).frame(height: 10).id("page")
            }.frame(height: 10)
        }
        let first = lay(view)
        expectFrame(first, "half", rect(97.5, 412, 195, 10))
        expectFrame(first, "page", rect(0, 422, 390, 10))
        let again = first.relayout(in: CGSize(width: 300, height: 600))
        let fresh = lay(view, 300, 600)
        expectFrame(again, "half", rect(75, 290, 150, 10))
        expectFrame(again, "page", rect(0, 300, 300, 10))
        #expect(again.frame(id: "half") == fresh.frame(id: "half"))
        #expect(again.frame(id: "page") == fresh.frame(id: "page"))
    }

    @Test func onADeviceTheWindowIsTheSafeArea() {
        // iPhone 15 Pro: 393 × 852 with 59 above and 34 below: the safe area is 759 tall.
        let l = ViewLayout(of: Color.red.containerRelativeFrame(.vertical).frame(width: 10).id("c"), on: .iPhone15Pro)
        expectFrame(l, "c", rect(191.5, 59, 10, 759))
    }

    @Test func badArgumentsAreSaid() {
        let l = lay(Color.red.frame(height: 50).containerRelativeFrame(.horizontal, count: 0, span: 3, spacing: 10).id("c"))
        // A count of 0 is 1 and the span is clamped to it: the whole width.
        expectFrame(l, "c", rect(0, 397, 390, 50))
        #expect(hasDiagnostic(l, "count must be at least 1"))
        let negative = lay(Color.red.frame(height: 50).containerRelativeFrame(.horizontal) { _, _ in -5 }.id("c"))
        expectFrame(negative, "c", rect(0, 397, 390, 50))
        #expect(hasDiagnostic(negative, "computed -5"))
    }

    @Test func theFrameResetsSpacingOnItsAxesBeforeAContainerHasALength() {
        // A fixed-size scroll view proposes no height, so the frame leaves the height free; it is
        // still a frame along the vertical axis, and the colour keeps the default 8 from it, not
        // the text's own 10.64 (a stack remembers spacing, which can't follow the container).
        let l = lay(ScrollView(.vertical) {
            VStack {
                Text("A").containerRelativeFrame(.vertical).id("a")
                Color.red.frame(width: 10, height: 10).id("c")
            }
        }.fixedSize())
        let a = l.frame(id: "a")!, c = l.frame(id: "c")!
        #expect(c.minY - a.maxY == 8)
    }
}
