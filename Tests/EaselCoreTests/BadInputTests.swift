import Testing
import Foundation
@testable import EaselCore

/// A layout that answers nonsense and proposes nonsense.
private struct NonsenseLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.nan, height: -5)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: .nan, height: -3))
    }
}

/// Builds `levels` nested `.padding(1)` around a Color tagged "core", recursively.
private func nested(_ levels: Int) -> AnyView {
    levels == 0 ? AnyView(Color.red.id("core")) : AnyView(nested(levels - 1).padding(1))
}

/// Bad input never crashes or hangs; it gets SwiftUI's fallback or a diagnostic (spec §5, §6.1).
@Suite struct BadInputTests {
    @Test func negativeFixedFrameDimensionIsIgnored() {
        // §5: a negative width is treated as nil ("Invalid frame dimension"): the Color is proposed
        // (390, 50) → 390×50 at y = 397.
        let l = lay(Color.red.frame(width: -10, height: 50).id("f"))
        expectFrame(l, "f", rect(0, 397, 390, 50))
        #expect(hasDiagnostic(l, "Invalid frame dimension"))
    }

    @Test func nanAndInfiniteFixedFrameDimensionsAreIgnored() {
        let nan = lay(Color.red.frame(width: .nan, height: 50).id("f"))
        expectFrame(nan, "f", rect(0, 397, 390, 50))
        #expect(hasDiagnostic(nan, "Invalid frame dimension"))
        // An infinite height is ignored: 50 × the proposed 844.
        let inf = lay(Color.red.frame(width: 50, height: .infinity).id("f"))
        expectFrame(inf, "f", rect(170, 0, 50, 844))
        #expect(hasDiagnostic(inf, "Invalid frame dimension"))
    }

    @Test func validFramesGiveNoDiagnostics() {
        let l = lay(VStack { Color.red.frame(width: 10, height: 10); Color.red.frame(maxWidth: .infinity).padding() })
        #expect(l.diagnostics.isEmpty)
    }

    @Test func nanInAFlexibleFrameIsIgnored() {
        // NaN minimum ignored: frame(maxWidth: 100) → 100 × 844.
        let l = lay(Color.red.frame(minWidth: .nan, maxWidth: 100).id("f"))
        expectFrame(l, "f", rect(145, 0, 100, 844))
        #expect(!l.diagnostics.isEmpty)
        // NaN ideal ignored under fixedSize: the Color's ideal 10.
        let i = lay(Color.red.frame(idealWidth: .nan).id("f").fixedSize())
        expectFrame(i, "f", rect(190, 417, 10, 10))
        #expect(!i.diagnostics.isEmpty)
    }

    @Test func infiniteCanvasProposesTheIdealSize() {
        // The engine proposes nil for a non-finite canvas dimension and puts the root at 0 there.
        let l = lay(Color.red.id("c"), .infinity, .infinity)
        expectFrame(l, "c", rect(0, 0, 10, 10))
        let s = lay(HStack {
            Color.red.frame(width: 30, height: 30).id("a")
            Color.blue.frame(width: 30, height: 30).id("b")
        }, .infinity, .infinity)
        expectFrame(s, "b", rect(38, 0, 30, 30))
        // Only the width infinite: (nil, 844) → 10 × 844.
        expectFrame(lay(Color.red.id("c"), .infinity, 844), "c", rect(0, 0, 10, 844))
    }

    @Test func zeroCanvas() {
        // 0×0 proposed: a Color is 0×0; a fixed 100×50 frame is centred on the origin.
        expectFrame(lay(Color.red.id("c"), 0, 0), "c", rect(0, 0, 0, 0))
        expectFrame(lay(Color.red.frame(width: 100, height: 50).id("f"), 0, 0), "f", rect(-50, -25, 100, 50))
    }

    @Test func negativeAndNaNCanvas() {
        // A negative canvas is treated as 0×0; NaN as unspecified.
        expectFrame(lay(Color.red.frame(width: 100, height: 50).id("f"), -100, -100), "f", rect(-50, -25, 100, 50))
        expectFrame(lay(Color.red.id("c"), -1, -1), "c", rect(0, 0, 0, 0))
        expectFrame(lay(Color.red.id("c"), .nan, .nan), "c", rect(0, 0, 10, 10))
    }

    @Test func nanSpacingFallsBackToTheDefaultWithADiagnostic() {
        // spacing: .nan is treated as nil (8), and it is reported.
        let l = lay(HStack(spacing: .nan) {
            Color.red.frame(width: 50, height: 50).id("a")
            Color.blue.frame(width: 30, height: 20).id("b")
        })
        expectFrame(l, "a", rect(151, 397, 50, 50))
        expectFrame(l, "b", rect(209, 412, 30, 20))
        #expect(hasDiagnostic(l, "spacing"), "diagnostics: \(l.diagnostics)")
    }

    @Test func nanAndInfinitePaddingBecomeZero() {
        let l = lay(Color.red.frame(width: 50, height: 50).id("c").padding(.nan).id("p"))
        expectFrame(l, "p", rect(170, 397, 50, 50))
        #expect(hasDiagnostic(l, "Invalid padding"))
        let e = lay(Color.red.frame(width: 50, height: 50).padding(EdgeInsets(top: .infinity, leading: 10, bottom: 0, trailing: 0)).id("p"))
        expectFrame(e, "p", rect(165, 397, 60, 50))
        #expect(hasDiagnostic(e, "Invalid padding"))
    }

    @Test func zeroAndNegativeAspectRatios() {
        // Reported, and the ratio falls back to the child's ideal size (10×10 → 1:1): 100×100 in
        // a 100×100 frame. (Spec §13's formula is degenerate for 0; see the report.)
        for ratio: CGFloat in [0, -2] {
            let l = lay(Color.red.id("c").aspectRatio(ratio, contentMode: .fit).frame(width: 100, height: 100))
            expectFrame(l, "c", rect(145, 372, 100, 100))
            #expect(hasDiagnostic(l, "aspect ratio"))
        }
    }

    @Test func nanLayoutPriorityIsZero() {
        // Treated as 0: both Colors are equal, 100 each.
        let l = lay(HStack(spacing: 0) {
            Color.red.layoutPriority(.nan).id("a")
            Color.blue.id("b")
        }.frame(width: 200, height: 10))
        expectFrame(l, "a", rect(95, 417, 100, 10))
        expectFrame(l, "b", rect(195, 417, 100, 10))
        #expect(hasDiagnostic(l, "priority"))
    }

    @Test func negativeSpacerMinLength() {
        // §15: a spacer's length is max(P ?? -∞, minLength). With minLength -5 every concrete
        // proposal P >= 0 wins, so the spacer is proposed 0 under overflow and is 0 wide: the
        // stack is 200, overflowing the 150 frame at 120 → x = 95; b at 95 + 100.
        let l = lay(HStack(spacing: 0) {
            Color.red.frame(width: 100, height: 10).id("a")
            Spacer(minLength: -5).id("s")
            Color.blue.frame(width: 100, height: 10).id("b")
        }.frame(width: 150, height: 10))
        expectFrame(l, "a", rect(95, 417, 100, 10))
        expectFrame(l, "s", rect(195, 422, 0, 0))
        expectFrame(l, "b", rect(195, 417, 100, 10))
    }

    @Test func nanOffsetAndPosition() {
        // A NaN offset is ignored (the view stays put); a NaN position coordinate is 0.
        let o = lay(Color.red.frame(width: 50, height: 50).id("c").offset(x: .nan, y: 10))
        expectFrame(o, "c", rect(170, 397, 50, 50))
        #expect(!o.diagnostics.isEmpty)
        let p = lay(Color.red.frame(width: 50, height: 50).id("c").position(x: .nan, y: 100))
        expectFrame(p, "c", rect(-25, 75, 50, 50))
        #expect(!p.diagnostics.isEmpty)
    }

    @Test func invalidDisplayScaleIsReplacedAndReported() {
        // Scale 0 is impossible: 3 is used (Divider 1/3 thick) and a diagnostic says so.
        let t: CGFloat = 1.0 / 3
        let l = lay(Divider().id("d"), scale: 0)
        expectFrame(l, "d", rect(0, (844 - t) / 2, 390, t))
        #expect(hasDiagnostic(l, "Invalid display scale"), "diagnostics: \(l.diagnostics)")
    }

    @Test func deeplyNestedViews() {
        // 5,000 nested .padding(1): the Color is proposed max(0, …) = 0×0, the outermost padding is
        // 10,000 × 10,000 centred at ((390-10000)/2, (844-10000)/2) = (-4805, -4578), and the Color
        // sits 5,000 in: (195, 422), the canvas centre. Built and released on a large stack, since
        // the view value itself is 5,000 levels deep.
        let layout = LargeStack.run { () -> ViewLayout in
            let view = nested(5_000)
            return lay(view)
        }
        expectFrame(layout, "core", rect(195, 422, 0, 0))
        expectRect(layout.root.frame, rect(-4805, -4578, 10_000, 10_000), "root")
        #expect(layout.nodes(named: "padding").count == 5_000)
    }

    /// Repeated identifiers in an eager ForEach: every element shows and each repeat is said with
    /// the offsets of its first occurrence and of itself, whether the collection is compared one
    /// by one (up to 16) or hashed (17 to 100); above 100 nothing is checked (see
    /// `BuiltIdentifiers`).
    @Test func repeatedIdentifiersInAnEagerForEach() {
        func said(_ ids: [String]) -> (rows: Int, diagnostics: [String]) {
            let layout = ViewLayout(of: VStack { ForEach(Array(ids.enumerated()), id: \.element) { Text($0.element) } }, in: CGSize(width: 390, height: 5_000))
            return (layout.nodes(named: "Text").count, layout.diagnostics)
        }
        let few = said(["a", "b", "a", "c", "b", "a"])
        #expect(few.rows == 6)
        #expect(few.diagnostics == [
            "ForEach: the ID a occurs more than once in the collection (elements 0 and 2); SwiftUI's results are undefined, Easel shows every element.",
            "ForEach: the ID b occurs more than once in the collection (elements 1 and 4); SwiftUI's results are undefined, Easel shows every element.",
            "ForEach: the ID a occurs more than once in the collection (elements 0 and 5); SwiftUI's results are undefined, Easel shows every element.",
        ])
        let many = said((0..<40).map { "row \($0)" } + ["row 3"] + (40..<59).map { "row \($0)" } + ["row 58"])
        #expect(many.rows == 61)
        #expect(many.diagnostics == [
            "ForEach: the ID row 3 occurs more than once in the collection (elements 3 and 40); SwiftUI's results are undefined, Easel shows every element.",
            "ForEach: the ID row 58 occurs more than once in the collection (elements 59 and 60); SwiftUI's results are undefined, Easel shows every element.",
        ])
        #expect(said((0..<120).map { "row \($0 % 60)" }).diagnostics.isEmpty)
        #expect(said(["only"]).diagnostics.isEmpty && said([]).diagnostics.isEmpty)
    }

    /// The integers of a range identified by themselves can't repeat and aren't checked; a range
    /// identified by anything else still is: every `bitWidth` of 0..<3 is 64.
    @Test func aRangeIdentifiedByItsIntegersIsNotCheckedForRepeats() {
        #expect(ForEach(0..<3) { _ in Color.red }.identifiesEachElementByItself)
        #expect(ForEach(0..<3, id: \.self) { _ in Color.red }.identifiesEachElementByItself)
        #expect(!ForEach(0..<3, id: \.bitWidth) { _ in Color.red }.identifiesEachElementByItself)
        #expect(!ForEach([0, 1, 2], id: \.self) { _ in Color.red }.identifiesEachElementByItself)
        // Read without the key path, the identifier is still the element; other key paths apply.
        #expect(ForEach(5..<9, id: \.self) { _ in Color.red }.identifier(7) == 7)
        #expect(ForEach(5..<9, id: \.bitWidth) { _ in Color.red }.identifier(7) == 64)
        #expect(ForEach(5..<9, id: \.description) { _ in Color.red }.identifier(7) == "7")
        let byWidth = ViewLayout(of: VStack { ForEach(0..<3, id: \.bitWidth) { Text("\($0)") } }, in: CGSize(width: 390, height: 844))
        #expect(byWidth.nodes(named: "Text").count == 3)
        #expect(byWidth.diagnostics == [
            "ForEach: the ID 64 occurs more than once in the collection (elements 0 and 1); SwiftUI's results are undefined, Easel shows every element.",
            "ForEach: the ID 64 occurs more than once in the collection (elements 0 and 2); SwiftUI's results are undefined, Easel shows every element.",
        ])
        let bySelf = ViewLayout(of: VStack { ForEach(0..<3, id: \.self) { Text("\($0)") } }, in: CGSize(width: 390, height: 844))
        #expect(bySelf.nodes(named: "Text").count == 3 && bySelf.diagnostics.isEmpty)
    }

    @Test func aHundredThousandChildren() {
        // 100,000 rows of 10×1 with default spacing 8: 100,000 + 8 × 99,999 = 899,992 tall, at
        // y = (844 - 899,992)/2 = -449,574; row 99,999 starts 99,999 × 9 below: 450,417.
        let l = lay(VStack {
            ForEach(0..<100_000) { i in
                Color.red.frame(width: 10, height: 1).id(i)
            }
        })
        expectRect(l.frame(id: 99_999), rect(190, 450_417, 10, 1), "last row")
        expectRect(l.frame(id: 0), rect(190, -449_574, 10, 1), "first row")
    }

    @Test func nonsenseFromAUserLayoutIsSanitized() {
        // NaN and negative sizes become 0 (the layout is 0×0 at the centre); a NaN proposal is
        // unspecified and a negative one 0, so the Color answers 10×0.
        let l = lay(NonsenseLayout { Color.red.id("c") }.id("L"))
        expectFrame(l, "L", rect(195, 422, 0, 0))
        expectFrame(l, "c", rect(195, 422, 10, 0))
    }

    @Test func nonsenseLayoutInAStack() {
        // Its 0 width is used in the stack: 0 + 8 + 20 = 28 wide at x = 181.
        let l = lay(HStack {
            NonsenseLayout { Color.red }.id("L")
            Color.blue.frame(width: 20, height: 20).id("b")
        })
        expectFrame(l, "L", rect(181, 422, 0, 0))
        expectFrame(l, "b", rect(189, 412, 20, 20))
    }

    @Test func treeDeeperThanTheLimitKeepsItsOuterPart() {
        // 60,000 nested paddings exceed the engine's 50,000-level limit: a diagnostic says so and
        // "the deeper part is left out" (ViewGraph) — the outer paddings must still be there.
        let layout = LargeStack.run { () -> ViewLayout in
            var view = AnyView(Color.red.id("core"))
            for _ in 0..<60_000 { view = AnyView(view.padding(1)) }
            return lay(view)
        }
        #expect(hasDiagnostic(layout, "nested more than"))
        #expect(layout.frame(id: "core") == nil)
        #expect(layout.root.name == "padding", "the whole tree was dropped: root is \(layout.root.name)")
    }
}
