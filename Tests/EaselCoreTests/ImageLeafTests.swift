import Foundation
import Testing
@testable import EaselCore

// What the renderer reads from an Image leaf.

@Suite("Image leaf (the renderer's seam)")
struct ImageLeafTests {
    @Test func defaultsOfABitmap() {
        let (leaf, _) = imageLeaf(Image(contentsOf: fixture("button-30x30.png"), scale: 2))
        guard let leaf else { return }
        #expect(leaf.name == "Image")
        #expect(leaf.detail == "contentsOf: button-30x30.png")
        #expect(leaf.naturalSize == CGSize(width: 15, height: 15))
        #expect(!leaf.isResizable)
        #expect(leaf.capInsets == EdgeInsets())
        #expect(leaf.resizingMode == .stretch)
        #expect(leaf.interpolation == .low)
        #expect(leaf.isAntialiased)
        #expect(leaf.renderingMode == .original)
        #expect(leaf.foreground == nil)
        #expect(leaf.symbol == nil && leaf.placeholder == nil && leaf.baseline == nil)
        #expect(leaf.bitmap()?.scale == 2)
        #expect(leaf.bitmap()?.size == CGSize(width: 15, height: 15))
        #expect(leaf.symbolPlacement(in: CGSize(width: 30, height: 30)) == nil)
    }

    @Test func modifiersReachTheLeaf() {
        let caps = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let image = Image(contentsOf: fixture("button-30x30.png"))
            .resizable(capInsets: caps, resizingMode: .tile)
            .interpolation(.none)
            .antialiased(false)
            .renderingMode(.template)
        let (leaf, _) = imageLeaf(image.foregroundColor(.green))
        #expect(leaf?.isResizable == true)
        #expect(leaf?.capInsets == caps)
        #expect(leaf?.resizingMode == .tile)
        #expect(leaf?.interpolation == Image.Interpolation.none)
        #expect(leaf?.isAntialiased == false)
        #expect(leaf?.renderingMode == .template)
        #expect(leaf?.foreground == .color(.green))       // template bitmaps take the foreground
        #expect(leaf?.detail == "contentsOf: button-30x30.png, resizable")
    }

    @Test func theLastModifierWins() {
        let image = Image(systemName: "star").interpolation(.high).interpolation(.medium)
            .renderingMode(.original).renderingMode(nil)
        let (leaf, _) = imageLeaf(image)
        #expect(leaf?.interpolation == .medium)
        #expect(leaf?.renderingMode == .template)          // nil: back to the symbol default
    }

    @Test func detailsInTheDump() {
        registerFixtureAssets()
        let layout = lay(VStack {
            Image("avatar")
            Image(systemName: "gear").resizable().frame(width: 20, height: 20)
            Image(data: fixtureData("rgba-2x2.png"))
        })
        let details = layout.nodes(named: "Image").map(\.detail)
        #expect(details == ["\"avatar\"", "systemName: \"gear\", resizable", "data: 78 bytes"])
        #expect(layout.description.contains("Image(\"avatar\")  (190, 398) 10×10"))
    }

    @Test func bitmapPixelsAreRowMajorWithoutPadding() {
        let bitmap = decodedFixture("rgb-3x1.png")
        #expect(bitmap?.pixels == [10, 20, 30, 255, 40, 50, 60, 255, 200, 100, 0, 255])
    }
}
