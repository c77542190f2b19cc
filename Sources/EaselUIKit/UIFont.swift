import EaselCore
import Foundation

/// A font in UIKit's terms (`UIFont`): the system font at a size and weight, or a named font.
public final class UIFont: Hashable, @unchecked Sendable {
    public let pointSize: CGFloat
    /// The family or PostScript name; nil for the system font.
    public let fontName: String?
    let weight: Weight

    init(name: String?, size: CGFloat, weight: Weight) {
        self.fontName = name
        self.pointSize = size
        self.weight = weight
    }

    public convenience init?(name: String, size: CGFloat) {
        self.init(name: name, size: size, weight: .regular)
    }

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(name: nil, size: size, weight: weight)
    }

    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(name: nil, size: size, weight: .bold)
    }

    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(name: nil, size: size, weight: .regular)
    }

    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: nil, size: size, weight: weight)
    }

    /// The font of a text style at the default Dynamic Type size (platform-constants.md §1.1).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(name: nil, size: style.size, weight: style == .headline ? .semibold : .regular)
    }

    public func withSize(_ size: CGFloat) -> UIFont {
        UIFont(name: fontName, size: size, weight: weight)
    }

    /// The line height of the system font at this size (SF's line box).
    public var lineHeight: CGFloat { (pointSize * 1.193).rounded() }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.fontName == rhs.fontName && lhs.weight == rhs.weight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(fontName)
        hasher.combine(weight)
    }

    /// UIKit's weights (`UIFont.Weight`), with its raw values.
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// The nearest SwiftUI weight.
        var fontWeight: Font.Weight {
            let pairs: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium), (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            return pairs.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// UIKit's text styles (`UIFont.TextStyle`).
    public struct TextStyle: Hashable, Sendable {
        let name: String
        let size: CGFloat
        public static let largeTitle = TextStyle(name: "largeTitle", size: 34)
        public static let title1 = TextStyle(name: "title1", size: 28)
        public static let title2 = TextStyle(name: "title2", size: 22)
        public static let title3 = TextStyle(name: "title3", size: 20)
        public static let headline = TextStyle(name: "headline", size: 17)
        public static let body = TextStyle(name: "body", size: 17)
        public static let callout = TextStyle(name: "callout", size: 16)
        public static let subheadline = TextStyle(name: "subheadline", size: 15)
        public static let footnote = TextStyle(name: "footnote", size: 13)
        public static let caption1 = TextStyle(name: "caption1", size: 12)
        public static let caption2 = TextStyle(name: "caption2", size: 11)
    }
}

extension Font {
    /// A SwiftUI font from a UIKit one.
    public init(_ font: UIFont) {
        if let name = font.fontName {
            self = .custom(name, size: font.pointSize)
        } else {
            self = .system(size: font.pointSize, weight: font.weight.fontWeight)
        }
    }

    public init(uiFont: UIFont) {
        self.init(uiFont)
    }
}
