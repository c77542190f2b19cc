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
    /// Its alignment guides at the size it was placed with, in its own coordinates (leading,
    /// centre and trailing; top, centre, bottom and the text baselines): where a stack or frame
    /// around it lines it up. Explicit guides (`alignmentGuide`) and those its content passes up
    /// (a text's baselines) are in; the rest are the defaults.
    public let guides: [Guide]

    /// An alignment guide's value.
    public struct Guide: Equatable, Sendable {
        public let name: String
        public let value: CGFloat
    }

    public var description: String {
        func length(_ value: CGFloat?) -> String { value.map(formatLength) ?? "nil" }
        func proposal(_ proposal: ProposedViewSize) -> String { "\(length(proposal.width))×\(length(proposal.height))" }
        var lines = ["\(view)" + (parent.map { ", in \($0)" } ?? "")]
        lines.append("  Rule: \(rule)")
        for (index, exchange) in exchanges.enumerated() {
            lines.append("  \(index + 1). proposed \(proposal(exchange.proposal)) → chose \(formatLength(exchange.answer.width))×\(formatLength(exchange.answer.height))")
        }
        lines.append("  Placed with \(proposal(placedProposal)) at (\(formatLength(frame.minX)), \(formatLength(frame.minY))), \(formatLength(frame.width))×\(formatLength(frame.height))")
        if !guides.isEmpty {
            lines.append("  Guides: " + guides.map { "\($0.name) \(formatLength($0.value))" }.joined(separator: ", "))
        }
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
        // The conversation is read before the guides are: working out a baseline may ask a child
        // about its size once more.
        let exchanges = node.sizeConversation.map { LayoutExplanation.Exchange(proposal: $0.proposal, answer: $0.size) }
        let dimensions = storage.graph.lock.withLock { node.dimensions(for: node.placementProposal) }
        let guides: [(String, CGFloat)] = [
            ("leading", dimensions[HorizontalAlignment.leading]), ("horizontal centre", dimensions[HorizontalAlignment.center]),
            ("trailing", dimensions[HorizontalAlignment.trailing]), ("top", dimensions[VerticalAlignment.top]),
            ("vertical centre", dimensions[VerticalAlignment.center]), ("bottom", dimensions[VerticalAlignment.bottom]),
            ("first baseline", dimensions[VerticalAlignment.firstTextBaseline]), ("last baseline", dimensions[VerticalAlignment.lastTextBaseline]),
        ]
        return LayoutExplanation(
            view: label(node), parent: parent, exchanges: exchanges,
            placedProposal: node.placementProposal, frame: entry.frame, rule: node.sizingRule,
            guides: guides.map { LayoutExplanation.Guide(name: $0.0, value: $0.1) }
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
