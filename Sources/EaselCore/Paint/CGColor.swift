import Foundation

/// Core Graphics' colour (`CGColor`), which Foundation on Linux doesn't have: red, green, blue and
/// alpha in sRGB, or a gray level and alpha. Code that reads a colour's components through
/// `UIColor.cgColor` or `Color.Resolved.cgColor` gets them here.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The components, the colour's then alpha: 2 for a gray, 4 for an RGB colour.
    public let components: [CGFloat]?
    private let isGray: Bool

    /// An sRGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        isGray = false
    }

    /// A gray in the generic gray colour space.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
        isGray = true
    }

    /// An sRGB colour (Core Graphics' `init(srgbRed:green:blue:alpha:)`).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// How many components the colour has, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }
    /// The colour's alpha.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// A copy with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        isGray ? CGColor(gray: red, alpha: alpha) : CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    var red: CGFloat { components?.first ?? 0 }
    var green: CGFloat { isGray ? red : components?[1] ?? 0 }
    var blue: CGFloat { isGray ? red : components?[2] ?? 0 }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components && lhs.isGray == rhs.isGray }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    public var description: String {
        let values = (components ?? []).map { formatLength($0) }.joined(separator: " ")
        return "CGColor(\(isGray ? "gray" : "sRGB"): \(values))"
    }
}
