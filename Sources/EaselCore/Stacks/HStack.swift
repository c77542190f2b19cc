import Foundation

/// A view that arranges its subviews in a horizontal line.
nonisolated public struct HStack<Content: View>: View {
    public typealias Body = Never
    @usableFromInline let layout: HStackLayout
    @usableFromInline let content: Content

    /// - Parameters:
    ///   - alignment: how children line up vertically; `.center` by default.
    ///   - spacing: the distance between adjacent children, or nil for each pair's preferred distance
    ///     (8 between plain views, spec §2).
    @inlinable public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: Never { primitiveBodyCalled(Self.self) }

    @inline(__always) public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        makeContainer(layout: view.layout, content: view.content, inputs: inputs, list: &list)
    }
}

/// A horizontal container that you can use in conditional layouts; HStack's layout.
public struct HStackLayout: Layout, NamedLayout {
    public var _engineTraits: _LayoutEngineTraits {
        var traits = _LayoutEngineTraits.builtIn
        traits.cacheHoldsOnlyPrioritiesAndSpacing = true
        if spacing?.isNaN == true {
            traits.diagnostic = "Invalid \(layoutName) spacing (NaN); the default spacing is used instead."
        }
        return traits
    }
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    // Inlined: made out of line, the algorithm was built in memory and read back at a different
    // width, a store-forwarding stall the processor paid on every stack's sizing (3 % of a nested
    // layout's time in a profile).
    @inline(__always)
    private var algorithm: StackLayoutAlgorithm {
        StackLayoutAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing)
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

    package var layoutName: String { "HStack" }
    package var layoutDetail: String? { stackDetail(alignment: alignment == .center ? nil : alignment.description, spacing: spacing) }
}

/// "alignment: top, spacing: 0" for the dumps; nil when both are defaults.
package func stackDetail(alignment: String?, spacing: CGFloat?) -> String? {
    var parts: [String] = []
    if let alignment { parts.append("alignment: \(alignment)") }
    if let spacing { parts.append("spacing: \(formatLength(spacing))") }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
}
