import Foundation
import Testing
@testable import EaselCore

// Frames of bitmap images, derived by hand from spec §1.3, §5, §13 and §17 in the 390 × 844
// canvas (the root centred in it, §1.4). Natural size = pixels ÷ scale.

@Suite("Image layout")
struct ImageLayoutTests {
    let netsplit = fixture("netsplit-101x92.png")        // 101 × 92 px
    let landscape = fixture("landscape-200x100.png")     // 200 × 100 px
    let button = fixture("button-30x30.png")             // 30 × 30 px

    @Test func notResizableKeepsItsSizeInALargerFrame() {
        // NETSPLIT-FIXED: a 101 × 92 image in a 200 × 200 frame stays 101 × 92, centred.
        // frame: ((390-200)/2, (844-200)/2) = (95, 322); image: 95 + 99/2, 322 + 108/2.
        let layout = lay(Image(contentsOf: netsplit).id("image").frame(width: 200, height: 200).id("frame"))
        expectFrame(layout, "frame", rect(95, 322, 200, 200))
        expectFrame(layout, "image", rect(144.5, 376, 101, 92))
    }

    @Test func notResizableOverflowsASmallerFrame() {
        // frame 50 × 50 at (170, 397); the image overflows it, centred: 170 - 51/2, 397 - 42/2.
        let layout = lay(Image(contentsOf: netsplit).id("image").frame(width: 50, height: 50).id("frame"))
        expectFrame(layout, "frame", rect(170, 397, 50, 50))
        expectFrame(layout, "image", rect(144.5, 376, 101, 92))
    }

    @Test func notResizableIgnoresEveryProposal() {
        guard let leaf = imageLeaf(Image(contentsOf: netsplit)).0 else { return }
        let context = LeafContext(environment: EnvironmentValues(), stackOrientation: nil)
        for proposal in [ProposedViewSize.zero, .unspecified, .infinity, ProposedViewSize(width: 10, height: nil)] {
            #expect(leaf.sizeThatFits(proposal, in: context) == CGSize(width: 101, height: 92))
        }
    }

    @Test func scaleDividesPixels() {
        // 101 × 92 pixels at 2 per point: 50.5 × 46, centred in the canvas.
        let layout = lay(Image(contentsOf: netsplit, scale: 2).id("image"))
        expectFrame(layout, "image", rect(169.75, 399, 50.5, 46))
    }

    @Test func resizableTakesTheProposal() {
        let layout = lay(Image(contentsOf: netsplit).resizable().id("image").frame(width: 300, height: 100))
        expectFrame(layout, "image", rect(45, 372, 300, 100))
    }

    @Test func resizableUsesNaturalSizeForAnUnspecifiedDimension() {
        guard let leaf = imageLeaf(Image(contentsOf: netsplit).resizable()).0 else { return }
        let context = LeafContext(environment: EnvironmentValues(), stackOrientation: nil)
        #expect(leaf.sizeThatFits(.unspecified, in: context) == CGSize(width: 101, height: 92))
        #expect(leaf.sizeThatFits(ProposedViewSize(width: 40, height: nil), in: context) == CGSize(width: 40, height: 92))
        #expect(leaf.sizeThatFits(.zero, in: context) == .zero)
        #expect(leaf.sizeThatFits(.infinity, in: context) == CGSize(width: CGFloat.infinity, height: .infinity))
        // In a layout: fixedSize(vertical) proposes nil height, frame(width:) 50 wide.
        // 50 × 92 centred: ((390-50)/2, (844-92)/2).
        let layout = lay(Image(contentsOf: netsplit).resizable().id("image").fixedSize(horizontal: false, vertical: true).frame(width: 50))
        expectFrame(layout, "image", rect(170, 376, 50, 92))
    }

    @Test func resizableFillsTheCanvas() {
        let layout = lay(Image(contentsOf: netsplit).resizable().id("image"))
        expectFrame(layout, "image", rect(0, 0, 390, 844))
    }

    @Test func capInsetsAreTheMinimum() {
        // Caps 12 + 12 wide and 10 + 10 high: a 10 × 5 frame gets a 24 × 20 image, centred on the
        // frame at (190, 419.5): 190 - 14/2, 419.5 - 15/2.
        let caps = EdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 12)
        let layout = lay(Image(contentsOf: button).resizable(capInsets: caps).id("image").frame(width: 10, height: 5).id("frame"))
        expectFrame(layout, "frame", rect(190, 419.5, 10, 5))
        expectFrame(layout, "image", rect(183, 412, 24, 20))
        // Larger than the caps: the proposal.
        let wide = lay(Image(contentsOf: button).resizable(capInsets: caps, resizingMode: .tile).id("image").frame(width: 120, height: 44))
        expectFrame(wide, "image", rect(135, 400, 120, 44))
    }

    @Test func scaledToFitInASquareFrame() {
        // §17: the modifier asks the image's ideal size (200 × 100, ratio 2), fits it in 300 × 300
        // (scale min(150, 300) = 150 → 300 × 150) and proposes that. Frame at (45, 272); the image
        // centred in it: y = 272 + 75.
        let layout = lay(Image(contentsOf: landscape).resizable().scaledToFit().id("image").frame(width: 300, height: 300).id("frame"))
        expectFrame(layout, "frame", rect(45, 272, 300, 300))
        expectFrame(layout, "image", rect(45, 347, 300, 150))
    }

    @Test func scaledToFillOverflowsTheFrame() {
        // Fill: scale max(150, 300) = 300 → 600 × 300, centred on the 300 × 300 frame: x = 45 - 150.
        let layout = lay(Image(contentsOf: landscape).resizable().scaledToFill().id("image").frame(width: 300, height: 300))
        expectFrame(layout, "image", rect(-105, 272, 600, 300))
    }

    @Test func fitInTheWholeCanvas() {
        // 390 × 844: scale min(195, 844) = 195 → 390 × 195, centred: y = (844 - 195) / 2.
        let layout = lay(Image(contentsOf: landscape).resizable().aspectRatio(contentMode: .fit).id("image"))
        expectFrame(layout, "image", rect(0, 324.5, 390, 195))
    }

    @Test func explicitAspectRatio() {
        // Ratio 1 in 300 × 200: 200 × 200, centred in the frame at (45, 322): x = 45 + 50.
        let layout = lay(Image(contentsOf: landscape).resizable().aspectRatio(1, contentMode: .fit).id("image").frame(width: 300, height: 200))
        expectFrame(layout, "image", rect(95, 322, 200, 200))
    }

    @Test func notResizableIgnoresAspectRatio() {
        // The modifier only changes the proposal (§13); a fixed image answers 200 × 100 anyway.
        let layout = lay(Image(contentsOf: landscape).scaledToFit().id("image").frame(width: 300, height: 300))
        expectFrame(layout, "image", rect(95, 372, 200, 100))
    }

    @Test func imagesInAnHStack() {
        // Two 30 × 30 images, default spacing 8: 68 wide, x = (390 - 68) / 2 = 161.
        let layout = lay(HStack {
            Image(contentsOf: button).id("a")
            Image(contentsOf: button).id("b")
        })
        expectFrame(layout, "a", rect(161, 407, 30, 30))
        expectFrame(layout, "b", rect(199, 407, 30, 30))
    }

    @Test func resizableImageSharesAStackWithAColor() {
        // Both flexible from 0 to ∞ with priority 0: 300 splits evenly.
        let layout = lay(HStack(spacing: 0) {
            Image(contentsOf: landscape).resizable().id("image")
            Color.red.id("color")
        }.frame(width: 300, height: 100))
        expectFrame(layout, "image", rect(45, 372, 150, 100))
        expectFrame(layout, "color", rect(195, 372, 150, 100))
    }

    @Test func fixedImageInAVStackOverflowsANarrowStack() {
        // A VStack is as wide as its widest child (101), even inside a 60-wide frame, which centres
        // it: x = 165 - 41/2. The bar takes the 60 it is offered, centred in the stack.
        let layout = lay(VStack(spacing: 0) {
            Image(contentsOf: netsplit).id("image")
            Color.blue.frame(height: 8).id("bar")
        }.id("stack").frame(width: 60))
        expectFrame(layout, "stack", rect(144.5, 372, 101, 100))
        expectFrame(layout, "image", rect(144.5, 372, 101, 92))
        expectFrame(layout, "bar", rect(165, 464, 60, 8))
    }

    @Test func dataImagesLayOutLikeFiles() {
        let layout = lay(Image(data: fixtureData("netsplit-101x92.png"), scale: 3).id("image"))
        // 101 × 92 px at 3×: 33.666… × 30.666…
        expectFrame(layout, "image", rect((390 - 101.0 / 3) / 2, (844 - 92.0 / 3) / 2, 101.0 / 3, 92.0 / 3))
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func layoutReadsOnlyTheHeader() {
        // A 20,000 × 20,000 image lays out at its full size from its header (its data is cut short).
        let layout = lay(Image(contentsOf: fixture("huge-20000.png")).id("image").frame(width: 100, height: 100))
        expectFrame(layout, "image", rect(-9805, -9578, 20_000, 20_000))
    }
}
