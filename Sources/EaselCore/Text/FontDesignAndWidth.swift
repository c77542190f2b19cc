import EaselText
import Foundation

/// The font design, width and scale set on a view or a text (`fontDesign`, `monospaced`,
/// `fontWidth`, `textScale`). A design draws with the face `FontRegistry.resolveSystem` names for
/// it; what Easel cannot draw (the rounded design, widths other than standard) is said on the
/// layout, never dropped in silence.
extension Font {
    /// A width to use for fonts that have multiple widths (Apple, `Font.Width`).
    public struct Width: Hashable, Sendable {
        /// Apple's scale: negative is narrower, positive wider, zero standard.
        public var value: CGFloat

        public init(_ value: CGFloat) {
            self.value = value
        }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// Sets the width of the font.
    public func width(_ width: Width) -> Font {
        var font = self
        font.width = width
        return font
    }
}

extension Text {
    /// A scale to apply to text (Apple, `Text.Scale`).
    public enum Scale: Hashable, Sendable {
        case `default`, secondary

        /// How much smaller secondary text is drawn: Apple documents only "smaller than the
        /// default"; 0.8 is Easel's estimate, and the layout says so.
        static let secondaryFactor: CGFloat = 0.8
    }

    /// Sets the font design of the text.
    public func fontDesign(_ design: Font.Design?) -> Text {
        styled { if $0.design == nil { $0.design = design } }
    }

    /// Sets the font width of the text.
    public func fontWidth(_ width: Font.Width?) -> Text {
        styled { if $0.width == nil { $0.width = width } }
    }

    /// Modifies the font of the text to use the fixed-width variant of the current font.
    public func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? styled { $0.isMonospaced = true } : self
    }

    /// Applies a text scale to the text.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
        isEnabled ? styled { if $0.scale == nil { $0.scale = scale } } : self
    }
}

/// The font options views set for their text, kept under one environment key: text reads them
/// once however many it uses (an environment read is a lookup and a cast).
package struct TextFontOptions: Equatable {
    /// The design `fontDesign(_:)` sets, for fonts that don't name their own.
    var design: Font.Design?
    var width: Font.Width?
    /// Set by `monospaced()`: every font takes its fixed-width variant.
    var isMonospaced = false
    var scale = Text.Scale.default
}

enum TextFontOptionsKey: EnvironmentKey { static let defaultValue = TextFontOptions() }

extension EnvironmentValues {
    package var textFontOptions: TextFontOptions {
        get { self[TextFontOptionsKey.self] }
        set { self[TextFontOptionsKey.self] = newValue }
    }

    package var fontDesign: Font.Design? {
        get { textFontOptions.design }
        set { textFontOptions.design = newValue }
    }

    package var fontWidth: Font.Width? {
        get { textFontOptions.width }
        set { textFontOptions.width = newValue }
    }

    package var isMonospaced: Bool {
        get { textFontOptions.isMonospaced }
        set { textFontOptions.isMonospaced = newValue }
    }

    package var textScale: Text.Scale {
        get { textFontOptions.scale }
        set { textFontOptions.scale = newValue }
    }
}

nonisolated extension View {
    /// Sets the font design of the text in this view (fonts that name a design keep it).
    public func fontDesign(_ design: Font.Design?) -> some View {
        environment(\.fontDesign, design)
    }

    /// Sets the font width of the text in this view.
    public func fontWidth(_ width: Font.Width?) -> some View {
        environment(\.fontWidth, width)
    }

    /// Modifies the fonts of all child views to use the fixed-width variant of the current font.
    public func monospaced(_ isActive: Bool = true) -> some View {
        environment(\.isMonospaced, isActive)
    }

    /// Applies a text scale to text in the view.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        transformEnvironment(\.textScale) { if isEnabled { $0 = scale } }
    }
}

extension Text.Segment {
    /// The design this run draws with: monospaced when asked for (Markdown code, `monospaced()`),
    /// else the run's, the font's, then the environment's design.
    func design(of font: Font, options: TextFontOptions) -> Font.Design {
        if isMonospaced || options.isMonospaced { return .monospaced }
        return design ?? font.design ?? options.design ?? .default
    }

    /// What a text's runs ask for that Easel draws otherwise, to be said on the layout. Read from
    /// the resolved runs and two environment values, so that text that asks for nothing unusual
    /// costs little.
    static func approximations(of segments: [Text.Segment], runs: [TextRun], in environment: EnvironmentValues) -> [String] {
        var said: [String] = []
        if runs.contains(where: { $0.font.family == .system(.rounded) }) {
            said.append("The rounded font design (SF Pro Rounded) is drawn with Inter at SF Pro Rounded's widths, with square letter ends: no open rounded face comes as close to those widths.")
        }
        let options = environment.textFontOptions
        let environmentWidth = options.width
        let font = environment.font
        if let width = segments.lazy.compactMap({ $0.width ?? $0.font?.width ?? font?.width ?? environmentWidth }).first(where: { $0 != .standard }) {
            said.append("Font width \(width.value) is drawn at the standard width: the bundled system face has no width axis.")
        }
        // A named font nobody has is drawn in the default font, as iOS falls back to the system
        // font; the name is said, so that a font the app forgot to register isn't found in
        // production.
        var unknownNames: [String] = []
        for run in runs {
            if case let .named(name) = run.font.family, !unknownNames.contains(name), !FontRegistry.shared.hasFont(named: name) {
                unknownNames.append(name)
            }
        }
        for name in unknownNames {
            if IOSFontName(name).isIncludedWithIOS {
                said.append("Font.custom(\"\(name)\"): iOS includes this font, and Easel doesn't have it: the text is drawn in the system font, at the weight and slant its name gives.")
            } else {
                said.append("Font.custom(\"\(name)\"): no font of that name is registered (Font.register(fileAt:), or the project's UIAppFonts) or installed; the text is drawn in the default font, at the weight and slant its name gives.")
            }
        }
        let environmentScale = options.scale
        if segments.contains(where: { ($0.scale ?? environmentScale) == .secondary }) {
            said.append("textScale(.secondary) is drawn at 80 % of the font's size, Easel's estimate (Apple publishes no factor).")
        }
        return said
    }
}
