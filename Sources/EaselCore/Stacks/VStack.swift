import Foundation

/// A view that arranges its subviews in a vertical line.
nonisolated public struct VStack<Content: View>: View {
    public typealias Body = Never
    @usableFromInline let layout: VStackLayout
    @usableFromInline let content: Content

    /// - Parameters:
    ///   - alignment: how children line up horizontally; `.center` by default.
    ///   - spacing: the distance between adjacent children, or nil for each pair's preferred distance
    ///     (8 between plain views, text-aware next to text; spec §2).
    @inlinable public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    @inline(__always) public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        makeContainer(layout: view.layout, content: view.content, inputs: inputs, list: &list)
    }
}

/// A vertical container that you can use in conditional layouts; VStack's layout.
public struct VStackLayout: Layout, NamedLayout {
    public var _engineTraits: _LayoutEngineTraits {
        var traits = _LayoutEngineTraits.builtIn
        traits.cacheHoldsOnlyPrioritiesAndSpacing = true
        if spacing?.isNaN == true {
            traits.diagnostic = "Invalid \(layoutName) spacing (NaN); the default spacing is used instead."
        }
        return traits
    }
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    // Inlined: made out of line, the algorithm was built in memory and read back at a different
    // width, a store-forwarding stall the processor paid on every stack's sizing (3 % of a nested
    // layout's time in a profile).
    @inline(__always)
    private var algorithm: StackLayoutAlgorithm {
        StackLayoutAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing)
    }

    public func makeCache(subviews: Subviews) -> _StackLayoutCache {
        algorithm.makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout _StackLayoutCache) -> ViewSpacing {
        algorithm.spacing(subviews: subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout _StackLayoutCache) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    package var layoutName: String { "VStack" }
    package var layoutDetail: String? { stackDetail(alignment: alignment == .center ? nil : alignment.description, spacing: spacing) }
}
