import Easel
import Foundation
import Testing
@testable import EaselRendering

/// Any shape style fills text (issue #14): a gradient spans the text's frame, as it spans a
/// shape's, in PNG, SVG and PDF.
@Suite struct TextPaintTests {
    let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)

    func glyphPaints(_ list: DisplayList) -> [Paint] {
        list.items.compactMap { if case let .glyphs(run) = $0 { run.paint } else { nil } }
    }

    @Test func aGradientForegroundStyleFillsTheGlyphsAcrossTheFrame() throws {
        for view in [AnyView(Text("Gradient").font(.largeTitle).foregroundStyle(gradient)),
                     AnyView(Text("Gradient").foregroundStyle(gradient).font(.largeTitle))] {
            let renderer = ImageRenderer(content: view.padding(10))
            let list = try renderer.displayList()
            let paints = glyphPaints(list)
            try #require(paints.count == 1)
            guard case let .linearGradient(stops, start, end) = paints[0] else {
                Issue.record("text painted \(paints[0]), not the gradient")
                continue
            }
            #expect(stops.map(\.color) == [RGBA(Color.red), RGBA(Color.blue)])
            // From the text frame's leading edge to its trailing edge, at half its height.
            #expect(start.x == 10 && end.x > 100 && start.y == end.y)
        }
    }

    @Test func theGlyphsAreRedOnTheLeftAndBlueOnTheRight() throws {
        let view = Text("IIIIIIIIII").font(.system(size: 60, weight: .black)).foregroundStyle(gradient)
        let renderer = ImageRenderer(content: view)
        renderer.backgroundColor = .white
        let image = try #require(DecodedImage(png: renderer.pngData()))
        func inked(_ columns: Range<Int>) -> (red: Int, blue: Int) {
            var red = 0, blue = 0
            for x in columns {
                for y in 0..<image.height {
                    let pixel = image.pixel(x: x, y: y)
                    if pixel.red + pixel.green + pixel.blue < 600 { red += pixel.red; blue += pixel.blue }
                }
            }
            return (red, blue)
        }
        let third = image.width / 3
        let left = inked(0..<third), right = inked((2 * third)..<image.width)
        #expect(left.red > left.blue * 2, "\(left)")
        #expect(right.blue > right.red * 2, "\(right)")
        #expect(try renderer.svg().contains("linearGradient"))
    }

    @Test func aColourStaysAColour() throws {
        let list = try ImageRenderer(content: Text("Plain").foregroundStyle(Color.green)).displayList()
        #expect(glyphPaints(list) == [.color(RGBA(Color.green))])
    }
}
