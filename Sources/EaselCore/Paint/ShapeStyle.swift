import Foundation

/// A color or pattern to use when rendering a shape.
public protocol ShapeStyle: Sendable {}

/// The paint a style becomes once the environment is known. Renderers draw these; gradient points
/// are unit points of the shape being painted.
package enum ResolvedPaint: Hashable, Sendable {
    case color(Color)
    case linearGradient([Gradient.Stop], start: UnitPoint, end: UnitPoint)
    case radialGradient([Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Angles in radians.
    case angularGradient([Gradient.Stop], center: UnitPoint, startAngle: CGFloat, endAngle: CGFloat)
    /// Radii as fractions of the shape's width and height (`EllipticalGradient`).
    case ellipticalGradient([Gradient.Stop], center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
    /// A material: what is behind, blurred, under `tint`.
    case material(tint: Color)
}

extension ResolvedPaint {
    /// The stops of a gradient, whatever its kind; nil for a colour or a material.
    package var gradientStops: [Gradient.Stop]? {
        switch self {
        case let .linearGradient(stops, _, _), let .radialGradient(stops, _, _, _), let .angularGradient(stops, _, _, _),
             let .ellipticalGradient(stops, _, _, _):
            stops
        case .color, .material:
            nil
        }
    }
}

/// Styles Easel knows how to paint.
package protocol ResolvableShapeStyle: ShapeStyle {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint
}

extension Color: ResolvableShapeStyle {
    package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(resolved(for: environment.colorScheme)) }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, Sendable {
    package let base: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle {
            base = erased.base
        } else {
            base = style
        }
    }

    /// The paint for this style; a style Easel does not know paints with the foreground colour.
    package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        if let style = base as? any ResolvableShapeStyle {
            return style.resolvePaint(in: environment).resolvingColors(for: environment.colorScheme)
        }
        return ForegroundStyle().resolvePaint(in: environment)
    }

    /// The style's colour, or its first colour if it is a gradient, as it paints in the light
    /// appearance: for what draws with one colour where a style was given (see `tint(_:)`).
    var firstColor: Color {
        let paint = resolvePaint(in: EnvironmentValues())
        switch paint {
        case let .color(color), let .material(tint: color): return color
        default: return paint.gradientStops?.first?.color ?? .accentColor
        }
    }

    /// The style's colour, or a gradient's first colour, as it paints in the light appearance (SPI,
    /// for views that draw one colour where a style was given).
    @_spi(SystemViews)
    public var _firstColor: Color { firstColor }

    /// The stops of the gradient the style paints in `environment`, or nil for a colour or a
    /// material (SPI: charts and gauges lay a gradient along a scale).
    @_spi(SystemViews)
    public func _gradientStops(in environment: EnvironmentValues) -> [Gradient.Stop]? {
        resolvePaint(in: environment).gradientStops
    }

    var description: String {
        if let color = base as? Color { return color.description }
        if let level = base as? HierarchicalShapeStyle { return level.color.description }
        return shapeName(type(of: base))
    }
}

/// The foreground style in the current context: `.foregroundStyle`/`.foregroundColor`, else primary.
public struct ForegroundStyle: ResolvableShapeStyle {
    public init() {}

    package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        if let style = environment.foregroundStyle, !(style.base is ForegroundStyle) {
            return style.resolvePaint(in: environment)
        }
        return .color(Color.primary.resolved(for: environment.colorScheme))
    }
}

/// The background style in the current context: the one set with `backgroundStyle(_:)`, else
/// white in the light appearance.
public struct BackgroundStyle: ResolvableShapeStyle {
    public init() {}

    package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        if let style = environment.backgroundStyle, !(style.base is BackgroundStyle) {
            return style.resolvePaint(in: environment)
        }
        return .color(SystemColor.systemBackground.resolved(for: environment.colorScheme))
    }
}

private enum BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// The style `.background` and `BackgroundStyle` paint with (`backgroundStyle(_:)`).
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the background style of the views inside (Apple, `backgroundStyle(_:)`): what
    /// `.background()` and `.background` as a style paint.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style of the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    // `.primary` … `.quinary` as shape styles are `HierarchicalShapeStyle`'s, as in SwiftUI.
}

enum ForegroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The style set with `foregroundStyle(_:)` or `foregroundColor(_:)`, if any.
    package var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The foreground style, for Easel's iOS looks (SPI), which set it for views they don't make
    /// (a list's section headers) or read it for what they draw (a chart's unstyled marks).
    @_spi(SystemViews)
    public var _foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the color of the foreground elements (text, shapes) inside this view.
    public func foregroundColor(_ color: Color?) -> some View {
        let style: AnyShapeStyle? = if let color { AnyShapeStyle(color) } else { nil }
        return environment(\.foregroundStyle, style)
    }

    /// Sets a view's foreground elements to use a given style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(style))
    }

    /// Sets the primary and secondary styles (Apple, `foregroundStyle(_:_:)`): text and the
    /// first layer of symbols take the primary; the secondary colours a multi-layer symbol's
    /// second layer. Easel's symbols are drawn in one layer, so the secondary isn't drawn, and
    /// the layout says so.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
            ._diagnostic("foregroundStyle(_:_:): Easel draws symbols in one layer, in the primary style; the secondary style is not drawn.")
    }

    /// Sets the primary, secondary and tertiary styles; as `foregroundStyle(_:_:)`, only the
    /// primary is drawn, and the layout says so.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
            ._diagnostic("foregroundStyle(_:_:_:): Easel draws symbols in one layer, in the primary style; the secondary and tertiary styles are not drawn.")
    }
}

extension ResolvedPaint {
    /// The paint with each system colour in it (a gradient's stops too) as drawn in `scheme`.
    package func resolvingColors(for scheme: ColorScheme) -> ResolvedPaint {
        guard scheme == .dark else { return self }
        return mappingColors(includingMaterialTint: false) { $0.resolved(for: scheme) }
    }

    /// The paint with `transform` applied to each colour in it: a colour, a gradient's stops, and
    /// a material's tint when asked.
    func mappingColors(includingMaterialTint: Bool, _ transform: (Color) -> Color) -> ResolvedPaint {
        func stops(_ stops: [Gradient.Stop]) -> [Gradient.Stop] {
            stops.map { Gradient.Stop(color: transform($0.color), location: $0.location) }
        }
        switch self {
        case let .color(color): return .color(transform(color))
        case let .linearGradient(list, start, end): return .linearGradient(stops(list), start: start, end: end)
        case let .radialGradient(list, center, startRadius, endRadius):
            return .radialGradient(stops(list), center: center, startRadius: startRadius, endRadius: endRadius)
        case let .angularGradient(list, center, startAngle, endAngle):
            return .angularGradient(stops(list), center: center, startAngle: startAngle, endAngle: endAngle)
        case let .ellipticalGradient(list, center, startFraction, endFraction):
            return .ellipticalGradient(stops(list), center: center, startFraction: startFraction, endFraction: endFraction)
        case let .material(tint): return includingMaterialTint ? .material(tint: transform(tint)) : self
        }
    }
}

/// A style drawn at an opacity (Apple, `ShapeStyle.opacity(_:)`, iOS 15): each of its colours
/// (a gradient's stops too) is multiplied by it. A material keeps its own look.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ResolvableShapeStyle {
    let base: Base
    let opacity: Double

    package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        AnyShapeStyle(base).resolvePaint(in: environment).mappingColors(includingMaterialTint: false) { $0.opacity(opacity) }
    }
}

extension ShapeStyle {
    /// This style at `opacity` (0 to 1), multiplying the opacity it has.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}

extension AnyShapeStyle {
    /// The opacity style's base, and the opacity: what an image paint's fill is drawn with.
    package var opacityStyle: (base: AnyShapeStyle, opacity: Double)? {
        (base as? any OpacityStyle).map { ($0.erasedBase, $0.opacityValue) }
    }
}

/// An `_OpacityShapeStyle` of any base.
protocol OpacityStyle {
    var erasedBase: AnyShapeStyle { get }
    var opacityValue: Double { get }
}

extension _OpacityShapeStyle: OpacityStyle {
    var erasedBase: AnyShapeStyle { AnyShapeStyle(base) }
    var opacityValue: Double { opacity }
}
