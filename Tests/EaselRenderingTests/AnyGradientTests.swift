import Easel
import Foundation
import Testing
@testable import EaselRendering

/// `Color.gradient` and `Gradient` as styles (issue #14/#18): top to bottom, the colour at the
/// bottom, lighter at the top by what SwiftUI was measured drawing.
@Suite struct AnyGradientTests {
    func column(_ style: some ShapeStyle, dark: Bool = false) throws -> DecodedImage {
        var view = AnyView(Rectangle().fill(style).frame(width: 10, height: 100))
        if dark { view = AnyView(view.environment(\.colorScheme, .dark)) }
        let renderer = ImageRenderer(content: view)
        return try #require(DecodedImage(png: renderer.pngData()))
    }

    /// HSL lightness of a pixel.
    func lightness(_ pixel: DecodedImage.Pixel) -> Double {
        let high = max(pixel.red, pixel.green, pixel.blue), low = min(pixel.red, pixel.green, pixel.blue)
        return Double(high + low) / 2 / 255
    }

    @Test func aColoursGradientIsLighterAtTheTopByTheMeasuredAmount() throws {
        // (colour, its lightness at the top of SwiftUI's drawing, as measured)
        let measured: [(Color, Double)] = [
            (Color(white: 128 / 255), 0.647),
            (Color(red: 51 / 255, green: 102 / 255, blue: 204 / 255), 0.639),
            (Color(red: 0, green: 153 / 255, blue: 51 / 255), 0.451),
            (Color(white: 0), 0.198),
        ]
        for (color, top) in measured {
            let image = try column(color.gradient)
            #expect(abs(lightness(image.pixel(x: 5, y: 0)) - top) < 0.01, "\(color): \(image.pixel(x: 5, y: 0))")
            // The bottom row is within half a row of the colour itself.
            #expect(abs(lightness(image.pixel(x: 5, y: 99)) - lightness(try column(color).pixel(x: 5, y: 50))) < 0.005)
        }
        // White stays white all the way.
        #expect(try column(Color.white.gradient).pixel(x: 5, y: 0) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func aSystemColoursGradientFollowsTheColourScheme() throws {
        let light = try column(Color.red.gradient).pixel(x: 5, y: 99)
        let dark = try column(Color.red.gradient, dark: true).pixel(x: 5, y: 99)
        #expect(light == DecodedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255) || abs(light.green - 59) <= 2)
        #expect(dark != light)
        #expect(abs(dark.green - 69) <= 2 && abs(dark.blue - 58) <= 2)   // systemRed, dark: (255, 69, 58)
    }

    @Test func aGradientAsAStyleRunsTopToBottom() throws {
        let image = try column(Gradient(colors: [.black, .white]))
        #expect(image.pixel(x: 5, y: 0).red < 5)
        #expect(image.pixel(x: 5, y: 99).red > 250)
        #expect(try column(AnyGradient(Gradient(colors: [.black, .white]))).pixel(x: 5, y: 50) == image.pixel(x: 5, y: 50))
    }
}
