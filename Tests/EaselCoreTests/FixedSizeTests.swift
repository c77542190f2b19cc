import Testing
import Foundation
@testable import EaselCore

/// fixedSize (spec §11): nil on the fixed axes, the parent's proposal on the others; the child is
/// centred in the fixedSize view.
@Suite struct FixedSizeTests {
    @Test func bothAxes() {
        // Color.fixedSize() is 10×10 (§11 [M]), centred in the canvas.
        let l = lay(Color.red.id("c").fixedSize().id("f"))
        expectFrame(l, "f", rect(190, 417, 10, 10))
        expectFrame(l, "c", rect(190, 417, 10, 10))
    }

    @Test func horizontalOnly() {
        // (nil, 844) → 10×844.
        let l = lay(Color.red.id("c").fixedSize(horizontal: true, vertical: false).id("f"))
        expectFrame(l, "f", rect(190, 0, 10, 844))
        expectFrame(l, "c", rect(190, 0, 10, 844))
    }

    @Test func verticalOnly() {
        // (390, nil) → 390×10.
        let l = lay(Color.red.id("c").fixedSize(horizontal: false, vertical: true).id("f"))
        expectFrame(l, "f", rect(0, 417, 390, 10))
    }

    @Test func fixedSizeIgnoresASmallerParent() {
        // A flexible frame with ideal 200 under fixedSize is 200 wide even in a 100 frame: it
        // overflows, centred: 145 + (100-200)/2 = 95.
        let l = lay(Color.red.frame(idealWidth: 200).fixedSize(horizontal: true, vertical: false).id("f")
            .frame(width: 100, height: 10))
        expectFrame(l, "f", rect(95, 417, 200, 10))
    }

    @Test func fixedSizeStackHugsIdealWidths() {
        // Inside fixedSize an HStack gets nil×nil: 10 + 8 + 30 wide, 20 tall.
        let l = lay(HStack {
            Color.red.id("a")
            Color.blue.frame(width: 30, height: 20).id("b")
        }.fixedSize().id("s"))
        expectFrame(l, "s", rect(171, 412, 48, 20))
        // §3.6: the Color was sized 10×10 at nil height, but is placed with the stack's height 20.
        expectFrame(l, "a", rect(171, 412, 10, 20))
        expectFrame(l, "b", rect(189, 412, 30, 20))
    }

    @Test func fixedSizeFalseFalseChangesNothing() {
        let l = lay(Color.red.id("c").fixedSize(horizontal: false, vertical: false))
        expectFrame(l, "c", rect(0, 0, 390, 844))
    }

    @Test func equalWidthColumnUnderFixedSize() {
        // The classic equal-width buttons: two fixed 80 and 40 wide views in frame(maxWidth: ∞),
        // in a VStack fixed horizontally. Sizing at (nil, 844): the frames answer 80 and 40 → the
        // VStack is 80 wide. Placement (§3.6) proposes 80: both frames are max(80, child) = 80.
        let l = lay(VStack(spacing: 0) {
            Color.red.frame(width: 80, height: 20).frame(maxWidth: .infinity).id("a")
            Color.blue.frame(width: 40, height: 20).id("inner").frame(maxWidth: .infinity).id("b")
        }.fixedSize(horizontal: true, vertical: false).id("s"))
        expectFrame(l, "s", rect(155, 402, 80, 40))
        expectFrame(l, "a", rect(155, 402, 80, 20))
        expectFrame(l, "b", rect(155, 422, 80, 20))
        expectFrame(l, "inner", rect(175, 422, 40, 20))
    }

    @Test func paddingUnderFixedSize() {
        // nil passes through padding: the Color's ideal 10 + 2×10.
        let l = lay(Color.red.id("c").padding(10).fixedSize().id("p"))
        expectFrame(l, "p", rect(180, 407, 30, 30))
        expectFrame(l, "c", rect(190, 417, 10, 10))
    }

    @Test func spacerUnderFixedSizeIsItsMinimum() {
        // Nil width: the Spacer is its minimum 8: 10 + 8 + 10 = 28 (no spacing next to it).
        let l = lay(HStack {
            Color.red.frame(width: 10, height: 10)
            Spacer().id("s")
            Color.red.frame(width: 10, height: 10)
        }.fixedSize().id("h"))
        expectFrame(l, "h", rect(181, 417, 28, 10))
        expectFrame(l, "s", rect(191, 422, 8, 0))
    }
}
