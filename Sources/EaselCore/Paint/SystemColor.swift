import Foundation

/// iOS's system colours in both appearances: what changes when the colour scheme is dark.
///
/// - The named colours (red … gray): Apple's Human Interface Guidelines, "Color", table of system
///   colours, iOS "Default (light)" and "Default (dark)".
/// - The element colours (labels, backgrounds, grouped backgrounds, fills, separators, the greys):
///   UIKit's iOS 13+ values as measured by Noah Gilmore ("Backwards compatibility for iOS 13
///   system colors", noahgilmore.com, 2019, and its NGSystemColorComparison tables); the light
///   values agree with Apple's UI element colour documentation.
/// `quinary` has no published value: Easel's choice (the fourth level's colour at 10 % and 9 %).
@_spi(SystemViews)
public enum SystemColor {
    package struct Entry {
        let name: String
        let light: (red: Double, green: Double, blue: Double, alpha: Double)
        let dark: (red: Double, green: Double, blue: Double, alpha: Double)
    }

    /// The element colours, beyond `Color`'s own names.
    package static let table: [Entry] = [
        Entry(name: "tertiary", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3)),
        Entry(name: "quaternary", light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16)),
        Entry(name: "quinary", light: (60, 60, 67, 0.1), dark: (235, 235, 245, 0.09)),
        Entry(name: "systemBackground", light: (255, 255, 255, 1), dark: (0, 0, 0, 1)),
        Entry(name: "secondarySystemBackground", light: (242, 242, 247, 1), dark: (28, 28, 30, 1)),
        Entry(name: "tertiarySystemBackground", light: (255, 255, 255, 1), dark: (44, 44, 46, 1)),
        Entry(name: "systemGroupedBackground", light: (242, 242, 247, 1), dark: (0, 0, 0, 1)),
        Entry(name: "secondarySystemGroupedBackground", light: (255, 255, 255, 1), dark: (28, 28, 30, 1)),
        Entry(name: "tertiarySystemGroupedBackground", light: (242, 242, 247, 1), dark: (44, 44, 46, 1)),
        Entry(name: "systemFill", light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36)),
        Entry(name: "secondarySystemFill", light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32)),
        Entry(name: "tertiarySystemFill", light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24)),
        Entry(name: "quaternarySystemFill", light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18)),
        Entry(name: "opaqueSeparator", light: (198, 198, 200, 1), dark: (56, 56, 58, 1)),
        Entry(name: "systemGray2", light: (174, 174, 178, 1), dark: (99, 99, 102, 1)),
        Entry(name: "systemGray3", light: (199, 199, 204, 1), dark: (72, 72, 74, 1)),
        Entry(name: "systemGray4", light: (209, 209, 214, 1), dark: (58, 58, 60, 1)),
        Entry(name: "systemGray5", light: (229, 229, 234, 1), dark: (44, 44, 46, 1)),
        Entry(name: "systemGray6", light: (242, 242, 247, 1), dark: (28, 28, 30, 1)),
        // UIKit's elevated system background (sheets, popovers), Noah Gilmore's table.
        Entry(name: "elevatedSystemBackground", light: (255, 255, 255, 1), dark: (28, 28, 30, 1)),
        // The looks' own colours, light as Easel draws them (cited where used); dark values are
        // the same role's colour computed over the dark background (labels at their opacity over
        // (28, 28, 30)), or read off screenshots [I] where no element colour applies.
        Entry(name: "bar", light: (249, 249, 249, 1), dark: (22, 22, 22, 1)),
        Entry(name: "alertBackground", light: (242, 242, 242, 1), dark: (44, 44, 46, 1)),
        Entry(name: "fieldBackground", light: (238, 238, 239, 1), dark: (44, 44, 46, 1)),
        Entry(name: "segmentThumb", light: (255, 255, 255, 1), dark: (99, 99, 102, 1)),
        Entry(name: "grabber", light: (194, 194, 199, 1), dark: (91, 91, 96, 1)),
        Entry(name: "opaqueSecondaryLabel", light: (138, 138, 142, 1), dark: (152, 152, 159, 1)),
        Entry(name: "chevron", light: (196, 196, 200, 1), dark: (90, 90, 95, 1)),
    ]

    /// Dark values of `Color`'s own system colours (0…255, alpha 0…1).
    private static let darkNamed: [String: (Double, Double, Double, Double)] = [
        "red": (255, 69, 58, 1), "orange": (255, 159, 10, 1), "yellow": (255, 214, 10, 1), "green": (48, 209, 88, 1),
        "mint": (99, 230, 226, 1), "teal": (64, 200, 224, 1), "cyan": (100, 210, 255, 1), "blue": (10, 132, 255, 1),
        "indigo": (94, 92, 230, 1), "purple": (191, 90, 242, 1), "pink": (255, 55, 95, 1), "brown": (172, 142, 104, 1),
        "gray": (142, 142, 147, 1), "accentColor": (10, 132, 255, 1),
        "primary": (255, 255, 255, 1), "secondary": (235, 235, 245, 0.6), "separator": (84, 84, 88, 0.6),
    ]

    package static let named: [String: Entry] = Dictionary(uniqueKeysWithValues: table.map { ($0.name, $0) })

    /// Every system colour's dark value, components 0…1.
    static let dark: [String: (red: Double, green: Double, blue: Double, alpha: Double)] = {
        var result: [String: (red: Double, green: Double, blue: Double, alpha: Double)] = [:]
        for (name, value) in darkNamed { result[name] = (value.0 / 255, value.1 / 255, value.2 / 255, value.3) }
        for entry in table { result[entry.name] = (entry.dark.red / 255, entry.dark.green / 255, entry.dark.blue / 255, entry.dark.alpha) }
        return result
    }()

    private static func color(_ name: String) -> Color {
        let light = named[name]!.light
        return Color.system(name, light.red, light.green, light.blue, light.alpha)
    }

    public static let systemBackground = color("systemBackground")
    public static let secondarySystemBackground = color("secondarySystemBackground")
    public static let tertiarySystemBackground = color("tertiarySystemBackground")
    public static let systemGroupedBackground = color("systemGroupedBackground")
    public static let secondarySystemGroupedBackground = color("secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = color("tertiarySystemGroupedBackground")
    public static let systemFill = color("systemFill")
    public static let secondarySystemFill = color("secondarySystemFill")
    public static let tertiarySystemFill = color("tertiarySystemFill")
    public static let quaternarySystemFill = color("quaternarySystemFill")
    public static let opaqueSeparator = color("opaqueSeparator")
    public static let systemGray2 = color("systemGray2")
    public static let systemGray3 = color("systemGray3")
    public static let systemGray4 = color("systemGray4")
    public static let systemGray5 = color("systemGray5")
    public static let systemGray6 = color("systemGray6")
    public static let tertiaryLabel = color("tertiary")
    public static let elevatedSystemBackground = color("elevatedSystemBackground")
    public static let bar = color("bar")
    public static let alertBackground = color("alertBackground")
    public static let fieldBackground = color("fieldBackground")
    public static let segmentThumb = color("segmentThumb")
    public static let grabber = color("grabber")
    public static let opaqueSecondaryLabel = color("opaqueSecondaryLabel")
    public static let chevron = color("chevron")
    public static let quaternaryLabel = color("quaternary")
}
