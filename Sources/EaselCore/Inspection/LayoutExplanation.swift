import Foundation

/// Why a view has its frame: the conversation that gave it its size (SwiftUI's layout rules: the
/// parent proposes, the child chooses, the parent places), for tests, learners and the preview page.
///
/// Made from what layout keeps anyway (each view remembers its answers, and where it was placed),
/// so asking costs nothing until asked.
public struct LayoutExplanation: CustomStringConvertible, Sendable {
    /// A size proposed to the view, and the size it chose.
    public struct Exchange: Equatable, Sendable {
        public let proposal: ProposedViewSize
        public let answer: CGSize
    }

    /// The view, as the layout tree names it (`frame(maxWidth: 200)`, `Text("Hi")`).
    public let view: String
    /// The view it sits in, named the same way; nil for the root.
    public let parent: String?
    /// Every proposal the view was asked about, with its answer, in the order first asked.
    public let exchanges: [Exchange]
    /// The proposal the view was placed with, and the frame it was given (canvas coordinates).
    public let placedProposal: ProposedViewSize
    public let frame: CGRect
    /// The rule by which this kind of view chooses its size.
    public let rule: String

    public var description: String {
        func length(_ value: CGFloat?) -> String { value.map(formatLength) ?? "nil" }
        func proposal(_ proposal: ProposedViewSize) -> String { "\(length(proposal.width))×\(length(proposal.height))" }
        var lines = ["\(view)" + (parent.map { ", in \($0)" } ?? "")]
        lines.append("  Rule: \(rule)")
        for (index, exchange) in exchanges.enumerated() {
            lines.append("  \(index + 1). proposed \(proposal(exchange.proposal)) → chose \(formatLength(exchange.answer.width))×\(formatLength(exchange.answer.height))")
        }
        lines.append("  Placed with \(proposal(placedProposal)) at (\(formatLength(frame.minX)), \(formatLength(frame.minY))), \(formatLength(frame.width))×\(formatLength(frame.height))")
        return lines.joined(separator: "\n")
    }
}

extension ViewLayout {
    /// Why the outermost view given `.id(id)` has its frame, or nil when there is none.
    public func explanation<ID: Hashable>(id: ID) -> LayoutExplanation? {
        let key = AnyHashable(id)
        let string = id as? String
        guard let index = storage.firstIndex(where: { node in
            node.ids.contains(key) || (string != nil && node.ids.contains { ($0.base as? String) == string })
        }) else { return nil }
        return explanation(at: index)
    }

    /// Why `node` has its frame.
    public func explanation(of node: Node) -> LayoutExplanation {
        explanation(at: node.index)
    }

    private func explanation(at index: Int) -> LayoutExplanation {
        let entry = storage.entries[index]
        let node = entry.node
        func label(_ node: LayoutNode) -> String {
            node.detail.map { "\(node.name)(\($0))" } ?? node.name
        }
        let parent = storage.ancestors(of: index).first.map { label(storage.entries[$0].node) }
        return LayoutExplanation(
            view: label(node), parent: parent,
            exchanges: node.sizeConversation.map { LayoutExplanation.Exchange(proposal: $0.proposal, answer: $0.size) },
            placedProposal: node.placementProposal, frame: entry.frame, rule: node.sizingRule
        )
    }
}

/// A built-in layout that says how it chooses sizes.
package protocol ExplainedLayout {
    var sizingRule: String { get }
}

/// A leaf that says how it chooses sizes.
package protocol ExplainedLeaf {
    var sizingRule: String { get }
}
