import Foundation

/// What a `Canvas` draws with (Apple, `GraphicsContext`): paths filled and stroked with shadings,
/// text and images, under a transform, clips, an opacity, a blend mode and filters that apply to
/// what is drawn after they are set. Drawing calls record commands; the renderer turns them into
/// the picture, in PNG, PDF and SVG alike.
public struct GraphicsContext {
    let recording: CanvasRecording
    var state = CanvasDrawingState()
    /// The environment of the canvas.
    public var environment: EnvironmentValues

    init(recording: CanvasRecording, environment: EnvironmentValues) {
        self.recording = recording
        self.environment = environment
    }

    // MARK: State

    /// The opacity of what is drawn next (0 … 1, multiplied into the layer's).
    public var opacity: Double {
        get { state.opacity }
        set { state.opacity = newValue.isFinite ? Swift.min(1, Swift.max(0, newValue)) : 1 }
    }

    /// How what is drawn next is composited.
    public var blendMode: BlendMode {
        get { BlendMode(state.blendMode) }
        set { state.blendMode = newValue.mode }
    }

    /// Context coordinates to the canvas's.
    public var transform: CGAffineTransform {
        get { state.transform }
        set { state.transform = newValue }
    }

    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        state.transform = CGAffineTransform(translationX: x, y: y).concatenating(state.transform)
    }

    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        state.transform = CGAffineTransform(scaleX: x, y: y).concatenating(state.transform)
    }

    public mutating func rotate(by angle: Angle) {
        state.transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(state.transform)
    }

    public mutating func concatenate(_ matrix: CGAffineTransform) {
        state.transform = matrix.concatenating(state.transform)
    }

    /// Clips what is drawn next to `path` (or, with `.inverse`, to outside it).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        state.clips.append((path.applying(state.transform), style, options.contains(.inverse)))
    }

    /// Options for `clip(to:style:options:)`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Adds a filter to what is drawn next.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        guard let resolved = filter.resolved else {
            recording.problems.append("Canvas: the filter \(filter.name) isn't drawn; what follows is drawn without it.")
            return
        }
        if let unsupported = filter.unsupported {
            recording.problems.append(unsupported)
        }
        if options.contains(.linearColor) {
            recording.problems.append("Canvas: the filter option linearColor isn't drawn; the \(filter.name) filter works in the display's colour space.")
        }
        state.filters.append(resolved)
    }

    /// Draws into a layer of its own, then composites the layer with this context's state.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let inner = CanvasRecording()
        var context = GraphicsContext(recording: inner, environment: environment)
        context.state.transform = state.transform
        try content(&context)
        recording.problems += inner.problems
        var layerState = state
        layerState.transform = .identity
        recording.commands.append(.layer(inner.commands, layerState))
    }

    // MARK: Drawing

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        noteUnsupported(shading)
        recording.commands.append(.fill(path, shading.resolved(environment), style, state))
    }

    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        noteUnsupported(shading)
        recording.commands.append(.stroke(path, shading.resolved(environment), style, state))
    }

    /// Says in the canvas's problems what the shading asks that isn't drawn, once per problem.
    private func noteUnsupported(_ shading: Shading) {
        if let unsupported = shading.unsupported, !recording.problems.contains(unsupported) {
            recording.problems.append(unsupported)
        }
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws text at its natural size with `anchor` of it at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws text wrapped to the width of `rect`, from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        recording.commands.append(.text(text.leaf, CGRect(origin: origin, size: size), state))
    }

    public func draw(_ text: ResolvedText, in rect: CGRect) {
        recording.commands.append(.text(text.leaf, rect, state))
    }

    /// Draws an image stretched into `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws an image at its natural size with `anchor` of it at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        recording.commands.append(.image(image.leaf, rect, state))
    }

    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        draw(image, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height))
    }

    /// Text resolved in the context's environment, to measure or draw.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(leaf: TextLeaf(text: text, environment: environment))
    }

    /// An image resolved in the context's environment (its file read, its symbol found).
    public func resolve(_ image: Image) -> ResolvedImage {
        let recording = recording
        return ResolvedImage(leaf: ImageLeaf(image: image.resizable(), environment: environment) { recording.problems.append("Canvas: \($0)") })
    }

    /// Text ready to draw (Apple, `GraphicsContext.ResolvedText`).
    public struct ResolvedText {
        let leaf: TextLeaf

        /// The text's size when offered `size`.
        public func measure(in size: CGSize) -> CGSize {
            let layout = leaf.layout(for: ProposedViewSize(width: size.width.isFinite ? size.width : nil, height: size.height.isFinite ? size.height : nil))
            return layout.size
        }

        public var shading: Shading = .foreground
    }

    /// An image ready to draw (Apple, `GraphicsContext.ResolvedImage`).
    public struct ResolvedImage {
        let leaf: ImageLeaf
        /// The image's size in points.
        public var size: CGSize { leaf.naturalSize }
        public var baseline: CGFloat { leaf.baseline ?? size.height }
        public var shading: Shading?
    }
}

extension GraphicsContext {
    /// A colour or gradient to fill or stroke with (Apple, `GraphicsContext.Shading`); gradient
    /// points are in the context's coordinates.
    public struct Shading {
        enum Kind {
            case color(Color)
            case style(AnyShapeStyle)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
        }

        let kind: Kind
        /// What the shading asks that isn't drawn, said in the canvas's problems when it is used.
        var unsupported: String?

        public static var foreground: Shading { Shading(kind: .style(AnyShapeStyle(ForegroundStyle()))) }
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func color(white: Double, opacity: Double = 1) -> Shading { .color(Color(white: white, opacity: opacity)) }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint), unsupported: options.unsupported)
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius), unsupported: options.unsupported)
        }
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center, angle), unsupported: options.unsupported)
        }

        func resolved(_ environment: EnvironmentValues) -> CanvasShading {
            switch kind {
            case let .color(color): .color(color)
            case let .style(style): .style(style, environment)
            case let .linear(gradient, start, end): .linearGradient(gradient.resolvedStops, start: start, end: end)
            case let .radial(gradient, center, r0, r1): .radialGradient(gradient.resolvedStops, center: center, startRadius: r0, endRadius: r1)
            case let .conic(gradient, center, angle): .conicGradient(gradient.resolvedStops, center: center, angle: angle.radians)
            }
        }
    }

    /// How a gradient repeats past its ends (Apple, `GradientOptions`); Easel pads, the default.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)

        /// What of the options isn't drawn: Easel pads a gradient past its ends, interpolating
        /// in the gradient's own colour space.
        var unsupported: String? {
            let names = [(GradientOptions.repeat, "repeat"), (.mirror, "mirror"), (.linearColor, "linearColor")]
                .filter { contains($0.0) }.map(\.1)
            return names.isEmpty ? nil : "Canvas: the gradient option \(names.joined(separator: ", ")) isn't drawn; the gradient is padded past its ends."
        }
    }

    /// A filter for `addFilter` (Apple, `GraphicsContext.Filter`).
    public struct Filter {
        let name: String
        let resolved: CanvasFilter?
        /// What the filter asks that isn't drawn (its options), said in the canvas's problems.
        var unsupported: String?

        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            var unsupported: [String] = []
            if blendMode != .normal { unsupported.append("a blend mode") }
            if !options.isEmpty { unsupported.append("options") }
            return Filter(
                name: "shadow", resolved: .shadow(color: color, radius: Swift.max(0, radius.isFinite ? radius : 0), offset: CGSize(width: x.isFinite ? x : 0, height: y.isFinite ? y : 0)),
                unsupported: unsupported.isEmpty ? nil : "Canvas: the shadow filter's \(unsupported.joined(separator: " and ")) aren't drawn; it is drawn below what follows, in the normal blend mode."
            )
        }
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(
                name: "blur", resolved: .blur(radius: Swift.max(0, radius.isFinite ? radius : 0)),
                unsupported: options.isEmpty ? nil : "Canvas: the blur filter's options aren't drawn; it is drawn as a blur that fades at the edges."
            )
        }
        public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale", resolved: .grayscale(amount)) }
        public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness", resolved: .brightness(amount)) }
        public static func contrast(_ amount: Double) -> Filter { Filter(name: "contrast", resolved: .contrast(amount)) }
        public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation", resolved: .saturation(amount)) }
        public static var colorInvert: Filter { Filter(name: "colorInvert", resolved: .colorInvert) }
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(name: "colorInvert", resolved: amount >= 0.5 ? .colorInvert : nil) }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation", resolved: .hueRotation(angle)) }
        public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply", resolved: .colorMultiply(color)) }
        public static var luminanceToAlpha: Filter { Filter(name: "luminanceToAlpha", resolved: nil) }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter { Filter(name: "alphaThreshold", resolved: nil) }
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter { Filter(name: "projectionTransform", resolved: nil) }
    }

    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// How a context composites what it draws (Apple, `GraphicsContext.BlendMode`).
    public struct BlendMode: Hashable, Sendable {
        let mode: EaselCore.BlendMode

        init(_ mode: EaselCore.BlendMode) {
            self.mode = mode
        }

        public static let normal = BlendMode(.normal)
        public static let multiply = BlendMode(.multiply)
        public static let screen = BlendMode(.screen)
        public static let overlay = BlendMode(.overlay)
        public static let darken = BlendMode(.darken)
        public static let lighten = BlendMode(.lighten)
        public static let colorDodge = BlendMode(.colorDodge)
        public static let colorBurn = BlendMode(.colorBurn)
        public static let softLight = BlendMode(.softLight)
        public static let hardLight = BlendMode(.hardLight)
        public static let difference = BlendMode(.difference)
        public static let exclusion = BlendMode(.exclusion)
        public static let hue = BlendMode(.hue)
        public static let saturation = BlendMode(.saturation)
        public static let color = BlendMode(.color)
        public static let luminosity = BlendMode(.luminosity)
        public static let sourceAtop = BlendMode(.sourceAtop)
        public static let destinationOver = BlendMode(.destinationOver)
        public static let destinationOut = BlendMode(.destinationOut)
        public static let plusDarker = BlendMode(.plusDarker)
        public static let plusLighter = BlendMode(.plusLighter)
    }
}
