import EaselCore
import Foundation

/// A list row's content with its separator along its bottom edge: from the content's
/// `listRowSeparatorLeading` guide (its first text's leading edge, iOS 16 and later, see
/// `HorizontalAlignment.listRowSeparatorLeading`), else from `defaultLeading` (the row's content
/// inset), to its `listRowSeparatorTrailing` guide, the row's trailing edge unless a view sets it.
///
/// The row is the first subview and takes its size; the separator, if any, is the second.
struct RowSeparatorLayout: Layout {
    /// Where the separator starts in a row without text: the leading edge of its content.
    let defaultLeading: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let row = subviews.first else { return }
        row.place(at: bounds.origin, proposal: proposal)
        guard subviews.count > 1 else { return }
        let dimensions = row.dimensions(in: proposal)
        let leading = dimensions[explicit: .listRowSeparatorLeading] ?? defaultLeading
        let trailing = dimensions[explicit: .listRowSeparatorTrailing] ?? bounds.width
        let width = max(0, trailing - leading)
        let separator = subviews[1]
        let height = separator.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
        separator.place(at: CGPoint(x: bounds.minX + leading, y: bounds.maxY - height), proposal: ProposedViewSize(width: width, height: height))
    }
}
