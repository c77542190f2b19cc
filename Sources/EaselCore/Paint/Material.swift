import Foundation

/// A translucent material that blurs what is behind it (Apple, `Material`): `.ultraThinMaterial`
/// … `.ultraThickMaterial`, `.bar`.
///
/// Drawn in the light appearance as what is behind, blurred (a Gaussian of 10 pt standard
/// deviation), under a white tint whose opacity grows with thickness: 0.3, 0.5, 0.7, 0.85, 0.92,
/// and the bars' #F9F9F9 at 0.94. UIKit doesn't publish its materials' recipes: the blur and the
/// tints are Easel's approximation, chosen to match screenshots [I]. PNG blurs the backdrop; PDF
/// and SVG can't read what is behind, so they draw the tint alone, and the picture says so.
public struct Material: ShapeStyle, Hashable, Sendable {
    package let tint: Color

    public static let ultraThinMaterial = Material(tint: Color.white.opacity(0.3))
    public static let thinMaterial = Material(tint: Color.white.opacity(0.5))
    public static let regularMaterial = Material(tint: Color.white.opacity(0.7))
    public static let thickMaterial = Material(tint: Color.white.opacity(0.85))
    public static let ultraThickMaterial = Material(tint: Color.white.opacity(0.92))
    public static let bar = Material(tint: Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255).opacity(0.94))

    /// The standard deviation of the backdrop's blur, in points.
    package static let blurRadius: CGFloat = 10
}

extension Material: ResolvableShapeStyle {
    /// In the dark appearance the tint is a near-black grey, (30, 30, 32), at the same opacity: as
    /// for the light tints, Easel's approximation of screenshots [I].
    package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        guard environment.colorScheme == .dark else { return .material(tint: tint) }
        return .material(tint: Color(red: 30 / 255, green: 30 / 255, blue: 32 / 255, alpha: tint.alpha))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}
