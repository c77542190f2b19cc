import Foundation

/// One view in a resolved view tree: what a view becomes once its body is evaluated.
///
/// A node answers its size for any proposal (memoized, so a parent can ask many times and a full
/// layout stays linear in the number of views), its alignment guides and spacing, and places its
/// children. Subclasses supply the behaviour: `LayoutContainerNode` runs a `Layout`, `LeafNode`
/// measures content, `GeometryReaderNode` builds its content once it knows its size.
package class LayoutNode {
    package final var children: [LayoutNode]
    package final let environment: EnvironmentValues

    // What modifiers attached to this view.
    /// Set by `layoutPriority(_:)`; otherwise the view's kind decides (`implicitPriority`).
    package final var explicitPriority: Double?
    package final var traits = ViewTraits()
    /// Values given with `.id(_:)`, outermost last.
    package final var ids: [AnyHashable] = []
    /// `alignmentGuide(_:computeValue:)` overrides, innermost first.
    package final var alignmentGuides: [AlignmentGuideOverride] = []
    /// Modifiers that change how the view is drawn but not its layout, innermost first.
    package final var effects: [RenderEffect] = []
    /// Names given with `coordinateSpace(name:)`.
    package final var coordinateSpaceNames: [AnyHashable] = []
    /// The user's views whose bodies produced this node, innermost first.
    package final var sourceViewTypes: [Any.Type] = []

    // Layout results.
    /// The frame in canvas coordinates from the last placement.
    package final var frame: CGRect = .zero
    /// The proposal the view was placed with.
    package final var placementProposal: ProposedViewSize = .unspecified
    /// Where the parent's `placeSubviews` put this view, waiting to be committed.
    final var pendingPlacement: Placement?

    // Memoized answers.
    private final var sizeCache = SizeCache()
    private final var alignmentCache: [(proposal: ProposedViewSize, key: AlignmentKey, value: CGFloat?)] = []
    private final var spacingCache: ViewSpacing?

    // Instrumentation: how often the view was asked for its size, and how often it had to compute it.
    package final var sizeRequestCount = 0
    package final var sizeComputationCount = 0

    package init(environment: EnvironmentValues, children: [LayoutNode] = []) {
        self.environment = environment
        self.children = children
    }

    // MARK: Behaviour that subclasses supply

    /// The name of the view in layout dumps ("HStack", "padding", "Color").
    package var name: String { "View" }
    /// Arguments worth showing next to the name in layout dumps.
    package var detail: String? { nil }

    package func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Places the children inside `bounds` (canvas coordinates) and recursively their own children.
    package func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, context: PlacementContext) {}

    package func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }

    package func computeSpacing() -> ViewSpacing { ViewSpacing() }

    /// The axes along which the view's content (not its `alignmentGuide`s) may have explicit guide
    /// values. Most subtrees have none (no text, no custom guides), which spares asking them.
    package func computeContentGuideAxes() -> Axis.Set { [] }

    /// The priority the view has without `layoutPriority(_:)`.
    package var implicitPriority: Double { 0 }

    /// Drops every reference to children, so that a deep tree can be torn down without recursion.
    package func detachChildren() {
        children = []
    }

    // MARK: Memoized queries

    /// The size the view chooses for `proposal`.
    package final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        sizeRequestCount += 1
        if let size = sizeCache[proposal] {
            return size
        }
        sizeComputationCount += 1
        let size = computeSize(proposal).sanitizedSize
        sizeCache[proposal] = size
        return size
    }

    /// The view's size and alignment guides for `proposal`.
    package final func dimensions(for proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(
            size: sizeThatFits(proposal),
            source: GuideSource(node: self, proposal: proposal, guideLevel: alignmentGuides.count)
        )
    }

    /// The view's explicit value for a guide: the outermost `alignmentGuide` override among the
    /// first `guideLevel` ones, else what the view's layout passes up (nil when it has none).
    package final func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, guideLevel: Int) -> CGFloat? {
        if let index = alignmentGuides[..<min(guideLevel, alignmentGuides.count)].lastIndex(where: { $0.key == key }) {
            let inner = ViewDimensions(size: size, source: GuideSource(node: self, proposal: proposal, guideLevel: index))
            let value = alignmentGuides[index].computeValue(inner)
            return value.isNaN ? nil : value
        }
        guard contentGuideAxes.contains(key.axis) else { return nil }
        if let cached = alignmentCache.first(where: { $0.key == key && $0.proposal == proposal }) {
            return cached.value
        }
        let value = computeExplicitAlignment(key, size: size, proposal: proposal).flatMap { $0.isNaN ? nil : $0 }
        alignmentCache.append((proposal, key, value))
        return value
    }

    /// The axes along which explicit guides may come from inside this view (see
    /// `computeContentGuideAxes`), counting `alignmentGuide` overrides.
    package final var explicitGuideAxes: Axis.Set {
        var axes = contentGuideAxes
        for guide in alignmentGuides {
            axes.insert(guide.key.axis == .horizontal ? .horizontal : .vertical)
        }
        return axes
    }

    private final lazy var contentGuideAxes: Axis.Set = computeContentGuideAxes()

    /// The view's spacing preferences; they don't depend on the proposal.
    package final var spacing: ViewSpacing {
        if let spacingCache { return spacingCache }
        let spacing = computeSpacing()
        spacingCache = spacing
        return spacing
    }

    package final var layoutPriority: Double {
        explicitPriority ?? implicitPriority
    }

    // MARK: Placement

    /// Gives the view its frame (canvas coordinates) and places its children.
    package final func place(in frame: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        self.frame = frame
        self.placementProposal = proposal
        let context = coordinateSpaceNames.isEmpty ? context : context.naming(coordinateSpaceNames, origin: frame.origin)
        placeChildren(in: frame, proposal: proposal, context: context)
    }

    /// Forgets memoized answers, for example after the view's content changed.
    package final func invalidate() {
        sizeCache = SizeCache()
        alignmentCache = []
        spacingCache = nil
    }
}

/// The memo of a view's sizes by proposal. Views are asked for a handful of proposals (the probes
/// at 0 and ∞, their share, the placement), so a short list beats a hash table.
struct SizeCache {
    private var entries: ContiguousArray<(proposal: ProposedViewSize, size: CGSize)> = []
    private static let capacity = 16

    subscript(proposal: ProposedViewSize) -> CGSize? {
        get {
            for entry in entries where entry.proposal == proposal {
                return entry.size
            }
            return nil
        }
        set {
            guard let newValue else { return }
            if entries.count == SizeCache.capacity {
                entries.removeFirst()
            }
            entries.append((proposal, newValue))
        }
    }
}

/// What placement passes down the tree: the origins of named coordinate spaces, for GeometryReader.
package struct PlacementContext {
    package var namedOrigins: [AnyHashable: CGPoint] = [:]

    package init() {}

    func naming(_ names: [AnyHashable], origin: CGPoint) -> PlacementContext {
        var context = self
        for name in names {
            context.namedOrigins[name] = origin
        }
        return context
    }
}

/// Traits travel with a view through the modifiers applied outside it.
package struct ViewTraits {
    package var zIndex: Double = 0
    package var layoutValues: [ObjectIdentifier: Any] = [:]

    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
        (layoutValues[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue
    }
}

/// An `alignmentGuide(_:computeValue:)` override.
package struct AlignmentGuideOverride {
    package let key: AlignmentKey
    package let computeValue: (ViewDimensions) -> CGFloat
}

extension CGSize {
    /// A size a parent can trust: NaN and negative lengths become zero (a documented fallback for
    /// layouts that answer nonsense; infinity is kept, as SwiftUI keeps it).
    package var sanitizedSize: CGSize {
        CGSize(width: width.isNaN ? 0 : Swift.max(0, width), height: height.isNaN ? 0 : Swift.max(0, height))
    }
}
