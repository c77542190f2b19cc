import Testing
import Foundation
@testable import EaselCore

/// aspectRatio / scaledToFit / scaledToFill (spec §13): only the proposal changes; the modifier
/// reports its child's size and centres it. The container is a 100×100 frame at (145, 372).
@Suite struct AspectRatioTests {
    @Test func sixteenNinthsFit() {
        // §13 [M] OBJC-ASPECT: 16/9 .fit in 100×100 proposes 100×56.25; the Color takes it and is
        // centred: y = 372 + (100 - 56.25)/2 = 393.875.
        let l = lay(Color.red.id("c").aspectRatio(16 / 9, contentMode: .fit).id("a").frame(width: 100, height: 100).id("f"))
        expectFrame(l, "f", rect(145, 372, 100, 100))
        expectFrame(l, "a", rect(145, 393.875, 100, 56.25))
        expectFrame(l, "c", rect(145, 393.875, 100, 56.25))
    }

    /// Fitted symbols in a stack of a fixed width and its ideal height (as in a list row): the
    /// stack probes each at (∞, nil), and the
    /// probe's unspecified side stays unspecified, so no infinite height is answered (a public
    /// app's star rating printed a warning about one no view asked for). Five 20-point stars
    /// share the 100 points, each as tall as it is wide by its ink's ratio.
    @Test func aProbeAlongOneAxisLeavesTheOtherUnspecified() {
        let l = lay(HStack(spacing: 0) {
            ForEach(0..<5) { index in Image(systemName: "circle.fill").resizable().scaledToFit().id(index) }
        }.frame(width: 100).fixedSize(horizontal: false, vertical: true))
        #expect(l.diagnostics.isEmpty, "\(l.diagnostics)")
        let first = l.frame(id: 0) ?? .zero
        #expect(abs(first.width - 20) < 1e-9 && abs(first.height - 20) < 0.5, "\(first)")
    }

    @Test func sixteenNinthsFill() {
        // .fill proposes 177.78×100 and overflows: x = 145 + (100 - 1600/9)/2.
        let w: CGFloat = 1600.0 / 9
        let l = lay(Color.red.id("c").aspectRatio(16 / 9, contentMode: .fill).id("a").frame(width: 100, height: 100))
        expectFrame(l, "a", rect(145 + (100 - w) / 2, 372, w, 100))
        expectFrame(l, "c", rect(145 + (100 - w) / 2, 372, w, 100))
    }

    @Test func nilRatioComesFromTheIdealSize() {
        // §13: ratio = the child's ideal size 40×20: fit scale = min(100/40, 100/20) = 2.5 → 100×50;
        // fill scale = 5 → 200×100.
        let child = Color.red.frame(idealWidth: 40, idealHeight: 20).id("c")
        expectFrame(lay(child.scaledToFit().frame(width: 100, height: 100)), "c", rect(145, 397, 100, 50))
        expectFrame(lay(child.scaledToFill().frame(width: 100, height: 100)), "c", rect(95, 372, 200, 100))
        expectFrame(lay(child.aspectRatio(contentMode: .fit).frame(width: 100, height: 100)), "c", rect(145, 397, 100, 50))
    }

    @Test func cgSizeRatio() {
        // aspectRatio(CGSize(2, 1)) = aspectRatio(2): 100×50 in 100×100.
        let l = lay(Color.red.id("c").aspectRatio(CGSize(width: 2, height: 1), contentMode: .fit).frame(width: 100, height: 100))
        expectFrame(l, "c", rect(145, 397, 100, 50))
    }

    @Test func fitInTheCanvas() {
        // 1:2 in 390×844: sx = 390, sy = 422 → fit 390 → 390×780 at y = 32; fill 422 → 422×844.
        expectFrame(lay(Color.red.id("c").aspectRatio(0.5, contentMode: .fit)), "c", rect(0, 32, 390, 780))
        expectFrame(lay(Color.red.id("c").aspectRatio(0.5, contentMode: .fill)), "c", rect(-16, 0, 422, 844))
    }

    @Test func unspecifiedProposalPassesThrough() {
        // §13: nil×nil is passed unchanged: the Color is its ideal 10×10.
        let l = lay(Color.red.id("c").aspectRatio(2, contentMode: .fit).fixedSize())
        expectFrame(l, "c", rect(190, 417, 10, 10))
    }

    @Test func oneUnspecifiedDimension() {
        // (390, nil): sx = 390/2 = 195, sy = +∞ → fit 195 → 390×195 at y = 324.5.
        let l = lay(Color.red.id("c").aspectRatio(2, contentMode: .fit).fixedSize(horizontal: false, vertical: true))
        expectFrame(l, "c", rect(0, 324.5, 390, 195))
    }

    @Test func reportsTheChildSizeNotTheFittedRectangle() {
        // §13 [M] FG: a fixed 30×30 child ignores the proposal; the modifier is 30×30 too.
        let l = lay(Color.red.frame(width: 30, height: 30).aspectRatio(2, contentMode: .fit).id("a").frame(width: 100, height: 100))
        expectFrame(l, "a", rect(180, 407, 30, 30))
    }

    @Test func squareRatio() {
        // Circle().aspectRatio(1, .fit) in 200×100 → 100×100, centred: 95 + 50.
        let l = lay(Circle().id("c").aspectRatio(1, contentMode: .fit).frame(width: 200, height: 100))
        expectFrame(l, "c", rect(145, 372, 100, 100))
    }

    @Test func equalIdealSidesMeanASquare() {
        // §13: "if ratioSize.w == ratioSize.h: ratioSize = (1,1)". A child whose ideal size is
        // 0×0 therefore gives a 1:1 ratio: fit in 100×50 → s = min(100, 50) = 50 → proposes
        // 50×50, which the frame (no min/max) passes to the Color: 50×50 centred at (170, 397).
        let l = lay(Color.red.frame(idealWidth: 0, idealHeight: 0).id("c").scaledToFit().frame(width: 100, height: 50))
        expectFrame(l, "c", rect(170, 397, 50, 50))
    }
}
