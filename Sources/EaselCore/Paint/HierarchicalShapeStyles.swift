import Foundation

/// The tint of the current context (Apple, `TintShapeStyle`): the style set with `tint(_:)` (a
/// colour or a gradient), else the accent colour, as controls take it.
public struct TintShapeStyle: ResolvableShapeStyle {
    public init() {}

    package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        if let style = environment.tintStyle { return style.resolvePaint(in: environment) }
        return (environment.tintColor ?? Color.accentColor).resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of the current context.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// An overlay fill for shapes over a background, such as a slider's track (Apple,
/// `FillShapeStyle`, iOS 17): UIKit's `systemFill`, and at its lower levels (`.fill.secondary` …)
/// `secondarySystemFill`, `tertiarySystemFill` and `quaternarySystemFill`.
public struct FillShapeStyle: ResolvableShapeStyle {
    public init() {}

    package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        resolve(level: 0, in: environment)
    }

    /// The fill at a level of its hierarchy, 0 the primary; below the quaternary, the quaternary.
    func resolve(level: Int, in environment: EnvironmentValues) -> ResolvedPaint {
        let fills = [SystemColor.systemFill, SystemColor.secondarySystemFill, SystemColor.tertiarySystemFill, SystemColor.quaternarySystemFill]
        return fills[min(level, fills.count - 1)].resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The overlay fill for shapes over a background.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// The colour of separators (Apple, `SeparatorShapeStyle`, iOS 17): UIKit's `separator`, (60, 60,
/// 67) at 29 % in light mode and (84, 84, 88) at 60 % in dark mode, as a hairline border uses it.
public struct SeparatorShapeStyle: ResolvableShapeStyle {
    public init() {}

    package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        Color.namedSystemColors["separator"]!.resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The colour of separators.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// A lower level of a style's hierarchy (Apple, `ShapeStyle.secondary` … `quinary`, iOS 17):
/// `.tint.tertiary`, `.fill.secondary`. The fill's levels are UIKit's fills; any other style is
/// drawn at a fraction of its opacity, the fractions of the label colours' (60, 30, 18 and 10 %
/// of `label`'s: UIKit's `secondaryLabel` … and Easel's quinary). SwiftUI doesn't publish the
/// fractions it uses for other styles; these are Easel's choice.
public struct _HierarchicalShapeStyleLevel<Base: ShapeStyle>: ResolvableShapeStyle {
    let base: Base
    /// 1 for the secondary level, up to 4 for the quinary.
    let level: Int

    static var opacities: [Double] { [0.6, 0.3, 0.18, 0.1] }

    package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        if let fill = base as? FillShapeStyle { return fill.resolve(level: level, in: environment) }
        let factor = Self.opacities[level - 1]
        return AnyShapeStyle(base).resolvePaint(in: environment).mappingColors(includingMaterialTint: true) { $0.opacity(factor) }
    }
}

extension ShapeStyle {
    /// The second level of this style.
    public var secondary: _HierarchicalShapeStyleLevel<Self> { _HierarchicalShapeStyleLevel(base: self, level: 1) }
    /// The third level of this style.
    public var tertiary: _HierarchicalShapeStyleLevel<Self> { _HierarchicalShapeStyleLevel(base: self, level: 2) }
    /// The fourth level of this style.
    public var quaternary: _HierarchicalShapeStyleLevel<Self> { _HierarchicalShapeStyleLevel(base: self, level: 3) }
    /// The fifth level of this style.
    public var quinary: _HierarchicalShapeStyleLevel<Self> { _HierarchicalShapeStyleLevel(base: self, level: 4) }
}
