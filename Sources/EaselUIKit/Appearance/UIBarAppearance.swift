@_spi(SystemViews) import EaselCore
import Foundation

/// A visual effect behind a view (`UIVisualEffect`).
open class UIVisualEffect: @unchecked Sendable {
    public init() {}
}

/// A blur behind a view (`UIBlurEffect`), drawn as the SwiftUI material of the same thickness.
public final class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
    }

    /// The material a style is drawn as: the system materials by thickness (chrome is the bars'
    /// own), the pre-iOS 13 styles by how much they veil what is behind (extra light and
    /// prominent the thickest) [I: UIKit doesn't publish its blurs' recipes].
    var material: Material {
        switch style {
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: .ultraThinMaterial
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: .thinMaterial
        case .systemMaterial, .systemMaterialLight, .systemMaterialDark, .regular, .light, .dark: .regularMaterial
        case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark, .prominent, .extraLight: .thickMaterial
        case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark: .bar
        }
    }

    /// The colour scheme the style names, if it names one.
    var colorScheme: ColorScheme? {
        switch style {
        case .light, .extraLight, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight, .systemThickMaterialLight, .systemChromeMaterialLight: .light
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark, .systemChromeMaterialDark: .dark
        default: nil
        }
    }
}

/// How a bar looks (`UIBarAppearance`, the base of `UITabBarAppearance` and
/// `UINavigationBarAppearance`): a blur, a colour over it, an image over both, and a hairline.
///
/// A new appearance has the default background: the bars' chrome material and the standard
/// hairline, as `configureWithDefaultBackground()` leaves it (Apple, `UIBarAppearance`).
open class UIBarAppearance: @unchecked Sendable {
    public var backgroundEffect: UIBlurEffect?
    public var backgroundColor: UIColor?
    public var backgroundImage: UIImage?
    public var shadowColor: UIColor?
    public var shadowImage: UIImage?

    /// The hairline's colour after `configureWithDefaultBackground()` or
    /// `configureWithOpaqueBackground()`: black at 30 % [I: the value iOS reports for it], drawn
    /// as iOS's separator.
    private static let standardShadowColor = UIColor(white: 0, alpha: 0.3)

    public init() {
        configureWithDefaultBackground()
    }

    /// A copy of another appearance.
    public init(barAppearance: UIBarAppearance) {
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// The translucent chrome material and the hairline.
    public func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = Self.standardShadowColor
        shadowImage = nil
    }

    /// The system background colour (white in the light appearance) and the hairline.
    public func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = Self.standardShadowColor
        shadowImage = nil
    }

    /// Nothing behind the bar, and no hairline.
    public func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// Takes a kept background back (an appearance read back from a proxy): its colour, whether
    /// it has a blur, and its hairline's colour or absence.
    func restoreBackground(_ background: SystemAppearance.BarBackground) {
        backgroundColor = background.color.map(UIColor.init)
        if background.effect == nil { backgroundEffect = nil }
        switch background.shadow {
        case .standard: break
        case .none: shadowColor = nil
        case .color(let color): shadowColor = UIColor(color)
        case .image: break
        }
    }

    /// The background as the bars draw it.
    var background: SystemAppearance.BarBackground {
        let shadow: SystemAppearance.BarBackground.Shadow
        if let shadowImage, shadowImage.size != .zero {
            shadow = .image(shadowImage.image, height: shadowImage.size.height)
        } else if let shadowColor, shadowColor.color != .clear {
            shadow = shadowColor === Self.standardShadowColor ? .standard : .color(shadowColor.color)
        } else {
            shadow = .none
        }
        return SystemAppearance.BarBackground(
            effect: backgroundEffect?.material,
            effectColorScheme: backgroundEffect?.colorScheme,
            color: backgroundColor?.color,
            image: backgroundImage.flatMap { $0.size == .zero ? nil : $0.image },
            shadow: shadow
        )
    }
}
