import Foundation
import Testing
@testable import EaselCore

// Named images from Fixtures/Assets (see make-fixtures.py): avatar at 1×/2×/3× (10/20/30 px,
// red/green/blue), banner only at 2× (40 × 10 px), badge at 1× and 3× (6 and 18 px), an Xcode image
// set "logo" (8 × 4 px at 1×, 16 × 8 px at 2×), photo.jpg (16 × 8), Icons/star.png (12 × 12).

@Suite("Image assets")
struct ImageAssetTests {
    init() {
        registerFixtureAssets()
    }

    /// The natural size and top-left pixel of a named image at a display scale.
    func named(_ name: String, scale: CGFloat) -> (size: CGSize?, pixel: [UInt8]?, diagnostics: [String]) {
        let (leaf, layout) = imageLeaf(Image(name), scale: scale)
        let pixel = leaf?.bitmap().map { bitmap in [bitmap[0, 0].r, bitmap[0, 0].g, bitmap[0, 0].b, bitmap[0, 0].a] }
        return (leaf?.naturalSize, pixel, layout.diagnostics)
    }

    @Test func variantMatchingTheDisplayScale() {
        let square = CGSize(width: 10, height: 10)
        let one = named("avatar", scale: 1), two = named("avatar", scale: 2), three = named("avatar", scale: 3)
        #expect(one.size == square && one.pixel == [255, 0, 0, 255])
        #expect(two.size == square && two.pixel == [0, 255, 0, 255])
        #expect(three.size == square && three.pixel == [0, 0, 255, 255])
        #expect(one.diagnostics.isEmpty && two.diagnostics.isEmpty && three.diagnostics.isEmpty)
    }

    @Test func nearestVariantOtherwise() {
        // Only 2×: used at 1× and 3× alike, 40 × 10 px / 2 = 20 × 5 pt.
        #expect(named("banner", scale: 1).size == CGSize(width: 20, height: 5))
        #expect(named("banner", scale: 3).size == CGSize(width: 20, height: 5))
        // At 4× the nearest avatar is 3×.
        #expect(named("avatar", scale: 4).pixel == [0, 0, 255, 255])
        // 1× and 3× at 2×: a tie, the larger wins (18 px / 3 = 6 pt, grey 3).
        let badge = named("badge", scale: 2)
        #expect(badge.size == CGSize(width: 6, height: 6) && badge.pixel == [3, 3, 3, 255])
    }

    @Test func bestVariantRule() {
        let url = URL(fileURLWithPath: "/x")
        let variants = [NamedImageLocation(url: url, scale: 1), NamedImageLocation(url: url, scale: 3)]
        #expect(ImageAssets.bestVariant(variants, displayScale: 1)?.scale == 1)
        #expect(ImageAssets.bestVariant(variants, displayScale: 2)?.scale == 3)
        #expect(ImageAssets.bestVariant(variants, displayScale: 1.9)?.scale == 1)
        #expect(ImageAssets.bestVariant([], displayScale: 2) == nil)
    }

    @Test func xcodeImageSet() {
        #expect(named("logo", scale: 1).size == CGSize(width: 8, height: 4))
        #expect(named("logo", scale: 1).pixel == [10, 10, 10, 255])
        #expect(named("logo", scale: 2).size == CGSize(width: 8, height: 4))
        #expect(named("logo", scale: 2).pixel == [20, 20, 20, 255])
        // The 3× slot has no file: the nearest, 2×.
        #expect(named("logo", scale: 3).pixel == [20, 20, 20, 255])
    }

    @Test func jpegNestedAndExplicitExtension() {
        #expect(named("photo", scale: 3).size == CGSize(width: 16, height: 8))
        #expect(named("photo.jpg", scale: 3).size == CGSize(width: 16, height: 8))
        #expect(named("Icons/star", scale: 3).size == CGSize(width: 12, height: 12))
    }

    @Test func decorativeImages() {
        let (leaf, _) = imageLeaf(Image(decorative: "avatar"))
        #expect(leaf?.isDecorative == true)
        #expect(leaf?.naturalSize == CGSize(width: 10, height: 10))
        #expect(leaf?.detail == "\"avatar\"")
    }

    @Test func bundleLookup() {
        // The test bundle's resources hold Fixtures/; a name inside it resolves through the bundle.
        let (leaf, layout) = imageLeaf(Image("Fixtures/netsplit-101x92", bundle: Bundle.module))
        #expect(leaf?.naturalSize == CGSize(width: 101, height: 92))
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func missingNameIsEmpty() {
        let result = named("no-such-image", scale: 3)
        #expect(result.size == .zero)
        #expect(result.pixel == nil)
        #expect(result.diagnostics == [
            "No image named \"no-such-image\" found in the registered image folders or the bundle; the image is empty (0×0).",
        ])
        let layout = lay(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("a")
            Image("no-such-image").id("missing")
            Color.red.frame(width: 10, height: 10).id("b")
        })
        expectFrame(layout, "missing", rect(195, 422, 0, 0))
        expectFrame(layout, "b", rect(195, 417, 10, 10))
    }

    @Test func registrationOfATemporaryFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "temporary-\(UUID().uuidString.prefix(8))"
        try fixtureData("button-30x30.png").write(to: folder.appendingPathComponent("\(name)@3x.png"))
        #expect(named(name, scale: 3).size == .zero)
        try ImageAssets.register(folder: folder)
        #expect(ImageAssets.folders.contains(folder.standardizedFileURL))
        #expect(named(name, scale: 3).size == CGSize(width: 10, height: 10))
        ImageAssets.unregister(folder: folder)
        #expect(named(name, scale: 3).size == .zero)
    }

    @Test func registeringSomethingElseThrows() {
        let file = fixture("button-30x30.png")
        #expect(throws: ImageAssets.RegistrationError.notAFolder(file)) {
            try ImageAssets.register(folder: file)
        }
        #expect(ImageAssets.RegistrationError.notAFolder(file).description == "Image asset folder not found: \(file.path)")
    }

    @Test func imagesCompareByWhatTheyShow() {
        let data = fixtureData("rgba-2x2.png")
        #expect(Image(data: data) == Image(data: data))
        #expect(Image("a") != Image("b"))
        #expect(Image("a") != Image("a").resizable())
        #expect(Image("a").resizable() == Image("a").resizable())
        #expect(Image(systemName: "star").interpolation(.none) != Image(systemName: "star"))
        #expect(Image("a", bundle: nil) != Image(decorative: "a"))
    }
}
