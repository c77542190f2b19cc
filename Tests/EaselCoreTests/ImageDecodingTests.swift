import Foundation
import Synchronization
import Testing
@testable import EaselCore

// Decoded pixel values, premultiplied RGBA. PNG values are exact: each is derived from the bytes
// Fixtures/make-fixtures.py writes, with c' = round(c × a / 255). JPEG values are lossy: within a
// tolerance of the colour the fixture was encoded from.

@Suite("Image decoding: PNG colour types")
struct ImagePNGDecodingTests {
    @Test func rgbaPremultipliesAlpha() {
        let bitmap = decodedFixture("rgba-2x2.png")
        #expect(bitmap?.width == 2 && bitmap?.height == 2 && bitmap?.scale == 1)
        expectPixel(bitmap, 0, 0, [255, 0, 0, 255])
        expectPixel(bitmap, 1, 0, [0, 128, 0, 128])      // 255 × 128 / 255
        expectPixel(bitmap, 0, 1, [0, 0, 0, 0])          // fully transparent blue
        expectPixel(bitmap, 1, 1, [64, 64, 64, 64])      // white at alpha 64
        #expect(bitmap?.pixels.count == 16)
    }

    @Test func rgbGetsOpaqueAlpha() {
        let bitmap = decodedFixture("rgb-3x1.png")
        expectPixel(bitmap, 0, 0, [10, 20, 30, 255])
        expectPixel(bitmap, 1, 0, [40, 50, 60, 255])
        expectPixel(bitmap, 2, 0, [200, 100, 0, 255])
    }

    @Test func paletteWithTransparency() {
        // tRNS gives entry 0 alpha 255 and entry 1 alpha 128; entry 2 has none, so it is opaque.
        let bitmap = decodedFixture("palette-3x1.png")
        expectPixel(bitmap, 0, 0, [255, 0, 0, 255])
        expectPixel(bitmap, 1, 0, [0, 128, 0, 128])
        expectPixel(bitmap, 2, 0, [0, 0, 255, 255])
    }

    @Test func twoBitPalette() {
        let bitmap = decodedFixture("palette-2bit-4x1.png")   // indices 0, 1, 2, 3 in one byte
        expectPixel(bitmap, 0, 0, [0, 0, 0, 255])
        expectPixel(bitmap, 1, 0, [255, 0, 0, 255])
        expectPixel(bitmap, 2, 0, [0, 255, 0, 255])
        expectPixel(bitmap, 3, 0, [0, 0, 255, 255])
    }

    @Test func greyscale() {
        let bitmap = decodedFixture("gray-4x1.png")
        for (x, value) in [UInt8(0), 85, 170, 255].enumerated() {
            expectPixel(bitmap, x, 0, [value, value, value, 255])
        }
    }

    @Test func oneBitGreyscale() {
        let bitmap = decodedFixture("gray1-8x1.png")   // bits 1011 0010
        for (x, bit) in [1, 0, 1, 1, 0, 0, 1, 0].enumerated() {
            let value: UInt8 = bit == 1 ? 255 : 0
            expectPixel(bitmap, x, 0, [value, value, value, 255])
        }
    }

    @Test func greyscaleTransparentColourKey() {
        let bitmap = decodedFixture("gray-trns-2x1.png")   // tRNS makes grey 7 transparent
        expectPixel(bitmap, 0, 0, [0, 0, 0, 0])
        expectPixel(bitmap, 1, 0, [9, 9, 9, 255])
    }

    @Test func greyscaleWithAlpha() {
        let bitmap = decodedFixture("gray-alpha-2x1.png")
        expectPixel(bitmap, 0, 0, [78, 78, 78, 100])      // round(200 × 100 / 255) = 78
        expectPixel(bitmap, 1, 0, [50, 50, 50, 255])
    }

    @Test func sixteenBitScalesToEight() {
        // Multiples of 0x0101 scale exactly: 0x1212 → 18, 0x8080 → 128, 0x4040 → 64, 0xC8C8 → 200.
        let rgb = decodedFixture("rgb16-2x1.png")
        expectPixel(rgb, 0, 0, [18, 128, 255, 255])
        expectPixel(rgb, 1, 0, [0, 64, 200, 255])
        let rgba = decodedFixture("rgba16-1x1.png")        // red at alpha 0x8080 → 128
        expectPixel(rgba, 0, 0, [128, 0, 0, 128])
    }

    @Test func interlacedAtFullSize() {
        let bitmap = decodedFixture("interlaced-8x8.png")  // pixel (x, y) = (32x, 32y, 128)
        #expect(bitmap?.width == 8 && bitmap?.height == 8)
        expectPixel(bitmap, 0, 0, [0, 0, 128, 255])
        expectPixel(bitmap, 1, 0, [32, 0, 128, 255])
        expectPixel(bitmap, 3, 5, [96, 160, 128, 255])
        expectPixel(bitmap, 7, 7, [224, 224, 128, 255])
    }

    @Test func headerIsReadWithoutDecoding() {
        guard case .success(let image) = EncodedImage.make(data: fixtureData("interlaced-8x8.png"), label: "x") else {
            Issue.record("no header")
            return
        }
        #expect(image.header == ImageHeader(format: .png, pixelWidth: 8, pixelHeight: 8, isInterlaced: true, hasAlpha: false))
    }
}

@Suite("Image decoding: JPEG")
struct ImageJPEGDecodingTests {
    @Test func baseline() {
        let bitmap = decodedFixture("halves-16x8.jpg")     // left half red, right half blue
        #expect(bitmap?.width == 16 && bitmap?.height == 8)
        expectPixel(bitmap, 2, 3, [255, 0, 0, 255], tolerance: 6)
        expectPixel(bitmap, 13, 4, [0, 0, 255, 255], tolerance: 6)
    }

    @Test func progressive() {
        let bitmap = decodedFixture("halves-16x8-progressive.jpg")
        expectPixel(bitmap, 2, 3, [255, 0, 0, 255], tolerance: 6)
        expectPixel(bitmap, 13, 4, [0, 0, 255, 255], tolerance: 6)
    }

    @Test func greyscale() {
        let bitmap = decodedFixture("gray-8x8.jpg")
        expectPixel(bitmap, 4, 4, [100, 100, 100, 255], tolerance: 2)
    }

    @Test func adobeCMYK() {
        let bitmap = decodedFixture("cmyk-8x8.jpg")        // C 0, M 255, Y 255, K 0: red
        expectPixel(bitmap, 3, 3, [255, 0, 0, 255], tolerance: 6)
    }

    @Test func headerOfJPEG() {
        guard case .success(let image) = EncodedImage.make(data: fixtureData("halves-16x8-progressive.jpg"), label: "x") else {
            Issue.record("no header")
            return
        }
        #expect(image.header.format == .jpeg)
        #expect(image.header.pixelWidth == 16 && image.header.pixelHeight == 8)
        #expect(image.header.isInterlaced)
    }
}

@Suite("Image decoding: downsampling")
struct ImageDownsamplingTests {
    @Test func factorIsTheSmallestThatFits() {
        let header = ImageHeader(format: .png, pixelWidth: 64, pixelHeight: 64, isInterlaced: false, hasAlpha: true)
        #expect(ImageCodec.downsamplingFactor(for: header, maximumPixelCount: 4096) == 1)
        #expect(ImageCodec.downsamplingFactor(for: header, maximumPixelCount: 256) == 4)    // 16 × 16
        #expect(ImageCodec.downsamplingFactor(for: header, maximumPixelCount: 255) == 5)    // 13 × 13
        #expect(ImageCodec.downsamplingFactor(for: header, maximumPixelCount: 100) == 7)    // 10 × 10
        let huge = ImageHeader(format: .png, pixelWidth: 20_000, pixelHeight: 20_000, isInterlaced: false, hasAlpha: true)
        #expect(ImageCodec.downsamplingFactor(for: huge, maximumPixelCount: EncodedImage.maximumPixelCount) == 5)
    }

    @Test func boxFilterAveragesBlocks() {
        // red = 4x; a 4-wide block starting at 4k averages 16k + 6.
        let bitmap = decodedFixture("gradient-x-64.png", maximumPixelCount: 256)
        #expect(bitmap?.width == 16 && bitmap?.height == 16)
        #expect(bitmap?.scale == 0.25)
        #expect(bitmap?.size == CGSize(width: 64, height: 64))
        expectPixel(bitmap, 0, 0, [6, 0, 0, 255])
        expectPixel(bitmap, 1, 9, [22, 0, 0, 255])
        expectPixel(bitmap, 15, 15, [246, 0, 0, 255])
        let rows = decodedFixture("gradient-y-64.png", maximumPixelCount: 256)
        expectPixel(rows, 7, 0, [6, 0, 0, 255])
        expectPixel(rows, 7, 10, [166, 0, 0, 255])
    }

    @Test func interlacedDownsamplesFromTheLastPass() {
        // Adam7's pass 7 holds the odd rows: a block of rows 4k…4k+3 averages rows 4k+1 and 4k+3,
        // red 16k+4 and 16k+12: 16k + 8 (the full image would give 16k + 6).
        let bitmap = decodedFixture("gradient-y-64-interlaced.png", maximumPixelCount: 256)
        #expect(bitmap?.width == 16 && bitmap?.height == 16)
        expectPixel(bitmap, 0, 0, [8, 0, 0, 255])
        expectPixel(bitmap, 5, 10, [168, 0, 0, 255])
        expectPixel(bitmap, 15, 15, [248, 0, 0, 255])
        let full = decodedFixture("gradient-y-64-interlaced.png")
        expectPixel(full, 0, 5, [20, 0, 0, 255])
    }

    @Test func jpegUsesDCTScaling() {
        let bitmap = decodedFixture("green-64.jpg", maximumPixelCount: 256)   // factor 4: DCT 1/4
        #expect(bitmap?.width == 16 && bitmap?.height == 16)
        expectPixel(bitmap, 0, 0, [0, 200, 0, 255], tolerance: 6)
        expectPixel(bitmap, 15, 15, [0, 200, 0, 255], tolerance: 6)
    }

    @Test func jpegOddFactorUsesTheBoxFilter() {
        let bitmap = decodedFixture("green-64.jpg", maximumPixelCount: 484)   // factor 3: 22 × 22
        #expect(bitmap?.width == 22 && bitmap?.height == 22)
        expectPixel(bitmap, 21, 21, [0, 200, 0, 255], tolerance: 6)
    }
}

@Suite("Image decoding: caching and threads")
struct ImageDecodingCacheTests {
    @Test func decodedOnceAndSharedAcrossThreads() {
        let (leaf, _) = imageLeaf(Image(contentsOf: fixture("gradient-x-64.png")))
        guard let leaf else { return }
        let results = Mutex<[ImageBitmap?]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let bitmap = leaf.bitmap()
            results.withLock { $0.append(bitmap) }
        }
        let all = results.withLock { $0 }
        #expect(all.count == 8)
        #expect(all.allSatisfy { $0 != nil && $0 == all[0] })
        #expect(all[0]?.width == 64)
    }

    @Test func cacheEvictsLeastRecentlyUsed() {
        let cache = ImageCache<String, Int>(costLimit: 10, countLimit: 3)
        cache.insert(1, forKey: "a", cost: 4)
        cache.insert(2, forKey: "b", cost: 4)
        _ = cache.value(forKey: "a")
        cache.insert(3, forKey: "c", cost: 4)     // over 10: "b" (least recent) goes
        #expect(cache.value(forKey: "a") == 1)
        #expect(cache.value(forKey: "b") == nil)
        #expect(cache.value(forKey: "c") == 3)
        cache.insert(4, forKey: "d", cost: 11)    // bigger than the budget: not kept
        #expect(cache.value(forKey: "d") == nil)
        #expect(cache.usage.count == 2 && cache.usage.cost == 8)
    }
}
