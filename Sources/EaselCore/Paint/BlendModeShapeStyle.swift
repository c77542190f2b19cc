import Foundation

/// A style whose paint is composited onto what is behind it with a blend mode (Apple,
/// `ShapeStyle.blendMode(_:)`, iOS 15): what it paints is drawn in a blend layer, as the view
/// modifier `blendMode(_:)` draws a view.
public struct _BlendModeShapeStyle<Base: ShapeStyle>: ResolvableShapeStyle {
    let base: Base
    let mode: BlendMode

    package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        AnyShapeStyle(base).resolvePaint(in: environment)
    }
}

extension ShapeStyle {
    /// This style, composited onto what is behind it with `mode`.
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle {
        _BlendModeShapeStyle(base: self, mode: mode)
    }
}

/// A `_BlendModeShapeStyle` of any base.
private protocol BlendedStyle {
    var blendMode: BlendMode { get }
}

extension _BlendModeShapeStyle: BlendedStyle {
    var blendMode: BlendMode { mode }
}

extension AnyShapeStyle {
    /// The blend mode the style paints with, through the opacity and shadows given it after;
    /// nil when it paints normally.
    package var blendMode: BlendMode? {
        if let blended = base as? any BlendedStyle {
            return blended.blendMode == .normal ? nil : blended.blendMode
        }
        if let shadowed = base as? _ShadowedShapeStyle {
            return shadowed.base.blendMode
        }
        return opacityStyle?.base.blendMode
    }
}
