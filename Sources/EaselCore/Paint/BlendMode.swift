import Foundation

/// How a view's colours combine with what is behind it (Apple, `BlendMode`): the separable and
/// non-separable blend modes of the W3C's Compositing and Blending spec, which Cairo and SVG
/// implement alike, and three Porter–Duff compositions.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

nonisolated extension View {
    /// Sets how this view blends with what is drawn behind it (in its compositing group, or the
    /// window). `.plusDarker` has no counterpart in Cairo or SVG: it is drawn as `.darken`, and
    /// the layout says so.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(_RenderEffectModifier(effect: .blend(blendMode == .plusDarker ? .darken : blendMode)))
            .modifier(_DiagnosticModifier(message: blendMode == .plusDarker ? "blendMode(.plusDarker) is drawn as .darken: neither Cairo nor SVG has plus-darker." : nil))
    }
}
