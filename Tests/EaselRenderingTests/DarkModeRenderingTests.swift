import Easel
import Foundation
import Testing
@testable import EaselRendering

/// Dark-mode pictures (issue #14): the window, text, lists and bars as iOS draws them dark.
@Suite struct DarkModeRenderingTests {
    func image<V: View>(_ view: V) throws -> DecodedImage {
        var device = Device.iPhone15Pro
        device.scale = 1
        let renderer = ImageRenderer(content: view)
        renderer.device = device
        return try #require(DecodedImage(png: renderer.pngData()))
    }

    @Test func aDarkWindowIsBlackWithWhiteText() throws {
        let picture = try image(Text("█").font(.system(size: 80)).preferredColorScheme(.dark))
        #expect(picture.pixel(x: 10, y: 300) == DecodedImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        // The status bar's clock is white.
        var brightest = 0
        for x in 40..<100 { for y in 15..<40 { brightest = max(brightest, picture.pixel(x: x, y: y).red) } }
        #expect(brightest == 255)
        // The same view in light: a white window.
        let light = try image(Text("Hello"))
        #expect(light.pixel(x: 10, y: 300) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func aDarkGroupedListHasBlackBehindAndDarkGreyRows() throws {
        let picture = try image(NavigationStack {
            List { Text("Row one"); Text("Row two") }.navigationTitle("Settings")
        }.preferredColorScheme(.dark))
        // Behind the inset section: the grouped background, black in the dark scheme.
        #expect(picture.pixel(x: 5, y: 400) == DecodedImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        // Inside a row, right of its text: secondarySystemGroupedBackground, (28, 28, 30).
        let layout = ViewLayout(of: NavigationStack { List { Text("Row one").id("row") }.navigationTitle("Settings") }
            .preferredColorScheme(.dark), on: .iPhone15Pro)
        let row = try #require(layout.frame(id: "row"))
        #expect(picture.pixel(x: 300, y: Int(row.midY)) == DecodedImage.Pixel(red: 28, green: 28, blue: 30, alpha: 255))
    }
}
