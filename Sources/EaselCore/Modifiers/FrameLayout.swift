import Foundation

/// A fixed frame: `frame(width:height:alignment:)`.
///
/// A given dimension is the frame's size whatever the child does; an omitted one takes the child's
/// size for the proposal. With both given, the child is not consulted for the frame's size. The child
/// is proposed the frame's dimensions (or the frame's proposal where omitted), may overflow, and is
/// aligned inside by `alignment` (spec §5 [A][R]; netsplit "Views Have Fixed Sizes" [M]).
public struct _FrameLayout: Layout, NamedLayout {
    public var _engineTraits: _LayoutEngineTraits { .builtIn }
    public var width: CGFloat?
    public var height: CGFloat?
    public var alignment: Alignment

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width, let height {
            return CGSize(width: width, height: height)
        }
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        placeAligned(child, in: bounds, alignment: alignment, proposal: childProposal(proposal))
    }

    /// A frame resets the spacing of the axes it fixes, except around a Spacer (spec §3.1, §6.3 [R]).
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        frameSpacing(subviews.first?.spacing, resetting: fixedEdges(horizontal: width != nil, vertical: height != nil))
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
        if let width { parts.append("width: \(formatLength(width))") }
        if let height { parts.append("height: \(formatLength(height))") }
        if alignment != .center { parts.append("alignment: \(alignment)") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

/// Places `child` so that its guides for `alignment` meet the same guides of the frame: the frame's
/// own value is the guide's default for its size; the child's honours its explicit guides (spec §5).
package func placeAligned(_ child: LayoutSubview, in bounds: CGRect, alignment: Alignment, proposal: ProposedViewSize) {
    let guides = child.guideValues(alignment, in: proposal)
    let frame = ViewDimensions(size: bounds.size)
    let x = alignment.horizontal.key.defaultValue(in: frame) - guides.horizontal
    let y = alignment.vertical.key.defaultValue(in: frame) - guides.vertical
    child.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), anchor: .topLeading, proposal: proposal)
}

package func fixedEdges(horizontal: Bool, vertical: Bool) -> Edge.Set {
    var edges: Edge.Set = []
    if horizontal { edges.formUnion(.horizontal) }
    if vertical { edges.formUnion(.vertical) }
    return edges
}

/// The spacing of a framed view: reset on `edges`, unless the child is a Spacer-like view that only
/// carries plain distances, which keeps its zero spacing (spec §3.1 [R] `requiresSpacingProjection`).
package func frameSpacing(_ child: ViewSpacing?, resetting edges: Edge.Set) -> ViewSpacing {
    guard var spacing = child else { return ViewSpacing() }
    if spacing.entries.allSatisfy({ $0.key.category == nil }), !spacing.entries.isEmpty {
        return spacing
    }
    spacing.reset(edges)
    return spacing
}

nonisolated public struct _FrameModifier: UnaryLayoutModifier {
    public typealias Body = Never
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    @usableFromInline init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    package func makeLayout(inputs: _ViewInputs) -> _FrameLayout? {
        _FrameLayout(
            width: validLength(width, "width", inputs: inputs),
            height: validLength(height, "height", inputs: inputs),
            alignment: alignment
        )
    }
}

nonisolated extension View {
    /// Positions this view within an invisible frame with the specified size. A negative or
    /// non-finite dimension is ignored, as SwiftUI ignores it.
    @inlinable
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameModifier(width: width, height: height, alignment: alignment))
    }

    /// A frame with no constraints: it takes its child's size.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    @inlinable
    public func frame() -> some View {
        frame(width: nil, height: nil, alignment: .center)
    }
}
