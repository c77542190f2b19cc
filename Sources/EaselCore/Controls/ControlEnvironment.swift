import Foundation

enum TintKey: EnvironmentKey {
    static let defaultValue = TintSetting(color: nil, style: nil)
}

/// Sets the tint without a key path: writing a `Color` through a key path setter from
/// `_EnvironmentKeyWritingModifier` crashes Swift 6.3 on Linux (a misaligned stack slot in the
/// generated setter), so the tint is written with the subscript directly.
nonisolated public struct _TintModifier: PrimitiveViewModifier {
    public typealias Body = Never
    let color: Color?
    /// The tint as given, when it isn't a colour (a gradient).
    let style: AnyShapeStyle?

    init(color: Color?, style: AnyShapeStyle? = nil) {
        self.color = color
        self.style = style
    }

    package static func makeViewList(modifier: Self, inputs: _ViewInputs, list: inout _ViewList, body: (_ViewInputs, inout _ViewList) -> Void) {
        var inputs = inputs
        inputs.environment[TintKey.self] = TintSetting(color: modifier.color, style: modifier.style)
        body(inputs, &list)
    }
}

struct TintSetting {
    var color: Color?
    /// The tint as given, when it isn't a colour: the `.tint` shape style paints with it.
    var style: AnyShapeStyle?
}

enum IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// The tint set with `tint(_:)`; controls use the accent colour when it is nil.
    package var tintColor: Color? {
        get { self[TintKey.self].color }
        set { self[TintKey.self] = TintSetting(color: newValue, style: nil) }
    }

    /// The tint set with `tint(_:)` when it isn't a colour (a gradient), which the `.tint` shape
    /// style paints with; `tintColor` is then its first colour.
    package var tintStyle: AnyShapeStyle? { self[TintKey.self].style }

    /// The stops of a gradient set with `tint(_:)`, as they paint here, or nil for a colour tint
    /// (SPI): gauges lay a gradient tint along their rings and tracks.
    @_spi(SystemViews)
    public var _tintGradientStops: [Gradient.Stop]? {
        tintStyle?._gradientStops(in: self)
    }


    /// Whether controls in the view respond to interaction; `disabled(true)` turns it off.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The colour controls draw with: the tint, else the accent colour (system blue).
    package var controlTint: Color {
        tintColor ?? .accentColor
    }
}

/// iOS's disabled and placeholder text colour, `tertiaryLabel`: (60, 60, 67) at 30 % (Apple, UI
/// element colours).
extension Color {
    package static let disabledLabel = SystemColor.tertiaryLabel
    /// `systemGray5` (229, 229, 234): the track of an off switch, an empty progress bar.
    package static let controlTrack = SystemColor.systemGray5
    /// `systemGray6` (242, 242, 247): the background of steppers.
    package static let controlFill = SystemColor.systemGray6
}

nonisolated extension View {
    /// Sets the tint colour of controls inside this view.
    public func tint(_ color: Color?) -> some View {
        modifier(_TintModifier(color: color))
    }

    /// Sets the tint of controls inside this view to a style (iOS 16), such as a gradient. The
    /// `.tint` shape style paints with the style itself, and so do the gauges, whose rings and
    /// bars iOS draws with a gradient tint (Apple, `Gauge`'s documentation, "a gradient tint").
    /// Controls Easel draws with one tint colour (buttons, toggles, sliders, links) take the
    /// style's first colour, and the layout's diagnostics say so [I].
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let erased = tint.map { AnyShapeStyle($0) }
        // A colour given as a style is a colour tint; anything else is kept whole beside its first colour.
        let color = erased.map { $0.base as? Color ?? ($0.base as? HierarchicalShapeStyle)?.color ?? $0.firstColor }
        let style = erased.flatMap { $0.base is Color || $0.base is HierarchicalShapeStyle ? nil : $0 }
        return modifier(_TintModifier(color: color, style: style))
            ._diagnosticIf(style != nil, "tint(\(style?.description ?? "")): controls Easel draws with one tint colour (buttons, toggles, sliders, links) use its first colour, \(color?.description ?? ""); the .tint style and gauges draw it whole.")
    }

    /// Sets the accent colour of controls inside this view (SwiftUI's older name for `tint`).
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    /// Adds a condition that controls whether users can interact with this view: disabled
    /// controls draw greyed and don't respond.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
            .transformEnvironment(\.allowsInteraction) { $0 = $0 && !disabled }
    }
}

/// A view that adds an interaction to what `content` resolves to, unless controls are disabled.
nonisolated struct InteractiveContent<Content: View>: View {
    let interaction: ViewInteraction
    let content: Content

    var body: some View {
        content.modifier(_InteractionModifier(interaction))
    }
}
