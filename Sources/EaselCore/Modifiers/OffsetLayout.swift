import Foundation

/// `offset(x:y:)` moves a view's drawing, not its layout: the view keeps its size and its place
/// among its siblings, and its content (and everything inside, including geometry readers) is
/// shifted (spec §14 [M] FAT-SIZE2; [R] `OffsetEffect`). In a layout dump the offset view keeps the
/// layout frame and its child shows where it is drawn.
public struct _OffsetLayout: Layout, NamedLayout {
    public var _engineTraits: _LayoutEngineTraits { .forwarding(0) }
    public var offset: CGSize

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(
            at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height),
            anchor: .topLeading,
            proposal: proposal
        )
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        subviews.first?.spacing ?? ViewSpacing()
    }

    /// Guides don't move with the drawing: they are the child's, unshifted.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    package var layoutName: String { "offset" }
    package var layoutDetail: String? { "x: \(formatLength(offset.width)), y: \(formatLength(offset.height))" }
}

nonisolated public struct _OffsetModifier: UnaryLayoutModifier {
    public typealias Body = Never
    let offset: CGSize

    package func makeLayout(inputs: _ViewInputs) -> _OffsetLayout? {
        guard offset.width.isFinite, offset.height.isFinite else {
            inputs.graph.warn("Invalid offset (non-finite); the view is not moved.")
            return nil
        }
        return _OffsetLayout(offset: offset)
    }
}

nonisolated extension View {
    /// Offsets this view by the horizontal and vertical amount specified in the offset parameter.
    public func offset(_ offset: CGSize) -> some View {
        modifier(_OffsetModifier(offset: offset))
    }

    /// Offsets this view by the specified horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}
