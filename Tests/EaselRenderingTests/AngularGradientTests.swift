import Testing
import Foundation
@testable import EaselRendering
import Easel

/// AngularGradient: colours swept around a centre by angle, clockwise from the trailing
/// direction, with Apple's rule for spans under a turn (`AngularGradient`).
@Suite struct AngularGradientTests {
    private func png<V: View>(_ view: V) throws -> DecodedImage {
        try #require(DecodedImage(png: ImageRenderer(content: view).pngData()))
    }

    private func close(_ pixel: DecodedImage.Pixel, _ red: Int, _ green: Int, _ blue: Int, tolerance: Int = 3) -> Bool {
        abs(Int(pixel.red) - red) <= tolerance && abs(Int(pixel.green) - green) <= tolerance && abs(Int(pixel.blue) - blue) <= tolerance && pixel.alpha == 255
    }

    @Test func aWholeTurnSweepsByAngle() throws {
        // Red (255, 59, 48) at 0° (trailing), blue (0, 122, 255) a turn later: halfway round, at
        // the leading edge, the mean of the two.
        let image = try png(Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center)).frame(width: 100, height: 100))
        // 10 points below the start (about 12° round): still nearly red.
        #expect(close(image.pixel(x: 97, y: 60), 247, 61, 55, tolerance: 6), "\(image.pixel(x: 97, y: 60))")
        #expect(close(image.pixel(x: 2, y: 50), 128, 91, 152), "\(image.pixel(x: 2, y: 50))")
        // A quarter turn (below the centre: y points down) is a quarter of the way.
        #expect(close(image.pixel(x: 50, y: 97), 191, 75, 100), "\(image.pixel(x: 50, y: 97))")
        // Just short of the full turn, above the start: nearly blue.
        #expect(close(image.pixel(x: 97, y: 40), 8, 121, 248, tolerance: 6), "\(image.pixel(x: 97, y: 40))")
    }

    @Test func aSpanUnderATurnFillsTheRestWithItsEnds() throws {
        // 0° to 90°: the rest of the circle is blue (the end colour) to 225°, then red.
        let image = try png(Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(90))).frame(width: 100, height: 100))
        #expect(close(image.pixel(x: 2, y: 50), 0, 122, 255), "\(image.pixel(x: 2, y: 50))")
        #expect(close(image.pixel(x: 50, y: 2), 255, 59, 48), "\(image.pixel(x: 50, y: 2))")
    }

    @Test func svgCarriesItAsAnImageAndPDFAsAMesh() throws {
        let renderer = ImageRenderer(content: Circle().fill(.conicGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center)).frame(width: 40, height: 40))
        let svg = try renderer.svg()
        #expect(svg.contains("<image x=\"0\" y=\"0\" width=\"40\" height=\"40\""))
        #expect(!svg.contains("<path"))
        let pdf = try renderer.pdfData()
        #expect(pdf.starts(with: Data("%PDF".utf8)))
        #expect(String(decoding: pdf, as: UTF8.self).contains("/ShadingType 6") || String(decoding: pdf, as: UTF8.self).contains("/ShadingType 7") || pdf.count > 1_000)
    }
}
