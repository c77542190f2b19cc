import Foundation

/// Drawing effects that can depend on where a view is (Apple, `VisualEffect`): what a
/// `visualEffect` or `scrollTransition` closure returns. Like the modifiers of the same names they
/// change how the view is drawn, never its layout.
public protocol VisualEffect {
    /// The effects, innermost first.
    var _visualEffects: _VisualEffectList { get }
}

/// The effects a `VisualEffect` stands for, innermost first. Most are fixed; a 3D rotation's
/// perspective depends on the size of the view it is drawn on, so it is made for that size. Kept
/// as values, not closures: these lists are made each time their view is placed.
public struct _VisualEffectList: VisualEffect {
    package enum Step {
        case fixed(RenderEffect)
        case rotation3D(_Rotation3DEffect)
    }

    package var steps: [Step]

    package init(_ steps: [Step]) {
        self.steps = steps
    }

    public var _visualEffects: _VisualEffectList { self }

    /// The effects for a view of `size`.
    package func resolved(for size: CGSize) -> [RenderEffect] {
        steps.map { step in
            switch step {
            case let .fixed(effect): effect
            case let .rotation3D(rotation): .projection(rotation.effectValue(size: size))
            }
        }
    }
}

/// The effect a `visualEffect` closure starts from: none (Apple, `EmptyVisualEffect`).
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public var _visualEffects: _VisualEffectList { _VisualEffectList([]) }
}

extension VisualEffect {
    private func adding(_ effect: RenderEffect) -> _VisualEffectList {
        adding(step: .fixed(effect))
    }

    private func adding(step: _VisualEffectList.Step) -> _VisualEffectList {
        var list = _visualEffects
        list.steps.append(step)
        return list
    }

    /// Moves the drawing by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect {
        adding(.translation(CGSize(width: finiteOrZero(offset.width), height: finiteOrZero(offset.height))))
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        offset(CGSize(width: x, height: y))
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: finiteOr(scale.width, 1), height: finiteOr(scale.height, 1)), anchor: anchor))
    }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotation(angle.radians.isFinite ? angle : .zero, anchor: anchor))
    }

    /// Turns the drawing about `axis` in three dimensions, in perspective, as the view modifier of
    /// the same name does.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        adding(step: .rotation3D(_Rotation3DEffect(angle: angle.radians.isFinite ? angle : .zero, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)))
    }

    public func opacity(_ opacity: Double) -> some VisualEffect {
        adding(.opacity(Swift.min(1, Swift.max(0, finiteOr(opacity, 1)))))
    }

    /// A Gaussian blur; an opaque one is drawn as a blur that fades at the edges, and said so.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        if opaque { LayoutDiagnostics.warn(RenderEffect.opaqueBlurMessage) }
        return adding(.blur(radius: Swift.max(0, finiteOrZero(radius))))
    }

    public func brightness(_ amount: Double) -> some VisualEffect { adding(.brightness(finiteOrZero(amount))) }
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.contrast(finiteOr(amount, 1))) }
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.saturation(finiteOr(amount, 1))) }
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.grayscale(finiteOrZero(amount))) }
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.hueRotation(angle.radians.isFinite ? angle : .zero)) }
    public func colorMultiply(_ color: Color) -> some VisualEffect { adding(.colorMultiply(color)) }
}

private func finiteOrZero(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
private func finiteOr(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat { value.isFinite ? value : fallback }

/// Effects worked out from a view's geometry each time it is placed (`visualEffect`,
/// `scrollTransition`), and where they go among the view's other effects.
package struct PlacedEffect {
    /// How many of the view's `effects` were applied inside this one.
    let position: Int
    let make: (GeometryProxy, PlacementContext) -> [RenderEffect]
}

nonisolated public struct _GeometryEffectModifier: NodeAnnotatingModifier {
    public typealias Body = Never
    let make: (GeometryProxy, PlacementContext) -> [RenderEffect]

    package func annotate(_ node: LayoutNode, inputs: _ViewInputs) {
        node.annotate { $0.geometryEffects.append(PlacedEffect(position: $0.effects.count, make: make)) }
    }
}

nonisolated extension View {
    /// Applies drawing effects worked out from the view's geometry where it is placed: `effect` is
    /// given an empty effect to add to and a proxy for the view's frame (Apple,
    /// `visualEffect(_:)`). The effects change how the view is drawn, not where it is laid out.
    public func visualEffect(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(_GeometryEffectModifier { proxy, _ in effect(EmptyVisualEffect(), proxy)._visualEffects.resolved(for: proxy.size) })
    }
}

extension NodeAnnotations {
    /// Works out the geometry effects for the frame the view was placed at, among its other effects.
    func placeGeometryEffects(in frame: CGRect, context: PlacementContext) {
        let proxy = GeometryProxy(
            size: frame.size, globalFrame: frame, namedFrames: context.namedFrames,
            safeAreaInsets: context.safeArea?.insets(in: frame) ?? EdgeInsets()
        )
        var merged: [RenderEffect] = []
        var next = 0
        for effect in geometryEffects {
            merged += effects[next..<effect.position]
            merged += effect.make(proxy, context)
            next = effect.position
        }
        merged += effects[next...]
        placedEffects = merged
    }
}
