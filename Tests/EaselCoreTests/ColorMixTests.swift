import Testing
import Foundation
@testable import EaselCore

/// iOS 18's `Color.mix(with:by:in:)`: in sRGB components or in Oklab, following dark mode for
/// system colours. Expected Oklab values worked out by hand from Ottosson's matrices.
@Suite struct ColorMixTests {
    @Test func aDeviceMixBlendsTheComponents() {
        let purple = Color.init(red: 1, green: 0, blue: 0).mix(with: Color(red: 0, green: 0, blue: 1), by: 0.5, in: .device)
        #expect(purple.red == 0.5 && purple.green == 0 && purple.blue == 0.5 && purple.alpha == 1)
        let faded = Color(red: 1, green: 1, blue: 1, opacity: 1).mix(with: Color(red: 1, green: 1, blue: 1, opacity: 0), by: 0.25, in: .device)
        #expect(faded.alpha == 0.75)
    }

    @Test func aPerceptualMixIsHalfwayInLightness() {
        // Black and white are L 0 and 1 in Oklab; L 0.5 is a linear 0.125, sRGB 0.38857.
        let grey = Color(white: 0).mix(with: Color(white: 1), by: 0.5)
        #expect(abs(grey.red - 0.388573) < 1e-4 && abs(grey.green - 0.388573) < 1e-4 && abs(grey.blue - 0.388573) < 1e-4)
        // The ends are the colours themselves, and fractions outside 0…1 are held to them.
        let red = Color(red: 1, green: 0, blue: 0)
        let end = red.mix(with: Color(white: 1), by: 2)
        #expect(abs(end.red - 1) < 1e-4 && abs(end.green - 1) < 1e-4 && abs(end.blue - 1) < 1e-4)
        let start = red.mix(with: Color(white: 1), by: .nan)
        #expect(abs(start.red - 1) < 1e-4 && abs(start.green) < 1e-4 && abs(start.blue) < 1e-4)
    }

    @Test func aMixOfASystemColourFollowsDarkMode() {
        let mixed = Color.blue.mix(with: Color(white: 0), by: 0.5, in: .device)
        let light = mixed.resolved(for: .light), dark = mixed.resolved(for: .dark)
        // System blue is (0, 122, 255) in light and (10, 132, 255) in dark mode.
        #expect(abs(light.green - 61.0 / 255) < 1e-4 && abs(light.blue - 0.5) < 1e-4)
        #expect(abs(dark.red - 5.0 / 255) < 1e-4 && abs(dark.green - 66.0 / 255) < 1e-4)
    }
}
