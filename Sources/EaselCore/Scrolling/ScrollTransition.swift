import Foundation

/// Where a view is in a scroll transition (Apple, `ScrollTransitionPhase`): coming in or going out
/// past the top or leading edge, past the bottom or trailing edge, or in view.
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading
    case identity
    case bottomTrailing

    public var isIdentity: Bool { self == .identity }

    /// -1 before the visible region, 0 in it, 1 after it.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition is applied (Apple, `ScrollTransitionConfiguration`).
public struct ScrollTransitionConfiguration: Sendable {
    enum Kind: Sendable {
        case identity
        /// The phase changes once the threshold is crossed; a picture shows where it ends.
        case animated
        /// The effect is interpolated by how far the view is from the threshold, paced by the curve.
        case interactive(UnitCurve)
    }

    let kind: Kind
    var visibility = Threshold.visible

    /// The transition never changes how the view is drawn.
    public static let identity = ScrollTransitionConfiguration(kind: .identity)
    public static let animated = ScrollTransitionConfiguration(kind: .animated)
    public static let interactive = ScrollTransitionConfiguration(kind: .interactive(.easeInOut))

    /// Animated to each new phase with `animation`; a picture is taken once it has ended.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }

    /// Interpolated as the view scrolls in: progress 0 is just hidden, 1 the threshold, paced by
    /// `timingCurve` (Apple, `interactive(timingCurve:)`).
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .interactive(timingCurve))
    }

    /// The point at which the view counts as fully visible.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.visibility = threshold
        return copy
    }

    /// The animation of an animated configuration; a picture is taken once it has ended.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// Where a view counts as visible: by how much of it is in the container, or once it is
    /// centred in it (Apple, `ScrollTransitionConfiguration.Threshold`).
    public struct Threshold: Sendable {
        enum Measure: Sendable {
            case visible(Double)
            case centered
        }

        let measure: Measure

        /// The whole view is in the container. Apple doesn't give the amount; Easel takes "visible"
        /// as all of it [I].
        public static let visible = Threshold(measure: .visible(1))
        /// None of the view is in the container: the view always counts as visible.
        public static let hidden = Threshold(measure: .visible(0))
        /// The view's centre is at the container's centre.
        public static var centered: Threshold { Threshold(measure: .centered) }

        /// `amount` of the view (0 … 1, clamped) is in the container.
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(measure: .visible(amount.isFinite ? Swift.min(1, Swift.max(0, amount)) : 1))
        }

        /// A threshold between this one and `other`, for visible amounts; otherwise the nearer one.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            if case let .visible(first) = measure, case let .visible(second) = other.measure {
                return .visible(first + (second - first) * amount)
            }
            return amount < 0.5 ? self : other
        }

        /// Moves the threshold toward the container's centre by `distance`. Easel doesn't shift
        /// thresholds by a distance: the threshold is kept and the transition says so.
        public func inset(by distance: Double) -> Threshold { self }
    }
}

nonisolated extension View {
    /// Applies `transition` as the view scrolls through its scroll view's visible region (Apple,
    /// `scrollTransition(_:axis:transition:)`): the closure gets an empty effect and the view's
    /// phase. A picture shows the scroll view at rest, so the phase comes from where the view is:
    /// in view (`identity`) once the threshold is met, else `topLeading` or `bottomTrailing` by the
    /// side it is on; an interactive configuration interpolates the two effects by how far the view
    /// has come in (numeric effects blend, others switch halfway). Outside a scroll view the phase
    /// is `identity`.
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// A scroll transition configured apart for each edge.
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        modifier(_GeometryEffectModifier { proxy, context in
            func effects(_ phase: ScrollTransitionPhase) -> [RenderEffect] {
                transition(EmptyVisualEffect(), phase)._visualEffects.resolved(for: proxy.size)
            }
            guard let container = context.namedFrames[ScrollViewCoordinateSpaceName()] else { return effects(.identity) }
            let frame = proxy.frame(in: .global)
            let along = axis ?? ScrollTransitionGeometry.axis(of: frame, in: container)
            let before = frame.midValue(along: along) < container.midValue(along: along)
            let configuration = before ? topLeading : bottomTrailing
            let phase: ScrollTransitionPhase = before ? .topLeading : .bottomTrailing
            let progress = ScrollTransitionGeometry.progress(of: frame, in: container, along: along, threshold: configuration.visibility)
            switch configuration.kind {
            case .identity:
                return effects(.identity)
            case .animated:
                return effects(progress >= 1 ? .identity : phase)
            case let .interactive(curve):
                if progress >= 1 { return effects(.identity) }
                return ScrollTransitionGeometry.blend(effects(phase), effects(.identity), amount: curve.value(at: progress))
            }
        })
    }
}

/// How far into a scroll view a view has come, and the blend of two sets of effects.
enum ScrollTransitionGeometry {
    /// The axis a view scrolls along when none is given: the one along which it sticks out of the
    /// container further (rounding leaves hairline overhangs on the other), vertical if neither.
    static func axis(of frame: CGRect, in container: CGRect) -> Axis {
        func overhang(_ axis: Axis) -> CGFloat {
            Swift.max(0, container.minValue(along: axis) - frame.minValue(along: axis))
                + Swift.max(0, frame.maxValue(along: axis) - container.maxValue(along: axis))
        }
        return overhang(.horizontal) > overhang(.vertical) ? .horizontal : .vertical
    }

    /// 0 when the view is just hidden, 1 when it meets the threshold (and past it).
    static func progress(of frame: CGRect, in container: CGRect, along axis: Axis, threshold: ScrollTransitionConfiguration.Threshold) -> Double {
        let start = frame.minValue(along: axis), end = frame.maxValue(along: axis)
        let containerStart = container.minValue(along: axis), containerEnd = container.maxValue(along: axis)
        switch threshold.measure {
        case let .visible(amount):
            let length = end - start
            let shown = Swift.max(0, Swift.min(end, containerEnd) - Swift.max(start, containerStart))
            let fraction = length > 0 ? shown / length : (start >= containerStart && start <= containerEnd ? 1 : 0)
            guard amount > 0 else { return 1 }
            return Swift.min(1, fraction / amount)
        case .centered:
            // From just hidden (an edge at the container's edge) to the centres meeting.
            let centre = (start + end) / 2, containerCentre = (containerStart + containerEnd) / 2
            let half = (end - start) / 2
            let travel = (containerEnd - containerStart) / 2 + half
            guard travel > 0 else { return 1 }
            return Swift.max(0, Swift.min(1, 1 - abs(centre - containerCentre) / travel))
        }
    }

    /// `from` moved toward `to` by `amount` (0 … 1): numeric effects of the same kind in the same
    /// order blend; otherwise the nearer set is taken.
    static func blend(_ from: [RenderEffect], _ to: [RenderEffect], amount: Double) -> [RenderEffect] {
        guard from.count == to.count else { return amount < 0.5 ? from : to }
        var result: [RenderEffect] = []
        for (first, second) in zip(from, to) {
            guard let blended = blend(first, second, amount) else { return amount < 0.5 ? from : to }
            result.append(blended)
        }
        return result
    }

    private static func blend(_ first: RenderEffect, _ second: RenderEffect, _ t: Double) -> RenderEffect? {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        func mix(_ a: CGSize, _ b: CGSize) -> CGSize { CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)) }
        switch (first, second) {
        case let (.opacity(a), .opacity(b)): return .opacity(mix(a, b))
        case let (.blur(a), .blur(b)): return .blur(radius: mix(a, b))
        case let (.brightness(a), .brightness(b)): return .brightness(mix(a, b))
        case let (.contrast(a), .contrast(b)): return .contrast(mix(a, b))
        case let (.saturation(a), .saturation(b)): return .saturation(mix(a, b))
        case let (.grayscale(a), .grayscale(b)): return .grayscale(mix(a, b))
        case let (.translation(a), .translation(b)): return .translation(mix(a, b))
        case let (.scale(a, anchor), .scale(b, otherAnchor)) where anchor == otherAnchor:
            return .scale(mix(a, b), anchor: anchor)
        case let (.rotation(a, anchor), .rotation(b, otherAnchor)) where anchor == otherAnchor:
            return .rotation(.radians(mix(a.radians, b.radians)), anchor: anchor)
        default: return nil
        }
    }
}

extension CGRect {
    func midValue(along axis: Axis) -> CGFloat { axis == .horizontal ? midX : midY }
}
