import Testing
import Foundation
@testable import EaselRendering
import Easel

/// Whole-device pictures: the screen at the device's scale, the window's white background, the
/// status bar and home indicator over the app (geometry read off simulator screenshots; see
/// `StatusBar`, `HomeIndicator`), and backgrounds that extend into the safe area.
@Suite struct DeviceRenderingTests {
    private struct Screen: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                Text("Inbox").font(.largeTitle.bold())
                Text("Nothing new today.")
                Spacer()
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.yellow)
        }
    }

    private func picture(_ device: Device, bars: Bool = true) throws -> DecodedImage {
        let renderer = ImageRenderer(content: Screen())
        renderer.device = device
        renderer.showsSystemBars = bars
        let png = try renderer.pngData()
        if let folder = ProcessInfo.processInfo.environment["EASEL_TEST_PICTURES"] {
            try png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("device-\(device.name)-\(device.orientation).png"))
        }
        return try #require(DecodedImage(png: png))
    }

    @Test func theScreenAtTheDevicesScale() throws {
        let image = try picture(.iPhone15Pro)
        #expect(image.width == 393 * 3 && image.height == 852 * 3)
        let swatch = try #require(DecodedImage(png: ImageRenderer(content: Color.yellow.frame(width: 1, height: 1)).pngData()))
        // The background reaches under the status bar and the home indicator, away from their
        // symbols: a corner of the screen, and its middle.
        #expect(image.pixel(x: 3, y: 3) == swatch.pixel(x: 0, y: 0))
        #expect(image.pixel(x: image.width - 3, y: image.height - 3) == swatch.pixel(x: 0, y: 0))
        // The home indicator: dark, centred, 8 pt above the bottom edge, 5 pt tall.
        let indicator = image.pixel(x: image.width / 2, y: (852 - 8 - 2) * 3)
        #expect(indicator.red < 40 && indicator.green < 40 && indicator.blue < 40 && indicator.alpha == 255)
        // The battery's fill, right of the island, on the band it is centred on (y ≈ 29.5).
        let row = Int(29.5 * 3)
        let darkOnTheRight = (image.width / 2 + 63 * 3..<image.width).filter { image.pixel(x: $0, y: row).red < 60 }
        #expect(darkOnTheRight.count > 30)
        // The time, left of the island.
        let darkOnTheLeft = (0..<image.width / 2 - 63 * 3).filter { image.pixel(x: $0, y: row).red < 60 }
        #expect(darkOnTheLeft.count > 10)
    }

    @Test func withoutSystemBarsTheBandIsEmpty() throws {
        let image = try picture(.iPhone15Pro, bars: false)
        let row = Int(29.5 * 3)
        #expect((0..<image.width).allSatisfy { image.pixel(x: $0, y: row).red > 200 })
    }

    @Test func aPhoneWithAHomeButtonHasNoIndicator() throws {
        let image = try picture(.iPhoneSE)
        #expect(image.width == 375 * 2 && image.height == 667 * 2)
        #expect((0..<image.width).allSatisfy { image.pixel(x: $0, y: image.height - 20).red > 200 })
        // Its status bar: 20 pt, with the time in the middle.
        let row = 10 * 2
        #expect((image.width / 2 - 30..<image.width / 2 + 30).contains { image.pixel(x: $0, y: row).red < 60 })
    }

    @Test func landscapeHidesThePhonesStatusBar() throws {
        let image = try picture(Device.iPhone15Pro.landscape)
        #expect(image.width == 852 * 3 && image.height == 393 * 3)
        // The band where the time and battery would be, right of the content's text, is empty.
        #expect((400 * 3..<image.width).allSatisfy { image.pixel(x: $0, y: 30 * 3).red > 200 })
    }

    @Test func devicePicturesAreDeterministic() throws {
        let renderer = ImageRenderer(content: Screen())
        renderer.device = .iPhone13
        #expect(try renderer.pngData() == renderer.pngData())
        #expect(try renderer.svg() == renderer.svg())
    }
}
