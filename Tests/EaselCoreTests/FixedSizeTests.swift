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
}
