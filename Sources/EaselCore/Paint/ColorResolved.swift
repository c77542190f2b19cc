import Foundation

extension Color {
    /// A concrete colour: red, green, blue and opacity, as a `Color` resolves to in an environment
    /// (Apple, `Color.Resolved`, iOS 17). SwiftUI stores the components in linear sRGB with
    /// extended range; Easel's canvases are sRGB, so its colours are clamped to 0…1 (see `Color`)
    /// and a resolved colour keeps the encoded components, giving the linear ones through sRGB's
    /// transfer function.
    public struct Resolved: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
        /// The amount of red in the colour in the sRGB colour space.
        public var red: Float
        /// The amount of green in the colour in the sRGB colour space.
        public var green: Float
        /// The amount of blue in the colour in the sRGB colour space.
        public var blue: Float
        /// The degree of opacity, 0 (transparent) to 1 (opaque).
        public var opacity: Float

        /// A resolved colour from components in `colorSpace` (sRGB by default); as with `Color`,
        /// linear and Display P3 components are converted to sRGB.
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let color = Color(colorSpace, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(opacity))
            self.init(color)
        }

        init(_ color: Color) {
            red = color.storage.red
            green = color.storage.green
            blue = color.storage.blue
            opacity = color.storage.alpha
        }

        /// The amount of red in the colour in the linear sRGB colour space.
        public var linearRed: Float {
            get { Float(ColorSpaceConversion.decodeSRGB(Double(red))) }
            set { red = Float(ColorSpaceConversion.encodeSRGB(Double(newValue))) }
        }
        /// The amount of green in the colour in the linear sRGB colour space.
        public var linearGreen: Float {
            get { Float(ColorSpaceConversion.decodeSRGB(Double(green))) }
            set { green = Float(ColorSpaceConversion.encodeSRGB(Double(newValue))) }
        }
        /// The amount of blue in the colour in the linear sRGB colour space.
        public var linearBlue: Float {
            get { Float(ColorSpaceConversion.decodeSRGB(Double(blue))) }
            set { blue = Float(ColorSpaceConversion.encodeSRGB(Double(newValue))) }
        }

        /// The colour as a Core Graphics colour (sRGB components and alpha).
        public var cgColor: CGColor {
            CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
        }

        /// The colour as `#RRGGBBAA`, each component as two hexadecimal digits [I: the form
        /// SwiftUI prints, as seen in Xcode's console; not documented].
        public var description: String {
            func hex(_ value: Float) -> String {
                let byte = Int((Double(Swift.min(1, Swift.max(0, value))) * 255).rounded())
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }
            return "#" + hex(red) + hex(green) + hex(blue) + hex(opacity)
        }
    }

    /// The colour's components in `environment`: its colour scheme chooses a system colour's
    /// light or dark value (Apple, `Color.resolve(in:)`, iOS 17).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        Resolved(resolved(for: environment.colorScheme))
    }

    /// A colour with the components of `resolved`.
    public init(_ resolved: Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue), alpha: Double(resolved.opacity))
    }

    /// A colour from a Core Graphics colour: its gray or red, green and blue components and alpha.
    public init(cgColor: CGColor) {
        self.init(red: Double(cgColor.red), green: Double(cgColor.green), blue: Double(cgColor.blue), alpha: Double(cgColor.alpha))
    }

    /// The colour as a Core Graphics colour, in the light appearance: SwiftUI gives nil for a
    /// colour that depends on the environment (Apple, `Color.cgColor`, deprecated for
    /// `resolve(in:)`), as the system colours do, so only fixed colours have one.
    public var cgColor: CGColor? {
        guard systemIndex == 0 else { return nil }
        return Resolved(self).cgColor
    }
}

extension Color.Resolved: ResolvableShapeStyle {
    package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(Color(self)) }
}
