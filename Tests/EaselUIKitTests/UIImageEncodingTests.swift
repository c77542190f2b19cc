import Testing
import Foundation
@testable import Easel
@testable import EaselCore
@testable import EaselRendering

/// Pictures leaving a view as files: `ImageRenderer.uiImage`, and UIKit's `pngData()` and
/// `jpegData(compressionQuality:)`, which apps use to share a rendered card or store a photo.
@Suite struct UIImageEncodingTests {
    /// iOS's red and blue (#FF3B30, #007AFF).
    let red = DecodedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255)
    let blue = DecodedImage.Pixel(red: 0, green: 122, blue: 255, alpha: 255)

    /// Red on the left, blue on the right, each half `width / 2` points wide.
    func halves(width: CGFloat, height: CGFloat) -> some View {
        HStack(spacing: 0) { Color.red; Color.blue }.frame(width: width, height: height)
    }

    /// JPEG data decoded to premultiplied RGBA, with its size.
    func decodeJPEG(_ data: Data) throws -> DecodedPixels {
        #expect(data.prefix(3) == Data([0xFF, 0xD8, 0xFF]), "a JPEG starts with its SOI marker")
        let encoded = try EncodedImage.make(data: data, label: "jpeg").get()
        #expect(encoded.header.format == .jpeg)
        return try encoded.decode().get()
    }

    func pixel(_ pixels: DecodedPixels, x: Int, y: Int) -> (Int, Int, Int, Int) {
        let offset = (y * pixels.width + x) * 4
        return (Int(pixels.pixels[offset]), Int(pixels.pixels[offset + 1]), Int(pixels.pixels[offset + 2]), Int(pixels.pixels[offset + 3]))
    }

    /// A renderer's `uiImage` has the view's size in points and the renderer's scale; its PNG has
    /// scale × as many pixels, and the same pixels as the renderer's own PNG.
    @Test func aRenderedImageKeepsItsSizeScaleAndPixels() throws {
        let renderer = ImageRenderer(content: halves(width: 4, height: 2))
        renderer.scale = 2
        let image = try #require(renderer.uiImage)
        #expect(image.size == CGSize(width: 4, height: 2))
        #expect(image.scale == 2)
        let png = try #require(image.pngData())
        let decoded = try #require(DecodedImage(png: png))
        #expect(decoded.width == 8 && decoded.height == 4)
        #expect(decoded.pixel(x: 1, y: 1) == red)
        #expect(decoded.pixel(x: 6, y: 2) == blue)
        #expect(png == (try renderer.pngData()), "re-encoding a PNG's own pixels at its scale gives the same bytes")
    }

    /// An image made from PNG data encodes to the same pixels at its own scale.
    @Test func anImageFromDataEncodesItsOwnPixels() throws {
        let renderer = ImageRenderer(content: halves(width: 6, height: 3))
        renderer.scale = 3
        let original = try renderer.pngData()
        let image = try #require(UIImage(data: original, scale: 3))
        #expect(image.size == CGSize(width: 6, height: 3))
        let png = try #require(image.pngData())
        let decoded = try #require(DecodedImage(png: png))
        #expect(decoded.width == 18 && decoded.height == 9)
        #expect(decoded.pixel(x: 0, y: 0) == red)
        #expect(decoded.pixel(x: 17, y: 8) == blue)
    }

    /// JPEG at full quality: the colours survive within a few levels, away from the seam (4:2:0
    /// chroma is shared across 16-pixel blocks, so each half is a block of its own).
    @Test func jpegKeepsTheColoursOfEachHalf() throws {
        let renderer = ImageRenderer(content: halves(width: 32, height: 16))
        let image = try #require(renderer.uiImage)
        let jpeg = try #require(image.jpegData(compressionQuality: 1))
        let pixels = try decodeJPEG(jpeg)
        #expect(pixels.width == 32 && pixels.height == 16)
        let left = pixel(pixels, x: 4, y: 8)
        let right = pixel(pixels, x: 27, y: 8)
        #expect(abs(left.0 - 255) <= 4 && abs(left.1 - 59) <= 4 && abs(left.2 - 48) <= 4 && left.3 == 255, "\(left)")
        #expect(abs(right.0 - 0) <= 4 && abs(right.1 - 122) <= 4 && abs(right.2 - 255) <= 4 && right.3 == 255, "\(right)")
    }

    /// A lower quality makes a smaller file of the same picture.
    @Test func lowerQualityMakesSmallerJPEGs() throws {
        let gradient = LinearGradient(colors: [.red, .yellow, .green, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
        let image = try #require(ImageRenderer(content: gradient.frame(width: 96, height: 96)).uiImage)
        let best = try #require(image.jpegData(compressionQuality: 1))
        let small = try #require(image.jpegData(compressionQuality: 0.1))
        #expect(small.count < best.count / 2, "\(small.count) bytes at 0.1, \(best.count) at 1")
        // Out-of-range qualities are clamped to 0...1, as UIKit's are, rather than failing.
        #expect(image.jpegData(compressionQuality: 7) == best)
        #expect(image.jpegData(compressionQuality: -1) == image.jpegData(compressionQuality: 0))
    }

    /// A JPEG has no transparency: what is transparent comes out black.
    @Test func transparentPartsOfAJPEGAreBlack() throws {
        let image = try #require(ImageRenderer(content: Color.clear.frame(width: 16, height: 16)).uiImage)
        let jpeg = try #require(image.jpegData(compressionQuality: 0.8))
        let pixels = try decodeJPEG(jpeg)
        let middle = pixel(pixels, x: 8, y: 8)
        #expect(middle.0 <= 2 && middle.1 <= 2 && middle.2 <= 2 && middle.3 == 255, "\(middle)")
    }

    /// An image with no pixels has no data, as in UIKit; a symbol image is drawn in black.
    @Test func emptyImagesHaveNoDataAndSymbolsAreDrawnInBlack() throws {
        #expect(UIImage().pngData() == nil)
        #expect(UIImage().jpegData(compressionQuality: 1) == nil)
        let star = try #require(UIImage(systemName: "star.fill"))
        let png = try #require(star.pngData())
        let decoded = try #require(DecodedImage(png: png))
        #expect(CGFloat(decoded.width) == star.size.width.rounded(.up) && CGFloat(decoded.height) == star.size.height.rounded(.up))
        let centre = decoded.pixel(x: decoded.width / 2, y: decoded.height / 2)
        #expect(centre == DecodedImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255), "\(centre)")
    }
}
