import Testing
import Foundation
@testable import EaselCore

/// frame(minWidth:idealWidth:maxWidth:…) (spec §6).
@Suite struct FlexibleFrameTests {
    @Test func maxInfinityTakesTheProposal() {
        // §6.2: maxWidth: .infinity alone → max(P, child) = max(390, 50) = 390; height: child's 50.
        let l = lay(Color.red.frame(width: 50, height: 50).id("c").frame(maxWidth: .infinity).id("f"))
        expectFrame(l, "f", rect(0, 397, 390, 50))
        expectFrame(l, "c", rect(170, 397, 50, 50))
    }

    @Test func maxInfinityGrowsWithAWiderChild() {
        // Proposed 100 with a 150-wide child: max(100, 150) = 150, overflowing the 100 frame at
        // x = 145: 145 + (100-150)/2 = 120.
        let l = lay(Color.red.frame(width: 150, height: 10).id("c")
            .frame(maxWidth: .infinity).id("f")
            .frame(width: 100, height: 10))
        expectFrame(l, "f", rect(120, 417, 150, 10))
        expectFrame(l, "c", rect(120, 417, 150, 10))
    }

    @Test func minZeroMaxInfinityIsExactlyTheProposal() {
        // §6.2: both bounds → clamp(P, 0, ∞) = 100 whatever the child (150 wide, centred: 120).
        let l = lay(Color.red.frame(width: 150, height: 10).id("c")
            .frame(minWidth: 0, maxWidth: .infinity).id("f")
            .frame(width: 100, height: 10))
        expectFrame(l, "f", rect(145, 417, 100, 10))
        expectFrame(l, "c", rect(120, 417, 150, 10))
    }

    @Test func idealIsIgnoredForAConcreteProposal() {
        // §6.2, WATERUI-266: frame(idealWidth: 24) proposed 48 is 48 wide (no min/max: the child's
        // size, and the child is proposed 48).
        let l = lay(Color.red.frame(idealWidth: 24).id("f").frame(width: 48, height: 10))
        expectFrame(l, "f", rect(171, 417, 48, 10))
    }

    @Test func idealIsUsedForANilProposal() {
        // Under fixedSize the frame is proposed nil×nil → ideal 80×40 (§6.2); the Color is placed
        // with the frame's size (ideal set, §6.3): 80×40 at (155, 402).
        let l = lay(Color.red.id("c").frame(idealWidth: 80, idealHeight: 40).id("f").fixedSize())
        expectFrame(l, "f", rect(155, 402, 80, 40))
        expectFrame(l, "c", rect(155, 402, 80, 40))
        // Without fixedSize the proposal is concrete and the ideal plays no part: 390×844.
        expectFrame(lay(Color.red.frame(idealWidth: 80, idealHeight: 40).id("f")), "f", rect(0, 0, 390, 844))
    }

    @Test func minOnlyRules() {
        // §6.2 only min: max(min(childProposal, child), min).
        // (1) proposal 390 larger than a 50-wide child: max(min(390, 50), 100) = 100.
        expectFrame(lay(Color.red.frame(width: 50, height: 10).frame(minWidth: 100).id("f")), "f", rect(145, 417, 100, 10))
        // (2) proposal 60 below the minimum: childProposal = clamp(60, 100, ∞) = 100, the Color
        //     is 100 → 100; it overflows the 60 frame at x = 165: 165 - 20 = 145.
        expectFrame(lay(Color.red.frame(minWidth: 100).id("f").frame(width: 60, height: 10)), "f", rect(145, 417, 100, 10))
        // (3) a 200-wide child proposed 100: max(min(100, 200), 50) = 100 — the frame is the
        //     proposal, not the child (the child overflows it, centred: 145 - 50).
        let l = lay(Color.red.frame(width: 200, height: 10).id("c").frame(minWidth: 50).id("f").frame(width: 100, height: 10))
        expectFrame(l, "f", rect(145, 417, 100, 10))
        expectFrame(l, "c", rect(95, 417, 200, 10))
    }

    @Test func maxOnlyRules() {
        // §6.2 only max: min(max(childProposal, child), max).
        // (1) proposal 390, child 50: childProposal = min(390, 100) = 100 → min(max(100, 50), 100) = 100.
        let small = lay(Color.red.frame(width: 50, height: 10).id("c").frame(maxWidth: 100).id("f"))
        expectFrame(small, "f", rect(145, 417, 100, 10))
        expectFrame(small, "c", rect(170, 417, 50, 10))
        // (2) child wider than max: min(max(100, 150), 100) = 100; child overflows: 145 - 25.
        let wide = lay(Color.red.frame(width: 150, height: 10).id("c").frame(maxWidth: 100).id("f"))
        expectFrame(wide, "f", rect(145, 417, 100, 10))
        expectFrame(wide, "c", rect(120, 417, 150, 10))
    }

    @Test func maxClampsTwice() {
        // §6.2: the Color is proposed min(390, 100) = 100 (first clamp) and the frame reports
        // min(max(100, 100), 100) (second clamp). Height unconstrained: the Color's 844.
        let l = lay(Rectangle().id("c").frame(maxWidth: 100).id("f"))
        expectFrame(l, "f", rect(145, 0, 100, 844))
        expectFrame(l, "c", rect(145, 0, 100, 844))
    }

    @Test func bothBoundsClampTheProposal() {
        // Both bounds: clamp(P, 50, 200): P = 390 → 200; P = 20 → 50 (child 10×10 centred).
        let big = lay(Color.red.frame(width: 10, height: 10).frame(minWidth: 50, maxWidth: 200).id("f"))
        expectFrame(big, "f", rect(95, 417, 200, 10))
        let small = lay(Color.red.frame(width: 10, height: 10).frame(minWidth: 50, maxWidth: 200).id("f").frame(width: 20, height: 10))
        expectFrame(small, "f", rect(170, 417, 50, 10))
        // Nil proposal, no ideal: clamp(child 10, 50, 200) = 50.
        let fixed = lay(Color.red.frame(width: 10, height: 10).frame(minWidth: 50, maxWidth: 200).id("f").fixedSize())
        expectFrame(fixed, "f", rect(170, 417, 50, 10))
    }

    @Test func heightConstraints() {
        // maxHeight 100 over a Color: proposed min(844, 100) = 100 → 390×100 at y = 372.
        let l = lay(Color.red.frame(maxHeight: 100).id("f"))
        expectFrame(l, "f", rect(0, 372, 390, 100))
        // minHeight 900 > 844: clamp(844, 900, ∞)… only min: max(min(900, 900), 900) = 900,
        // overflowing the canvas: y = (844 - 900)/2 = -28.
        expectFrame(lay(Color.red.frame(minHeight: 900).id("f")), "f", rect(0, -28, 390, 900))
    }

    @Test func contradictoryConstraintsAreNormalised() {
        // §6.1: min 100, ideal 50, max 80 → ideal' = max(100, 50) = 100, max' = max(100, 80) = 100:
        // a fixed 100 whatever the proposal, and "Contradictory frame constraints specified.".
        let l = lay(Color.red.frame(minWidth: 100, idealWidth: 50, maxWidth: 80).id("f").frame(height: 10))
        expectFrame(l, "f", rect(145, 417, 100, 10))
        #expect(hasDiagnostic(l, "Contradictory frame constraints specified."))
        // ideal 200 > max 100: max' = max(200, 100) = 200; the Color is proposed min(390, 200).
        let m = lay(Color.red.frame(idealWidth: 200, maxWidth: 100).id("f").frame(height: 10))
        expectFrame(m, "f", rect(95, 417, 200, 10))
        #expect(hasDiagnostic(m, "Contradictory"))
    }

    @Test func minAboveMaxFallsBackToTheChildSize() {
        // §6.1: min 200, max 100 (no ideal) stay as they are: max' = max(0, 100) = 100 < min'.
        // §6.2: with min > max neither "both bounds" branch applies (both require min <= max), nor
        // "only min"/"only max", so the frame takes the child's width: the fixed 50.
        let l = lay(Color.red.frame(width: 50, height: 10).id("c").frame(minWidth: 200, maxWidth: 100).id("f"))
        expectFrame(l, "f", rect(170, 417, 50, 10))
        expectFrame(l, "c", rect(170, 417, 50, 10))
        #expect(hasDiagnostic(l, "Contradictory frame constraints specified."))
    }

    @Test func negativeMinimumIsClampedToZero() {
        // §6.1: min' = max(-10, 0) = 0; with max 50 the frame is clamp(390, 0, 50) = 50.
        let l = lay(Color.red.frame(minWidth: -10, maxWidth: 50).id("f").frame(height: 10))
        expectFrame(l, "f", rect(170, 417, 50, 10))
        // Nil proposal: clamp(child's ideal 10, 0, 50) = 10 (a -10 minimum would not matter either).
        expectFrame(lay(Color.red.frame(minWidth: -10, maxWidth: 50).id("f").fixedSize()), "f", rect(190, 417, 10, 10))
    }

    @Test func placementProposalIsNilInsideOpenBounds() {
        // §6.3 (SwiftUI 5): proposed nil, no ideal, and min < size < max → the child is placed with
        // a nil proposal. `Hungry` answers 10 to nil and (proposal + 5) to a concrete width, so:
        // sizing: frame(maxWidth:100) proposed nil → child 10 → min(max(-∞, 10), 100) = 10;
        // placement: -∞ < 10 < 100 → child proposed nil again → 10 wide (not 15), centred.
        let l = lay(Hungry { Color.red }.id("c").frame(maxWidth: 100).id("f").fixedSize())
        expectFrame(l, "f", rect(190, 417, 10, 10))
        expectFrame(l, "c", rect(190, 417, 10, 10))
        // With an ideal width the child is placed with the frame's size: 30 → 35, centred: -2.5.
        let ideal = lay(Hungry { Color.red }.id("c").frame(idealWidth: 30, maxWidth: 100).id("f").fixedSize())
        expectFrame(ideal, "f", rect(180, 417, 30, 10))
        expectFrame(ideal, "c", rect(177.5, 417, 35, 10))
    }
}

/// A layout that is 10 wide for an unspecified width and 5 wider than a concrete one; 10 tall.
struct Hungry: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width.map { $0 + 5 } ?? 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }
}
