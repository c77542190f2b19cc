import Testing
import Foundation
@testable import EaselCore

/// A layout that answers infinity whatever it is proposed, and places its subview with an infinite
/// proposal at an infinite position.
private struct InfiniteLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.infinity, height: CGFloat.infinity)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: CGPoint(x: CGFloat.infinity, y: bounds.minY), proposal: .infinity)
    }
}

/// Every frame of a layout, depth first.
private func frames(_ layout: ViewLayout) -> [CGRect] {
    var result: [CGRect] = []
    var pending = [layout.root]
    while let node = pending.popLast() {
        result.append(node.frame)
        pending += node.children.reversed()
    }
    return result
}

private func allFinite(_ layout: ViewLayout) -> Bool {
    frames(layout).allSatisfy { $0.origin.x.isFinite && $0.origin.y.isFinite && $0.width.isFinite && $0.height.isFinite && $0.width >= 0 && $0.height >= 0 }
}

/// The smallest trees random testing found with infinite or NaN frames, a crash or a relayout that
/// differs from a fresh layout (issue 19), each with the frames the rules give.
@Suite struct NonFiniteLayoutTests {
    @Test func fillUnderAnUnspecifiedWidthFillsTheHeight() {
        // fixedSize(horizontal:) proposes (nil, 844). A shape's ideal size is 10×10, a square, so
        // the ratio is 1:1. SwiftUI's fill scale is max(∞, 844) = ∞; Easel scales to the height
        // given (spec §13, see `_AspectRatioLayout`): 844×844, centred: x = (390 − 844) / 2.
        let l = lay(RoundedRectangle(cornerRadius: 1e6).id("shape").aspectRatio(nil, contentMode: .fill).fixedSize(horizontal: true, vertical: false))
        expectFrame(l, "shape", rect(-227, 0, 844, 844))
        #expect(allFinite(l))
        #expect(hasDiagnostic(l, "SwiftUI proposes an infinite size"))
    }

    @Test func fillOfASpacerInATinyStack() {
        // The stack proposes (1, 1). A Spacer in a VStack ideally is 0×8 (spec §15), so the
        // ratio's width is 0: only the height scales, by 1/8, and the Spacer is proposed (0, 1).
        // It keeps its minimum length 8: 0×8, the stack too, centred in 1×1: (0.5, −3.5).
        let l = lay(VStack { Spacer().id("spacer").aspectRatio(nil, contentMode: .fill) }, 1, 1)
        expectFrame(l, "spacer", rect(0.5, -3.5, 0, 8))
        #expect(allFinite(l))
    }

    @Test func filledRowOfALazyStack() {
        // A lazy row is proposed (390, nil): filled to 1:1 it is 390×390, not infinitely tall.
        let l = lay(ScrollView { LazyVStack { Capsule().id("row").aspectRatio(1, contentMode: .fill) } })
        expectFrame(l, "row", rect(0, 0, 390, 390))
        #expect(allFinite(l))
        #expect(hasDiagnostic(l, "scales the content to the width"))
    }

    @Test func filledEmptyScrollViewUnderFixedSize() {
        // fixedSize(vertical:) proposes (1, nil); the scroll view's ideal size is 0×0, a square; it
        // is proposed 1×1 and takes it.
        let l = lay(ScrollView { LazyVStack {} }.id("scroll").aspectRatio(nil, contentMode: .fill).fixedSize(horizontal: false, vertical: true), 1, 1)
        expectFrame(l, "scroll", rect(0, 0, 1, 1))
        #expect(allFinite(l))
    }

    @Test func fitIsSwiftUIsRuleAndSaysNothing() {
        // Fit under (nil, 844): min(∞, 844) = 844, SwiftUI's own answer, so no diagnostic.
        let l = lay(Rectangle().id("shape").aspectRatio(2, contentMode: .fit).fixedSize(horizontal: true, vertical: false))
        expectFrame(l, "shape", rect(-649, 0, 1688, 844))
        #expect(l.diagnostics.isEmpty)
    }

    @Test func relayoutOfALazyStackInAScrollViewEqualsAFreshLayout() {
        let view = ScrollView(.horizontal) {
            LazyVStack(spacing: -4) {
                RoundedRectangle(cornerRadius: 8).padding(0).padding(0)
                Spacer()
                Rectangle().fill(Color.red)
            }
        }
        .background(alignment: .topLeading) { Color.blue }
        let tiny = CGSize(width: 0.001, height: 0.001)
        let huge = CGSize(width: 1e7, height: 1e7)
        let first = ViewLayout(of: view, in: tiny)
        let there = first.relayout(in: huge)
        let back = there.relayout(in: tiny)
        #expect(frames(back) == frames(first))
        #expect(frames(there) == frames(ViewLayout(of: view, in: huge)))
        #expect(allFinite(first) && allFinite(there))
    }

    @Test func infiniteAnswersAndPlacementsOfACustomLayoutAreSettled() {
        // The layout answers ∞×∞ to (390, 844): it takes what it is offered, 390×844. It places the
        // Color at x = ∞ with an infinite proposal: the Color is placed as if proposed (nil, nil),
        // its ideal 10×10, at x = 0, y = the bounds' top.
        let l = lay(InfiniteLayout { Color.red.id("color") }.id("layout"))
        expectFrame(l, "layout", rect(0, 0, 390, 844))
        expectFrame(l, "color", rect(0, 0, 10, 10))
        #expect(hasDiagnostic(l, "Invalid size"))
        #expect(hasDiagnostic(l, "infinite proposal"))
        #expect(hasDiagnostic(l, "non-finite position"))
    }

    @Test func infiniteAnswerToAnUnspecifiedProposalIsTen() {
        // Under fixedSize the layout is proposed (nil, nil) and answers ∞×∞: SwiftUI's stand-in for
        // an unspecified length, 10, is used: 10×10 centred.
        let l = lay(InfiniteLayout { Color.red }.id("layout").fixedSize())
        expectFrame(l, "layout", rect(190, 417, 10, 10))
    }

    @Test func probesMayStillAnswerInfinity() {
        // A stack probing a flexible child at ∞ gets ∞ back and shares as before: no diagnostic.
        let l = lay(HStack(spacing: 0) { Color.red.id("a"); Color.blue.frame(maxWidth: 100).id("b") })
        expectFrame(l, "b", rect(290, 0, 100, 844))
        expectFrame(l, "a", rect(0, 0, 290, 844))
        #expect(l.diagnostics.isEmpty)
    }
}
