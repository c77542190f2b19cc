import Easel
import Foundation
import Testing
@testable import EaselRendering

/// `EllipticalGradient` (issue #14): rings with the filled shape's proportions.
@Suite struct EllipticalGradientTests {
    let gradient = EllipticalGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])

    @Test func aFillStretchesTheRingsToTheFrame() throws {
        let png = try ImageRenderer(content: Rectangle().fill(gradient).frame(width: 200, height: 100)).pngData()
        // At the centre: red. A quarter of the width right of it, half way out along the x
        // radius (100): half way through the gradient. A circle (radius 50) would be blue there.
        let centre = try pixel(png, 100, 50)
        #expect(centre[0] >= 250 && centre[2] <= 5, "\(centre)")
        let half = try pixel(png, 150, 50)
        #expect(abs(half[0] - 128) <= 3 && abs(half[2] - 128) <= 3, "\(half)")
        // Half way up, 25 pt from the centre, is also half way (the y radius is 50).
        let up = try pixel(png, 100, 25)
        #expect(abs(up[0] - 128) <= 3 && abs(up[2] - 128) <= 3, "\(up)")
        // The corners, past the ellipse: blue.
        #expect(try pixel(png, 1, 1) == [0, 0, 255, 255])
    }

    @Test func asAViewItFillsItsFrame() throws {
        let png = try ImageRenderer(content: gradient.frame(width: 100, height: 40)).pngData()
        let quarter = try pixel(png, 75, 20)
        #expect(abs(quarter[0] - 128) <= 3, "\(quarter)")
    }

    @Test func aStrokeDrawsCirclesAndSaysSo() throws {
        let list = try ImageRenderer(content: Rectangle().stroke(gradient, lineWidth: 4).frame(width: 200, height: 100)).displayList()
        #expect(list.diagnostics.contains { $0.contains("EllipticalGradient on a stroke") })
        guard case let .stroke(_, paint, _)? = list.items.first(where: { if case .stroke = $0 { true } else { false } }) else {
            Issue.record("no stroke")
            return
        }
        #expect(paint == .radialGradient(stops: [GradientStop(location: 0, color: RGBA(red: 1, green: 0, blue: 0, alpha: 1)),
                                                 GradientStop(location: 1, color: RGBA(red: 0, green: 0, blue: 1, alpha: 1))],
                                         center: CGPoint(x: 100, y: 50), startRadius: 0, endRadius: 50))
    }

    @Test func inSVGAndPDFToo() throws {
        let view = Rectangle().fill(gradient).frame(width: 200, height: 100)
        let svg = try ImageRenderer(content: view).svg()
        #expect(svg.contains("radialGradient") && svg.contains("matrix(200"))
        #expect(try ImageRenderer(content: view).pdfData().count > 500)
    }
}
