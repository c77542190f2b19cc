import Foundation
import Testing
@testable import EaselCore

// Bad input never crashes or hangs: each case lays out with a documented fallback and an exact
// diagnostic.

@Suite("Image bad input")
struct ImageBadInputTests {
    @Test func missingFile() {
        let url = URL(fileURLWithPath: "/nonexistent/easel/missing.png")
        let (leaf, layout) = imageLeaf(Image(contentsOf: url))
        #expect(leaf?.naturalSize == .zero)
        #expect(leaf?.bitmap() == nil)
        #expect(leaf?.placeholder?.kind == .missingImage)
        #expect(leaf?.placeholder?.drawing == .nothing)
        #expect(layout.diagnostics == ["Image file not found: /nonexistent/easel/missing.png; the image is empty (0×0)."])
    }

    @Test func remoteURL() {
        let layout = lay(Image(contentsOf: URL(string: "https://example.com/a.png")!))
        #expect(layout.diagnostics == [
            "Cannot read image file https://example.com/a.png (not a file URL; only local files are read); the image is empty (0×0).",
        ])
    }

    @Test func folderInsteadOfFile() {
        let (leaf, layout) = imageLeaf(Image(contentsOf: fixture("Assets")))
        #expect(leaf?.naturalSize == .zero)
        #expect(layout.diagnostics == ["Image file not found: \(fixture("Assets").path); the image is empty (0×0)."])
    }

    @Test func notAnImage() {
        let (leaf, layout) = imageLeaf(Image(data: Data("hello, world".utf8)))
        #expect(leaf?.naturalSize == .zero)
        #expect(leaf?.placeholder?.kind == .undecodableImage)
        #expect(layout.diagnostics == ["Cannot decode image data (12 bytes): not a PNG or JPEG image; the image is empty (0×0)."])
        let broken = lay(Image(contentsOf: fixture("Assets/broken.png")))
        #expect(broken.diagnostics == ["Cannot decode broken.png: not a PNG or JPEG image; the image is empty (0×0)."])
    }

    @Test func emptyData() {
        let layout = lay(Image(data: Data()))
        #expect(layout.diagnostics == ["Cannot decode image data (0 bytes): the data is empty; the image is empty (0×0)."])
    }

    @Test func corruptHeaders() {
        let zero = lay(Image(contentsOf: fixture("zero-width.png")))
        #expect(zero.diagnostics == ["Cannot decode zero-width.png: Invalid IHDR data; the image is empty (0×0)."])
        let corrupt = lay(Image(contentsOf: fixture("corrupt.png")))
        #expect(corrupt.diagnostics == ["Cannot decode corrupt.png: [20]is[20]: invalid chunk type; the image is empty (0×0)."])
        let crc = lay(Image(contentsOf: fixture("bad-crc.png")))
        #expect(crc.diagnostics == ["Cannot decode bad-crc.png: IHDR: CRC error; the image is empty (0×0)."])
        let jpeg = lay(Image(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00])))
        #expect(jpeg.diagnostics.count == 1)
        #expect(jpeg.diagnostics.first?.hasPrefix("Cannot decode image data (5 bytes): ") == true)
        for layout in [zero, corrupt, crc, jpeg] {
            #expect(layout.nodes(named: "Image").first?.frame.size == .zero)
        }
    }

    @Test func truncatedPNGKeepsTheRowsItHas() {
        let (leaf, layout) = imageLeaf(Image(contentsOf: fixture("truncated-rows.png")))
        #expect(leaf?.naturalSize == CGSize(width: 16, height: 16))
        #expect(layout.diagnostics == [
            "Image truncated-rows.png is truncated (its data ends before the image does); the missing part is drawn transparent.",
        ])
        guard case .success(let bitmap)? = leaf?.decodedBitmap() else {
            Issue.record("no partial bitmap")
            return
        }
        expectPixel(bitmap, 0, 0, [0, 0, 0, 255])
        expectPixel(bitmap, 15, 9, [144, 144, 144, 255])   // the last complete row, grey 9 × 16
        expectPixel(bitmap, 0, 10, [0, 0, 0, 0])
        expectPixel(bitmap, 15, 15, [0, 0, 0, 0])
        guard case .bitmap(let image, _)? = leaf?.content, case .success(let decoded) = image.decode() else { return }
        #expect(decoded.problem == "the data ends before the image does (truncated)")
    }

    @Test func truncatedBeforeAnyPixel() {
        let (leaf, layout) = imageLeaf(Image(contentsOf: fixture("truncated.png")))
        #expect(leaf?.naturalSize == CGSize(width: 16, height: 16))       // the header is intact
        #expect(layout.diagnostics.count == 1)
        #expect(leaf?.bitmap() == nil)
        #expect(leaf?.decodedBitmap().map { result in
            if case .failure(let error) = result { return error.message }
            return ""
        } == "the data ends before the image does (truncated)")
    }

    @Test func missingEndChunkAfterAllPixels() {
        // Every row is there; only IEND is missing: a complete bitmap, and a warning at layout.
        let bitmap = decodedFixture("truncated-after-idat.png")
        expectPixel(bitmap, 15, 15, [240, 240, 0, 255])
    }

    @Test func truncatedJPEGIsFilledByTheCodec() {
        let (leaf, layout) = imageLeaf(Image(contentsOf: fixture("truncated.jpg")))
        #expect(leaf?.naturalSize == CGSize(width: 16, height: 8))
        #expect(layout.diagnostics == [
            "Image truncated.jpg is truncated (its data ends before the image does); the missing part is drawn grey.",
        ])
        guard case .bitmap(let image, _)? = leaf?.content, case .success(let decoded) = image.decode() else {
            Issue.record("no partial JPEG")
            return
        }
        #expect(decoded.width == 16 && decoded.height == 8)
        #expect(decoded.problem == "Premature end of JPEG file")
    }

    @Test func hugeImageLaysOutFromItsHeaderAndDecodesDownsampled() {
        let (leaf, layout) = imageLeaf(Image(contentsOf: fixture("huge-20000.png")))
        #expect(leaf?.naturalSize == CGSize(width: 20_000, height: 20_000))
        #expect(layout.diagnostics == [
            "Image huge-20000.png is 20000×20000 pixels; it is drawn from a copy downsampled 5× to 4000×4000 (the limit is 16777216 pixels).",
            "Image huge-20000.png is truncated (its data ends before the image does); the missing part is drawn transparent.",
        ])
        guard case .bitmap(let image, _)? = leaf?.content else { return }
        #expect(image.downsamplingFactor() == 5)
        // Its pixel data is cut short: decoding fails cleanly (with a small limit, so that the
        // test allocates little), and nothing is drawn.
        if case .success = image.decode(maximumPixelCount: 1024) {
            Issue.record("a cut-short image decoded")
        }
    }

    @Test func overTheLimitDecodesDownsampled() {
        // 4200 × 4200 (17.6 M pixels) > 4096²: factor 2, 2100 × 2100 at scale 0.5, covering the
        // same 4200 × 4200 points. Left half black, right half white.
        let (leaf, layout) = imageLeaf(Image(contentsOf: fixture("large-4200.png")))
        #expect(leaf?.naturalSize == CGSize(width: 4200, height: 4200))
        #expect(layout.diagnostics == [
            "Image large-4200.png is 4200×4200 pixels; it is drawn from a copy downsampled 2× to 2100×2100 (the limit is 16777216 pixels).",
        ])
        let bitmap = leaf?.bitmap()
        #expect(bitmap?.width == 2100 && bitmap?.height == 2100 && bitmap?.scale == 0.5)
        #expect(bitmap?.size == CGSize(width: 4200, height: 4200))
        expectPixel(bitmap, 0, 0, [0, 0, 0, 255])
        expectPixel(bitmap, 1049, 2099, [0, 0, 0, 255])
        expectPixel(bitmap, 1050, 0, [255, 255, 255, 255])
        expectPixel(bitmap, 2099, 2099, [255, 255, 255, 255])
    }

    @Test func tooLargeToDecodeKeepsItsFrame() {
        let (leaf, layout) = imageLeaf(Image(contentsOf: fixture("huge-40000.png")))
        #expect(leaf?.naturalSize == CGSize(width: 40_000, height: 40_000))
        #expect(leaf?.placeholder?.kind == .tooLargeToDecode)
        #expect(leaf?.bitmap() == nil)
        #expect(layout.diagnostics == [
            "Image huge-40000.png is 40000×40000 pixels, more than Easel decodes (1073741824); it keeps its frame and nothing is drawn.",
        ])
    }

    @Test func invalidScaleFallsBackToOne() {
        let (leaf, layout) = imageLeaf(Image(contentsOf: fixture("button-30x30.png"), scale: 0))
        #expect(leaf?.naturalSize == CGSize(width: 30, height: 30))
        #expect(layout.diagnostics == ["Invalid image scale 0 for button-30x30.png; 1 is used instead."])
        let nan = lay(Image(data: fixtureData("button-30x30.png"), scale: .nan))
        #expect(nan.diagnostics == ["Invalid image scale nan for image data (96 bytes); 1 is used instead."])
    }

    @Test func negativeCapInsetsAreIgnored() {
        let caps = EdgeInsets(top: -5, leading: .infinity, bottom: .nan, trailing: 3)
        let (leaf, _) = imageLeaf(Image(contentsOf: fixture("button-30x30.png")).resizable(capInsets: caps))
        #expect(leaf?.capInsets == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 3))
    }

    @Test func diagnosticsAreReportedOncePerMessage() {
        let layout = lay(VStack {
            Image("no-such-image")
            Image("no-such-image")
            Image(systemName: "no.such.symbol")
        })
        #expect(layout.diagnostics.count == 2)
    }
}
