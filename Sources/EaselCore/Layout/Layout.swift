import Foundation

/// A type that defines the geometry of a collection of views.
///
/// The same protocol as SwiftUI's (iOS 16): a container answers `sizeThatFits` for any proposal and
/// places its subviews in `placeSubviews`. Easel's own stacks and layout modifiers are written on it.
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// Properties of the container, such as the axis its Spacers and Dividers orient along.
    static var layoutProperties: LayoutProperties { get }

    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?

    /// How Easel's own layouts describe themselves to the engine; your layouts keep the default.
    var _engineTraits: _LayoutEngineTraits { get }
}

/// What the engine needs to know about one of Easel's own layouts.
public struct _LayoutEngineTraits: Sendable {
    /// The subview whose layout priority and traits the layout reports as its own, as `fixedSize`
    /// and the secondary-view modifiers do (spec §3.2 [R]). Other containers report 0.
    package var primarySubviewIndex: Int?
    /// Whether the layout's explicit guides come only from its subviews' (true for Easel's layouts;
    /// a user's layout may make guides up, so it is asked).
    package var passesOnlySubviewGuides = false
    /// Layout properties that depend on the layout's value rather than its type (`AnyLayout`).
    package var dynamicProperties: LayoutProperties?
    /// A problem with the layout's arguments, reported once when the container is built.
    package var diagnostic: String?
    /// The subview whose safe area ends at its own frame: the strips of the container around it
    /// become unsafe for its content (`safeAreaInset`, `safeAreaPadding`; see `SafeAreaGeometry`).
    package var safeAreaInsetSubviewIndex: Int?
    /// Whether the layout's cache holds only its subviews' priorities and spacing (the stacks'),
    /// never the subviews themselves: a subview replaced by one that answers as it did
    /// (`ChildReplacement`) leaves the cache as it is, rather than having it made again.
    package var cacheHoldsOnlyPrioritiesAndSpacing = false

    public init() {}

    package static let builtIn: _LayoutEngineTraits = {
        var traits = _LayoutEngineTraits()
        traits.passesOnlySubviewGuides = true
        return traits
    }()

    package static func forwarding(_ index: Int) -> _LayoutEngineTraits {
        var traits = builtIn
        traits.primarySubviewIndex = index
        return traits
    }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public var _engineTraits: _LayoutEngineTraits { _LayoutEngineTraits() }

    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// Merges the spacing preferences of all subviews on all edges (Apple, `spacing(subviews:cache:)`).
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        var spacing = ViewSpacing()
        for subview in subviews {
            spacing.formUnion(subview.spacing)
        }
        return spacing
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The default explicit alignment: "merges the subviews' guides" (Apple). Each subview that has an
    /// explicit value contributes it at the place the layout puts the subview, and the guide's rule
    /// combines them: custom guides average, the built-in frame guides never pass up, text baselines
    /// take the first or last (spec §3.7, §9 [A][R]).
    package func mergedExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        guard key.combineRule != .none else { return nil }
        return key.combine(explicitValues(key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache))
    }

    /// A layout of one subview passes its subview's explicit value up, whatever the guide, offset by
    /// where it puts the subview (spec §5, §9 [R] `UnaryLayoutEngine.explicitAlignment`).
    package func forwardedExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        explicitValues(key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache).first
    }

    /// The subviews' explicit values for `key` where a trial run of `placeSubviews` puts them, in
    /// the coordinates of `bounds`.
    private func explicitValues(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> [CGFloat] {
        guard !subviews.isEmpty else { return [] }
        return subviews.withPlacements { trial in
            placeSubviews(in: bounds, proposal: proposal, subviews: trial, cache: &cache)
        } collect: { placements in
            var values: [CGFloat] = []
            for subview in subviews {
                let placement = placements[subview.index] ?? .centered(in: bounds, proposal: proposal)
                let dimensions = subview.dimensions(in: placement.proposal)
                guard let value = dimensions[explicit: key] else { continue }
                values.append(placement.origin(for: dimensions.size)[key.axis] + value)
            }
            return values
        }
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Self.Subviews) -> Void {}
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The axis the container stacks along, if any; Spacers and Dividers inside it follow it.
    public var stackOrientation: Axis?
    public init() {}
}

/// A name for the container in layout dumps, and the arguments worth showing.
package protocol NamedLayout: Layout {
    var layoutName: String { get }
    var layoutDetail: String? { get }
}
