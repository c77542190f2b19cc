import Foundation

/// Colour filters on premultiplied 8-bit pixels (B, G, R, A in memory, as Cairo stores ARGB32).
/// The matrices are the W3C Filter Effects ones for `grayscale`, `saturate`, `brightness`,
/// `contrast`, `invert` and `hueRotate`, which is what SwiftUI's modifiers of the same names
/// correspond to; `colorMultiply` multiplies each component, alpha included.
enum ColorFilters {
    static func apply(_ filter: ColorFilter, to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        for row in 0..<height {
            let line = pixels + row * stride
            for column in 0..<width {
                let pixel = line + column * 4
                let alpha = Double(pixel[3]) / 255
                guard alpha > 0 else { continue }
                // Unpremultiply, filter, premultiply again.
                var red = Double(pixel[2]) / 255 / alpha
                var green = Double(pixel[1]) / 255 / alpha
                var blue = Double(pixel[0]) / 255 / alpha
                (red, green, blue) = transform(filter, red, green, blue)
                let factor = alphaFactor(filter)
                func byte(_ value: Double, _ alpha: Double) -> UInt8 { UInt8((min(1, max(0, value)) * alpha * 255).rounded()) }
                let newAlpha = alpha * factor
                pixel[2] = byte(red, newAlpha)
                pixel[1] = byte(green, newAlpha)
                pixel[0] = byte(blue, newAlpha)
                pixel[3] = UInt8((min(1, max(0, newAlpha)) * 255).rounded())
            }
        }
    }

    static func transform(_ filter: ColorFilter, _ red: Double, _ green: Double, _ blue: Double) -> (Double, Double, Double) {
        switch filter {
        case .invert:
            return (1 - red, 1 - green, 1 - blue)
        case let .brightness(amount):
            // SwiftUI's brightness adds to each component (0 leaves the colour, 1 makes it white).
            return (red + amount, green + amount, blue + amount)
        case let .contrast(amount):
            return ((red - 0.5) * amount + 0.5, (green - 0.5) * amount + 0.5, (blue - 0.5) * amount + 0.5)
        case let .grayscale(amount):
            return saturate(red, green, blue, 1 - min(1, max(0, amount)))
        case let .saturation(amount):
            return saturate(red, green, blue, amount)
        case let .hueRotation(radians):
            let c = cos(radians), s = sin(radians)
            return (
                (0.213 + c * 0.787 - s * 0.213) * red + (0.715 - c * 0.715 - s * 0.715) * green + (0.072 - c * 0.072 + s * 0.928) * blue,
                (0.213 - c * 0.213 + s * 0.143) * red + (0.715 + c * 0.285 + s * 0.140) * green + (0.072 - c * 0.072 - s * 0.283) * blue,
                (0.213 - c * 0.213 - s * 0.787) * red + (0.715 - c * 0.715 + s * 0.715) * green + (0.072 + c * 0.928 + s * 0.072) * blue
            )
        case let .multiply(color):
            return (red * color.red, green * color.green, blue * color.blue)
        }
    }

    /// What the filter does to alpha: only `colorMultiply` changes it.
    static func alphaFactor(_ filter: ColorFilter) -> Double {
        if case let .multiply(color) = filter { return color.alpha }
        return 1
    }

    /// The W3C `saturate` matrix (luminance weights 0.2126, 0.7152, 0.0722).
    private static func saturate(_ red: Double, _ green: Double, _ blue: Double, _ s: Double) -> (Double, Double, Double) {
        (
            (0.2126 + 0.7874 * s) * red + (0.7152 - 0.7152 * s) * green + (0.0722 - 0.0722 * s) * blue,
            (0.2126 - 0.2126 * s) * red + (0.7152 + 0.2848 * s) * green + (0.0722 - 0.0722 * s) * blue,
            (0.2126 - 0.2126 * s) * red + (0.7152 - 0.7152 * s) * green + (0.0722 + 0.9278 * s) * blue
        )
    }
}
