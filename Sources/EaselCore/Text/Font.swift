import Foundation

/// An environment-dependent font: a text style, a system font of a size, or a custom font.
public struct Font: Hashable, Sendable {
    package enum Base: Hashable, Sendable {
        case textStyle(TextStyle)
        case system(size: CGFloat)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    package var base: Base
    package var weight: Weight?
    package var design: Design?
    package var isItalic = false
    package var isBold = false
    package var isMonospacedDigit = false
    package var width: Width?

    package init(base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    /// A dynamic text style to use for fonts.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable {
        /// The CSS-style weight: 100 (ultraLight) … 900 (black).
        package let value: CGFloat

        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public static let largeTitle = Font(base: .textStyle(.largeTitle))
    public static let title = Font(base: .textStyle(.title))
    public static let title2 = Font(base: .textStyle(.title2))
    public static let title3 = Font(base: .textStyle(.title3))
    public static let headline = Font(base: .textStyle(.headline))
    public static let subheadline = Font(base: .textStyle(.subheadline))
    public static let body = Font(base: .textStyle(.body))
    public static let callout = Font(base: .textStyle(.callout))
    public static let footnote = Font(base: .textStyle(.footnote))
    public static let caption = Font(base: .textStyle(.caption))
    public static let caption2 = Font(base: .textStyle(.caption2))

    /// Gets a system font that uses the specified style, design, and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style), weight: weight, design: design)
    }

    /// Specifies a system font to use, along with the style, weight, and any design parameters.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size), weight: weight, design: design)
    }

    /// Creates a custom font with the given name and size that scales with the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// Creates a custom font with the given name and size that scales relative to a text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// Creates a custom font with the given name and a fixed size that does not scale.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// Adds italics to the font.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// Adds bold styling to the font.
    public func bold() -> Font {
        var font = self
        font.isBold = true
        return font
    }

    /// Sets the weight of the font.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// Returns a modified font that uses fixed-width digits, while leaving other characters
    /// proportionally spaced.
    public func monospacedDigit() -> Font {
        var font = self
        font.isMonospacedDigit = true
        return font
    }

    /// Returns a fixed-width font from the same family as the base font.
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }
}
