import Testing
import Foundation
@testable import EaselCore

/// ScrollView: sizing (spec §19 [M] FG-scrollview), content offset, clipping. Canvas 390×844.
@Suite struct ScrollViewTests {
    /// `count` rows 100×50, no spacing, ids "r0", "r1", ….
    private func rows(_ count: Int) -> some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { Color.red.frame(width: 100, height: 50).id("r\($0)") }
        }
    }

    @Test func verticalTakesProposedHeightAndContentWidth() {
        // §19: as tall as proposed (844), as wide as its content (100) → centred at x 145.
        let l = lay(ScrollView { rows(3) }.id("scroll"))
        expectFrame(l, "scroll", rect(145, 0, 100, 844))
        // The content starts at the top-leading corner, not centred.
        expectFrame(l, "r0", rect(145, 0, 100, 50))
        expectFrame(l, "r2", rect(145, 100, 100, 50))
    }

    @Test func contentIsProposedWidthAndNoHeight() {
        // The content gets (390, nil): a flexible colour is 390 wide and 10 tall (its ideal).
        let l = lay(ScrollView { Color.blue.id("c") }.id("scroll"))
        expectFrame(l, "c", rect(0, 0, 390, 10))
        expectFrame(l, "scroll", rect(0, 0, 390, 844))
    }

    @Test func horizontalIsTheMirror() {
        // Proposed (nil, 844) → the HStack of three 100×50 rows is 300×50; the scroll view 390×50.
        let l = lay(ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<3, id: \.self) { Color.red.frame(width: 100, height: 50).id("c\($0)") } }
        }.id("scroll"))
        expectFrame(l, "scroll", rect(0, 397, 390, 50))
        expectFrame(l, "c1", rect(100, 397, 100, 50))
    }

    @Test func severalViewsStackVertically() {
        // Content with several views is a VStack (default spacing 8).
        let l = lay(ScrollView {
            Color.red.frame(width: 100, height: 50).id("a")
            Color.blue.frame(width: 60, height: 50).id("b")
        })
        expectFrame(l, "a", rect(145, 0, 100, 50))
        expectFrame(l, "b", rect(165, 58, 60, 50))
    }

    @Test func unspecifiedHeightGivesTheContentHeight() {
        // fixedSize(): the scroll view is proposed nil and takes its content's 150 points.
        let l = lay(ScrollView { rows(3) }.fixedSize().id("scroll"))
        expectFrame(l, "scroll", rect(145, 347, 100, 150))
    }

    @Test func contentOffsetMovesTheContent() {
        // 30 rows: 1500 tall in 844. Scrolled 120: row 0 at -120, row 3 at 30.
        let view = ScrollView { rows(30) }
        let l = ViewLayout(of: view, in: phone, contentOffset: CGPoint(x: 0, y: 120))
        expectFrame(l, "r0", rect(145, -120, 100, 50))
        expectFrame(l, "r3", rect(145, 30, 100, 50))
    }

    @Test func contentOffsetIsClampedToTheContent() {
        // At most 1500 - 844 = 656: the last row ends at the bottom edge. Negative and NaN are 0.
        let view = ScrollView { rows(30) }
        let far = ViewLayout(of: view, in: phone, contentOffset: CGPoint(x: 0, y: 10_000))
        expectFrame(far, "r29", rect(145, 794, 100, 50))
        let negative = ViewLayout(of: view, in: phone, contentOffset: CGPoint(x: 0, y: -50))
        expectFrame(negative, "r0", rect(145, 0, 100, 50))
        let nan = ViewLayout(of: view, in: phone, contentOffset: CGPoint(x: CGFloat.nan, y: .nan))
        expectFrame(nan, "r0", rect(145, 0, 100, 50))
        // Content shorter than the viewport doesn't scroll at all.
        let short = ViewLayout(of: ScrollView { rows(3) }, in: phone, contentOffset: CGPoint(x: 0, y: 40))
        expectFrame(short, "r0", rect(145, 0, 100, 50))
    }

    @Test func offsetScrollsOnlyAlongTheScrollingAxis() {
        // A vertical scroll view ignores x; a horizontal one inside it takes it.
        let view = ScrollView {
            ScrollView(.horizontal) {
                HStack(spacing: 0) { ForEach(0..<10, id: \.self) { Color.red.frame(width: 100, height: 50).id("c\($0)") } }
            }
            rows(30)
        }
        let l = ViewLayout(of: view, in: phone, contentOffset: CGPoint(x: 250, y: 20))
        expectFrame(l, "c0", rect(-250, -20, 100, 50))
        expectFrame(l, "r0", rect(145, 38, 100, 50))
    }

    @Test func clipsItsContent() {
        let l = lay(ScrollView { rows(3) })
        #expect(l.nodes(named: "ScrollView").first?.effects == ["clipped()"])
    }

    @Test func dumpNamesTheAxes() {
        let l = lay(ScrollView([.horizontal, .vertical]) { Color.red.frame(width: 500, height: 900) })
        #expect(l.root.name == "ScrollView")
        #expect(l.root.detail == "[.horizontal, .vertical]")
        // Both axes scroll: the content gets (nil, nil) and the scroll view takes the canvas.
        #expect(l.root.frame == rect(0, 0, 390, 844))
        #expect(l.root.children.first?.frame == rect(0, 0, 500, 900))
    }
}

/// `defaultScrollAnchor`, `scrollClipDisabled` and the modifiers that only matter while scrolling.
@Suite struct ScrollModifierTests {
    private var tall: some View { ScrollView { Color.red.frame(height: 1_000).id("content") } }

    @Test func aBottomAnchorRestsAtTheEnd() {
        // 1,000 points of content in an 844-point viewport: resting at the bottom, the content
        // starts 156 points above the top.
        let l = lay(tall.defaultScrollAnchor(.bottom))
        expectFrame(l, "content", rect(0, -156, 390, 1_000))
        let centred = lay(tall.defaultScrollAnchor(.center))
        expectFrame(centred, "content", rect(0, -78, 390, 1_000))
    }

    @Test func anExplicitOffsetStillWins() {
        let l = ViewLayout(of: tall.defaultScrollAnchor(.bottom), in: CGSize(width: 390, height: 844), contentOffset: CGPoint(x: 0, y: 40))
        expectFrame(l, "content", rect(0, -40, 390, 1_000))
    }

    @Test func withoutClippingTheScrollViewHasNoClipEffect() {
        #expect(lay(tall).nodes(named: "ScrollView").first?.effects == ["clipped()"])
        #expect(lay(tall.scrollClipDisabled()).nodes(named: "ScrollView").first?.effects == [])
    }

    @Test func modifiersForScrollingChangeNoFrame() {
        let decorated = lay(tall.scrollIndicators(.hidden).scrollBounceBehavior(.basedOnSize).scrollDisabled(true)
            .scrollTargetBehavior(.paging).scrollTargetLayout())
        expectFrame(decorated, "content", rect(0, 0, 390, 1_000))
        #expect(decorated.diagnostics.isEmpty)
    }
}
