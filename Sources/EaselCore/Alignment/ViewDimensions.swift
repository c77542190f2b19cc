import Foundation

/// A view's size and alignment guides in its own coordinate space.
///
/// A guide's value is the view's explicit value when it has one (set with `alignmentGuide` or passed
/// up from its children), and otherwise the guide's default (spec §9 [R][M]: "explicit ?? default").
public struct ViewDimensions: Equatable {
    package let size: CGSize
    package let source: GuideSource?

    package init(size: CGSize, source: GuideSource? = nil) {
        self.size = size
        self.source = source
    }

    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }

    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { self[explicit: guide.key] }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { self[explicit: guide.key] }

    package subscript(key: AlignmentKey) -> CGFloat {
        self[explicit: key] ?? key.defaultValue(in: self)
    }

    package subscript(explicit key: AlignmentKey) -> CGFloat? {
        guard let source else { return nil }
        return source.node.explicitAlignment(key, size: size, proposal: source.proposal, guideLevel: source.guideLevel)
    }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.size == rhs.size && lhs.source?.node === rhs.source?.node
    }
}

/// Where a `ViewDimensions` finds explicit guide values: a laid-out view at a proposal, seeing the
/// `alignmentGuide` modifiers applied inside `guideLevel` (those further out are not yet applied).
package struct GuideSource {
    package let node: LayoutNode
    package let proposal: ProposedViewSize
    package let guideLevel: Int
}
