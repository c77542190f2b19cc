import CPrefetch
import Foundation

/// A collection of proxy values that represent the subviews of a layout view.
///
/// Subviews refer to their views without retaining them: the container that hands them to its
/// layout owns its children for as long as it exists, and every call into a layout copies its
/// subviews, so reference counting here would be paid many times per view. As with SwiftUI's, use
/// them in the call that receives them (a cache may keep what you work out from them, and the
/// subviews `makeCache` receives, for as long as the layout exists); `place` works only during
/// `placeSubviews`.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias Indices = Range<Int>

    /// Every child of the container (not only this range), owned by the container.
    package let nodes: UnsafeBufferPointer<Unmanaged<LayoutNode>>
    public let startIndex: Int
    public let endIndex: Int
    /// Where `place` writes, by subview index, while the container places its subviews (or tries
    /// to, to find where their guides land); nil at other times, when placing does nothing. The
    /// container owns the buffer for the length of that call.
    package let placements: UnsafeMutablePointer<Placement?>?
    /// The direction subviews are laid out in. Easel lays out left-to-right.
    public var layoutDirection: LayoutDirection { .leftToRight }

    package init(nodes: UnsafeBufferPointer<Unmanaged<LayoutNode>>, range: Range<Int>? = nil, placements: UnsafeMutablePointer<Placement?>? = nil) {
        self.nodes = nodes
        let range = range ?? 0..<nodes.count
        self.startIndex = range.lowerBound
        self.endIndex = range.upperBound
        self.placements = placements
    }

    /// No subviews.
    package static var empty: LayoutSubviews { LayoutSubviews(nodes: UnsafeBufferPointer(start: nil, count: 0)) }

    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], index: index, placements: placements)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, range: bounds, placements: placements)
    }

    /// Runs `body` with these subviews placing into a fresh buffer (one slot per child of the
    /// container, nil until placed), then hands the buffer to `collect`.
    package func withPlacements<Result>(_ body: (LayoutSubviews) -> Void, collect: (UnsafeMutableBufferPointer<Placement?>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: Placement?.self, capacity: nodes.count) { buffer in
            buffer.initialize(repeating: nil)
            body(LayoutSubviews(nodes: nodes, range: startIndex..<endIndex, placements: buffer.baseAddress))
            return collect(buffer)
        }
    }

    /// Starts loading the memos of these subviews' nodes (the first 256 bytes of each: their
    /// annotations' reference, guide axes and remembered sizes) into the processor's cache, all at
    /// once, before a container asks each for its size. A layout's passes over a large tree don't
    /// fit in the cache, and a child's first memo read was most of a stack's sizing time; asked
    /// together, the loads overlap instead of waiting one after the other. The nested and spine
    /// trees of `Benchmarks/LayoutBenchmarks` (about 9,800 views) lay out about 6 % faster on this
    /// 2-core VM; the cards and the flat stack, whose children sit close together, are unchanged.
    @inline(__always)
    package func prefetchSizeMemos() {
        for index in startIndex..<endIndex {
            easel_prefetch(UnsafeRawPointer(nodes[index].toOpaque()), 4)
        }
    }

    /// The node at `index`, for the engine's own layouts; it is not retained.
    @inline(__always)
    package func node<Result>(at index: Int, _ body: (LayoutNode) -> Result) -> Result {
        nodes[index]._withUnsafeGuaranteedRef(body)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.nodes.baseAddress == rhs.nodes.baseAddress && lhs.startIndex == rhs.startIndex && lhs.endIndex == rhs.endIndex
    }
}

/// A proxy that represents one subview of a layout.
public struct LayoutSubview: Equatable {
    private let unretainedNode: Unmanaged<LayoutNode>
    package let index: Int
    let placements: UnsafeMutablePointer<Placement?>?

    init(node: Unmanaged<LayoutNode>, index: Int, placements: UnsafeMutablePointer<Placement?>?) {
        self.unretainedNode = node
        self.index = index
        self.placements = placements
    }

    /// The subview's node; the container keeps it alive.
    package var node: LayoutNode { unretainedNode.takeUnretainedValue() }

    /// Asks the subview for its size for a proposal. Answers are memoized per proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        unretainedNode._withUnsafeGuaranteedRef { $0.sizeThatFits(proposal.sanitized) }
    }

    /// Asks the subview for its dimensions (size and alignment guides) for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        unretainedNode._withUnsafeGuaranteedRef { $0.dimensions(for: proposal.sanitized) }
    }

    /// The subview's values for `alignment`'s guides, as its `dimensions(in:)` has them: without
    /// making dimensions, which hold the subview (a frame places every view it wraps this way).
    package func guideValues(_ alignment: Alignment, in proposal: ProposedViewSize) -> (horizontal: CGFloat, vertical: CGFloat) {
        unretainedNode._withUnsafeGuaranteedRef { node in
            let proposal = proposal.sanitized
            let size = node.sizeThatFits(proposal)
            return (node.guideValue(alignment.horizontal.key, size: size, proposal: proposal),
                    node.guideValue(alignment.vertical.key, size: size, proposal: proposal))
        }
    }

    /// Places the subview's `anchor` at `position`, in the coordinates of the container's bounds;
    /// its size is what it answers for `proposal`. The last call wins. Only a layout's
    /// `placeSubviews` places; elsewhere this does nothing.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placements?[index] = Placement(position: position.sanitized, anchor: anchor, proposal: proposal.sanitized)
    }

    /// Places the subview's top-leading corner at `position` with `proposal`, for which it
    /// answered `size` (the engine's own layouts, which have just asked): placing it then asks
    /// nothing again. A proposal or position that a layout can't trust is placed as `place`
    /// places it, and the size is asked again.
    package func place(at position: CGPoint, proposal: ProposedViewSize, answered size: CGSize) {
        let sanitized = proposal.sanitized
        let isTrusted = ProposalKey(sanitized) == ProposalKey(proposal) && size.isOrdinarySize
        placements?[index] = Placement(position: position.sanitized, anchor: .topLeading, proposal: sanitized, size: isTrusted ? size : nil)
    }

    /// The subview's layout priority.
    public var priority: Double { unretainedNode._withUnsafeGuaranteedRef { $0.layoutPriority } }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { unretainedNode._withUnsafeGuaranteedRef { $0.spacing } }

    /// Whether the subview's spacing preferences are the defaults, answered without copying them.
    package var hasDefaultSpacing: Bool { unretainedNode._withUnsafeGuaranteedRef { $0.hasDefaultSpacing } }

    /// The subview's value for a layout value key set with `layoutValue(key:value:)`.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        unretainedNode._withUnsafeGuaranteedRef { $0.traits.layoutValue(K.self) }
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.unretainedNode.toOpaque() == rhs.unretainedNode.toOpaque()
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
