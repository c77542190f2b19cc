import Testing
import Foundation
@testable import EaselCore

/// HStack sizing and placement (spec §3). Canvas 390×844; roots are centred (§1.4).
@Suite struct HStackTests {
    // Two fixed children: 50×50 and 30×20.
    private func pair(spacing: CGFloat?) -> some View {
        HStack(spacing: spacing) {
            Color.red.frame(width: 50, height: 50).id("a")
            Color.blue.frame(width: 30, height: 20).id("b")
        }.id("stack")
    }

    @Test func defaultSpacingIsEight() {
        // §2, §3.1: two plain views, spacing nil → 8. Stack 50+8+30 = 88 × 50 (§3.5 hugging),
        // at ((390-88)/2, (844-50)/2) = (151, 397); b is centred vertically: 397 + (50-20)/2 = 412.
        let l = lay(pair(spacing: nil))
        expectFrame(l, "stack", rect(151, 397, 88, 50))
        expectFrame(l, "a", rect(151, 397, 50, 50))
        expectFrame(l, "b", rect(209, 412, 30, 20))
    }

    @Test func explicitZeroSpacing() {
        // §3.1: explicit spacing is used between every pair. 80 wide → x = 155.
        let l = lay(pair(spacing: 0))
        expectFrame(l, "a", rect(155, 397, 50, 50))
        expectFrame(l, "b", rect(205, 412, 30, 20))
    }

    @Test func explicitPositiveSpacing() {
        // 50+20+30 = 100 → x = 145; b at 145+70.
        let l = lay(pair(spacing: 20))
        expectFrame(l, "stack", rect(145, 397, 100, 50))
        expectFrame(l, "b", rect(215, 412, 30, 20))
    }

    @Test func negativeSpacingOverlaps() {
        // §3.1: the spacing is summed as given: 50-10+30 = 70 → x = 160; b starts at 160+40.
        let l = lay(pair(spacing: -10))
        expectFrame(l, "stack", rect(160, 397, 70, 50))
        expectFrame(l, "a", rect(160, 397, 50, 50))
        expectFrame(l, "b", rect(200, 412, 30, 20))
    }

    @Test func objcIOExample() {
        // §3.3 measured example (OBJC-HSTACK): red = frame(maxWidth:100) flexibility 0…100,
        // green = frame(minWidth:100) flexibility 100…∞, so red goes first: proposed 150/2 = 75 → 75;
        // green proposed 75 → 100 (its minimum). Stack = 175 > 150: it overflows the frame.
        // Heights: the frame passes 844 through, both rectangles take it.
        // Frame 150×844 at x = (390-150)/2 = 120; stack centred in it: 120 + (150-175)/2 = 107.5.
        let view = HStack(spacing: 0) {
            Rectangle().frame(maxWidth: 100).id("red")
            Rectangle().frame(minWidth: 100).id("green")
        }.id("stack").frame(width: 150).id("outer")
        let l = lay(view)
        expectFrame(l, "outer", rect(120, 0, 150, 844))
        expectFrame(l, "stack", rect(107.5, 0, 175, 844))
        expectFrame(l, "red", rect(107.5, 0, 75, 844))
        expectFrame(l, "green", rect(182.5, 0, 100, 844))
    }

    @Test func threeEqualRectanglesShare300() {
        // §3.3 (OBJC-HSTACK): three equally flexible rectangles, spacing 0, 300 → 100 each.
        // Frame 300×100 at (45, 372).
        let view = HStack(spacing: 0) {
            Rectangle().id("1"); Rectangle().id("2"); Rectangle().id("3")
        }.frame(width: 300, height: 100)
        let l = lay(view)
        expectFrame(l, "1", rect(45, 372, 100, 100))
        expectFrame(l, "2", rect(145, 372, 100, 100))
        expectFrame(l, "3", rect(245, 372, 100, 100))
    }

    @Test func thirdsWithDefaultSpacing() {
        // 300 - 2×8 = 284 shared by three: 94.666… each (unrounded, §23).
        let view = HStack {
            Color.red.id("1"); Color.green.id("2"); Color.blue.id("3")
        }.frame(width: 300, height: 100)
        let l = lay(view)
        let w: CGFloat = 284.0 / 3
        expectFrame(l, "1", rect(45, 372, w, 100))
        expectFrame(l, "2", rect(45 + w + 8, 372, w, 100))
        expectFrame(l, "3", rect(45 + 2 * w + 16, 372, w, 100))
    }

    @Test func leastFlexibleChildIsSizedFirst() {
        // §3.3 sort: b = Color (0…∞) comes first in source order but a = frame(maxWidth:50) (0…50)
        // is less flexible and is proposed first: 200/2 = 100 → 50; b gets the remaining 150.
        // (Source order would give b 100 and a 50: a total of 150.) Frame 200×10 at (95, 417).
        let view = HStack(spacing: 0) {
            Color.red.id("b")
            Color.blue.frame(maxWidth: 50).id("a")
        }.frame(width: 200, height: 10)
        let l = lay(view)
        expectFrame(l, "b", rect(95, 417, 150, 10))
        expectFrame(l, "a", rect(245, 417, 50, 10))
    }

    @Test func threeFlexibilitiesInOrder() {
        // Flexibilities: fixed 30 (0), maxWidth 60 (0…60), Color (0…∞). Order: fixed, max, Color.
        // fixed: proposed 100 → 30, left 270; max: proposed 135 → 60, left 210; Color: 210.
        let view = HStack(spacing: 0) {
            Color.red.id("c")
            Color.green.frame(maxWidth: 60).id("m")
            Color.blue.frame(width: 30).id("f")
        }.frame(width: 300, height: 10)
        let l = lay(view)
        expectFrame(l, "c", rect(45, 417, 210, 10))
        expectFrame(l, "m", rect(255, 417, 60, 10))
        expectFrame(l, "f", rect(315, 417, 30, 10))
    }

    @Test func infinitelyFlexibleTieGoesToLargerMinimumFirst() {
        // §3.3 rule 3: minWidth 20 (20…∞) and minWidth 80 (80…∞) are both infinitely
        // flexible, so the larger minimum goes first: b proposed 75 → 80, a gets 70.
        // (Source order would give a 75 and b 80: 155 wide.) Frame 150 wide at x = 120.
        let view = HStack(spacing: 0) {
            Color.red.frame(minWidth: 20).id("a")
            Color.blue.frame(minWidth: 80).id("b")
        }.frame(width: 150, height: 10)
        let l = lay(view)
        expectFrame(l, "a", rect(120, 417, 70, 10))
        expectFrame(l, "b", rect(190, 417, 80, 10))
    }

    @Test func alignmentTopAndBottom() {
        // §3.5: children of 20×50 and 20×20, spacing 8 → 48×50 at (171, 397).
        let top = lay(HStack(alignment: .top) {
            Color.red.frame(width: 20, height: 50).id("a")
            Color.blue.frame(width: 20, height: 20).id("b")
        })
        expectFrame(top, "a", rect(171, 397, 20, 50))
        expectFrame(top, "b", rect(199, 397, 20, 20))
        let bottom = lay(HStack(alignment: .bottom) {
            Color.red.frame(width: 20, height: 50).id("a")
            Color.blue.frame(width: 20, height: 20).id("b")
        })
        expectFrame(bottom, "a", rect(171, 397, 20, 50))
        expectFrame(bottom, "b", rect(199, 427, 20, 20))
    }

    @Test func firstTextBaselineOfPlainViewsIsTheirBottom() {
        // §9: without text a view's baselines are at its bottom, so this aligns bottoms.
        let l = lay(HStack(alignment: .firstTextBaseline) {
            Color.red.frame(width: 20, height: 50).id("a")
            Color.blue.frame(width: 20, height: 20).id("b")
        })
        expectFrame(l, "b", rect(199, 427, 20, 20))
    }

    @Test func stackHugsItsChildrenAtTheIdealProposal() {
        // §3.4/§3.5: under fixedSize the stack is proposed nil×nil, each Color takes its ideal
        // 10×10 (§1.3) and the stack hugs them: 28×10 at (181, 417).
        let l = lay(HStack {
            Color.red.id("a")
            Color.blue.id("b")
        }.fixedSize().id("stack"))
        expectFrame(l, "stack", rect(181, 417, 28, 10))
        expectFrame(l, "a", rect(181, 417, 10, 10))
        expectFrame(l, "b", rect(199, 417, 10, 10))
    }

    @Test func flexibleChildFillsStackAndStackIsNotLargerThanChildren() {
        // A Color in a stack takes what it is offered: 390 - 8 - 50 = 332 wide, 844 tall;
        // the 50×50 frame is centred vertically at 397.
        let l = lay(HStack {
            Color.red.id("c")
            Color.blue.frame(width: 50, height: 50).id("f")
        }.id("stack"))
        expectFrame(l, "stack", rect(0, 0, 390, 844))
        expectFrame(l, "c", rect(0, 0, 332, 844))
        expectFrame(l, "f", rect(340, 397, 50, 50))
    }

    @Test func placementRerunStretchesToTallestSibling() {
        // §3.6: fixedSize(vertical:) proposes (390, nil). Sizing: a is 20×60, b = frame(width:20)
        // over a Color answers 20×10 (ideal height). Stack = 40×60 at (175, 392).
        // Placement re-runs with the minor proposal = the stack's height 60, so b becomes 20×60.
        let l = lay(HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 60).id("a")
            Color.blue.frame(width: 20).id("b")
        }.fixedSize(horizontal: false, vertical: true).id("stack"))
        expectFrame(l, "stack", rect(175, 392, 40, 60))
        expectFrame(l, "a", rect(175, 392, 20, 60))
        expectFrame(l, "b", rect(195, 392, 20, 60))
    }

    @Test func overflowingStackDrawsOutsideItsParent() {
        // §1.1: two 200-wide children in a 300 frame: stack 408 wide centred in the frame:
        // frame x = 45, stack x = 45 + (300 - 408)/2 = -9. Nothing is clipped or shrunk.
        let l = lay(HStack {
            Color.red.frame(width: 200, height: 10).id("a")
            Color.blue.frame(width: 200, height: 10).id("b")
        }.id("stack").frame(width: 300, height: 10).id("frame"))
        expectFrame(l, "frame", rect(45, 417, 300, 10))
        expectFrame(l, "stack", rect(-9, 417, 408, 10))
        expectFrame(l, "a", rect(-9, 417, 200, 10))
        expectFrame(l, "b", rect(199, 417, 200, 10))
    }

    @Test func emptyHStackIsZeroSized() {
        // §1.3: a stack with no children is 0×0, centred: (195, 422).
        let l = lay(HStack {}.id("e"))
        expectFrame(l, "e", rect(195, 422, 0, 0))
    }

    @Test func aSpacerAfterPlainChildrenChangesTheGapsAndPriorities() {
        // A stack remembers one gap while its children are plain (the first two here, 8 apart,
        // §3.1), and each child's gap and priority from the first that differs: the Spacer sits 0
        // from its neighbours (§2) and has the lowest priority (§3.2). Offered 300 - 8 = 292: the
        // Spacer's minimum 8 is reserved, the fixed 20 goes first, then 264 is shared by a and b
        // (132 each), and the Spacer gets its 8 back.
        let l = lay(HStack {
            Color.red.id("a")
            Color.green.id("b")
            Spacer().id("s")
            Color.blue.frame(width: 20).id("c")
        }.frame(width: 300, height: 10))
        expectFrame(l, "a", rect(45, 417, 132, 10))
        expectFrame(l, "b", rect(185, 417, 132, 10))
        expectFrame(l, "s", rect(317, 422, 8, 0))
        expectFrame(l, "c", rect(325, 417, 20, 10))
    }
}
