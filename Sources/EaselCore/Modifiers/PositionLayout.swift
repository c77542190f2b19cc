import Foundation

/// `position(x:y:)`: the view takes the whole proposal (the child's size where a dimension is
/// unspecified), proposes its own size to the child, and puts the child's centre at (x, y) in its
/// own coordinates (Apple: "Positions the center of this view at the specified coordinates in its
/// parent's coordinate space"; spec §14 [A][R]).
public struct _PositionLayout: Layout, NamedLayout {
    public var _engineTraits: _LayoutEngineTraits { .builtIn }
    public var position: CGPoint

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width, let height = proposal.height {
            return CGSize(width: width, height: height)
        }
        let child = subviews.first?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(
            at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y),
            anchor: .center,
            proposal: ProposedViewSize(bounds.size)
        )
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        forwardedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        forwardedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    package var layoutName: String { "position" }
    package var layoutDetail: String? { "x: \(formatLength(position.x)), y: \(formatLength(position.y))" }
}

nonisolated public struct _PositionModifier: UnaryLayoutModifier {
    public typealias Body = Never
    let position: CGPoint

    package func makeLayout(inputs: _ViewInputs) -> _PositionLayout? {
        if position.x.isNaN || position.y.isNaN {
            inputs.graph.warn("Invalid position (NaN); 0 is used instead.")
        }
        return _PositionLayout(position: position.sanitized)
    }
}

nonisolated extension View {
    /// Positions the center of this view at the specified point in its parent's coordinate space.
    public func position(_ position: CGPoint) -> some View {
        modifier(_PositionModifier(position: position))
    }

    /// Positions the center of this view at the specified coordinates in its parent's coordinate space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
