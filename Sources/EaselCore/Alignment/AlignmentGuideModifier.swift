import Foundation

/// Sets a view's explicit value for an alignment guide, computed from its dimensions, where the
/// dimensions already include guides set further in. It changes neither size, priority nor spacing
/// (spec §9 [R][M] FAT-ALIGN).
nonisolated public struct _AlignmentGuideModifier: NodeAnnotatingModifier {
    public typealias Body = Never
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    package func annotate(_ node: LayoutNode, inputs: _ViewInputs) {
        node.addAlignmentGuide(AlignmentGuideOverride(key: key, computeValue: computeValue))
    }
}

nonisolated extension View {
    /// Sets the view's horizontal alignment guide.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }

    /// Sets the view's vertical alignment guide.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }
}
