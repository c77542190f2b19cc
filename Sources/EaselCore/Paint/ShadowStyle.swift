import Foundation

/// A shadow a shape style casts (Apple, `ShadowStyle`): `.drop`, behind what the style fills, or
/// `.inner`, inside it along its edges; given to a style with `shadow(_:)`; black at 33 % in linear
/// light unless a colour is given, as SwiftUI's
/// (`Color.blue.shadow(.inner(radius: 4))`). Radius and offset are as `View.shadow`'s.
public struct ShadowStyle: Hashable, Sendable {
    package enum Kind: Hashable, Sendable { case drop, inner }
    package let kind: Kind
    package let color: Color
    package let radius: CGFloat
    package let offset: CGSize


    private init(kind: Kind, color: Color, radius: CGFloat, x: CGFloat, y: CGFloat) {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        self.kind = kind
        self.color = color
        self.radius = max(0, finite(radius))
        self.offset = CGSize(width: finite(x), height: finite(y))
    }

    /// A shadow behind the filled shape.
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside the filled shape, cast by its edges.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}

/// A shape style with shadows: it paints as its base does, and fills cast its shadows.
public struct _ShadowedShapeStyle: ShapeStyle {
    let base: AnyShapeStyle
    let shadows: [ShadowStyle]
}

extension _ShadowedShapeStyle: ResolvableShapeStyle {
    package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        base.resolvePaint(in: environment)
    }
}

extension ShapeStyle {
    /// This style with a shadow (Apple, `ShapeStyle.shadow(_:)`).
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        if let shadowed = self as? _ShadowedShapeStyle {
            return _ShadowedShapeStyle(base: shadowed.base, shadows: shadowed.shadows + [style])
        }
        return _ShadowedShapeStyle(base: AnyShapeStyle(self), shadows: [style])
    }
}

extension AnyShapeStyle {
    /// The shadows the style casts, in the order they were given.
    package var shadows: [ShadowStyle] {
        (base as? _ShadowedShapeStyle)?.shadows ?? []
    }
}
