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

    @Test func hueRotationAndColorMultiply() throws {
        // Pure red turned half round the W3C hue matrix: (0, 0.426, 0.426) · 255 = (0, 109, 109).
        let rotated = try ImageRenderer(content: Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10).hueRotation(.degrees(180))).pngData()
        let turned = try pixel(rotated, 5, 5)
        #expect(turned[0] == 0 && abs(turned[1] - 109) <= 1 && abs(turned[2] - 109) <= 1 && turned[3] == 255, "\(turned)")
        // White multiplied by half-transparent blue: blue's components, half the alpha.
        let multiplied = try ImageRenderer(content: Color.white.frame(width: 10, height: 10).colorMultiply(Color.blue.opacity(0.5))).pngData()
        let product = try pixel(multiplied, 5, 5)
        #expect(product[0] == 0 && abs(product[1] - 122) <= 1 && abs(product[2] - 255) <= 1 && abs(product[3] - 128) <= 1, "\(product)")
        let svg = try ImageRenderer(content: Color.red.frame(width: 10, height: 10).hueRotation(.degrees(90))).svg()
        #expect(svg.contains("type=\"hueRotate\" values=\"90\""))
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

/// Paths as shapes, user shapes in their own coordinates, and trimmed outlines (Apple, `Path`,
/// `Shape.path(in:)`, `trim(from:to:)`).
@Suite struct PathShapeTests {
    /// A triangle drawn from the origin, as much SwiftUI code writes shapes.
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.width / 2, y: 0))
            path.addLine(to: CGPoint(x: rect.width, y: rect.height))
            path.addLine(to: CGPoint(x: 0, y: rect.height))
            path.closeSubpath()
            return path
        }
    }

    @Test func shapesDrawInTheirOwnCoordinates() throws {
        // Placed at (20, 0) by the padding: drawn there, though its path starts at the origin.
        let renderer = ImageRenderer(content: Triangle().fill(Color.red).frame(width: 20, height: 20).padding(.leading, 20))
        let png = try renderer.pngData()
        #expect(try pixel(png, 30, 15) == [255, 59, 48, 255])
        #expect(try pixel(png, 10, 15) == [0, 0, 0, 0])
    }

    @Test func aPathIsAShapeAtItsFramesOrigin() throws {
        let path = Path { p in
            p.move(to: .zero)
            p.addLine(to: CGPoint(x: 10, y: 0))
            p.addLine(to: CGPoint(x: 10, y: 10))
            p.addLine(to: CGPoint(x: 0, y: 10))
            p.closeSubpath()
        }
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 30, height: 10)
            path.fill(Color.blue).frame(width: 30, height: 20)
        }
        let png = try ImageRenderer(content: view).pngData()
        #expect(try pixel(png, 5, 15) == [0, 122, 255, 255])
        #expect(try pixel(png, 20, 15) == [0, 0, 0, 0])
        // As a view it takes what it is offered.
        #expect(ViewLayout(of: path, in: CGSize(width: 50, height: 40)).root.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
    }

    @Test func trimmingKeepsAShareOfTheOutline() throws {
        // A 100-point line trimmed to its middle half.
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        let trimmed = line.trimmedPath(from: 0.25, to: 0.75)
        #expect(trimmed.elements == [.move(to: CGPoint(x: 25, y: 0)), .line(to: CGPoint(x: 75, y: 0))])
        #expect(line.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        // A circle trimmed to a quarter runs from its trailing point to its bottom (y down).
        let quarter = Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bounds = quarter.boundingRect
        #expect(abs(bounds.minX - 50) < 0.5 && abs(bounds.maxX - 100) < 0.5, "\(bounds)")
        #expect(abs(bounds.minY - 50) < 0.5 && abs(bounds.maxY - 100) < 0.5, "\(bounds)")
        // Trimmed to 0.3, between two of a curve's chords: it ends 108° round, at
        // (50 + 50 cos 108°, 50 + 50 sin 108°). (Each chord was once measured from the curve's
        // start, which put the end at the chord's end, 3 points further round.)
        let end = try #require(Circle().trim(from: 0, to: 0.3).path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).currentPoint)
        #expect(abs(end.x - 34.55) < 0.3 && abs(end.y - 97.55) < 0.3, "\(end)")
        // Stroked, a quarter ring: the bottom-trailing quadrant has ink, the top-leading none.
        let png = try ImageRenderer(content: Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 4).frame(width: 40, height: 40).padding(4)).pngData()
        #expect(try pixel(png, 38, 38)[3] == 255)
        #expect(try pixel(png, 10, 10)[3] == 0)
    }
}

/// Materials: what is behind, blurred, under a white tint (see `Material`).
@Suite struct MaterialTests {
    private var stripes: some View {
        HStack(spacing: 0) {
            ForEach(0..<20, id: \.self) { index in
                (index % 2 == 0 ? Color.red : Color.blue).frame(width: 4, height: 40)
            }
        }
    }

    @Test func aMaterialBlursWhatIsBehind() throws {
        let view = ZStack {
            stripes
            Rectangle().fill(.ultraThinMaterial).frame(width: 40, height: 20)
        }
        let renderer = ImageRenderer(content: view)
        renderer.scale = 1
        let image = try #require(DecodedImage(png: renderer.pngData()))
        // Outside the material, the stripes as they are.
        #expect(image.pixel(x: 1, y: 2) == DecodedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(image.pixel(x: 5, y: 2) == DecodedImage.Pixel(red: 0, green: 122, blue: 255, alpha: 255))
        // Inside, red and blue stripes blur to the same mix, lightened by the tint.
        let a = image.pixel(x: 41, y: 20), b = image.pixel(x: 45, y: 20)
        #expect(abs(Int(a.red) - Int(b.red)) < 12 && abs(Int(a.blue) - Int(b.blue)) < 12, "\(a) \(b)")
        #expect(a.red > 150 && a.blue > 150, "\(a)")
        // SVG and PDF draw the tint alone, and say so.
        let list = try renderer.displayList().drawable()
        #expect(list.diagnostics.contains { $0.contains("material's blur") })
        #expect(try renderer.svg().contains("fill-opacity=\"0.3\""))
    }
}
