import Foundation

/// A flexible frame: `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis: the child is proposed the frame's proposal clamped to [min, max], or `ideal` for an
/// unspecified proposal. With both bounds the frame takes the proposal clamped to them; with one, it
/// takes the child's size pushed toward the proposal up to that bound; with none, the child's size
/// (Apple's documentation; spec §6.2 [A][R][M] FG-flexible-frames).
public struct _FlexFrameLayout: Layout, NamedLayout {
    public var _engineTraits: _LayoutEngineTraits { .builtIn }
    package struct Limits: Hashable {
        var minimum: CGFloat?
        var ideal: CGFloat?
        var maximum: CGFloat?
    }

    package let horizontal: Limits
    package let vertical: Limits
    public let alignment: Alignment

    package init(horizontal: Limits, vertical: Limits, alignment: Alignment) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
    }

    private func limits(_ axis: Axis) -> Limits {
        axis == .horizontal ? horizontal : vertical
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var result = ProposedViewSize.unspecified
        for axis in [Axis.horizontal, .vertical] {
            let limits = limits(axis)
            result[axis] = (proposal[axis] ?? limits.ideal).map {
                clamp($0, limits.minimum ?? -.infinity, limits.maximum ?? .infinity)
            }
        }
        return result
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        let childProposal = childProposal(proposal)
        var childSize: CGSize?
        for axis in [Axis.horizontal, .vertical] {
            let limits = limits(axis)
            if let length = ownLength(axis, proposal: proposal) {
                size[axis] = length
                continue
            }
            if childSize == nil {
                childSize = subviews.first?.sizeThatFits(childProposal) ?? .zero
            }
            let child = childSize![axis]
            switch (limits.minimum, limits.maximum) {
            case let (minimum?, maximum?) where minimum <= maximum:
                size[axis] = clamp(child, minimum, maximum)
            case (_?, _?):
                // Contradictory limits (minimum above maximum): the child's size, as SwiftUI's
                // layout falls back to (spec §6.2 [R]).
                size[axis] = child
            case let (minimum?, nil):
                size[axis] = max(min(childProposal[axis] ?? .infinity, child), minimum)
            case let (nil, maximum?):
                size[axis] = min(max(childProposal[axis] ?? -.infinity, child), maximum)
            case (nil, nil):
                size[axis] = child
            }
        }
        return size
    }

    /// The frame's length when it doesn't need its child: the proposal clamped to both bounds, or
    /// the ideal length for an unspecified proposal.
    private func ownLength(_ axis: Axis, proposal: ProposedViewSize) -> CGFloat? {
        let limits = limits(axis)
        guard let proposed = proposal[axis] else { return limits.ideal }
        if let minimum = limits.minimum, let maximum = limits.maximum, minimum <= maximum {
            return clamp(proposed, minimum, maximum)
        }
        return nil
    }

    /// The child is placed with the frame's own size as its proposal, except along an axis where the
    /// frame was proposed nothing, has no ideal and sits strictly between its bounds: there it is
    /// proposed nothing too (SwiftUI 5 semantics, spec §6.3 [R]).
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        var childProposal = ProposedViewSize(bounds.size)
        for axis in [Axis.horizontal, .vertical] {
            let limits = limits(axis)
            let size = bounds.size[axis]
            if limits.ideal == nil, proposal[axis] == nil, size > (limits.minimum ?? -.infinity), size < (limits.maximum ?? .infinity) {
                childProposal[axis] = nil
            }
        }
        placeAligned(child, in: bounds, alignment: alignment, proposal: childProposal)
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        let constrains = { (limits: Limits) in limits.minimum != nil || limits.ideal != nil || limits.maximum != nil }
        return frameSpacing(subviews.first?.spacing, resetting: fixedEdges(horizontal: constrains(horizontal), vertical: constrains(vertical)))
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        forwardedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        forwardedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    package var layoutName: String { "frame" }
    package var layoutDetail: String? {
        var parts: [String] = []
        for (limits, axis) in [(horizontal, "Width"), (vertical, "Height")] {
            if let value = limits.minimum { parts.append("min\(axis): \(formatLength(value))") }
            if let value = limits.ideal { parts.append("ideal\(axis): \(formatLength(value))") }
            if let value = limits.maximum { parts.append("max\(axis): \(formatLength(value))") }
        }
        if alignment != .center { parts.append("alignment: \(alignment)") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

private func clamp(_ value: CGFloat, _ lower: CGFloat, _ upper: CGFloat) -> CGFloat {
    max(lower, min(value, upper))
}

nonisolated public struct _FlexFrameModifier: UnaryLayoutModifier {
    public typealias Body = Never
    let horizontal: (CGFloat?, CGFloat?, CGFloat?)
    let vertical: (CGFloat?, CGFloat?, CGFloat?)
    let alignment: Alignment

    @usableFromInline init(horizontal: (CGFloat?, CGFloat?, CGFloat?), vertical: (CGFloat?, CGFloat?, CGFloat?), alignment: Alignment) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
    }

    package func makeLayout(inputs: _ViewInputs) -> _FlexFrameLayout? {
        _FlexFrameLayout(
            horizontal: Self.normalized(horizontal, "width", inputs: inputs),
            vertical: Self.normalized(vertical, "height", inputs: inputs),
            alignment: alignment
        )
    }

    /// Normalises the limits as SwiftUI's initialiser does: a negative minimum becomes 0, and each of
    /// ideal and maximum is raised to at least the one before it; out-of-order limits are reported as
    /// "Contradictory frame constraints specified." (spec §6.1, [M] against the real symbol). NaN
    /// limits are ignored with a diagnostic.
    static func normalized(_ limits: (CGFloat?, CGFloat?, CGFloat?), _ axis: String, inputs: _ViewInputs) -> _FlexFrameLayout.Limits {
        func valid(_ value: CGFloat?, _ name: String) -> CGFloat? {
            guard let value else { return nil }
            if value.isNaN {
                inputs.graph.warn("Invalid frame dimension (NaN): \(name)\(axis.capitalized) is ignored.")
                return nil
            }
            return value
        }
        let rawMinimum = valid(limits.0, "min")
        let rawIdeal = valid(limits.1, "ideal")
        let rawMaximum = valid(limits.2, "max")
        let ordered = [rawMinimum, rawIdeal, rawMaximum].compactMap { $0 }
        if ordered != ordered.sorted() {
            inputs.graph.warn("Contradictory frame constraints specified.")
        }
        let minimum = rawMinimum.map { max($0, 0) }
        let ideal = rawIdeal.map { max(minimum ?? 0, $0) }
        let maximum = rawMaximum.map { max(ideal ?? 0, $0) }
        return _FlexFrameLayout.Limits(minimum: minimum, ideal: ideal, maximum: maximum)
    }
}

nonisolated extension View {
    /// Positions this view within an invisible frame having the specified size constraints.
    @inlinable
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(_FlexFrameModifier(
            horizontal: (minWidth, idealWidth, maxWidth),
            vertical: (minHeight, idealHeight, maxHeight),
            alignment: alignment
        ))
    }
}
