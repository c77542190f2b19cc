import Foundation

/// A modifier that changes how a view is drawn but not how it is laid out. Renderers apply a
/// node's effects to the node and everything inside it, innermost first.
package enum RenderEffect {
    /// What an opaque blur, which Easel doesn't draw, leaves among the layout's diagnostics.
    static let opaqueBlurMessage = "blur(radius:opaque: true) is drawn as a blur that fades at the view's edges: Easel doesn't draw opaque blurs."

    case opacity(Double)
    /// A blurred copy of the view's alpha, in `color`, offset, drawn behind the view.
    case shadow(color: Color, radius: CGFloat, offset: CGSize)
    /// Clips to the view's bounds (`clipped()`), or to a shape in them (`clipShape`, `cornerRadius`).
    case clip(AnyShape?, FillStyle)
    case hidden
    case blur(radius: CGFloat)
    case colorInvert
    case grayscale(Double)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case hueRotation(Angle)
    case colorMultiply(Color)
    case rotation(Angle, anchor: UnitPoint)
    case scale(CGSize, anchor: UnitPoint)
    /// A move of the drawing alone (`visualEffect`'s `offset`; the `offset` modifier moves the
    /// view's frame instead).
    case translation(CGSize)
    /// A projection in the view's own coordinates (`GeometryEffect`s: `rotation3DEffect`,
    /// `projectionEffect`, `transformEffect`).
    case projection(ProjectionTransform)
    /// `mask`: the view's last child (the mask, laid out over the others as an overlay) isn't
    /// drawn; its alpha masks what the other children draw.
    case maskedByLastChild
    /// `blendMode`: the view is composited onto what is behind it with this blend.
    case blend(BlendMode)
    /// `containerShape`: draws nothing; a `ContainerRelativeShape` in the view or inside it
    /// follows the shape.
    case containerShape(ContainerShapeDefinition)

    package var name: String {
        switch self {
        case let .opacity(value): "opacity(\(formatLength(value)))"
        case let .shadow(_, radius, offset): "shadow(radius: \(formatLength(radius)), x: \(formatLength(offset.width)), y: \(formatLength(offset.height)))"
        case let .clip(shape, _): shape.map { "clipShape(\($0.typeName))" } ?? "clipped()"
        case .hidden: "hidden()"
        case let .blur(radius): "blur(radius: \(formatLength(radius)))"
        case .colorInvert: "colorInvert()"
        case let .grayscale(value): "grayscale(\(formatLength(value)))"
        case let .brightness(value): "brightness(\(formatLength(value)))"
        case let .contrast(value): "contrast(\(formatLength(value)))"
        case let .saturation(value): "saturation(\(formatLength(value)))"
        case let .hueRotation(angle): "hueRotation(\(formatLength(angle.degrees))°)"
        case let .colorMultiply(color): "colorMultiply(\(color.description))"
        case let .rotation(angle, _): "rotationEffect(\(formatLength(angle.degrees))°)"
        case let .scale(scale, _): "scaleEffect(x: \(formatLength(scale.width)), y: \(formatLength(scale.height)))"
        case let .translation(offset): "offset(x: \(formatLength(offset.width)), y: \(formatLength(offset.height)))"
        case let .projection(m):
            "projectionEffect(\([m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].map { formatLength($0) }.joined(separator: ", ")))"
        case .maskedByLastChild: "mask"
        case let .blend(mode): "blendMode(.\(mode.rawValue))"
        case let .containerShape(definition): "containerShape(\(definition.name))"
        }
    }
}

/// Adds a drawing effect to each view it modifies.
nonisolated public struct _RenderEffectModifier: NodeAnnotatingModifier {
    public typealias Body = Never
    let effect: RenderEffect

    package func annotate(_ node: LayoutNode, inputs: _ViewInputs) {
        node.annotate { $0.effects.append(effect) }
    }
}

private func finite(_ value: Double, or fallback: Double) -> Double {
    value.isFinite ? value : fallback
}

nonisolated extension View {
    /// Sets the transparency of this view (0 transparent … 1 opaque).
    public func opacity(_ opacity: Double) -> some View {
        modifier(_RenderEffectModifier(effect: .opacity(min(1, max(0, finite(opacity, or: 1))))))
    }

    /// Adds a shadow to this view: a Gaussian blur of its alpha in `color`, offset by (x, y).
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        let effect = RenderEffect.shadow(color: color, radius: max(0, finite(radius, or: 0)), offset: CGSize(width: finite(x, or: 0), height: finite(y, or: 0)))
        return modifier(_RenderEffectModifier(effect: effect))
    }

    /// Clips this view to its bounding rectangular frame.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(_RenderEffectModifier(effect: .clip(nil, FillStyle(antialiased: antialiased))))
    }

    /// Sets a clipping shape for this view.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_RenderEffectModifier(effect: .clip(AnyShape(shape), style)))
    }

    /// Clips this view to its bounding frame, with the specified corner radius.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular), style: FillStyle(antialiased: antialiased))
    }

    /// Hides this view; it still takes up its space in the layout.
    public func hidden() -> some View {
        modifier(_RenderEffectModifier(effect: .hidden))
    }

    /// Applies a Gaussian blur to this view. An opaque blur (SwiftUI's keeps the view opaque to
    /// its edges) is drawn as a blur that fades at the edges, and said so.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_RenderEffectModifier(effect: .blur(radius: max(0, finite(radius, or: 0)))))
            .modifier(_DiagnosticModifier(message: opaque ? RenderEffect.opaqueBlurMessage : nil))
    }

    /// Inverts the colors in this view.
    public func colorInvert() -> some View {
        modifier(_RenderEffectModifier(effect: .colorInvert))
    }

    /// Adds a grayscale effect to this view.
    public func grayscale(_ amount: Double) -> some View {
        modifier(_RenderEffectModifier(effect: .grayscale(finite(amount, or: 0))))
    }

    /// Turns the hues of this view by `angle` round the colour wheel (Apple, `hueRotation(_:)`;
    /// the W3C `hueRotate` matrix).
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(_RenderEffectModifier(effect: .hueRotation(angle.radians.isFinite ? angle : .zero)))
    }

    /// Multiplies this view's colours by `color`, alpha included (Apple, `colorMultiply(_:)`).
    public func colorMultiply(_ color: Color) -> some View {
        modifier(_RenderEffectModifier(effect: .colorMultiply(color)))
    }

    /// Brightens this view by the specified amount.
    public func brightness(_ amount: Double) -> some View {
        modifier(_RenderEffectModifier(effect: .brightness(finite(amount, or: 0))))
    }

    /// Sets the contrast and separation between similar colors in this view.
    public func contrast(_ amount: Double) -> some View {
        modifier(_RenderEffectModifier(effect: .contrast(finite(amount, or: 1))))
    }

    /// Adjusts the color saturation of this view.
    public func saturation(_ amount: Double) -> some View {
        modifier(_RenderEffectModifier(effect: .saturation(finite(amount, or: 1))))
    }

    /// Rotates this view's rendered output around the specified point; layout is unaffected.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_RenderEffectModifier(effect: .rotation(angle, anchor: anchor)))
    }

    /// Scales this view's rendered output by the given factors; layout is unaffected.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_RenderEffectModifier(effect: .scale(scale, anchor: anchor)))
    }

    /// Scales this view's rendered output uniformly; layout is unaffected.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales this view's rendered output by the given horizontal and vertical amounts.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
}
