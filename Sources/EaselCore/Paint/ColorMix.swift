import Foundation

extension Gradient {
    /// The space colours are blended in (Apple, `Gradient.ColorSpace`): the device's (sRGB
    /// components) or a perceptual one, where equal steps look equal (Easel uses Björn Ottosson's
    /// Oklab, the perceptual space CSS's `color-mix` defaults to).
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool
        public static let device = ColorSpace(isPerceptual: false)
        public static let perceptual = ColorSpace(isPerceptual: true)
    }
}

extension Color {
    /// This colour mixed with `rhs`, `fraction` of the way towards it (Apple, `mix(with:by:in:)`,
    /// iOS 18); a fraction outside 0…1 is held to it. Opacity is mixed linearly. A system or
    /// catalog colour is mixed in each appearance, so the mix follows dark mode as they do.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let amount = fraction.isNaN ? 0 : Swift.min(1, Swift.max(0, fraction))
        let light = Color.blend(resolved(for: .light), rhs.resolved(for: .light), amount, colorSpace)
        guard systemIndex != 0 || rhs.systemIndex != 0 else { return light }
        let dark = Color.blend(resolved(for: .dark), rhs.resolved(for: .dark), amount, colorSpace)
        return NamedColors.dynamic("\(self).mix(with: \(rhs), by: \(amount))", light: light, dark: dark)
    }

    private static func blend(_ from: Color, _ to: Color, _ amount: Double, _ space: Gradient.ColorSpace) -> Color {
        func mixed(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
        let alpha = mixed(from.alpha, to.alpha)
        guard space.isPerceptual else {
            return Color(red: mixed(from.red, to.red), green: mixed(from.green, to.green), blue: mixed(from.blue, to.blue), alpha: alpha)
        }
        let a = Oklab(from), b = Oklab(to)
        return Oklab(lightness: mixed(a.lightness, b.lightness), a: mixed(a.a, b.a), b: mixed(a.b, b.b)).color(alpha: alpha)
    }
}

/// A colour in Oklab (Björn Ottosson, "A perceptual color space for image processing", 2020):
/// sRGB made linear, taken to cone responses, cube-rooted and mixed into lightness and two
/// opponent axes. The matrices are the published ones.
struct Oklab {
    var lightness: Double
    var a: Double
    var b: Double

    init(lightness: Double, a: Double, b: Double) {
        (self.lightness, self.a, self.b) = (lightness, a, b)
    }

    init(_ color: Color) {
        let r = ColorSpaceConversion.decodeSRGB(color.red)
        let g = ColorSpaceConversion.decodeSRGB(color.green)
        let bl = ColorSpaceConversion.decodeSRGB(color.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    func color(alpha: Double) -> Color {
        let l = pow(lightness + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m = pow(lightness - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s = pow(lightness - 0.0894841775 * a - 1.2914855480 * b, 3)
        let r = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
        let g = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
        let bl = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
        func encoded(_ linear: Double) -> Double { ColorSpaceConversion.encodeSRGB(Swift.min(1, Swift.max(0, linear))) }
        return Color(red: encoded(r), green: encoded(g), blue: encoded(bl), alpha: alpha)
    }
}
