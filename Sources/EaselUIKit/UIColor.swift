@_spi(SystemViews) import EaselCore
import Foundation

/// A colour in UIKit's terms (`UIColor`), holding a SwiftUI `Color`: the system and element
/// colours are dynamic, drawn in the colour scheme of the view that uses them (`SystemColor`).
public final class UIColor: Hashable, @unchecked Sendable {
    public let color: Color

    public init(_ color: Color) {
        self.color = color
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    /// A colour that depends on the appearance: the provider is asked once for the light and
    /// once for the dark appearance, and the colour follows the colour scheme of the view using it.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color
        self.init(NamedColors.dynamic("UIColor(dynamicProvider:)", light: light, dark: dark))
    }

    /// A colour set of the asset catalogs (see `Color(_:bundle:)`), or nil when none has the name,
    /// as UIKit's.
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
        guard case .success(let set) = ImageAssets.colorSet(named: name, bundle: bundle) else { return nil }
        self.init(NamedColors.color(name, set))
    }

    /// The colour set a generated asset symbol names.
    public convenience init(resource: ColorResource) {
        self.init(Color(resource))
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(color.opacity(Double(alpha)))
    }

    /// The colour as a Core Graphics colour, in the current traits (the light appearance, see
    /// `UITraitCollection.current`), as UIKit resolves a dynamic colour when asked for its
    /// `cgColor`.
    public var cgColor: CGColor {
        color.resolve(in: EnvironmentValues()).cgColor
    }

    public convenience init(cgColor: CGColor) {
        self.init(Color(cgColor: cgColor))
    }

    /// The colour's sRGB components and alpha, in the current traits (the light appearance).
    /// Always true: every Easel colour is an RGB colour.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let resolved = color.resolve(in: EnvironmentValues())
        red?.pointee = CGFloat(resolved.red)
        green?.pointee = CGFloat(resolved.green)
        blue?.pointee = CGFloat(resolved.blue)
        alpha?.pointee = CGFloat(resolved.opacity)
        return true
    }

    /// The colour's hue, saturation, brightness and alpha (HSB from its sRGB components), in the
    /// current traits.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let resolved = color.resolve(in: EnvironmentValues())
        let (r, g, b) = (CGFloat(resolved.red), CGFloat(resolved.green), CGFloat(resolved.blue))
        let maximum = Swift.max(r, g, b), minimum = Swift.min(r, g, b), range = maximum - minimum
        var h: CGFloat = 0
        if range > 0 {
            if maximum == r { h = (g - b) / range } else if maximum == g { h = 2 + (b - r) / range } else { h = 4 + (r - g) / range }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? range / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = CGFloat(resolved.opacity)
        return true
    }

    /// The colour's gray level (the mean of its sRGB components) and alpha. UIKit answers false
    /// for a colour that isn't gray; Easel converts [I].
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let resolved = color.resolve(in: EnvironmentValues())
        white?.pointee = CGFloat(resolved.red + resolved.green + resolved.blue) / 3
        alpha?.pointee = CGFloat(resolved.opacity)
        return true
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) -> UIColor {
        UIColor(Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: alpha))
    }

    public static var systemRed: UIColor { UIColor(.red) }
    public static var systemOrange: UIColor { UIColor(.orange) }
    public static var systemYellow: UIColor { UIColor(.yellow) }
    public static var systemGreen: UIColor { UIColor(.green) }
    public static var systemMint: UIColor { UIColor(.mint) }
    public static var systemTeal: UIColor { UIColor(.teal) }
    public static var systemCyan: UIColor { UIColor(.cyan) }
    public static var systemBlue: UIColor { UIColor(.blue) }
    public static var systemIndigo: UIColor { UIColor(.indigo) }
    public static var systemPurple: UIColor { UIColor(.purple) }
    public static var systemPink: UIColor { UIColor(.pink) }
    public static var systemBrown: UIColor { UIColor(.brown) }
    public static var systemGray: UIColor { UIColor(.gray) }
    public static var systemGray2: UIColor { UIColor(SystemColor.systemGray2) }
    public static var systemGray3: UIColor { UIColor(SystemColor.systemGray3) }
    public static var systemGray4: UIColor { UIColor(SystemColor.systemGray4) }
    public static var systemGray5: UIColor { UIColor(SystemColor.systemGray5) }
    public static var systemGray6: UIColor { UIColor(SystemColor.systemGray6) }
    public static var label: UIColor { UIColor(.primary) }
    public static var secondaryLabel: UIColor { UIColor(.secondary) }
    public static var tertiaryLabel: UIColor { UIColor(SystemColor.tertiaryLabel) }
    public static var quaternaryLabel: UIColor { UIColor(SystemColor.quaternaryLabel) }
    public static var placeholderText: UIColor { UIColor(SystemColor.tertiaryLabel) }
    public static var separator: UIColor { UIColor(Color.system("separator", 60, 60, 67, 0.29)) }
    public static var opaqueSeparator: UIColor { UIColor(SystemColor.opaqueSeparator) }
    public static var link: UIColor { UIColor(.accentColor) }
    public static var systemBackground: UIColor { UIColor(SystemColor.systemBackground) }
    public static var secondarySystemBackground: UIColor { UIColor(SystemColor.secondarySystemBackground) }
    public static var tertiarySystemBackground: UIColor { UIColor(SystemColor.tertiarySystemBackground) }
    public static var systemGroupedBackground: UIColor { UIColor(SystemColor.systemGroupedBackground) }
    public static var secondarySystemGroupedBackground: UIColor { UIColor(SystemColor.secondarySystemGroupedBackground) }
    public static var tertiarySystemGroupedBackground: UIColor { UIColor(SystemColor.tertiarySystemGroupedBackground) }
    public static var systemFill: UIColor { UIColor(SystemColor.systemFill) }
    public static var secondarySystemFill: UIColor { UIColor(SystemColor.secondarySystemFill) }
    public static var tertiarySystemFill: UIColor { UIColor(SystemColor.tertiarySystemFill) }
    public static var quaternarySystemFill: UIColor { UIColor(SystemColor.quaternarySystemFill) }
    public static var black: UIColor { rgb(0, 0, 0) }
    public static var white: UIColor { rgb(255, 255, 255) }
    public static var gray: UIColor { rgb(128, 128, 128) }
    public static var darkGray: UIColor { rgb(85, 85, 85) }
    public static var lightGray: UIColor { rgb(170, 170, 170) }
    public static var red: UIColor { rgb(255, 0, 0) }
    public static var green: UIColor { rgb(0, 255, 0) }
    public static var blue: UIColor { rgb(0, 0, 255) }
    public static var yellow: UIColor { rgb(255, 255, 0) }
    public static var orange: UIColor { rgb(255, 128, 0) }
    public static var purple: UIColor { rgb(128, 0, 128) }
    public static var brown: UIColor { rgb(153, 102, 51) }
    public static var cyan: UIColor { rgb(0, 255, 255) }
    public static var magenta: UIColor { rgb(255, 0, 255) }
    public static var clear: UIColor { UIColor(.clear) }
}

/// The traits a dynamic colour is resolved for (`UITraitCollection`): the light appearance.
public final class UITraitCollection: @unchecked Sendable {
    /// The light appearance: Easel's pictures are light unless a view asks for dark.
    public static let current = UITraitCollection(userInterfaceStyle: .light)

    public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

    public let userInterfaceStyle: UserInterfaceStyle

    public init(userInterfaceStyle: UserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }
}

extension Color {
    /// A SwiftUI colour from a UIKit one.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    public init(_ uiColor: UIColor) {
        self = uiColor.color
    }
}

/// Xcode's colour literal, `#colorLiteral(red:green:blue:alpha:)`: a colour of those sRGB
/// components, as UIKit's literal makes; with no other type asked for, a literal is a `UIColor`
/// (UIKit declares `_ColorLiteralType` so).
extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

public typealias _ColorLiteralType = UIColor

/// UIKit's name for the appearance a trait collection has.
public typealias UIUserInterfaceStyle = UITraitCollection.UserInterfaceStyle
