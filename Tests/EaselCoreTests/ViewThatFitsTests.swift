import Testing
import Foundation
@testable import EaselCore

/// ViewThatFits (Apple, `ViewThatFits`; spec §21): the first child whose ideal size fits the
/// proposal along the constrained axes, else the last; only that child is laid out.
@Suite struct ViewThatFitsTests {
    // The wide choice: 80 + 8 + 80 = 168 × 50. The narrow one: 80 × (50 + 8 + 50) = 80 × 108.
    private func choices(in axes: Axis.Set = [.horizontal, .vertical]) -> some View {
        ViewThatFits(in: axes) {
            HStack { Color.red.frame(width: 80, height: 50).id("h1"); Color.red.frame(width: 80, height: 50).id("h2") }.id("wide")
            VStack { Color.blue.frame(width: 80, height: 50).id("v1"); Color.blue.frame(width: 80, height: 50).id("v2") }.id("narrow")
        }.id("fits")
    }

    @Test func choosesTheWideStackWhenItFits() {
        // 168 ≤ 400 and 50 ≤ 844: the HStack, centred: ((400 − 168) / 2, (844 − 50) / 2).
        let l = lay(choices(), 400, 844)
        expectFrame(l, "fits", rect(116, 397, 168, 50))
        expectFrame(l, "h2", rect(204, 397, 80, 50))
        #expect(l.frame(id: "narrow") == nil)
        #expect(l.nodes(named: "ViewThatFits").first?.children.count == 1)
    }

    @Test func choosesTheNarrowStackAt100Wide() {
        // 168 > 100; the VStack's 80 fits: at (10, (844 − 108) / 2 = 368).
        let l = lay(choices(), 100, 844)
        expectFrame(l, "fits", rect(10, 368, 80, 108))
        expectFrame(l, "v1", rect(10, 368, 80, 50))
        expectFrame(l, "v2", rect(10, 426, 80, 50))
        #expect(l.frame(id: "wide") == nil)
    }

    @Test func fallsBackToTheLastWhenNoneFits() {
        // 50 wide: neither fits; the last (the VStack) overflows, centred at (50 − 80) / 2 = −15.
        let l = lay(choices(), 50, 844)
        expectFrame(l, "narrow", rect(-15, 368, 80, 108))
        #expect(l.frame(id: "wide") == nil)
    }

    @Test func horizontalOnlyIgnoresHeight() {
        // 400 × 40: the HStack is 50 tall, too tall for both axes, but `in: .horizontal` ignores
        // that: it is chosen, at (116, (40 − 50) / 2 = −5). Checking both axes, neither fits: the last.
        let horizontal = lay(choices(in: .horizontal), 400, 40)
        expectFrame(horizontal, "wide", rect(116, -5, 168, 50))
        let both = lay(choices(), 400, 40)
        expectFrame(both, "narrow", rect(160, -34, 80, 108))
    }

    @Test func noAxesTakesTheFirst() {
        // Apple, init(in:content:): with no constrained axes the first child always fits.
        let l = lay(choices(in: []), 50, 40)
        expectFrame(l, "wide", rect(-59, -5, 168, 50))
    }

    @Test func textChildren() {
        // Text is measured at its ideal (one-line) width: a canvas one point narrower than the long
        // text shows the short one; exactly as wide shows the long one.
        let long = "A headline that needs room"
        let short = "Headline"
        let longSize = ViewLayout(of: Text(long), proposing: .unspecified).root.frame.size
        let shortSize = ViewLayout(of: Text(short), proposing: .unspecified).root.frame.size
        #expect(longSize.width > shortSize.width)
        let view = ViewThatFits(in: .horizontal) { Text(long).id("long"); Text(short).id("short") }
        let narrow = lay(view, longSize.width - 1, 844)
        expectFrame(narrow, "short", rect((longSize.width - 1 - shortSize.width) / 2, (844 - shortSize.height) / 2, shortSize.width, shortSize.height))
        #expect(narrow.frame(id: "long") == nil)
        let exact = lay(view, longSize.width, 844)
        expectFrame(exact, "long", rect(0, (844 - longSize.height) / 2, longSize.width, longSize.height))
    }

    @Test func emptyContentIsEmpty() {
        let l = lay(ViewThatFits {}.id("fits"))
        expectFrame(l, "fits", rect(195, 422, 0, 0))
    }

    @Test func relayoutChoosesAgain() {
        // The choice follows the proposal: laid out again in a narrower canvas, the VStack shows.
        let wide = lay(choices(), 400, 844)
        let narrow = wide.relayout(in: CGSize(width: 100, height: 844))
        expectFrame(narrow, "v1", rect(10, 368, 80, 50))
        #expect(narrow.frame(id: "wide") == nil)
    }
}
