import Testing
import Foundation
@testable import EaselCore

/// background, overlay and border (spec §8). The primary is a 100×50 frame at (145, 397).
@Suite struct SecondaryViewTests {
    private var primary: some View { Color.red.frame(width: 100, height: 50).id("p") }

    @Test func backgroundTakesThePrimarySize() {
        // The secondary is proposed exactly the primary's size (§8), so a Color is 100×50.
        let l = lay(primary.background(Color.blue.id("bg")).id("m"))
        expectFrame(l, "m", rect(145, 397, 100, 50))
        expectFrame(l, "p", rect(145, 397, 100, 50))
        expectFrame(l, "bg", rect(145, 397, 100, 50))
    }

    @Test func largerSecondaryDoesNotChangeTheSize() {
        // A 200×200 background is centred on the primary and overflows it: (95, 322).
        let l = lay(primary.background(Color.blue.frame(width: 200, height: 200).id("bg")).id("m"))
        expectFrame(l, "m", rect(145, 397, 100, 50))
        expectFrame(l, "bg", rect(95, 322, 200, 200))
    }

    @Test func overlayAlignment() {
        // topTrailing: x = 145 + 100 - 10, y = 397.
        let l = lay(primary.overlay(Color.blue.frame(width: 10, height: 10).id("o"), alignment: .topTrailing))
        expectFrame(l, "o", rect(235, 397, 10, 10))
        let bl = lay(primary.background(alignment: .bottomLeading) { Color.blue.frame(width: 10, height: 10).id("o") })
        expectFrame(bl, "o", rect(145, 437, 10, 10))
    }

    @Test func overlayIsProposedThePrimarySize() {
        // A GeometryReader in an overlay accepts the proposal, which is the primary's size.
        let size = Box<CGSize?>(nil)
        let l = lay(primary.overlay(GeometryReader { proxy in
            let _ = (size.value = proxy.size)
            Color.clear
        }.id("g")))
        expectFrame(l, "g", rect(145, 397, 100, 50))
        expectSize(size.value, CGSize(width: 100, height: 50), "proxy.size")
    }

    @Test func severalViewsFormAnImplicitZStack() {
        // §8: the closure's views are grouped in a ZStack (centre alignment inside): 20×20 and
        // 10×40 → a 20×40 ZStack with o1 at (0, 10) and o2 at (5, 0). The ZStack is placed at the
        // primary's bottom-leading: (145, 397 + 50 - 40).
        let l = lay(primary.overlay(alignment: .bottomLeading) {
            Color.blue.frame(width: 20, height: 20).id("o1")
            Color.green.frame(width: 10, height: 40).id("o2")
        })
        expectFrame(l, "o1", rect(145, 417, 20, 20))
        expectFrame(l, "o2", rect(150, 407, 10, 40))
    }

    @Test func secondaryGuidesAreHonoured() {
        // §8: secondary.origin = primary[guide] - secondary[guide]; the overlay's leading guide is 5.
        let l = lay(primary.overlay(Color.blue.frame(width: 10, height: 10)
            .alignmentGuide(.leading) { _ in 5 }.id("o"), alignment: .leading))
        expectFrame(l, "o", rect(140, 417, 10, 10))
        // The primary's explicit top guide (20) is used too: y = 397 + 20.
        let m = lay(Color.red.frame(width: 100, height: 50).alignmentGuide(.top) { _ in 20 }
            .overlay(Color.blue.frame(width: 10, height: 10).id("o"), alignment: .top))
        expectFrame(m, "o", rect(190, 417, 10, 10))
    }

    @Test func borderIsAnInsideOverlay() {
        // border = overlay of a rectangle stroked inside the bounds: same frame as the primary,
        // whatever the line width; the modified view keeps the primary's size.
        let l = lay(primary.border(Color.blue, width: 5).id("m"))
        expectFrame(l, "m", rect(145, 397, 100, 50))
        let overlay = l.nodes(named: "overlay")
        #expect(overlay.count == 1)
        if let border = overlay.first?.children.last {
            expectRect(border.frame, rect(145, 397, 100, 50), "border stroke")
            #expect(border.name == "Rectangle", "the border is drawn by a Rectangle, not \(border.name)")
        }
    }

    @Test func secondaryViewsForwardThePrimaryPriority() {
        // §3.2: background does not hide the priority: b (priority 1) gets the whole 100.
        let l = lay(HStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.layoutPriority(1).background(Color.green).id("b")
        }.frame(width: 100, height: 10))
        expectFrame(l, "a", rect(145, 417, 0, 10))
        expectFrame(l, "b", rect(145, 417, 100, 10))
    }

    @Test func backgroundInAStackDoesNotAddWidth() {
        // The background is not a stack child: 50 + 8 + 50 = 108 wide.
        let l = lay(HStack {
            Color.red.frame(width: 50, height: 50).background(Color.blue.frame(width: 80, height: 80)).id("a")
            Color.red.frame(width: 50, height: 50).id("b")
        })
        expectFrame(l, "a", rect(141, 397, 50, 50))
        expectFrame(l, "b", rect(199, 397, 50, 50))
    }

    @Test func shapeStyleBackgroundFillsThePrimary() {
        // .background(.blue) (a ShapeStyle) fills the primary's bounds.
        let l = lay(primary.background(.blue).id("m"))
        let bg = l.nodes(named: "background").first?.children.first
        expectRect(bg?.frame, rect(145, 397, 100, 50), "style background")
    }

    @Test func modifierOrderPaddingThenBackground() {
        // The classic: padding then background → the background covers the padding (70×70);
        // background then padding → it covers only the 50×50 content.
        let outer = lay(Color.red.frame(width: 50, height: 50).padding(10).background(Color.blue.id("bg")))
        expectFrame(outer, "bg", rect(160, 387, 70, 70))
        let inner = lay(Color.red.frame(width: 50, height: 50).background(Color.blue.id("bg")).padding(10))
        expectFrame(inner, "bg", rect(170, 397, 50, 50))
    }

    @Test func backgroundOfAPositionedViewFillsTheProposal() {
        // position takes the whole proposal (§14), so its background is 390×844.
        let l = lay(Color.red.frame(width: 50, height: 50).position(x: 100, y: 100).background(Color.blue.id("bg")))
        expectFrame(l, "bg", rect(0, 0, 390, 844))
    }

    @Test func overlayAfterOffsetStaysOnTheLayoutFrame() {
        // §14: offset moves the drawing only. An overlay added after the offset is aligned with
        // the (unmoved) layout frame; an overlay added before it moves with the content.
        let after = lay(Color.red.frame(width: 50, height: 50).offset(x: 10, y: 20).overlay(Color.blue.id("o")))
        expectFrame(after, "o", rect(170, 397, 50, 50))
        let before = lay(Color.red.frame(width: 50, height: 50).overlay(Color.blue.id("o")).offset(x: 10, y: 20))
        expectFrame(before, "o", rect(180, 417, 50, 50))
    }
}
