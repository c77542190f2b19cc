import Testing
import Foundation
@testable import EaselCore

/// VStack: the HStack algorithm with the axes swapped (spec §3). Canvas 390×844.
@Suite struct VStackTests {
    private func pair(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) -> some View {
        VStack(alignment: alignment, spacing: spacing) {
            Color.red.frame(width: 50, height: 30).id("a")
            Color.blue.frame(width: 20, height: 40).id("b")
        }.id("stack")
    }

    @Test func defaultSpacingIsEight() {
        // §2: 30 + 8 + 40 = 78 tall, 50 wide → (170, 383). b centred: 170 + (50-20)/2 = 185.
        let l = lay(pair())
        expectFrame(l, "stack", rect(170, 383, 50, 78))
        expectFrame(l, "a", rect(170, 383, 50, 30))
        expectFrame(l, "b", rect(185, 421, 20, 40))
    }

    @Test func explicitAndNegativeSpacing() {
        // spacing 0: 70 tall → y = 387; spacing -10: 60 tall → y = 392, b at 392 + 20.
        let zero = lay(pair(spacing: 0))
        expectFrame(zero, "b", rect(185, 417, 20, 40))
        let negative = lay(pair(spacing: -10))
        expectFrame(negative, "stack", rect(170, 392, 50, 60))
        expectFrame(negative, "b", rect(185, 412, 20, 40))
    }

    @Test func leadingAndTrailingAlignment() {
        // §3.5: leading puts both at the stack's left edge (170); trailing puts b at 170+50-20.
        let leading = lay(pair(alignment: .leading))
        expectFrame(leading, "a", rect(170, 383, 50, 30))
        expectFrame(leading, "b", rect(170, 421, 20, 40))
        let trailing = lay(pair(alignment: .trailing))
        expectFrame(trailing, "b", rect(200, 421, 20, 40))
    }

    @Test func colorAndSpacerIn844() {
        // §15: the Spacer has priority −∞ and minimum 8, and no spacing to its neighbour (§2).
        // The Color is offered 844 - 8 = 836 and takes it; the Spacer gets 8 and is 0 wide,
        // centred at x = 195.
        let l = lay(VStack {
            Color.red.id("c")
            Spacer().id("s")
        })
        expectFrame(l, "c", rect(0, 0, 390, 836))
        expectFrame(l, "s", rect(195, 836, 0, 8))
    }

    @Test func thirdsOfTheHeight() {
        // Canvas 390×100: three Colors, spacing 0 → 33.333… each.
        let l = lay(VStack(spacing: 0) {
            Color.red.id("1"); Color.green.id("2"); Color.blue.id("3")
        }, 390, 100)
        let h: CGFloat = 100.0 / 3
        expectFrame(l, "1", rect(0, 0, 390, h))
        expectFrame(l, "2", rect(0, h, 390, h))
        expectFrame(l, "3", rect(0, 2 * h, 390, h))
    }

    @Test func fixedSizeStretchesFlexibleChildrenToWidestSibling() {
        // §3.6: sizing at nil×nil gives a = 100×20 and b = frame(height:20) over a Color = 10×20,
        // so the stack is 100×40 at (145, 402). Placement re-runs with the minor (width) proposal
        // = 100, and b is placed 100 wide.
        let l = lay(VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 20).id("a")
            Color.blue.frame(height: 20).id("b")
        }.fixedSize().id("stack"))
        expectFrame(l, "stack", rect(145, 402, 100, 40))
        expectFrame(l, "a", rect(145, 402, 100, 20))
        expectFrame(l, "b", rect(145, 422, 100, 20))
    }

    @Test func twoSpacersShareTheHeight() {
        // §15: spacers have priority −∞ and no spacing next to their neighbours (§2).
        let l = lay(VStack {
            Spacer().id("s1")
            Color.red.frame(width: 10, height: 100).id("c")
            Spacer().id("s2")
        })
        // The Color is sized first (priority 0): 100. Spacers share 744: 372 each.
        expectFrame(l, "s1", rect(195, 0, 0, 372))
        expectFrame(l, "c", rect(190, 372, 10, 100))
        expectFrame(l, "s2", rect(195, 472, 0, 372))
    }

    @Test func hStackInsideVStack() {
        // The inner HStack hugs its two 20×20 children: 48×20. The VStack has it and a 100×10
        // frame: 100 × (20+8+10) = 100×38 at (145, 403). The HStack is centred: x = 145+26.
        let l = lay(VStack {
            HStack {
                Color.red.frame(width: 20, height: 20).id("a")
                Color.red.frame(width: 20, height: 20).id("b")
            }.id("row")
            Color.blue.frame(width: 100, height: 10).id("c")
        })
        expectFrame(l, "row", rect(171, 403, 48, 20))
        expectFrame(l, "b", rect(199, 403, 20, 20))
        expectFrame(l, "c", rect(145, 431, 100, 10))
    }

    @Test func flexibleChildrenShareWhatFixedOnesLeave() {
        // 844 - 2×8 - 100 = 728 for two Colors: 364 each; the frame goes first (least flexible).
        let l = lay(VStack {
            Color.red.id("a")
            Color.green.frame(width: 50, height: 100).id("f")
            Color.blue.id("b")
        })
        expectFrame(l, "a", rect(0, 0, 390, 364))
        expectFrame(l, "f", rect(170, 372, 50, 100))
        expectFrame(l, "b", rect(0, 480, 390, 364))
    }

    @Test func nestedStacksShareRecursively() {
        // VStack { blue; HStack { red; VStack { blue; leaf } } } in 390×844.
        // The HStack's minimum height is 8 (its inner VStack proposed 0 tall is 0 + 8 + 0), the
        // blue Color's is 0; both are infinitely flexible, so the HStack (larger minimum) goes
        // first (§3.3 rule 3): proposed (844-8)/2 = 418 → 418; blue gets 418.
        // In the HStack (390×418): red and the VStack are equal → 191 each (390-8 = 382).
        // In the inner VStack (191×418): 205 each (418-8 = 410). The HStack starts at y = 426.
        let l = lay(VStack {
            Color.blue.id("top")
            HStack {
                Color.red.id("left")
                VStack {
                    Color.blue.id("upper")
                    Color.red.id("leaf")
                }
            }.id("row")
        })
        expectFrame(l, "top", rect(0, 0, 390, 418))
        expectFrame(l, "row", rect(0, 426, 390, 418))
        expectFrame(l, "left", rect(0, 426, 191, 418))
        expectFrame(l, "upper", rect(199, 426, 191, 205))
        expectFrame(l, "leaf", rect(199, 639, 191, 205))
    }
}
