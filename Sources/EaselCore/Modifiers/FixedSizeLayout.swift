import Foundation

/// Fixes a view at its ideal size along the chosen axes: the child is proposed nothing there (and
/// the parent's proposal along the others), and the modifier reports the child's answer. The child
/// is placed with the same modified proposal, centred; layout priority passes through (spec §11
/// [M] FG-ideal-size, FAT-SIZE2; [R]).
public struct _FixedSizeLayout: Layout, NamedLayout {
    public var _engineTraits: _LayoutEngineTraits { .forwarding(0) }
    public var horizontal: Bool
    public var vertical: Bool

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal(proposal))
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

    package var layoutName: String { "fixedSize" }
    package var layoutDetail: String? {
        horizontal && vertical ? nil : "horizontal: \(horizontal), vertical: \(vertical)"
    }
}

nonisolated public struct _FixedSizeModifier: UnaryLayoutModifier {
    public typealias Body = Never
    let horizontal: Bool
    let vertical: Bool

    package func makeLayout(inputs: _ViewInputs) -> _FixedSizeLayout? {
        horizontal || vertical ? _FixedSizeLayout(horizontal: horizontal, vertical: vertical) : nil
    }
}

nonisolated extension View {
    /// Fixes this view at its ideal size.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Fixes this view at its ideal size in the specified dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
}
