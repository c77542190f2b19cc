import Foundation

/// A representation of a color. It is also a view that fills the space it is offered (10×10 for an
/// unspecified proposal, like every shape; spec §1.3 [M]) and a shape style.
public struct Color: Hashable, Sendable {
    /// sRGB components, 0…1, not premultiplied.
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double
    /// The name it was created with (`red`, `primary`), for dumps.
    package var name: String?

    package init(red: Double, green: Double, blue: Double, alpha: Double, name: String?) {
        func unit(_ value: Double) -> Double { value.isNaN ? 0 : Swift.min(1, Swift.max(0, value)) }
        self.red = unit(red)
        self.green = unit(green)
        self.blue = unit(blue)
        self.alpha = unit(alpha)
        self.name = name
    }

    /// The color spaces a color can be given in.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    /// Creates a color from red, green and blue components (0…1). Components outside the range are
    /// clamped.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        if colorSpace == .sRGBLinear {
            func encode(_ linear: Double) -> Double {
                linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
            }
            self.init(red: encode(red), green: encode(green), blue: encode(blue), alpha: opacity, name: nil)
        } else {
            // Display P3 is drawn as sRGB: Easel's canvases are sRGB.
            self.init(red: red, green: green, blue: blue, alpha: opacity, name: nil)
        }
    }

    /// Creates a gray of the given white level (0…1).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a color from hue, saturation and brightness (0…1).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, alpha: opacity, name: nil)
    }

    /// Multiplies the color's opacity.
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * opacity, name: name.map { "\($0).opacity(\(formatLength(opacity)))" })
    }

    private static func system(_ name: String, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha, name: name)
    }

    // iOS system colours in the light appearance (Apple HIG, "Color", system colors).
    public static let red = system("red", 255, 59, 48)
    public static let orange = system("orange", 255, 149, 0)
    public static let yellow = system("yellow", 255, 204, 0)
    public static let green = system("green", 52, 199, 89)
    public static let mint = system("mint", 0, 199, 190)
    public static let teal = system("teal", 48, 176, 199)
    public static let cyan = system("cyan", 50, 173, 230)
    public static let blue = system("blue", 0, 122, 255)
    public static let indigo = system("indigo", 88, 86, 214)
    public static let purple = system("purple", 175, 82, 222)
    public static let pink = system("pink", 255, 45, 85)
    public static let brown = system("brown", 162, 132, 94)
    public static let gray = system("gray", 142, 142, 147)
    public static let black = system("black", 0, 0, 0)
    public static let white = system("white", 255, 255, 255)
    public static let clear = system("clear", 0, 0, 0, 0)
    /// The colour of primary content: UIKit's `label`, black in the light appearance.
    public static let primary = system("primary", 0, 0, 0)
    /// The colour of secondary content: UIKit's `secondaryLabel`, (60, 60, 67) at 60 %.
    public static let secondary = system("secondary", 60, 60, 67, 0.6)
    /// The app's accent colour; the system blue unless the app sets one.
    public static let accentColor = system("accentColor", 0, 122, 255)
}

extension Color: CustomStringConvertible {
    public var description: String {
        if let name { return name }
        func byte(_ value: Double) -> String { String(Int((value * 255).rounded())) }
        return "rgba(\(byte(red)), \(byte(green)), \(byte(blue)), \(formatLength(alpha)))"
    }
}

extension Color: LeafView, ShapeStyle {
    package func makeLeafContent(inputs: _ViewInputs) -> any LeafContent {
        ShapeLeaf(shape: Rectangle(), paint: .fill(AnyShapeStyle(self), FillStyle()), name: "Color", detail: description)
    }
}
