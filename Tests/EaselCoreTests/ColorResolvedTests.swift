import Testing
import Foundation
@testable import EaselCore

/// `Color.resolve(in:)` and `Color.Resolved` (iOS 17), and Core Graphics' colour, which code
/// reading a colour's components reaches for.
@Suite struct ColorResolvedTests {
    @Test func aSystemColourResolvesToItsComponentsInTheEnvironmentsScheme() {
        let light = Color.red.resolve(in: EnvironmentValues())
        // systemRed is (255, 59, 48) in the light appearance, (255, 69, 58) in the dark.
        #expect(light.red == 1 && abs(light.green - 59 / 255) < 1e-6 && abs(light.blue - 48 / 255) < 1e-6 && light.opacity == 1)
        #expect(light.description == "#FF3B30FF")
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color.red.resolve(in: dark).description == "#FF453AFF")
        #expect(Color.red.opacity(0.5).resolve(in: EnvironmentValues()).description == "#FF3B3080")
    }

    @Test func linearComponentsFollowSRGBsTransferFunction() {
        var resolved = Color.Resolved(red: 0.5, green: 0, blue: 1)
        // IEC 61966-2-1: ((0.5 + 0.055) / 1.055)^2.4 = 0.21404.
        #expect(abs(resolved.linearRed - 0.21404) < 1e-4 && resolved.linearGreen == 0 && resolved.linearBlue == 1)
        resolved.linearRed = 0.21404
        #expect(abs(resolved.red - 0.5) < 1e-4)
        let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.21404, green: 1, blue: 0)
        #expect(abs(linear.red - 0.5) < 1e-4 && linear.green == 1)
    }

    @Test func aResolvedColourIsAColourAndAStyleAgain() {
        let resolved = Color.Resolved(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.8)
        let color = Color(resolved)
        #expect(color.resolve(in: EnvironmentValues()) == resolved)
        #expect(AnyShapeStyle(resolved).resolvePaint(in: EnvironmentValues()) == .color(color))
    }

    @Test func coreGraphicsColoursCarryTheirComponents() throws {
        // A fixed colour has a CGColor; a system colour, which depends on the environment, has none.
        let fixed = try #require(Color(red: 0.2, green: 0.4, blue: 0.6).cgColor)
        #expect(fixed.components == [0.2, 0.4, 0.6, 1].map { CGFloat(Float($0)) } && fixed.numberOfComponents == 4)
        #expect(Color.red.cgColor == nil)
        let gray = CGColor(gray: 0.5, alpha: 0.25)
        #expect(gray.components == [0.5, 0.25] && gray.alpha == 0.25)
        #expect(Color(cgColor: gray).resolve(in: EnvironmentValues()).description == "#80808040")
        #expect(Color.red.resolve(in: EnvironmentValues()).cgColor.components?.count == 4)
        #expect(gray.copy(alpha: 1)?.components == [0.5, 1])
    }

    @Test func aLocalizationValueIsTheKeyShown() {
        let key = "Welcome"
        #expect(String(localized: String.LocalizationValue(key)) == "Welcome")
        let name = "Ada"
        #expect(String(localized: "greeting", defaultValue: "Hello, \(name)") == "Hello, Ada")
        #expect(String(localized: "Plain literal") == "Plain literal")
    }
}
