import Testing
import Foundation
@testable import EaselCore

/// padding (spec §7): the child is proposed the proposal less the insets (never below 0) and the
/// padding reports the child's size plus the insets; the child sits at (leading, top).
@Suite struct PaddingTests {
    private var square: some View { Color.red.frame(width: 50, height: 50).id("c") }

    @Test func defaultIsSixteen() {
        // §2: 16 on every edge: 82×82 at (154, 381); child at +16.
        let l = lay(square.padding().id("p"))
        expectFrame(l, "p", rect(154, 381, 82, 82))
        expectFrame(l, "c", rect(170, 397, 50, 50))
    }

    @Test func singleEdge() {
        // 10 on the leading edge only: 60×50 at (165, 397), child at x + 10.
        let l = lay(square.padding(.leading, 10).id("p"))
        expectFrame(l, "p", rect(165, 397, 60, 50))
        expectFrame(l, "c", rect(175, 397, 50, 50))
    }

    @Test func edgeInsets() {
        // top 1, leading 2, bottom 3, trailing 4: 56×54 at (167, 395); child at (169, 396).
        let l = lay(square.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).id("p"))
        expectFrame(l, "p", rect(167, 395, 56, 54))
        expectFrame(l, "c", rect(169, 396, 50, 50))
    }

    @Test func horizontalAndVerticalEdgeSets() {
        let h = lay(square.padding(.horizontal, 20).id("p"))
        expectFrame(h, "p", rect(150, 397, 90, 50))
        expectFrame(h, "c", rect(170, 397, 50, 50))
        // .vertical with the default amount: 16 top and bottom → 50×82.
        let v = lay(square.padding(.vertical).id("p"))
        expectFrame(v, "p", rect(170, 381, 50, 82))
        expectFrame(v, "c", rect(170, 397, 50, 50))
    }

    @Test func paddingShrinksTheProposal() {
        // A Color is proposed 390-20 × 844-20 and fills it.
        let l = lay(Color.red.id("c").padding(10).id("p"))
        expectFrame(l, "p", rect(0, 0, 390, 844))
        expectFrame(l, "c", rect(10, 10, 370, 824))
    }

    @Test func childThatDoesNotFitOverflows() {
        // §7: Color.padding(30) in 40×40: the Color is proposed max(0, 40-60) = 0 → 0×0, the
        // padding is 60×60 and overflows the frame at (175, 402): (165, 392). The Color sits at
        // the padding's origin + 30 = the frame's centre.
        let l = lay(Color.red.id("c").padding(30).id("p").frame(width: 40, height: 40).id("f"))
        expectFrame(l, "f", rect(175, 402, 40, 40))
        expectFrame(l, "p", rect(165, 392, 60, 60))
        expectFrame(l, "c", rect(195, 422, 0, 0))
    }

    @Test func negativePaddingLetsTheChildSpillOver() {
        // Insets of -10 grow the proposal: the Color is proposed 120×120 and the padding is
        // 120 - 20 = 100×100, at (145, 372); the Color at (135, 362).
        let l = lay(Color.red.id("c").padding(-10).id("p").frame(width: 100, height: 100))
        expectFrame(l, "p", rect(145, 372, 100, 100))
        expectFrame(l, "c", rect(135, 362, 120, 120))
    }

    @Test func nestedPaddingsAdd() {
        let l = lay(square.padding(5).padding(.top, 7).id("p"))
        expectFrame(l, "p", rect(165, 388.5, 60, 67))
        expectFrame(l, "c", rect(170, 400.5, 50, 50))
    }

    @Test func paddedViewsKeepDefaultSpacingInAStack() {
        // §3.1: padding resets the padded edges to the default categories → still 8 between them.
        let l = lay(HStack {
            Color.red.frame(width: 10, height: 10).padding(1).id("a")
            Color.blue.frame(width: 10, height: 10).id("b")
        })
        // 12 + 8 + 10 = 30 wide at x = 180.
        expectFrame(l, "a", rect(180, 416, 12, 12))
        expectFrame(l, "b", rect(200, 417, 10, 10))
    }

    @Test func paddingOnEveryEdgeDropsTheChildsSpacing() {
        // A framed Spacer keeps its plain zero spacing (§3.1), so it sits against its neighbour.
        // Padding on every edge resets every edge to the defaults, whatever the child preferred
        // (and the child's preferences aren't worked out): 8 between them. Padding on the
        // vertical edges only keeps the Spacer's zero on the edges that face its neighbour.
        func gap<Padded: View>(_ padded: Padded) -> CGFloat? {
            let l = lay(HStack { Color.red.frame(width: 10, height: 10).id("a"); padded.id("s") })
            guard let a = l.frame(id: "a"), let s = l.frame(id: "s") else { return nil }
            return s.minX - a.maxX
        }
        #expect(gap(Spacer().frame(width: 20)) == 0)
        #expect(gap(Spacer().frame(width: 20).padding(0)) == 8)
        #expect(gap(Spacer().frame(width: 20).padding(.vertical, 0)) == 0)
        #expect(gap(HStack(spacing: 0) { Spacer().frame(width: 20) }.padding(2)) == 8)
    }

    /// scenePadding (iOS 15/16): on iPhone the system default padding, 16 points, on the edges given.
    @Test func scenePaddingIsTheDefaultPadding() {
        let square = Color.red.frame(width: 10, height: 10)
        expectFrame(lay(square.scenePadding().id("p")), "p", rect(174, 401, 42, 42))
        expectFrame(lay(square.scenePadding(.horizontal).id("p")), "p", rect(174, 417, 42, 10))
        expectFrame(lay(square.scenePadding(.minimum, edges: .top).id("p")), "p", rect(190, 409, 10, 26))
    }
}
