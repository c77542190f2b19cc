import Easel
import Foundation
import Testing
@testable import EaselRendering

/// `ImagePaint` (issue #14): a fill tiled with an image.
@Suite struct ImagePaintTests {
    /// A 2 × 1 pt picture: red, then blue.
    func pair() throws -> Image {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let renderer = ImageRenderer(content: HStack(spacing: 0) { red.frame(width: 1, height: 1); blue.frame(width: 1, height: 1) })
        return Image(data: try renderer.pngData())
    }

    func picture<V: View>(_ view: V) throws -> DecodedImage {
        let renderer = ImageRenderer(content: view)
        renderer.backgroundColor = .white
        return try #require(DecodedImage(png: renderer.pngData()))
    }

    @Test func tilesFillTheShape() throws {
        let image = try picture(Rectangle().fill(ImagePaint(image: try pair())).frame(width: 10, height: 4))
        let red = DecodedImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255), blue = DecodedImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255)
        #expect(image.pixel(x: 0, y: 0) == red && image.pixel(x: 1, y: 0) == blue && image.pixel(x: 8, y: 3) == red && image.pixel(x: 9, y: 3) == blue)
        // Scaled by 2: each colour two points wide (smoothed where they meet, as a scaled image is).
        let scaled = try picture(Rectangle().fill(ImagePaint(image: try pair(), scale: 2)).frame(width: 8, height: 2))
        func reddish(_ x: Int) -> Bool { scaled.pixel(x: x, y: 1).red > scaled.pixel(x: x, y: 1).blue }
        #expect(reddish(0) && !reddish(3) && reddish(4) && !reddish(7))
    }

    @Test func theShapeClipsTheTiles() throws {
        let image = try picture(Circle().fill(.image(try pair())).frame(width: 20, height: 20))
        // The corner is outside the circle: the white background.
        #expect(image.pixel(x: 0, y: 0) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image.pixel(x: 10, y: 10).red == 255 || image.pixel(x: 10, y: 10).blue == 255)
    }

    @Test func onAStrokeItIsGreyAndSaid() throws {
        let list = try ImageRenderer(content: Circle().stroke(ImagePaint(image: try pair()), lineWidth: 2).frame(width: 20, height: 20)).displayList()
        #expect(list.diagnostics.contains { $0.contains("ImagePaint on a stroke or text is drawn grey") })
    }
}
