import Testing
import Foundation
@testable import EaselCore

// Custom guides for these tests.
private enum QuarterHeight: AlignmentID {
    // §9: a custom AlignmentID's defaultValue applies to every view without an explicit value.
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height * 0.25 }
}

private enum MidStarAndTitle: AlignmentID {
    // WWDC19 "Building Custom Views with SwiftUI": the default is the bottom.
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] }
}

private enum ColumnMark: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
}

extension HorizontalAlignment {
    fileprivate static let columnMark = HorizontalAlignment(ColumnMark.self)
}

extension VerticalAlignment {
    fileprivate static let quarterHeight = VerticalAlignment(QuarterHeight.self)
    fileprivate static let midStarAndTitle = VerticalAlignment(MidStarAndTitle.self)
}

/// alignmentGuide and custom alignments (spec §3.7, §9).
@Suite struct AlignmentGuideTests {
    @Test func guidesOnBothAxesInAZStack() {
        // topLeading: reference = max of the guides = 0 on both axes (a's); b's guides are
        // (-10, -30), so b's origin is (0 + 10, 0 + 30) inside the 100×100 ZStack at (145, 372).
        let l = lay(ZStack(alignment: .topLeading) {
            Color.red.frame(width: 100, height: 100).id("a")
            Color.blue.frame(width: 20, height: 20)
                .alignmentGuide(.leading) { _ in -10 }
                .alignmentGuide(.top) { _ in -30 }.id("b")
        })
        expectFrame(l, "a", rect(145, 372, 100, 100))
        expectFrame(l, "b", rect(155, 402, 20, 20))
    }

    @Test func guideInAnHStack() {
        // §3.5: b's top guide is 10, so b's origin is -10 relative to a's 0: range [-10, 50] →
        // 48×60 at (171, 392); a at y = 402, b at 392.
        let l = lay(HStack(alignment: .top) {
            Color.red.frame(width: 20, height: 50).id("a")
            Color.blue.frame(width: 20, height: 20).alignmentGuide(.top) { d in d.height / 2 }.id("b")
        }.id("s"))
        expectFrame(l, "s", rect(171, 392, 48, 60))
        expectFrame(l, "a", rect(171, 402, 20, 50))
        expectFrame(l, "b", rect(199, 392, 20, 20))
    }

    @Test func chainedGuidesSeeInnerValues() {
        // §9: the outer closure's d[.leading] is the inner explicit value 10 → 15.
        // VStack(leading): a at 0, b at -15 → 115 wide at x = 137.5; 20 tall at y = 412.
        let l = lay(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10).id("a")
            Color.blue.frame(width: 50, height: 10)
                .alignmentGuide(.leading) { _ in 10 }
                .alignmentGuide(.leading) { d in d[.leading] + 5 }.id("b")
        })
        expectFrame(l, "a", rect(152.5, 412, 100, 10))
        expectFrame(l, "b", rect(137.5, 422, 50, 10))
    }

    @Test func guideComputedFromAnotherGuide() {
        // leading := trailing (= width 50): b starts 50 left of a's leading edge.
        // Range [-50, 100] → 150 wide at x = 120; a at 170, b at 120.
        let l = lay(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10).id("a")
            Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { d in d[.trailing] }.id("b")
        })
        expectFrame(l, "a", rect(170, 412, 100, 10))
        expectFrame(l, "b", rect(120, 422, 50, 10))
    }

    @Test func customAlignmentDefaultValue() {
        // Guide = height/4: a (40 tall) 10, b (80 tall) 20 → origins -10, -20: range [-20, 60],
        // 40×80 at (175, 382); a at y = 392.
        let l = lay(HStack(alignment: .quarterHeight, spacing: 0) {
            Color.red.frame(width: 20, height: 40).id("a")
            Color.blue.frame(width: 20, height: 80).id("b")
        })
        expectFrame(l, "a", rect(175, 392, 20, 40))
        expectFrame(l, "b", rect(195, 382, 20, 80))
    }

    @Test func customAlignmentPropagatesThroughNestedStacks() {
        // The WWDC19 example with colours for text (§3.7, §9: a stack's explicit value for a
        // custom guide = the average of (child origin + child explicit value) over the children
        // that set it).
        // Left VStack (spacing 0), 60×50: the 60×20 "stars" set the guide to 10 → left = 10.
        // Right VStack(leading, spacing 0), 100×100: the title (80×40, guide 20) sits in an HStack
        // (explicit 0 + 20 = 20) at y = 0 → right = 20.
        // Outer HStack: origins -10 and -20 → range [-20, 80] → 160×100 at (115, 372);
        // left at y = 382, right at y = 372. Stars' middle 382+10 = title's middle 372+20 = 392.
        let view = HStack(alignment: .midStarAndTitle, spacing: 0) {
            VStack(spacing: 0) {
                Color.yellow.frame(width: 60, height: 20)
                    .alignmentGuide(.midStarAndTitle) { d in d[.bottom] / 2 }.id("stars")
                Color.gray.frame(width: 40, height: 30).id("label")
            }.id("left")
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Color.black.frame(width: 80, height: 40)
                        .alignmentGuide(.midStarAndTitle) { d in d[.bottom] / 2 }.id("title")
                }
                Color.gray.frame(width: 100, height: 60).id("ingredients")
            }.id("right")
        }
        let l = lay(view)
        expectFrame(l, "left", rect(115, 382, 60, 50))
        expectFrame(l, "stars", rect(115, 382, 60, 20))
        expectFrame(l, "label", rect(125, 402, 40, 30))
        expectFrame(l, "right", rect(175, 372, 100, 100))
        expectFrame(l, "title", rect(175, 372, 80, 40))
        expectFrame(l, "ingredients", rect(175, 412, 100, 60))
    }

    @Test func averageOfChildrenThatSetTheGuide() {
        // §3.7 average rule: in the left VStack both children set the guide: stars 0 + 10 and
        // label 20 + 30 (its bottom) → (10 + 50)/2 = 30. Right = 20. Origins -30 and -20:
        // range [-30, 80] → 110 tall at y = 367; left at 367, right at 377.
        let view = HStack(alignment: .midStarAndTitle, spacing: 0) {
            VStack(spacing: 0) {
                Color.yellow.frame(width: 60, height: 20).alignmentGuide(.midStarAndTitle) { d in d.height / 2 }
                Color.gray.frame(width: 40, height: 30).alignmentGuide(.midStarAndTitle) { d in d.height }
            }.id("left")
            VStack(spacing: 0) {
                Color.black.frame(width: 100, height: 40).alignmentGuide(.midStarAndTitle) { d in d.height / 2 }
                Color.gray.frame(width: 100, height: 60)
            }.id("right")
        }
        let l = lay(view)
        expectFrame(l, "left", rect(115, 367, 60, 50))
        expectFrame(l, "right", rect(175, 377, 100, 100))
    }

    @Test func stacksDoNotPassUpBuiltInGuides() {
        // §3.7: built-in frame guides are not propagated by containers: the inner VStack's top is
        // its default 0, so both children of the HStack start at the same y: 48×20 at y = 412.
        let l = lay(HStack(alignment: .top) {
            VStack { Color.red.frame(width: 20, height: 20).alignmentGuide(.top) { _ in 10 }.id("inner") }.id("v")
            Color.blue.frame(width: 20, height: 20).id("c")
        })
        expectFrame(l, "v", rect(171, 412, 20, 20))
        expectFrame(l, "inner", rect(171, 412, 20, 20))
        expectFrame(l, "c", rect(199, 412, 20, 20))
    }

    @Test func unaryModifiersPassUpGuidesOffsetByTheChildOrigin() {
        // §5, §9: padding(5) passes the child's top guide up as 5 + 10 = 15 (even a built-in one).
        // Origins -15 (30 tall) and 0 (20 tall): range [-15, 20] → 50×35 at (170, 404.5).
        let l = lay(HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 20, height: 20).alignmentGuide(.top) { _ in 10 }.padding(5).id("p")
            Color.blue.frame(width: 20, height: 20).id("c")
        })
        expectFrame(l, "p", rect(170, 404.5, 30, 30))
        expectFrame(l, "c", rect(200, 419.5, 20, 20))
    }

    @Test func guideOnAContainerDoesNotMoveItsChildren() {
        // FAT-ALIGN (§9): the guide on the VStack changes how its parent aligns it, not its children.
        // Outer VStack(leading): the inner stack (50 wide) has leading 25, the 100-wide frame 0 →
        // range [-25, 100] → 125 wide at x = 132.5; inner at 132.5, frame at 157.5.
        let l = lay(VStack(alignment: .leading, spacing: 0) {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 50, height: 10).id("a")
                Color.red.frame(width: 30, height: 10).id("b")
            }.alignmentGuide(.leading) { d in d.width / 2 }.id("inner")
            Color.blue.frame(width: 100, height: 10).id("c")
        })
        expectFrame(l, "inner", rect(132.5, 407, 50, 20))
        expectFrame(l, "a", rect(132.5, 407, 50, 10))
        expectFrame(l, "b", rect(132.5, 417, 30, 10))
        expectFrame(l, "c", rect(157.5, 427, 100, 10))
    }

    @Test func stackGuideIsChildOriginPlusValue() {
        // §3.7 (and §24.3: origin + value, not the bare value): in the HStack (spacing 10) the
        // guide-setting child starts at x = 30, so the HStack's explicit value is 30 + 5 = 35.
        // Outer VStack: origins -35 (50 wide) and 0 (40 wide) → [-35, 40] → 75 wide at
        // x = 157.5; the row at 157.5, the bar at 157.5 + 35.
        let l = lay(VStack(alignment: .columnMark, spacing: 0) {
            HStack(spacing: 10) {
                Color.red.frame(width: 20, height: 10)
                Color.red.frame(width: 20, height: 10).alignmentGuide(.columnMark) { _ in 5 }.id("mark")
            }.id("row")
            Color.blue.frame(width: 40, height: 10).id("bar")
        })
        expectFrame(l, "row", rect(157.5, 412, 50, 10))
        expectFrame(l, "mark", rect(187.5, 412, 20, 10))
        expectFrame(l, "bar", rect(192.5, 422, 40, 10))
    }

    @Test func guideSetByALaterChildOfAVStack() {
        // The title (60×40, guide 20) is below a 60-tall image in a VStack(spacing: 8): its guide
        // is at 60 + 8 + 20 = 88 in the 60×108 column. The left 30×30 view has guide 15.
        // Origins -15 and -88 → range [-88, 20] = 108 tall; 30 + 60 = 90 wide at (150, 368).
        // The left view sits at 368 + 88 - 15 = 441; both guides land at y = 456.
        let l = lay(HStack(alignment: .midStarAndTitle, spacing: 0) {
            Color.red.frame(width: 30, height: 30).alignmentGuide(.midStarAndTitle) { d in d.height / 2 }.id("left")
            VStack(spacing: 8) {
                Color.gray.frame(width: 60, height: 60)
                Color.black.frame(width: 60, height: 40).alignmentGuide(.midStarAndTitle) { d in d.height / 2 }.id("title")
            }.id("column")
        })
        expectFrame(l, "column", rect(180, 368, 60, 108))
        expectFrame(l, "title", rect(180, 436, 60, 40))
        expectFrame(l, "left", rect(150, 441, 30, 30))
    }

    @Test func frameForwardsTheChildGuidePlusItsOrigin() {
        // §5: a 20×20 child centred in a 40×40 frame (origin 10) with top guide 10 → the frame's
        // top guide is 20. Next to a 20×20 Color in HStack(.top): range [-20, 20] → 40 tall.
        let l = lay(HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 20, height: 20).alignmentGuide(.top) { _ in 10 }.frame(width: 40, height: 40).id("f")
            Color.blue.frame(width: 20, height: 20).id("c")
        })
        expectFrame(l, "f", rect(165, 402, 40, 40))
        expectFrame(l, "c", rect(205, 422, 20, 20))
    }

    @Test func firstTextBaselineOfAStackIsTheTopmost() {
        // §3.7: firstTextBaseline combines with the minimum. VStack(spacing 8) of two 20×10 with
        // explicit baselines 5 → values 0 + 5 and 18 + 5 → 5. Next to a 20×20 Color (baseline =
        // bottom 20, §9): origins -5 and -20 → [-20, 23] → 43 tall at y = 400.5.
        let l = lay(HStack(alignment: .firstTextBaseline, spacing: 0) {
            VStack {
                Color.red.frame(width: 20, height: 10).alignmentGuide(.firstTextBaseline) { _ in 5 }
                Color.red.frame(width: 20, height: 10).alignmentGuide(.firstTextBaseline) { _ in 5 }
            }.id("v")
            Color.blue.frame(width: 20, height: 20).id("c")
        })
        expectFrame(l, "v", rect(175, 415.5, 20, 28))
        expectFrame(l, "c", rect(195, 400.5, 20, 20))
    }

    /// The built-in guides are answered from their default positions (start, centre, end) without
    /// a call through their types: the same values the types compute, for ordinary, zero and
    /// infinite lengths (a leading guide of an infinitely wide view is 0, not 0 × ∞), and custom
    /// guides still ask their type.
    @Test func defaultGuidePositionsGiveTheGuidesOwnValues() {
        let keys: [AlignmentKey] = [
            HorizontalAlignment.leading.key, HorizontalAlignment.center.key, HorizontalAlignment.trailing.key,
            VerticalAlignment.top.key, VerticalAlignment.center.key, VerticalAlignment.bottom.key,
            VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key,
            VerticalAlignment.quarterHeight.key, VerticalAlignment.midStarAndTitle.key,
        ]
        #expect(keys.map(\.defaultPosition) == [.start, .center, .end, .start, .center, .end, .end, .end, .custom, .custom])
        let sizes = [CGSize(width: 30, height: 17), CGSize(width: 0, height: 0), CGSize(width: CGFloat.infinity, height: .infinity), CGSize(width: 7, height: 0.5)]
        for key in keys {
            for size in sizes {
                let own = key.type.defaultValue(in: ViewDimensions(size: size))
                #expect(key.defaultValue(of: size) == own, "\(key.name) for \(size)")
            }
        }
        #expect(HorizontalAlignment.leading.key.defaultValue(of: CGSize(width: CGFloat.infinity, height: 1)) == 0)
        #expect(VerticalAlignment.center.key.defaultValue(of: CGSize(width: 1, height: 17)) == 8.5)
        #expect(VerticalAlignment.quarterHeight.key.defaultValue(of: CGSize(width: 1, height: 20)) == 5)
    }
}
