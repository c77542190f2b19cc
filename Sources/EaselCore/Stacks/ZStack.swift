import Foundation

/// A view that overlays its subviews, aligning them in both axes.
nonisolated public struct ZStack<Content: View>: View {
    public typealias Body = Never
    @usableFromInline let layout: ZStackLayout
    @usableFromInline let content: Content

    @inlinable public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    @inline(__always) public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        makeContainer(layout: view.layout, content: view.content, inputs: inputs, list: &list)
    }
}

/// An overlaying container that you can use in conditional layouts; ZStack's layout.
///
/// Every child is proposed the ZStack's own proposal. The ZStack's size is the union of the aligned
/// frames of the children with the highest layout priority; the others are aligned the same way
/// but may overflow (spec §4 [M] FG-zstack, FAT-ZPRIO; [R]). Children are placed with the ZStack's
/// size as their proposal [R]. The first child is drawn at the bottom.
public struct ZStackLayout: Layout, NamedLayout {
    public var _engineTraits: _LayoutEngineTraits { .builtIn }
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        guard let top = subviews.map(\.priority).max() else { return .zero }
        var lower = CGPoint(x: CGFloat.infinity, y: .infinity)
        var upper = CGPoint(x: -CGFloat.infinity, y: -.infinity)
        for (offset, subview) in subviews.enumerated() where subview.priority == top {
            let child = dimensions[offset]
            let origin = CGPoint(x: -child[alignment.horizontal], y: -child[alignment.vertical])
            lower = CGPoint(x: min(lower.x, origin.x), y: min(lower.y, origin.y))
            upper = CGPoint(x: max(upper.x, origin.x + child.width), y: max(upper.y, origin.y + child.height))
        }
        // A child of infinite size (answering an infinite probe) makes the ZStack infinite that way.
        let leading = subviews.indices.filter { subviews[$0].priority == top }
        let infiniteWidth = leading.contains { dimensions[$0].width.isInfinite }
        let infiniteHeight = leading.contains { dimensions[$0].height.isInfinite }
        return CGSize(
            width: infiniteWidth ? .infinity : upper.x - lower.x,
            height: infiniteHeight ? .infinity : upper.y - lower.y
        )
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let childProposal = ProposedViewSize(bounds.size)
        let dimensions = subviews.map { $0.dimensions(in: childProposal) }
        guard let top = subviews.map(\.priority).max() else { return }
        // The alignment line sits where the farthest guide of the leading children puts it.
        var guide = CGPoint(x: -CGFloat.infinity, y: -.infinity)
        for (offset, subview) in subviews.enumerated() where subview.priority == top {
            guide.x = max(guide.x, dimensions[offset][alignment.horizontal])
            guide.y = max(guide.y, dimensions[offset][alignment.vertical])
        }
        for (offset, subview) in subviews.enumerated() {
            let child = dimensions[offset]
            subview.place(
                at: CGPoint(x: bounds.minX + guide.x - child[alignment.horizontal], y: bounds.minY + guide.y - child[alignment.vertical]),
                anchor: .topLeading,
                proposal: childProposal
            )
        }
    }

    package var layoutName: String { "ZStack" }
    package var layoutDetail: String? { alignment == .center ? nil : "alignment: \(alignment)" }
}
