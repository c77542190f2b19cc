import Easel
import Foundation
import Testing
@testable import EaselRendering

/// Exact pixels: colours land where layout put them, edges are anti-aliased, the background is
/// transparent unless asked for.
@Suite struct PixelTests {
    @Test func aRedSquareIsRedAtItsCentreAndNothingOutside() throws {
        // Color.red is (255, 59, 48) (Apple HIG, iOS system colours).
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10).padding(5))
        let png = try renderer.pngData()
        #expect(try pixel(png, 10, 10) == [255, 59, 48, 255])
        #expect(try pixel(png, 1, 1) == [0, 0, 0, 0])
        #expect(try pixel(png, 5, 5) == [255, 59, 48, 255])
        #expect(try pixel(png, 14, 14) == [255, 59, 48, 255])
        #expect(try pixel(png, 15, 15) == [0, 0, 0, 0])
    }

    @Test func aVisualEffectOffsetMovesTheDrawingNotTheFrame() throws {
        let view = Color.red.frame(width: 10, height: 10)
            .visualEffect { content, proxy in content.offset(x: proxy.size.width) }
            .frame(width: 30, height: 10, alignment: .leading)
        let renderer = ImageRenderer(content: view)
        renderer.scale = 1
        let png = try renderer.pngData()
        #expect(try pixel(png, 5, 5) == [0, 0, 0, 0])
        #expect(try pixel(png, 15, 5) == [255, 59, 48, 255])
        #expect(try pixel(png, 25, 5) == [0, 0, 0, 0])
        let svg = try renderer.svg()
        #expect(svg.contains("matrix(1 0 0 1 10 0)") || svg.contains("translate(10"), "\(svg)")
    }

    @Test func theRendererSetsTheClock() throws {
        let view = TimelineView(.everyMinute) { context in
            Color.red.frame(width: CGFloat(Int(context.date.timeIntervalSinceReferenceDate / 60) % 60), height: 10)
        }
        let renderer = ImageRenderer(content: view)
        // Easel's clock reads 9:41 unless told otherwise.
        #expect(try renderer.layout().canvasSize == CGSize(width: 41, height: 10))
        renderer.date = Date(timeIntervalSinceReferenceDate: 190_028_460 + 150)
        #expect(try renderer.layout().canvasSize == CGSize(width: 43, height: 10))
    }

    @Test func theScaleMultipliesPixels() throws {
        let renderer = ImageRenderer(content: Color.blue.frame(width: 10, height: 20))
        renderer.scale = 3
        let image = try #require(PNGDecoder.decode(try renderer.pngData()))
        #expect(image.width == 30 && image.height == 60)
    }

    @Test func aBackgroundColourFillsTheCanvas() throws {
        let renderer = ImageRenderer(content: Circle().fill(Color.black).frame(width: 20, height: 20))
        renderer.backgroundColor = .white
        let png = try renderer.pngData()
        #expect(try pixel(png, 0, 0) == [255, 255, 255, 255])
        #expect(try pixel(png, 10, 10) == [0, 0, 0, 255])
    }

    @Test func roundedCornersAreCutAndAntiAliased() throws {
        // A 100-point square with 20-point corners at 1×: pixel (3, 3) lies 23.3 points from the
        // corner's centre (20, 20), outside the arc; (50, 50) is inside; the arc crosses the diagonal
        // 20 − 20/√2 = 5.86 points in, inside pixel (5, 5), which is partly covered.
        let png = try ImageRenderer(content: RoundedRectangle(cornerRadius: 20, style: .circular).fill(Color.blue).frame(width: 100, height: 100)).pngData()
        #expect(try pixel(png, 3, 3)[3] == 0)
        #expect(try pixel(png, 50, 50) == [0, 122, 255, 255])
        let edge = try pixel(png, 5, 5)[3]
        #expect(edge > 0 && edge < 255)
        #expect(try pixel(png, 0, 50) == [0, 122, 255, 255])
    }

    @Test func opacityAndOverlayComposite() throws {
        // White under 50 % black: 128 grey (straight alpha 255 after compositing).
        let view = Color.white.overlay(Color.black.opacity(0.5)).frame(width: 4, height: 4)
        let value = try pixel(ImageRenderer(content: view).pngData(), 2, 2)
        #expect(value[3] == 255 && abs(value[0] - 128) <= 1 && value[0] == value[1] && value[1] == value[2])
    }

    @Test func clippingCutsAtTheFrame() throws {
        // A 40-point circle in a 20×20 frame overflows; clipped, nothing shows outside the frame.
        let view = Circle().fill(Color.green).frame(width: 40, height: 40).frame(width: 20, height: 20).clipped().padding(10)
        let png = try ImageRenderer(content: view).pngData()
        #expect(try pixel(png, 20, 20) == [52, 199, 89, 255])
        #expect(try pixel(png, 5, 20)[3] == 0)
        let unclipped = try ImageRenderer(content: Circle().fill(Color.green).frame(width: 40, height: 40).frame(width: 20, height: 20).padding(10)).pngData()
        #expect(try pixel(unclipped, 5, 20)[3] == 255)
    }

    @Test func textDrawsDarkPixelsInsideItsFrameOnly() throws {
        let renderer = ImageRenderer(content: Text("Hello").padding(10))
        renderer.backgroundColor = .white
        renderer.scale = 2
        let image = try #require(PNGDecoder.decode(try renderer.pngData()))
        var dark = 0
        var outside = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.rgba[(y * image.width + x) * 4] < 128 {
                dark += 1
                // The text frame: 10 points of padding around 38.667 × 20.333.
                if x < 20 || x >= 20 + 78 || y < 20 || y >= 20 + 41 { outside += 1 }
            }
        }
        #expect(dark > 200)
        #expect(outside == 0)
    }

    @Test func hiddenViewsKeepTheirSpaceAndDrawNothing() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).hidden()
            Color.blue.frame(width: 10, height: 10)
        }
        let png = try ImageRenderer(content: view).pngData()
        #expect(try pixel(png, 5, 5)[3] == 0)
        #expect(try pixel(png, 15, 5) == [0, 122, 255, 255])
    }

    @Test func zIndexDrawsLaterIndicesOnTop() throws {
        let view = ZStack {
            Color.red.zIndex(1)
            Color.blue
        }.frame(width: 4, height: 4)
        #expect(try pixel(ImageRenderer(content: view).pngData(), 2, 2) == [255, 59, 48, 255])
    }

    @Test func offsetMovesTheDrawing() throws {
        let view = Color.red.frame(width: 10, height: 10).offset(x: 10).frame(width: 20, height: 10, alignment: .leading)
        let png = try ImageRenderer(content: view).pngData()
        #expect(try pixel(png, 5, 5)[3] == 0)
        #expect(try pixel(png, 15, 5) == [255, 59, 48, 255])
    }
}

/// Emoji come from a colour bitmap font (Noto Color Emoji, installed by scripts/dependencies.txt).
@Suite struct EmojiTests {
    @Test func emojiAreDrawnInColour() throws {
        let renderer = ImageRenderer(content: Text("🎉").font(.largeTitle))
        renderer.scale = 2
        let image = try #require(PNGDecoder.decode(try renderer.pngData()))
        var colourful = 0
        for index in Swift.stride(from: 0, to: image.rgba.count, by: 4) where image.rgba[index + 3] > 200 {
            let (r, g, b) = (Int(image.rgba[index]), Int(image.rgba[index + 1]), Int(image.rgba[index + 2]))
            if max(r, g, b) - min(r, g, b) > 100 { colourful += 1 }
        }
        #expect(colourful > 200)
    }
}
