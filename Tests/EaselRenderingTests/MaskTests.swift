import Testing
import Foundation
@testable import EaselRendering
import Easel

/// `mask`: the view shows only where its mask is opaque, in PNG, PDF and SVG alike; the mask is
/// laid out as an overlay and not drawn.
@Suite struct MaskTests {
    private func png<V: View>(_ view: V) throws -> DecodedImage {
        let renderer = ImageRenderer(content: view)
        return try #require(DecodedImage(png: renderer.pngData()))
    }

    @Test func aCircleMaskCutsTheCorners() throws {
        let image = try png(Color.red.frame(width: 100, height: 100).mask { Circle() })
        #expect(image.pixel(x: 50, y: 50) == DecodedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(image.pixel(x: 2, y: 2).alpha == 0)
        #expect(image.pixel(x: 97, y: 97).alpha == 0)
    }

    @Test func aGradientMaskFades() throws {
        let view = Color.blue.frame(width: 100, height: 20)
            .mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
        let image = try png(view)
        let left = image.pixel(x: 2, y: 10).alpha, middle = image.pixel(x: 50, y: 10).alpha, right = image.pixel(x: 97, y: 10).alpha
        #expect(left > 240 && middle > 100 && middle < 160 && right < 15, "\(left) \(middle) \(right)")
    }

    @Test func theMaskIsLaidOutButNotDrawn() throws {
        let view = Color.red.frame(width: 100, height: 100).id("content")
            .mask(alignment: .topLeading) { Color.black.frame(width: 50, height: 50).id("mask") }
        let layout = ViewLayout(of: view)
        #expect(layout.frame(id: "mask") == CGRect(x: 0, y: 0, width: 50, height: 50))
        let image = try png(view)
        #expect(image.pixel(x: 25, y: 25).red == 255 && image.pixel(x: 25, y: 25).alpha == 255)
        #expect(image.pixel(x: 75, y: 75).alpha == 0)
        // Black never shows: the mask's colour is not drawn, only its alpha used.
        #expect(image.pixel(x: 25, y: 25).green > 0)
    }

    @Test func everyFormatMasks() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 40, height: 40).mask { Circle() })
        let svg = try renderer.svg()
        #expect(svg.contains("<mask id=\"mask"))
        #expect(svg.contains("mask-type=\"alpha\""))
        #expect(svg.contains("mask=\"url(#mask"))
        let pdf = try renderer.pdfData()
        #expect(pdf.starts(with: Array("%PDF".utf8)))
        // Deterministic.
        #expect(try renderer.svg() == svg)
        // A mask of nothing hides the view.
        let hidden = try png(Color.red.frame(width: 10, height: 10).mask { EmptyView() })
        #expect(hidden.pixel(x: 5, y: 5).alpha == 0)
    }
}

/// `blendMode`: the view composited onto what is behind it with the W3C's blends.
@Suite struct BlendModeTests {
    private func pixel<V: View>(_ view: V) throws -> DecodedImage.Pixel {
        let image = try #require(DecodedImage(png: ImageRenderer(content: view).pngData()))
        return image.pixel(x: 5, y: 5)
    }

    @Test func multiplyAndScreen() throws {
        // iOS's red (255, 59, 48) over its blue (0, 122, 255).
        let multiplied = try pixel(ZStack { Color.blue; Color.red.blendMode(.multiply) }.frame(width: 10, height: 10))
        #expect(multiplied.red == 0 && abs(multiplied.green - 28) <= 1 && abs(multiplied.blue - 48) <= 1, "\(multiplied)")
        let screened = try pixel(ZStack { Color.blue; Color.red.blendMode(.screen) }.frame(width: 10, height: 10))
        #expect(screened.red == 255 && abs(screened.green - 153) <= 1 && screened.blue == 255, "\(screened)")
    }

    @Test func svgAndWhatItCantSay() throws {
        let renderer = ImageRenderer(content: ZStack { Color.blue; Color.red.blendMode(.multiply) }.frame(width: 10, height: 10))
        #expect(try renderer.svg().contains("mix-blend-mode:multiply"))
        let out = ImageRenderer(content: ZStack { Color.blue; Color.red.frame(width: 4, height: 4).blendMode(.destinationOut) }.frame(width: 10, height: 10))
        #expect(try out.displayList().diagnostics.contains("blendMode(.destinationOut) is drawn in PNG and PDF; SVG has no such blend and draws the view normally."))
        // Cut out of the blue: transparent in the middle.
        let image = try #require(DecodedImage(png: out.pngData()))
        #expect(image.pixel(x: 5, y: 5).alpha == 0 && image.pixel(x: 1, y: 1).blue == 255)
        let darker = ViewLayout(of: Color.red.blendMode(.plusDarker), proposing: ProposedViewSize(width: 10, height: 10))
        #expect(darker.diagnostics.contains("blendMode(.plusDarker) is drawn as .darken: neither Cairo nor SVG has plus-darker."))
    }
}

/// `ShapeStyle.blendMode(_:)`: what the style paints is composited with the blend.
@Suite struct BlendModeShapeStyleTests {
    private func pixel<V: View>(_ view: V) throws -> DecodedImage.Pixel {
        let image = try #require(DecodedImage(png: ImageRenderer(content: view).pngData()))
        return image.pixel(x: 5, y: 5)
    }

    @Test func aFillAndAForegroundStyleBlendOntoWhatIsBehind() throws {
        // iOS's red (255, 59, 48) multiplied onto its blue (0, 122, 255), as the view modifier
        // does it (BlendModeTests).
        let filled = try pixel(ZStack { Color.blue; Rectangle().fill(Color.red.blendMode(.multiply)) }.frame(width: 10, height: 10))
        #expect(filled.red == 0 && abs(filled.green - 28) <= 1 && abs(filled.blue - 48) <= 1, "\(filled)")
        let foreground = try pixel(ZStack { Color.blue; Rectangle() }.foregroundStyle(Color.red.blendMode(.multiply)).frame(width: 10, height: 10))
        #expect(foreground.red == 0 && abs(foreground.green - 28) <= 1 && abs(foreground.blue - 48) <= 1, "\(foreground)")
        // Through an opacity given after the blend.
        let faded = try pixel(ZStack { Color.blue; Rectangle().fill(Color.red.blendMode(.multiply).opacity(1)) }.frame(width: 10, height: 10))
        #expect(faded == filled)
    }

    @Test func theBlendIsALayerAroundWhatTheLeafPaints() throws {
        let list = try ImageRenderer(content: ZStack { Color.blue; Rectangle().fill(Color.red.blendMode(.screen)) }.frame(width: 10, height: 10)).displayList()
        #expect(list.items.contains { if case .beginLayer(.blend(.screen)) = $0 { true } else { false } })
    }
}
