import Foundation

/// A color gradient represented as an array of color stops, each having a parametric location.
public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location.isFinite ? location : 0
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Colours spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        self.stops = colors.enumerated().map { Stop(color: $1, location: colors.count == 1 ? 0 : CGFloat($0) / last) }
    }

    /// The stops sorted by location and clamped to 0…1, as a renderer wants them.
    package var resolvedStops: [Stop] {
        stops.map { Stop(color: $0.color, location: min(1, max(0, $0.location))) }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }
}

/// A linear gradient along a line from `startPoint` to `endPoint`, unit points of the shape it fills.
nonisolated public struct LinearGradient: ShapeStyle, Hashable, LeafView {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// As a view, a gradient fills the space it is offered, like a colour.
    package func makeLeafContent(inputs: _ViewInputs) -> ShapeLeaf {
        ShapeLeaf(shape: Rectangle(), paint: .fill(AnyShapeStyle(self), FillStyle()), kind: .shape(LinearGradient.self))
    }
}

/// A radial gradient from `startRadius` to `endRadius` around `center`, a unit point of the shape.
nonisolated public struct RadialGradient: ShapeStyle, Hashable, LeafView {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius.isFinite ? max(0, startRadius) : 0
        self.endRadius = endRadius.isFinite ? max(0, endRadius) : 0
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    package func makeLeafContent(inputs: _ViewInputs) -> ShapeLeaf {
        ShapeLeaf(shape: Rectangle(), paint: .fill(AnyShapeStyle(self), FillStyle()), kind: .shape(RadialGradient.self))
    }
}

/// A radial gradient stretched to the shape it fills (Apple, `EllipticalGradient`): its rings are
/// ellipses with the shape's proportions, `startRadiusFraction` and `endRadiusFraction` of its
/// width and height from `center` (0.5: the ellipse that touches the frame's sides).
///
/// A fill draws the ellipses exactly; a stroke, text or a `Canvas` draws circles whose radius is
/// the fraction of the shorter side, said on the drawing.
nonisolated public struct EllipticalGradient: ShapeStyle, Hashable, LeafView {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadiusFraction: CGFloat
    public var endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction.isFinite ? max(0, startRadiusFraction) : 0
        self.endRadiusFraction = endRadiusFraction.isFinite ? max(0, endRadiusFraction) : 0.5
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    package func makeLeafContent(inputs: _ViewInputs) -> ShapeLeaf {
        ShapeLeaf(shape: Rectangle(), paint: .fill(AnyShapeStyle(self), FillStyle()), kind: .shape(EllipticalGradient.self))
    }
}

extension EllipticalGradient: ResolvableShapeStyle {
    package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .ellipticalGradient(gradient.resolvedStops, center: center, startFraction: startRadiusFraction, endFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension LinearGradient: ResolvableShapeStyle {
    package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .linearGradient(gradient.resolvedStops, start: startPoint, end: endPoint)
    }
}

extension RadialGradient: ResolvableShapeStyle {
    package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .radialGradient(gradient.resolvedStops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
