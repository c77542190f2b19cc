import Testing
import Foundation
@testable import EaselCore

/// Spacer (spec §15) and Divider (spec §16).
@Suite struct SpacerDividerTests {
    // MARK: Spacer

    @Test func spacerTakesWhatIsLeft() {
        // Zero spacing next to a spacer (§2): 390 - 100 = 290; the spacer is 0 tall, centred.
        let l = lay(HStack {
            Color.red.frame(width: 50, height: 50).id("a")
            Spacer().id("s")
            Color.blue.frame(width: 50, height: 50).id("b")
        })
        expectFrame(l, "a", rect(0, 397, 50, 50))
        expectFrame(l, "s", rect(50, 422, 290, 0))
        expectFrame(l, "b", rect(340, 397, 50, 50))
    }

    @Test func explicitSpacingAppliesAroundASpacer() {
        // §3.1: a non-nil spacing is used between every pair, spacers included: 390 - 100 - 20.
        let l = lay(HStack(spacing: 10) {
            Color.red.frame(width: 50, height: 50).id("a")
            Spacer().id("s")
            Color.blue.frame(width: 50, height: 50).id("b")
        })
        expectFrame(l, "s", rect(60, 422, 270, 0))
        expectFrame(l, "b", rect(340, 397, 50, 50))
    }

    @Test func spacerMinimumIsEight() {
        // The Color (priority 0) is offered 390 - 8; the spacer keeps its 8.
        let l = lay(HStack {
            Color.red.id("c")
            Spacer().id("s")
        })
        expectFrame(l, "c", rect(0, 0, 382, 844))
        expectFrame(l, "s", rect(382, 422, 8, 0))
    }

    @Test func spacerMinLengthUnderOverflow() {
        // §15: under overflow the spacer keeps minLength 20 and the stack overflows: 200+20+200 =
        // 420 in a 300 frame (x = 45) → stack x = 45 + (300-420)/2 = -15.
        let l = lay(HStack {
            Color.red.frame(width: 200).id("a")
            Spacer(minLength: 20).id("s")
            Color.blue.frame(width: 200).id("b")
        }.frame(width: 300))
        expectFrame(l, "a", rect(-15, 0, 200, 844))
        expectFrame(l, "s", rect(185, 422, 20, 0))
        expectFrame(l, "b", rect(205, 0, 200, 844))
    }

    @Test func spacerMinLengthZero() {
        let l = lay(HStack {
            Color.red.frame(width: 200, height: 10).id("a")
            Spacer(minLength: 0).id("s")
            Color.blue.frame(width: 200, height: 10).id("b")
        }.frame(width: 300, height: 10))
        // 400 wide → x = 45 - 50 = -5.
        expectFrame(l, "s", rect(195, 422, 0, 0))
        expectFrame(l, "b", rect(195, 417, 200, 10))
    }

    @Test func spacerOutsideAStackExpandsBothWays() {
        // §15: both axes: max(P, 8).
        expectFrame(lay(Spacer().id("s")), "s", rect(0, 0, 390, 844))
        // Nil proposal: max(-∞, 8) = 8 on both axes.
        expectFrame(lay(Spacer().id("s").fixedSize()), "s", rect(191, 418, 8, 8))
    }

    @Test func spacerInAZStackHasNoOrientation() {
        // A ZStack is not an H/V stack: the spacer expands both ways (390×844).
        let l = lay(ZStack { Spacer().id("s") })
        expectFrame(l, "s", rect(0, 0, 390, 844))
    }

    @Test func spacerInAVStackIsZeroWide() {
        let l = lay(VStack {
            Spacer().id("s")
            Color.red.frame(width: 50, height: 50).id("c")
        })
        expectFrame(l, "s", rect(195, 0, 0, 794))
        expectFrame(l, "c", rect(170, 794, 50, 50))
    }

    @Test func spacerPushesToTheTrailingEdge() {
        let l = lay(HStack {
            Spacer().id("s")
            Color.red.frame(width: 50, height: 50).id("c")
        })
        expectFrame(l, "s", rect(0, 422, 340, 0))
        expectFrame(l, "c", rect(340, 397, 50, 50))
    }

    @Test func framedSpacerKeepsZeroSpacing() {
        // §3.1: a Spacer wrapped in .frame keeps its zero spacing: 50 + 20 + 50 = 120.
        let l = lay(HStack {
            Color.red.frame(width: 50, height: 50).id("a")
            Spacer().frame(width: 20).id("s")
            Color.blue.frame(width: 50, height: 50).id("b")
        }.id("stack"))
        expectFrame(l, "stack", rect(135, 397, 120, 50))
        expectFrame(l, "b", rect(205, 397, 50, 50))
    }

    // MARK: Divider

    @Test func dividerInAVStackIsHorizontal() {
        // §16: a horizontal line, 1/3 pt thick at scale 3, as wide as proposed (390). VStack:
        // 20 + 1/3 tall at y = (844 - 20.333…)/2.
        let t: CGFloat = 1.0 / 3
        let y = (844 - (20 + t)) / 2
        let l = lay(VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 20).id("c")
            Divider().id("d")
        })
        expectFrame(l, "c", rect(145, y, 100, 20))
        expectFrame(l, "d", rect(0, y + 20, 390, t))
    }

    @Test func dividerInAnHStackIsVertical() {
        // Vertical: 1/3 wide, as tall as proposed (50): stack 20.333… wide.
        let t: CGFloat = 1.0 / 3
        let x = (390 - (20 + t)) / 2
        let l = lay(HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 50)
            Divider().id("d")
        }.frame(height: 50))
        expectFrame(l, "d", rect(x + 20, 397, t, 50))
    }

    @Test func dividerOutsideAStackIsHorizontal() {
        let t: CGFloat = 1.0 / 3
        expectFrame(lay(Divider().id("d")), "d", rect(0, (844 - t) / 2, 390, t))
    }

    @Test func dividerThicknessIsOnePixel() {
        // Scale 2 → 0.5 pt.
        expectFrame(lay(Divider().id("d"), scale: 2), "d", rect(0, 421.75, 390, 0.5))
        // Scale 1 → 1 pt.
        expectFrame(lay(Divider().id("d"), scale: 1), "d", rect(0, 421.5, 390, 1))
        // The environment's displayScale decides, as set by a modifier.
        expectFrame(lay(Divider().id("d").environment(\.displayScale, 2)), "d", rect(0, 421.75, 390, 0.5))
    }

    @Test func dividerLengthForNilIsTen() {
        // Under fixedSize: 10 long (§16), 1/3 thick.
        let t: CGFloat = 1.0 / 3
        expectFrame(lay(Divider().id("d").fixedSize()), "d", rect(190, (844 - t) / 2, 10, t))
    }

    @Test func dividerUsesDefaultSpacing() {
        // §16: 8 on each side: 20 + 8 + 1/3 + 8 + 20.
        let t: CGFloat = 1.0 / 3
        let top = (844 - (56 + t)) / 2
        let l = lay(VStack {
            Color.red.frame(width: 100, height: 20).id("a")
            Divider().id("d")
            Color.blue.frame(width: 100, height: 20).id("b")
        })
        expectFrame(l, "d", rect(0, top + 28, 390, t))
        expectFrame(l, "b", rect(145, top + 36 + t, 100, 20))
    }

    @Test func dividerInAZStackIsHorizontal() {
        let t: CGFloat = 1.0 / 3
        let l = lay(ZStack { Divider().id("d") }.frame(width: 100, height: 100))
        expectFrame(l, "d", rect(145, 422 - t / 2, 100, t))
    }
}
