import Foundation

/// What an empty view tree lays out as: nothing, 0×0.
struct EmptyLeaf: LeafContent {
    var name: String { "EmptyView" }
    var drawsNothing: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        .zero
    }

    func spacing(in context: LeafContext) -> ViewSpacing { .zero }
}
