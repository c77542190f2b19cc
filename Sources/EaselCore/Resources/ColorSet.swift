import Foundation

/// A colour set of an asset catalog (`name.colorset/Contents.json`): the colour in the light and
/// the dark appearance.
///
/// The file's shape is Apple's "Asset Catalog Format Reference", "Named Color Type": a `colors`
/// array whose entries give an `idiom`, optional `appearances` (`luminosity` `light` or `dark`,
/// `contrast` `high`) and a `color`, either `color-space` plus `components` or a `platform` colour
/// `reference` (`systemBlueColor`). The entry without a luminosity is the "Any Appearance" colour,
/// used where no light or dark entry is given, as iOS does. High-contrast entries are skipped:
/// Easel draws the standard contrast. Of the idioms, `iphone` is preferred to `universal` (Easel's
/// devices are drawn as iPhones unless an iPad is named; iPad entries are skipped).
package struct ColorSet: Sendable {
    package let light: Color
    package let dark: Color

    /// Reads the colour set folder at `folder`.
    package init(folder: URL) throws(AssetProblem) {
        let file = folder.appendingPathComponent("Contents.json")
        guard let data = try? Data(contentsOf: file) else {
            throw AssetProblem(description: "\(file.path) can't be read")
        }
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: data)
        } catch {
            throw AssetProblem(description: "\(file.path) is not a valid colour set (\(AssetCatalog.describe(error)))")
        }
        var any: Color?, light: Color?, dark: Color?
        let entries = (contents.colors ?? []).filter { AssetAppearance.isPhoneIdiom($0.idiom) }
        // iPhone entries first, so that they win over universal ones for the same appearance.
        for entry in entries.sorted(by: { ($0.idiom == "iphone" ? 0 : 1) < ($1.idiom == "iphone" ? 0 : 1) }) {
            let appearances = entry.appearances ?? []
            if AssetAppearance.isHighContrast(appearances) { continue }
            guard let value = entry.color, let color = try Self.color(value, in: file) else { continue }
            switch AssetAppearance.luminosity(appearances) {
            case "dark": if dark == nil { dark = color }
            case "light": if light == nil { light = color }
            default: if any == nil { any = color }
            }
        }
        guard let base = light ?? any ?? dark else {
            throw AssetProblem(description: "\(file.path) holds no colour for an iPhone")
        }
        self.light = base
        self.dark = dark ?? any ?? base
    }

    private struct Contents: Decodable {
        struct Entry: Decodable {
            let idiom: String?
            let appearances: [AssetAppearance]?
            let color: Value?
        }
        struct Value: Decodable {
            let colorSpace: String?
            let components: [String: Component]?
            let reference: String?
            enum CodingKeys: String, CodingKey {
                case colorSpace = "color-space"
                case components, reference
            }
        }
        let colors: [Entry]?
    }

    /// A component as Xcode writes it: a string in one of its three input formats, or a number
    /// when written by hand.
    private enum Component: Decodable {
        case text(String)
        case number(Double)

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else {
                self = .text(try container.decode(String.self))
            }
        }

        /// The component as 0…1. Xcode's colour panel writes "Floating point (0.0–1.0)" with
        /// decimals (`"0.502"`), "8-bit (0–255)" as an integer (`"128"`) and "8-bit Hexadecimal" as
        /// `"0x80"`; the alpha is always a float (`"1.000"`), so an integer alpha is one too.
        func unit(isAlpha: Bool) -> Double? {
            switch self {
            case .number(let value):
                return value
            case .text(let text):
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                if trimmed.lowercased().hasPrefix("0x") {
                    return UInt8(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 }
                }
                guard let value = Double(trimmed) else { return nil }
                if trimmed.contains(".") || isAlpha { return value }
                return value / 255
            }
        }
    }

    /// The colour an entry gives, or nil when it gives none this reader understands (thrown as an
    /// error, naming the file, when its words are not a colour).
    private static func color(_ value: Contents.Value, in file: URL) throws(AssetProblem) -> Color? {
        if let reference = value.reference {
            guard let color = Self.systemColor(referenced: reference) else {
                throw AssetProblem(description: "\(file.path) refers to the system colour \"\(reference)\", which Easel doesn't know")
            }
            return color
        }
        guard let components = value.components else { return nil }
        func component(_ key: String) throws(AssetProblem) -> Double {
            guard let raw = components[key] else {
                if key == "alpha" { return 1 }
                throw AssetProblem(description: "\(file.path): the colour has no \"\(key)\" component")
            }
            guard let unit = raw.unit(isAlpha: key == "alpha"), unit.isFinite else {
                throw AssetProblem(description: "\(file.path): the \"\(key)\" component is not a number")
            }
            return unit
        }
        let space = value.colorSpace ?? "srgb"
        let alpha = try component("alpha")
        switch space {
        case "gray-gamma-22", "extended-gray":
            let white = try component("white")
            // Gamma 2.2 grey to sRGB: to linear light, then sRGB's transfer function.
            let encoded = ColorSpaceConversion.encodeSRGB(pow(Swift.max(0, white), 2.2))
            return Color(red: encoded, green: encoded, blue: encoded, alpha: alpha)
        case "srgb", "extended-srgb", "display-p3", "extended-display-p3", "extended-range-display-p3", "extended-linear-srgb":
            let red = try component("red"), green = try component("green"), blue = try component("blue")
            switch space {
            case "display-p3", "extended-display-p3", "extended-range-display-p3":
                return Color(.displayP3, red: red, green: green, blue: blue, opacity: alpha)
            case "extended-linear-srgb":
                return Color(.sRGBLinear, red: red, green: green, blue: blue, opacity: alpha)
            default:
                return Color(red: red, green: green, blue: blue, opacity: alpha)
            }
        default:
            throw AssetProblem(description: "\(file.path): the colour space \"\(space)\" is not one Easel reads (srgb, extended-srgb, display-p3, extended-linear-srgb, gray-gamma-22, extended-gray)")
        }
    }

    /// UIKit's system colour for a reference such as `systemBlueColor` or `labelColor`.
    static func systemColor(referenced reference: String) -> Color? {
        var name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
        let renamed = ["label": "primary", "secondaryLabel": "secondary", "tertiaryLabel": "tertiary",
                       "quaternaryLabel": "quaternary", "link": "blue", "placeholderText": "tertiary", "systemGray": "gray",
                       "systemTint": "accentColor", "tintColor": "accentColor"]
        if let other = renamed[name] { name = other }
        if name.hasPrefix("system"), let first = name.dropFirst(6).first, first.isUppercase,
           Color.systemNames.contains(first.lowercased() + name.dropFirst(7)) {
            name = first.lowercased() + name.dropFirst(7)
        }
        guard let index = Color.systemNames.firstIndex(of: name), index > 0 else { return nil }
        if let entry = SystemColor.named[name] {
            return Color.system(name, entry.light.red, entry.light.green, entry.light.blue, entry.light.alpha)
        }
        return Color.namedSystemColors[name]
    }
}

/// Conversions between the colour spaces SwiftUI colours are given in and the sRGB Easel draws.
enum ColorSpaceConversion {
    /// sRGB's transfer function (IEC 61966-2-1): linear light to encoded.
    static func encodeSRGB(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// sRGB's inverse transfer function: encoded to linear light. Display P3 uses the same curve.
    static func decodeSRGB(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// Display P3 components as sRGB: both have D65 white and sRGB's transfer curve, so the linear
    /// components are mapped by the primaries' matrix (P3 to XYZ, then XYZ to sRGB, per CSS Color
    /// 4's sample code, combined), and colours outside sRGB's gamut are clamped to it.
    static func displayP3ToSRGB(red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
        let r = decodeSRGB(red), g = decodeSRGB(green), b = decodeSRGB(blue)
        let linear = (
            1.2249401 * r - 0.2249404 * g,
            -0.0420569 * r + 1.0420571 * g,
            -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        )
        return (encodeSRGB(Swift.max(0, linear.0)), encodeSRGB(Swift.max(0, linear.1)), encodeSRGB(Swift.max(0, linear.2)))
    }
}

/// Why a named asset can't be had: not found, or its folder can't be read.
package struct AssetProblem: Error, CustomStringConvertible {
    package let description: String
}
