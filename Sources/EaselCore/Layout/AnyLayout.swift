import Foundation

/// A type-erased instance of the layout protocol, to switch between layouts (for example an
/// `HStackLayout` and a `VStackLayout`) while keeping the same content.
public struct AnyLayout: Layout, NamedLayout {
    public typealias Cache = AnyLayoutCache
    private let box: AnyLayoutBoxBase

    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            box = erased.box
        } else {
            box = AnyLayoutBox(layout)
        }
    }

    public func makeCache(subviews: Subviews) -> AnyLayoutCache {
        AnyLayoutCache(value: box.makeCache(subviews: subviews))
    }

    public func updateCache(_ cache: inout AnyLayoutCache, subviews: Subviews) {
        box.updateCache(&cache.value, subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout AnyLayoutCache) -> ViewSpacing {
        box.spacing(subviews: subviews, cache: &cache.value)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayoutCache) -> CGSize {
        box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayoutCache) {
        box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayoutCache) -> CGFloat? {
        box.explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayoutCache) -> CGFloat? {
        box.explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// The wrapped layout's traits, with its type's properties (a Spacer in `AnyLayout(HStackLayout())`
    /// is horizontal).
    public var _engineTraits: _LayoutEngineTraits {
        var traits = box.engineTraits
        traits.dynamicProperties = box.layoutProperties
        return traits
    }
    package var layoutName: String { box.name }
    package var layoutDetail: String? { box.detail }
}

/// The cache of the layout an `AnyLayout` wraps.
public struct AnyLayoutCache {
    var value: Any
}

class AnyLayoutBoxBase {
    func makeCache(subviews: LayoutSubviews) -> Any { () }
    func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {}
    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing { ViewSpacing() }
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {}
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGFloat? { nil }
    var layoutProperties: LayoutProperties { LayoutProperties() }
    var engineTraits: _LayoutEngineTraits { _LayoutEngineTraits() }
    var name: String { "AnyLayout" }
    var detail: String? { nil }
}

final class AnyLayoutBox<L: Layout>: AnyLayoutBoxBase {
    let layout: L

    init(_ layout: L) {
        self.layout = layout
    }

    private func withCache<Result>(_ cache: inout Any, subviews: LayoutSubviews, _ body: (inout L.Cache) -> Result) -> Result {
        var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        let result = body(&typed)
        cache = typed
        return result
    }

    override func makeCache(subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    override func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {
        withCache(&cache, subviews: subviews) { layout.updateCache(&$0, subviews: subviews) }
    }

    override func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
        withCache(&cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
        withCache(&cache, subviews: subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
        withCache(&cache, subviews: subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGFloat? {
        withCache(&cache, subviews: subviews) { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    override var layoutProperties: LayoutProperties { L.layoutProperties }
    override var engineTraits: _LayoutEngineTraits { layout._engineTraits }
    override var name: String { (layout as? any NamedLayout)?.layoutName ?? String(describing: L.self) }
    override var detail: String? { (layout as? any NamedLayout)?.layoutDetail }
}
