import Foundation

/// A gradient used as a style without a direction of its own: it runs from the top of what it
/// fills to the bottom (Apple, `AnyGradient`; `Gradient` used as a `ShapeStyle` does the same).
public struct AnyGradient: ShapeStyle, Hashable {
    private enum Source: Hashable, Sendable {
        case stops(Gradient)
        /// `Color.gradient`: worked out from the colour as drawn, in the colour scheme of the day.
        case color(Color)
    }

    private let source: Source

    public init(_ gradient: Gradient) {
        source = .stops(gradient)
    }

    init(deriving color: Color) {
        source = .color(color)
    }

    /// The two stops of `Color.gradient`: the colour lightened at the top, the colour itself at
    /// the bottom.
    ///
    /// How much lighter, as HSL lightness added, follows measurements of SwiftUI's own drawing
    /// published by a third party (TUIkit's `AnyGradient.swift`, which rendered `Color.gradient`
    /// with `ImageRenderer` on Apple's systems): the top's lightness was 0.198 over black, 0.451
    /// over rgb(0, 153, 51) (L 0.3), 0.639 and 0.647 over rgb(51, 102, 204) and grey 128 (L 0.5),
    /// and white stayed white. Easel interpolates linearly between those points (adding 0.198 at
    /// L 0, 0.151 at 0.3, 0.142 at 0.5, 0 at 1), holding hue and saturation: SwiftUI moves
    /// saturation a little too, by amounts those measurements don't pin down. Chosen by us to fit
    /// them; not Apple's formula.
    static func lighterTop(of color: Color) -> Color {
        let (hue, saturation, lightness) = hsl(color)
        let points: [(Double, Double)] = [(0, 0.198), (0.3, 0.151), (0.5, 0.142), (1, 0)]
        var added = 0.0
        for (low, high) in zip(points, points.dropFirst()) where lightness >= low.0 && lightness <= high.0 {
            let fraction = (lightness - low.0) / (high.0 - low.0)
            added = low.1 + (high.1 - low.1) * fraction
            break
        }
        // HSL to HSB, which `Color(hue:saturation:brightness:)` takes.
        let top = min(1, lightness + added)
        let brightness = top + saturation * min(top, 1 - top)
        let hsbSaturation = brightness == 0 ? 0 : 2 * (1 - top / brightness)
        return Color(hue: hue, saturation: hsbSaturation, brightness: brightness, opacity: color.alpha)
    }

    private static func hsl(_ color: Color) -> (Double, Double, Double) {
        let red = color.red, green = color.green, blue = color.blue
        let high = max(red, green, blue), low = min(red, green, blue)
        let lightness = (high + low) / 2
        guard high > low else { return (0, 0, lightness) }
        let delta = high - low
        let saturation = delta / (1 - abs(2 * lightness - 1))
        var hue: Double
        switch high {
        case red: hue = ((green - blue) / delta).truncatingRemainder(dividingBy: 6)
        case green: hue = (blue - red) / delta + 2
        default: hue = (red - green) / delta + 4
        }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, saturation, lightness)
    }
}

extension AnyGradient: ResolvableShapeStyle {
    package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        switch source {
        case let .stops(gradient):
            return .linearGradient(gradient.resolvedStops, start: .top, end: .bottom)
        case let .color(color):
            let base = color.resolved(for: environment.colorScheme)
            return .linearGradient([Gradient.Stop(color: Self.lighterTop(of: base), location: 0), Gradient.Stop(color: base, location: 1)],
                                   start: .top, end: .bottom)
        }
    }
}

extension Gradient: ShapeStyle {}

extension Gradient: ResolvableShapeStyle {
    /// A gradient as a style runs from the top to the bottom, as `AnyGradient` does.
    package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        AnyGradient(self).resolvePaint(in: environment)
    }
}

extension Color {
    /// A subtle gradient of this colour, a little lighter at the top (Apple, `Color.gradient`;
    /// see `AnyGradient.lighterTop(of:)` for how much).
    public var gradient: AnyGradient { AnyGradient(deriving: self) }
}
