import Easel
import Foundation
import Testing
@testable import EaselRendering

/// Shadows cast by shape styles (issue #14): `.drop` behind a fill, `.inner` inside it.
@Suite struct ShadowStyleTests {
    func picture<V: View>(_ view: V) throws -> DecodedImage {
        let renderer = ImageRenderer(content: view)
        renderer.backgroundColor = .white
        return try #require(DecodedImage(png: renderer.pngData()))
    }

    @Test func aDropShadowFallsBehindTheFill() throws {
        let style = Color(red: 1, green: 1, blue: 1).shadow(.drop(color: .black, radius: 3, y: 8))
        let image = try picture(Rectangle().fill(style).frame(width: 40, height: 40).padding(20))
        // Inside: the white fill; just under it, where the shadow is offset to: dark; far from it: white.
        #expect(image.pixel(x: 40, y: 40) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image.pixel(x: 40, y: 64).red < 100, "\(image.pixel(x: 40, y: 64))")
        #expect(image.pixel(x: 40, y: 5) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func anInnerShadowDarkensTheEdgesInside() throws {
        let style = Color(red: 1, green: 1, blue: 1).shadow(.inner(color: .black, radius: 3))
        let image = try picture(Rectangle().fill(style).frame(width: 60, height: 60).padding(10))
        // Along the inside of the edge: dark; in the middle: the fill; outside: nothing cast.
        let edge = image.pixel(x: 10, y: 40).red, inward = image.pixel(x: 14, y: 40).red
        #expect(edge < 200 && edge < inward && inward < 255, "\(edge) \(inward)")
        #expect(image.pixel(x: 40, y: 40) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image.pixel(x: 5, y: 40) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func shadowsOnTextAreSaid() throws {
        let layout = ViewLayout(of: VStack { Text("Hi") }.foregroundStyle(Color.blue.shadow(.drop(radius: 2))), in: CGSize(width: 100, height: 100))
        #expect(layout.diagnostics.contains { $0.contains("ShadowStyle on text") })
    }
}
