import Foundation

/// A collection of proxy values that represent the subviews of a layout view.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias Indices = Range<Int>

    package let nodes: [LayoutNode]
    public let startIndex: Int
    public let endIndex: Int
    /// Set for a trial placement: `place` records here instead of committing.
    package let recording: PlacementRecording?
    /// The direction subviews are laid out in. Easel lays out left-to-right.
    public var layoutDirection: LayoutDirection { .leftToRight }

    package init(nodes: [LayoutNode], range: Range<Int>? = nil, recording: PlacementRecording? = nil) {
        self.nodes = nodes
        let range = range ?? nodes.indices
        self.startIndex = range.lowerBound
        self.endIndex = range.upperBound
        self.recording = recording
    }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], index: index, recording: recording)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, range: bounds, recording: recording)
    }

    package func recording(into recording: PlacementRecording) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, range: startIndex..<endIndex, recording: recording)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.startIndex == rhs.startIndex && lhs.endIndex == rhs.endIndex
            && zip(lhs.nodes[lhs.startIndex..<lhs.endIndex], rhs.nodes[rhs.startIndex..<rhs.endIndex]).allSatisfy { $0 === $1 }
    }
}

/// A proxy that represents one subview of a layout.
public struct LayoutSubview: Equatable {
    package let node: LayoutNode
    package let index: Int
    let recording: PlacementRecording?

    /// Asks the subview for its size for a proposal. Answers are memoized per proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal.sanitized)
    }

    /// Asks the subview for its dimensions (size and alignment guides) for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(for: proposal.sanitized)
    }

    /// Places the subview's `anchor` at `position`, in the coordinates of the container's bounds;
    /// its size is what it answers for `proposal`. The last call wins.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let placement = Placement(position: position.sanitized, anchor: anchor, proposal: proposal.sanitized)
        if let recording {
            recording.placements[index] = placement
        } else {
            node.pendingPlacement = placement
        }
    }

    /// The subview's layout priority.
    public var priority: Double { node.layoutPriority }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { node.spacing }

    /// The subview's value for a layout value key set with `layoutValue(key:value:)`.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.traits.layoutValue(K.self)
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node
    }
}

/// The direction of a layout.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

extension ProposedViewSize {
    /// A proposal a layout can trust: NaN becomes unspecified, negative lengths become zero.
    package var sanitized: ProposedViewSize {
        ProposedViewSize(width: width.flatMap(sanitizedLength), height: height.flatMap(sanitizedLength))
    }
}

private func sanitizedLength(_ value: CGFloat) -> CGFloat? {
    if value.isNaN { return nil }
    return Swift.max(0, value)
}

extension CGPoint {
    /// A point a layout can trust: NaN coordinates become zero.
    package var sanitized: CGPoint {
        CGPoint(x: x.isNaN ? 0 : x, y: y.isNaN ? 0 : y)
    }
}
