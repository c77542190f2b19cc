import Testing
import Foundation
@testable import EaselCore

private enum ZMark: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}

extension VerticalAlignment {
    fileprivate static let zMark = VerticalAlignment(ZMark.self)
}

/// ZStack (spec §4): proposal passed through, size = union of the aligned children with the
/// highest priority, others aligned the same way and free to overflow.
@Suite struct ZStackTests {
    private func pair(_ alignment: Alignment) -> some View {
        ZStack(alignment: alignment) {
            Color.red.frame(width: 100, height: 50).id("a")
            Color.blue.frame(width: 50, height: 100).id("b")
        }.id("z")
    }

    @Test func sizeIsUnionOfChildren() {
        // 100×50 ∪ 50×100 centred → 100×100 at (145, 372).
        let l = lay(pair(.center))
        expectFrame(l, "z", rect(145, 372, 100, 100))
        expectFrame(l, "a", rect(145, 397, 100, 50))
        expectFrame(l, "b", rect(170, 372, 50, 100))
    }

    @Test func alignments() {
        let tl = lay(pair(.topLeading))
        expectFrame(tl, "a", rect(145, 372, 100, 50))
        expectFrame(tl, "b", rect(145, 372, 50, 100))
        let br = lay(pair(.bottomTrailing))
        expectFrame(br, "a", rect(145, 422, 100, 50))
        expectFrame(br, "b", rect(195, 372, 50, 100))
        let leading = lay(pair(.leading))
        expectFrame(leading, "a", rect(145, 397, 100, 50))
        expectFrame(leading, "b", rect(145, 372, 50, 100))
        let top = lay(pair(.top))
        expectFrame(top, "a", rect(145, 372, 100, 50))
        expectFrame(top, "b", rect(170, 372, 50, 100))
    }

    @Test func proposalIsPassedThrough() {
        // The frame proposes 200×100 to the ZStack, which proposes it to the Color.
        let l = lay(ZStack { Color.red.id("c") }.id("z").frame(width: 200, height: 100))
        expectFrame(l, "z", rect(95, 372, 200, 100))
        expectFrame(l, "c", rect(95, 372, 200, 100))
    }

    @Test func flexibleChildMakesZStackFill() {
        // The Color takes 390×844, so the ZStack does; the 50×50 child is centred in it.
        let l = lay(ZStack {
            Color.red.id("bg")
            Color.blue.frame(width: 50, height: 50).id("fg")
        })
        expectFrame(l, "bg", rect(0, 0, 390, 844))
        expectFrame(l, "fg", rect(170, 397, 50, 50))
    }

    @Test func lowerPriorityChildOverflows() {
        // Only the priority-1 child counts for the size: 50×50 at (170, 397). The 200×20 child is
        // centred on the same centre and overflows: x = 170 + 25 - 100, y = 397 + 25 - 10.
        let l = lay(ZStack {
            Color.red.frame(width: 50, height: 50).layoutPriority(1).id("a")
            Color.blue.frame(width: 200, height: 20).id("b")
        }.id("z"))
        expectFrame(l, "z", rect(170, 397, 50, 50))
        expectFrame(l, "a", rect(170, 397, 50, 50))
        expectFrame(l, "b", rect(95, 412, 200, 20))
    }

    @Test func lowerPriorityChildIsPlacedWithTheZStackSize() {
        // §4 placement: children are proposed the ZStack's bounds (50×50), not the original
        // 390×844 proposal, so the Color is 50×50 (a sized background).
        let l = lay(ZStack {
            Color.red.frame(width: 50, height: 50).layoutPriority(1).id("a")
            Color.blue.id("bg")
        })
        expectFrame(l, "bg", rect(170, 397, 50, 50))
    }

    @Test func customGuideGrowsTheZStack() {
        // §24.1 (contested, follow the union): b's leading guide is 40, so aligned on leading it
        // starts 40 left of a. Union: x from -40 to 100 → 140 wide at (125, 372); a at 125+40.
        let l = lay(ZStack(alignment: .leading) {
            Color.red.frame(width: 100, height: 100).id("a")
            Color.blue.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in 40 }.id("b")
        }.id("z"))
        expectFrame(l, "z", rect(125, 372, 140, 100))
        expectFrame(l, "a", rect(165, 372, 100, 100))
        expectFrame(l, "b", rect(125, 412, 20, 20))
    }

    @Test func emptyZStack() {
        let l = lay(ZStack {}.id("z"))
        expectFrame(l, "z", rect(195, 422, 0, 0))
    }

    @Test func spacerDoesNotSizeAZStack() {
        // §4 + §15: the Spacer has priority −∞, so only the 50×50 counts; the Spacer (no stack
        // orientation) is then placed with the ZStack's 50×50 and fills it.
        let l = lay(ZStack {
            Spacer().id("s")
            Color.red.frame(width: 50, height: 50).id("c")
        }.id("z"))
        expectFrame(l, "z", rect(170, 397, 50, 50))
        expectFrame(l, "s", rect(170, 397, 50, 50))
    }

    @Test func customGuidesAverageThroughAZStack() {
        // §3.7: a ZStack's explicit value for a custom guide is the average over its children:
        // (0 + 4) and (0 + 8) in a topLeading ZStack of 20×20 and 10×10 → 6. Next to a 20×20
        // Color (guide default 0): origins -6 and 0 → [-6, 20] → 26 tall at y = 409.
        let l = lay(HStack(alignment: .zMark, spacing: 0) {
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 20, height: 20).alignmentGuide(.zMark) { _ in 4 }
                Color.red.frame(width: 10, height: 10).alignmentGuide(.zMark) { _ in 8 }
            }.id("z")
            Color.blue.frame(width: 20, height: 20).id("c")
        })
        expectFrame(l, "z", rect(175, 409, 20, 20))
        expectFrame(l, "c", rect(195, 415, 20, 20))
    }
}
