import Foundation

/// The Metal shaders an app's bundle holds (Apple, `ShaderLibrary`, iOS 17): a function of the
/// library is named as a member, `ShaderLibrary.ripple(.float(2))`. Easel has no Metal, so a
/// shader is never run: a view drawn with one is drawn without the effect, and a diagnostic names
/// the effect. (A shader used as a fill, `Shader` as a `ShapeStyle`, doesn't compile.)
@dynamicMemberLookup
public struct ShaderLibrary: Hashable, Sendable {
    let source: String

    /// The app's default library.
    public static let `default` = ShaderLibrary(source: "default")

    /// The default library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: bundle.bundlePath) }

    /// A library compiled to the file at `url`.
    public init(url: URL) { source = url.path }

    /// A library compiled to `data`.
    public init(data: Data) { source = "data (\(data.count) bytes)" }

    init(source: String) { self.source = source }

    /// The default library's function `name`.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }

    /// This library's function `name`.
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }
}

/// A function of a shader library, called with its arguments to make a shader (Apple, `ShaderFunction`).
public struct ShaderFunction: Hashable, Sendable {
    public var library: ShaderLibrary
    public var name: String

    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    public func callAsFunction(_ arguments: Shader.Argument...) -> Shader {
        Shader(function: self, arguments: arguments)
    }
}

/// A shader function with its arguments (Apple, `Shader`).
public struct Shader: Sendable {
    public var function: ShaderFunction
    public var arguments: [Argument]
    /// Whether the shader's output is dithered (Apple): nothing runs here to dither.
    public var dithersColor = false

    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// An argument passed to a shader function (Apple, `Shader.Argument`).
    public struct Argument: Sendable {
        let kind: String

        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(kind: "float") }
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(kind: "float2") }
        public static func float2(_ point: CGPoint) -> Argument { Argument(kind: "float2") }
        public static func float2(_ size: CGSize) -> Argument { Argument(kind: "float2") }
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument { Argument(kind: "float3") }
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument { Argument(kind: "float4") }
        public static func floatArray(_ array: [Float]) -> Argument { Argument(kind: "floatArray") }
        public static func color(_ color: Color) -> Argument { Argument(kind: "color") }
        public static func colorArray(_ array: [Color]) -> Argument { Argument(kind: "colorArray") }
        public static func image(_ image: Image) -> Argument { Argument(kind: "image") }
        public static func data(_ data: Data) -> Argument { Argument(kind: "data") }
        /// The bounding rectangle of what the shader draws.
        public static let boundingRect = Argument(kind: "boundingRect")
    }

    /// What a picture says when an effect would run this shader.
    func unrunMessage(_ effect: String) -> String {
        "\(effect)(ShaderLibrary.\(function.name)): Metal shaders don't run on Linux, so the view is drawn without the effect."
    }
}

nonisolated extension View {
    /// Colours each pixel of the view with `shader` (Apple, `colorEffect(_:isEnabled:)`): not run,
    /// and a diagnostic says so.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        _diagnosticIf(isEnabled, shader.unrunMessage("colorEffect"))
    }

    /// Moves each pixel of the view as `shader` says (Apple, `distortionEffect(_:maxSampleOffset:isEnabled:)`):
    /// not run, and a diagnostic says so.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        _diagnosticIf(isEnabled, shader.unrunMessage("distortionEffect"))
    }

    /// Draws the view through `shader`, which samples its layer (Apple, `layerEffect(_:maxSampleOffset:isEnabled:)`):
    /// not run, and a diagnostic says so.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        _diagnosticIf(isEnabled, shader.unrunMessage("layerEffect"))
    }
}

extension VisualEffect {
    /// The shader effects inside a `visualEffect` closure: not run, and a diagnostic says so.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
        if isEnabled { LayoutDiagnostics.warn(shader.unrunMessage("colorEffect")) }
        return _visualEffects
    }

    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        if isEnabled { LayoutDiagnostics.warn(shader.unrunMessage("distortionEffect")) }
        return _visualEffects
    }

    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        if isEnabled { LayoutDiagnostics.warn(shader.unrunMessage("layerEffect")) }
        return _visualEffects
    }
}
