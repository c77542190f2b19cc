import Foundation

/// A representation of a color. It is also a view that fills the space it is offered (10×10 for an
/// unspecified proposal, like every shape; spec §1.3 [M]) and a shape style.
public struct Color: Hashable, Sendable {
    /// sRGB components, 0…1, not premultiplied. Stored as four Floats (18 bytes with the index,
    /// aligned to 4) so that a Color fits inline in an existential (`any ShapeStyle`) without an
    /// allocation: existentials box values over 24 bytes or aligned to more than 8, as a SIMD4
    /// would be. 24 bits of precision is far beyond the 8 bits per channel any canvas draws.
    package var storage: Components
    /// Which system colour this is (an index into `Color.systemNames`), or which asset catalog
    /// colour (``NamedColors/firstIndex`` and up), or 0 for a fixed colour.
    package var systemIndex: UInt16

    package struct Components: Hashable, Sendable {
        var red: Float
        var green: Float
        var blue: Float
        var alpha: Float
    }

    package var red: Double { Double(storage.red) }
    package var green: Double { Double(storage.green) }
    package var blue: Double { Double(storage.blue) }
    package var alpha: Double { Double(storage.alpha) }

    package init(red: Double, green: Double, blue: Double, alpha: Double, systemIndex: UInt16 = 0) {
        func unit(_ value: Double) -> Float { value.isNaN ? 0 : Float(Swift.min(1, Swift.max(0, value))) }
        self.storage = Components(red: unit(red), green: unit(green), blue: unit(blue), alpha: unit(alpha))
        self.systemIndex = systemIndex
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
        switch colorSpace {
        case .sRGB:
            self.init(red: red, green: green, blue: blue, alpha: opacity)
        case .sRGBLinear:
            let encode = ColorSpaceConversion.encodeSRGB
            self.init(red: encode(red), green: encode(green), blue: encode(blue), alpha: opacity)
        case .displayP3:
            // Easel's canvases are sRGB: P3 colours are converted, those outside sRGB clamped.
            let (r, g, b) = ColorSpaceConversion.displayP3ToSRGB(red: red, green: green, blue: blue)
            self.init(red: r, green: g, blue: b, alpha: opacity)
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
        self.init(red: r + m, green: g + m, blue: b + m, alpha: opacity)
    }

    /// Multiplies the color's opacity.
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * (opacity.isNaN ? 1 : opacity), systemIndex: systemIndex)
    }

    package static let systemNames = ["", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink",
                                      "brown", "gray", "black", "white", "clear", "primary", "secondary", "accentColor", "separator"]
        + SystemColor.table.map(\.name)

    /// The opacity each system colour has before `opacity(_:)`, in the light appearance.
    static func systemAlpha(_ name: String) -> Double {
        switch name {
        case "clear": 0
        case "secondary": 0.6
        case "separator": 0.29
        default: SystemColor.named[name]?.light.alpha ?? 1
        }
    }

    package static func system(_ name: String, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha, systemIndex: UInt16(systemNames.firstIndex(of: name) ?? 0))
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
    /// The app's accent colour: the asset catalogs' `AccentColor` when one is registered (Xcode
    /// makes it the app's accent by default: the `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`
    /// build setting of new projects), else the system blue.
    public static let accentColor = system("accentColor", 0, 122, 255)
    static let accentIndex = accentColor.systemIndex

    /// `Color`'s own system colours by name.
    static let namedSystemColors: [String: Color] = [
        "red": red, "orange": orange, "yellow": yellow, "green": green, "mint": mint, "teal": teal, "cyan": cyan,
        "blue": blue, "indigo": indigo, "purple": purple, "pink": pink, "brown": brown, "gray": gray, "black": black,
        "white": white, "clear": clear, "primary": primary, "secondary": secondary, "accentColor": accentColor,
        "separator": system("separator", 60, 60, 67, 0.29),
    ]
}

extension Color: CustomStringConvertible {
    public var description: String {
        func byte(_ value: Double) -> String { String(Int((value * 255).rounded())) }
        if let named = NamedColors.entry(systemIndex) {
            let base = named.light.alpha
            guard base > 0, abs(alpha - base) > 1e-6 else { return named.label }
            return "\(named.label).opacity(\(formatLength(alpha / base)))"
        }
        guard systemIndex > 0, Int(systemIndex) < Color.systemNames.count else {
            return "rgba(\(byte(red)), \(byte(green)), \(byte(blue)), \(formatLength(alpha)))"
        }
        let name = Color.systemNames[Int(systemIndex)]
        let base = Color.systemAlpha(name)
        guard base > 0, abs(alpha - base) > 1e-6 else { return name }
        return "\(name).opacity(\(formatLength(alpha / base)))"
    }
}

nonisolated extension Color: LeafView, ShapeStyle {
    /// The colour as drawn in `scheme`: system colours take their dark-appearance values in the
    /// dark scheme (`SystemColor`), keeping any opacity applied to them; other colours are fixed.
    package func resolved(for scheme: ColorScheme) -> Color {
        if systemIndex >= NamedColors.firstIndex { return NamedColors.resolve(self, for: scheme) }
        if systemIndex == Color.accentIndex, let accent = ImageAssets.accentColor() {
            return accent.opacity(alpha / Color.accentColor.alpha).resolved(for: scheme)
        }
        guard scheme == .dark, systemIndex > 0, Int(systemIndex) < Color.systemNames.count,
              let dark = SystemColor.dark[Color.systemNames[Int(systemIndex)]] else { return self }
        let base = Color.systemAlpha(Color.systemNames[Int(systemIndex)])
        let applied = base > 0 ? alpha / base : 1
        return Color(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha * applied, systemIndex: systemIndex)
    }

    package func makeLeafContent(inputs: _ViewInputs) -> ShapeLeaf {
        if let problem = NamedColors.entry(systemIndex)?.problem { inputs.graph.warn(problem) }
        return ShapeLeaf(shape: Rectangle(), paint: .fill(AnyShapeStyle(self), FillStyle()), kind: .color(self))
    }
}

/// Xcode's colour literal where a `Color` is asked for (`.foregroundColor(#colorLiteral(…))`):
/// those sRGB components, as SwiftUI's `Color` takes it.
extension Color: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
