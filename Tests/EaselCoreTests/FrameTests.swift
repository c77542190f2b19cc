import Testing
import Foundation
@testable import EaselCore

/// frame(width:height:alignment:) (spec §5).
@Suite struct FrameTests {
    @Test func bothDimensions() {
        // The frame is 100×50 whatever the child; a Color takes the 100×50 it is proposed.
        let l = lay(Color.red.id("c").frame(width: 100, height: 50).id("f"))
        expectFrame(l, "f", rect(145, 397, 100, 50))
        expectFrame(l, "c", rect(145, 397, 100, 50))
    }

    @Test func onlyWidthTakesChildHeight() {
        // §5 [A]: "the resulting view assumes this view's sizing behavior in the other dimension":
        // the Color is proposed (100, 844) and the frame is 100×844 at (145, 0).
        let l = lay(Color.red.id("c").frame(width: 100).id("f"))
        expectFrame(l, "f", rect(145, 0, 100, 844))
        expectFrame(l, "c", rect(145, 0, 100, 844))
    }

    @Test func onlyHeightWithFixedChild() {
        // frame(height:100) over a 30×30: 30 wide (the child's), 100 tall; child centred.
        let l = lay(Color.red.frame(width: 30, height: 30).id("c").frame(height: 100).id("f"))
        expectFrame(l, "f", rect(180, 372, 30, 100))
        expectFrame(l, "c", rect(180, 407, 30, 30))
    }

    @Test func smallerChildIsCentredByDefault() {
        let l = lay(Color.red.frame(width: 20, height: 20).id("c").frame(width: 100, height: 50))
        expectFrame(l, "c", rect(185, 412, 20, 20))
    }

    @Test func alignmentInsideTheFrame() {
        // Frame (145, 397, 100, 50); child 20×20.
        let tl = lay(Color.red.frame(width: 20, height: 20).id("c").frame(width: 100, height: 50, alignment: .topLeading))
        expectFrame(tl, "c", rect(145, 397, 20, 20))
        let br = lay(Color.red.frame(width: 20, height: 20).id("c").frame(width: 100, height: 50, alignment: .bottomTrailing))
        expectFrame(br, "c", rect(225, 427, 20, 20))
        let trailing = lay(Color.red.frame(width: 20, height: 20).id("c").frame(width: 100, height: 50, alignment: .trailing))
        expectFrame(trailing, "c", rect(225, 412, 20, 20))
    }

    @Test func overflowingChildIsAligned() {
        // A 200×100 child in a 100×50 frame at (145, 397): leading puts its left edge at 145,
        // centre vertically: 397 + 25 - 50 = 372. Centre: x = 145 + 50 - 100 = 95.
        // Trailing: 145 + 100 - 200 = 45. The frame keeps its size (§1.1).
        let child = Color.red.frame(width: 200, height: 100).id("c")
        let leading = lay(child.frame(width: 100, height: 50, alignment: .leading).id("f"))
        expectFrame(leading, "f", rect(145, 397, 100, 50))
        expectFrame(leading, "c", rect(145, 372, 200, 100))
        expectFrame(lay(child.frame(width: 100, height: 50)), "c", rect(95, 372, 200, 100))
        expectFrame(lay(child.frame(width: 100, height: 50, alignment: .trailing)), "c", rect(45, 372, 200, 100))
        expectFrame(lay(child.frame(width: 100, height: 50, alignment: .bottom)), "c", rect(95, 347, 200, 100))
    }

    @Test func nothingClips() {
        // clipped() is a drawing effect: the 200×200 child keeps its layout frame (§1.1).
        let l = lay(Color.red.frame(width: 200, height: 200).id("c").frame(width: 50, height: 50).clipped().id("f"))
        expectFrame(l, "f", rect(170, 397, 50, 50))
        expectFrame(l, "c", rect(95, 322, 200, 200))
    }

    @Test func zeroFrame() {
        let l = lay(Color.red.id("c").frame(width: 0, height: 0).id("f"))
        expectFrame(l, "f", rect(195, 422, 0, 0))
        expectFrame(l, "c", rect(195, 422, 0, 0))
    }

    @Test func childAlignmentGuideIsHonoured() {
        // §5: the frame's guide is its default, the child's uses its explicit value: the child's
        // leading guide is 5, so with .leading it starts 5 left of the frame: 145 - 5.
        let l = lay(Color.red.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in 5 }.id("c")
            .frame(width: 100, height: 50, alignment: .leading))
        expectFrame(l, "c", rect(140, 412, 20, 20))
    }

    @Test func nestedFramesInnermostWinsForTheChild() {
        // The inner 40×40 frame decides the Color's size; the outer 100×100 centres it.
        let l = lay(Color.red.id("c").frame(width: 40, height: 40).frame(width: 100, height: 100).id("outer"))
        expectFrame(l, "outer", rect(145, 372, 100, 100))
        expectFrame(l, "c", rect(175, 402, 40, 40))
    }
}
