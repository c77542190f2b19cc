import Foundation

/// iOS 26's Liquid Glass button style (Apple, `GlassButtonStyle`). Easel draws iOS 18's looks, so
/// a glass button is drawn as `.bordered` is, and the layout's diagnostics say so: code that
/// chooses it behind `#available(iOS 26.0, *)` takes that branch on Linux, where every
/// availability check passes.
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
    let glass: Glass

    public init() { glass = .regular }

    public init(_ glass: Glass) { self.glass = glass }

    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(role: configuration.role, prominent: false, label: configuration.label)
            ._diagnosticIf(true, "buttonStyle(.glass) is iOS 26's Liquid Glass: Easel draws iOS 18's looks, so it is drawn as .bordered.")
    }
}

/// iOS 26's prominent Liquid Glass button style (Apple, `GlassProminentButtonStyle`), drawn as
/// `.borderedProminent` is, with a diagnostic (see `GlassButtonStyle`).
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(role: configuration.role, prominent: true, label: configuration.label)
            ._diagnosticIf(true, "buttonStyle(.glassProminent) is iOS 26's Liquid Glass: Easel draws iOS 18's looks, so it is drawn as .borderedProminent.")
    }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
