import Testing
import Foundation
@testable import EaselCore

/// layoutPriority (spec §3.2, §3.3, §10). Stacks are framed 200×10 at (95, 417) unless noted.
@Suite struct LayoutPriorityTests {
    @Test func higherPriorityTakesAllButTheOthersMinimums() {
        // §3.3 [A]: priority 1 is offered 300 - 2×8 - (minimums 0) = 284.
        let l = lay(HStack {
            Color.red.id("a")
            Color.green.layoutPriority(1).id("b")
            Color.blue.id("c")
        }.frame(width: 300, height: 10))
        expectFrame(l, "a", rect(45, 417, 0, 10))
        expectFrame(l, "b", rect(53, 417, 284, 10))
        expectFrame(l, "c", rect(345, 417, 0, 10))
    }

    @Test func lowerGroupMinimumsAreReserved() {
        // Group 1 (high) is offered 200 - 50 (low's minimum) = 150; then low gets 150-150+50 = 50.
        let l = lay(HStack(spacing: 0) {
            Color.red.frame(minWidth: 50).id("low")
            Color.blue.layoutPriority(1).id("high")
        }.frame(width: 200, height: 10))
        expectFrame(l, "low", rect(95, 417, 50, 10))
        expectFrame(l, "high", rect(145, 417, 150, 10))
    }

    @Test func threePriorityGroups() {
        // Minimums: low 30, mid 20, high 0. high: 200 - 30 - 20 = 150; mid: 150-150+20 = 20 → 20;
        // low: 20-20+30 = 30 → 30.
        let l = lay(HStack(spacing: 0) {
            Color.red.frame(minWidth: 30).id("low")
            Color.green.frame(minWidth: 20).layoutPriority(1).id("mid")
            Color.blue.layoutPriority(2).id("high")
        }.frame(width: 200, height: 10))
        expectFrame(l, "low", rect(95, 417, 30, 10))
        expectFrame(l, "mid", rect(125, 417, 20, 10))
        expectFrame(l, "high", rect(145, 417, 150, 10))
    }

    @Test func priorityUnderAFrameIsHidden() {
        // §3.2 [R]: frame reports priority 0 and does not forward its child's. Both children are
        // then 0…∞ with equal minimums: source order, 100 each.
        let l = lay(HStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.layoutPriority(1).frame(maxHeight: 10).id("b")
        }.frame(width: 200, height: 10))
        expectFrame(l, "a", rect(95, 417, 100, 10))
        expectFrame(l, "b", rect(195, 417, 100, 10))
    }

    @Test func priorityUnderPaddingIsHidden() {
        let l = lay(HStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.layoutPriority(1).padding(0).id("b")
        }.frame(width: 200, height: 10))
        expectFrame(l, "a", rect(95, 417, 100, 10))
        expectFrame(l, "b", rect(195, 417, 100, 10))
    }

    @Test func priorityOutsideTheFrameCounts() {
        let l = lay(HStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.frame(maxHeight: 10).layoutPriority(1).id("b")
        }.frame(width: 200, height: 10))
        expectFrame(l, "a", rect(95, 417, 0, 10))
        expectFrame(l, "b", rect(95, 417, 200, 10))
    }

    @Test func fixedSizeForwardsPriority() {
        // §3.2, §11: fixedSize forwards the priority. b (priority 1) is offered 100 and, fixed
        // vertically, answers 100×10; a gets 0 and takes the frame's 40 height.
        let l = lay(HStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.layoutPriority(1).fixedSize(horizontal: false, vertical: true).id("b")
        }.frame(width: 100, height: 40))
        expectFrame(l, "a", rect(145, 402, 0, 40))
        expectFrame(l, "b", rect(145, 417, 100, 10))
    }

    @Test func negativePriorityStillBeatsASpacer() {
        // A Spacer has priority −∞ (§15): the -1 Color goes first and gets 200 - 8.
        let l = lay(HStack(spacing: 0) {
            Color.red.layoutPriority(-1).id("a")
            Spacer().id("s")
        }.frame(width: 200, height: 10))
        expectFrame(l, "a", rect(95, 417, 192, 10))
        expectFrame(l, "s", rect(287, 422, 8, 0))
        // …but it loses to a priority-0 view.
        let m = lay(HStack(spacing: 0) {
            Color.red.layoutPriority(-1).id("a")
            Color.blue.id("b")
        }.frame(width: 200, height: 10))
        expectFrame(m, "a", rect(95, 417, 0, 10))
        expectFrame(m, "b", rect(95, 417, 200, 10))
    }

    @Test func framedSpacerHasPriorityZero() {
        // §3.2 consequence: Spacer().frame(height: 10) has priority 0 and minimum 8 (still a
        // horizontal spacer inside). Both are 0-priority and infinitely flexible, so the larger
        // minimum (the spacer's 8) goes first: 100; the Color gets 100.
        let l = lay(HStack(spacing: 0) {
            Color.red.id("a")
            Spacer().frame(height: 10).id("s")
        }.frame(width: 200, height: 10))
        expectFrame(l, "a", rect(95, 417, 100, 10))
        expectFrame(l, "s", rect(195, 417, 100, 10))
    }

    @Test func zStackSizesToTheHighestPriority() {
        // §4, §10: only the priority-1 child counts: 30×30; the 100×100 one overflows.
        let l = lay(ZStack {
            Color.red.frame(width: 100, height: 100).id("big")
            Color.blue.frame(width: 30, height: 30).layoutPriority(1).id("small")
        }.id("z"))
        expectFrame(l, "z", rect(180, 407, 30, 30))
        expectFrame(l, "big", rect(145, 372, 100, 100))
    }

    @Test func priorityInAVStack() {
        // 844 - 8 = 836 to the priority-1 Color.
        let l = lay(VStack {
            Color.red.id("a")
            Color.blue.layoutPriority(1).id("b")
        })
        expectFrame(l, "a", rect(0, 0, 390, 0))
        expectFrame(l, "b", rect(0, 8, 390, 836))
    }

    @Test func alignmentGuideAndOffsetForwardPriority() {
        // §3.2: alignmentGuide is not a layout modifier and offset is a drawing effect: b keeps
        // its priority 1 and takes the whole 200.
        let guide = lay(HStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.layoutPriority(1).alignmentGuide(.top) { _ in 0 }.id("b")
        }.frame(width: 200, height: 10))
        expectFrame(guide, "b", rect(95, 417, 200, 10))
        let offset = lay(HStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.layoutPriority(1).offset(x: 0).id("b")
        }.frame(width: 200, height: 10))
        expectFrame(offset, "b", rect(95, 417, 200, 10))
    }

    @Test func positionAndAspectRatioHidePriority() {
        // §3.2: position and aspectRatio are unary layouts reporting 0: both children get 100.
        let position = lay(HStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.layoutPriority(1).position(x: 0, y: 0).id("b")
        }.frame(width: 200, height: 10))
        expectFrame(position, "a", rect(95, 417, 100, 10))
        expectFrame(position, "b", rect(195, 417, 100, 10))
        let aspect = lay(HStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.layoutPriority(1).aspectRatio(1, contentMode: .fill).id("b")
        }.frame(width: 200, height: 10))
        // b (priority 0 now) has minimum 10 (ratio 1 .fill at (0, 10) proposes 10×10) and is
        // infinitely flexible, so it goes first: proposed (100, 10), .fill proposes 100×100.
        // a gets the other 100 (with a visible priority 1, b would take 200 and a 0).
        // The stack is 200×100, centred on the 10-tall frame: y = 417 - 45 = 372.
        expectFrame(aspect, "a", rect(95, 417, 100, 10))
        expectFrame(aspect, "b", rect(195, 372, 100, 100))
    }

    @Test func emptyContainerHasTheLowestPriority() {
        // §1.3/§3.2: an empty stack has priority −∞, so the priority −1 Color is the ZStack's only
        // top-priority child and gives it its 20×20 size (with a 0-priority empty stack the ZStack
        // would size to 0×0).
        let l = lay(ZStack {
            HStack {}
            Color.red.frame(width: 20, height: 20).layoutPriority(-1).id("c")
        }.id("z"))
        expectFrame(l, "z", rect(185, 412, 20, 20))
    }
}
