import Testing
import Foundation
@testable import EaselCore

// MARK: Layouts used by these tests

/// Stacks its subviews top to bottom at their ideal sizes, left-aligned, no spacing.
struct SimpleColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += size.height
        }
    }
}

/// Counts cache creation and shares the sizes measured in sizeThatFits with placeSubviews.
final class CacheCounter: @unchecked Sendable {
    var makes = 0
    var placedFromCache = 0
}

struct CachingRow: Layout {
    struct Cache { var widths: [CGFloat] }
    let counter: CacheCounter
    func makeCache(subviews: Subviews) -> Cache {
        counter.makes += 1
        return Cache(widths: subviews.map { $0.sizeThatFits(.unspecified).width })
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(width: cache.widths.reduce(0, +), height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.minX
        for (subview, width) in zip(subviews, cache.widths) {
            counter.placedFromCache += 1
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: 10))
            x += width
        }
    }
}

/// Wraps one subview at its own size and says its top guide is 10.
struct TopGuideTen: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[0].sizeThatFits(proposal)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .top ? 10 : nil
    }
}

/// Wraps one subview and asks for zero spacing around itself.
struct ZeroSpacing: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[0].sizeThatFits(proposal)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .zero }
}

/// Wraps one subview with the default spacing behaviour (merging its subviews').
struct Wrapper: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews[0].sizeThatFits(proposal)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }
}

/// Proposes its own proposal to every subview and puts them all at its top-leading corner.
struct PileLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}

/// The same, declaring a horizontal stack orientation (Spacer and Divider follow it, §15/§16).
struct HorizontalPile: Layout {
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}

private struct Weight: LayoutValueKey {
    static let defaultValue: CGFloat = 1
}

/// Splits its proposed width among the subviews in proportion to their `Weight`.
struct WeightedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let total = subviews.map { $0[Weight.self] }.reduce(0, +)
        var x = bounds.minX
        for subview in subviews {
            let width = bounds.width * subview[Weight.self] / total
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width
        }
    }
}

/// Records what it learns about its subviews and places them in various ways.
final class SubviewReport: @unchecked Sendable {
    var priorities: [Double] = []
    var distance: CGFloat?
    var dimensions: ViewDimensions?
    var proposals: [ProposedViewSize] = []
    var placement: (CGRect, ProposedViewSize)?
}

struct Probe: Layout {
    let report: SubviewReport
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        report.proposals.append(proposal)
        report.priorities = subviews.map(\.priority)
        if subviews.count >= 2 {
            report.distance = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)
        }
        report.dimensions = subviews.first?.dimensions(in: .unspecified)
        return proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        report.placement = (bounds, proposal)
    }
}

/// Places subview 0 by its centre, subview 1 by its bottom-trailing corner, and leaves the others.
struct AnchorLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // The first call is overridden by the second: "the last call takes precedence".
        subviews[0].place(at: bounds.origin, proposal: .zero)
        subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(width: 40, height: 30))
        subviews[1].place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: .unspecified)
    }
}

// MARK: Tests

/// The Layout protocol (spec §20).
@Suite struct LayoutProtocolTests {
    @Test func customLayoutAsAContainer() {
        // 50×20 over 30×40: 50×60 at (170, 392), left-aligned.
        let l = lay(SimpleColumn {
            Color.red.frame(width: 50, height: 20).id("a")
            Color.blue.frame(width: 30, height: 40).id("b")
        }.id("L"))
        expectFrame(l, "L", rect(170, 392, 50, 60))
        expectFrame(l, "a", rect(170, 392, 50, 20))
        expectFrame(l, "b", rect(170, 412, 30, 40))
        #expect(l.nodes(named: "SimpleColumn").count == 1)
    }

    @Test func cacheIsMadeOnceAndReachesPlacement() {
        let counter = CacheCounter()
        let l = lay(CachingRow(counter: counter) {
            Color.red.frame(width: 30, height: 10).id("a")
            Color.blue.frame(width: 20, height: 10).id("b")
        })
        expectFrame(l, "a", rect(170, 417, 30, 10))
        expectFrame(l, "b", rect(200, 417, 20, 10))
        #expect(counter.makes == 1)
        #expect(counter.placedFromCache == 2)
    }

    @Test func defaultUpdateCacheRemakesTheCache() {
        // §20 / Apple: the default updateCache(_:subviews:) calls makeCache.
        let counter = CacheCounter()
        let layout = CachingRow(counter: counter)
        var cache = CachingRow.Cache(widths: [1, 2, 3])
        layout.updateCache(&cache, subviews: .empty)
        #expect(counter.makes == 1)
        #expect(cache.widths == [])
    }

    @Test func explicitAlignmentOfACustomLayout() {
        // The layout says its top guide is 10: in an HStack(.top) it starts 10 above the Color.
        // Range [-10, 20] → 40×30 at (175, 407).
        let l = lay(HStack(alignment: .top, spacing: 0) {
            TopGuideTen { Color.red.frame(width: 20, height: 20).id("a") }
            Color.blue.frame(width: 20, height: 20).id("b")
        })
        expectFrame(l, "a", rect(175, 407, 20, 20))
        expectFrame(l, "b", rect(195, 417, 20, 20))
    }

    @Test func defaultExplicitAlignmentAveragesCustomGuides() {
        // §3.7/§20: the default merges: a at y 0 sets 5, b at y 20 sets 10 → (5 + 30)/2 = 17.5.
        // Next to a Color (default 0, "top"), the column's origin is -17.5: range [-17.5, 42.5] =
        // 60 tall, 70 wide at (160, 392); the Color at y = 392 + 17.5.
        let l = lay(HStack(alignment: .columnGuide, spacing: 0) {
            SimpleColumn {
                Color.red.frame(width: 50, height: 20).alignmentGuide(.columnGuide) { _ in 5 }
                Color.red.frame(width: 50, height: 40).alignmentGuide(.columnGuide) { _ in 10 }
            }.id("col")
            Color.blue.frame(width: 20, height: 20).id("c")
        })
        expectFrame(l, "col", rect(160, 392, 50, 60))
        expectFrame(l, "c", rect(210, 409.5, 20, 20))
    }

    @Test func spacingOfACustomLayout() {
        // The default spacing merges the subviews': a Color next to a Color → 8. `.zero` → 0.
        let merged = lay(HStack {
            Wrapper { Color.red.frame(width: 20, height: 20) }.id("w")
            Color.blue.frame(width: 20, height: 20).id("b")
        })
        expectFrame(merged, "w", rect(171, 412, 20, 20))
        expectFrame(merged, "b", rect(199, 412, 20, 20))
        let zero = lay(HStack {
            ZeroSpacing { Color.red.frame(width: 20, height: 20) }.id("z")
            Color.blue.frame(width: 20, height: 20).id("b")
        })
        expectFrame(zero, "z", rect(175, 412, 20, 20))
        expectFrame(zero, "b", rect(195, 412, 20, 20))
    }

    @Test func stackOrientationOrientsSpacers() {
        // Without an orientation a Spacer expands both ways (100×50); with .horizontal it is 0 tall.
        let none = lay(PileLayout { Spacer().id("s") }.frame(width: 100, height: 50))
        expectFrame(none, "s", rect(145, 397, 100, 50))
        let horizontal = lay(HorizontalPile { Spacer().id("s") }.frame(width: 100, height: 50))
        expectFrame(horizontal, "s", rect(145, 397, 100, 0))
        // A Divider in a horizontal layout is vertical: 1/3 wide, 50 tall.
        let divider = lay(HorizontalPile { Divider().id("d") }.frame(width: 100, height: 50))
        expectFrame(divider, "d", rect(145, 397, 1.0 / 3, 50))
    }

    @Test func layoutValues() {
        // Weights 1, 3 and the default 1 split 250: 50, 150, 50.
        let l = lay(WeightedRow {
            Color.red.layoutValue(key: Weight.self, value: 1).id("a")
            Color.green.layoutValue(key: Weight.self, value: 3).id("b")
            Color.blue.id("c")
        }.frame(width: 250, height: 10))
        expectFrame(l, "a", rect(70, 417, 50, 10))
        expectFrame(l, "b", rect(120, 417, 150, 10))
        expectFrame(l, "c", rect(270, 417, 50, 10))
    }

    @Test func subviewPrioritySpacingAndDimensions() {
        let report = SubviewReport()
        _ = lay(Probe(report: report) {
            Color.red.frame(width: 30, height: 20).alignmentGuide(.leading) { _ in 7 }
            Color.blue
            Spacer()
            Color.green.layoutPriority(2)
            Color.green.layoutPriority(3).frame(width: 10)
        }.frame(width: 100, height: 100))
        // §3.2: 0, 0, −∞ (Spacer), 2, 0 (hidden by the frame).
        #expect(report.priorities == [0, 0, -.infinity, 2, 0])
        // §2: two plain views → 8.
        #expect(report.distance == 8)
        // §9: explicit leading 7; trailing defaults to the width.
        let d = report.dimensions
        #expect(d?.width == 30 && d?.height == 20)
        #expect(d?[.leading] == 7)
        #expect(d?[explicit: .leading] == 7)
        #expect(d?[.trailing] == 30)
        #expect(d?[explicit: .trailing] == nil)
        #expect(d?[HorizontalAlignment.center] == 15)
        #expect(d?[.bottom] == 20)
    }

    @Test func placeWithAnchorsAndUnplacedSubviews() {
        // Container 200×100 at (95, 372).
        // 0: centre at (195, 422), proposed 40×30 → (175, 407, 40, 30).
        // 1: bottom-trailing at (295, 472), proposed nil → 10×10 → (285, 462).
        // 2, 3: not placed → centred with the container's proposal (200×100) (§20 [A]):
        //    a Color is 200×100 at (95, 372); a fixed 20×20 at (185, 412).
        let l = lay(AnchorLayout {
            Color.red.id("0")
            Color.green.id("1")
            Color.blue.id("2")
            Color.gray.frame(width: 20, height: 20).id("3")
        }.frame(width: 200, height: 100))
        expectFrame(l, "0", rect(175, 407, 40, 30))
        expectFrame(l, "1", rect(285, 462, 10, 10))
        expectFrame(l, "2", rect(95, 372, 200, 100))
        expectFrame(l, "3", rect(185, 412, 20, 20))
    }

    @Test func stackProbesAndPlacementProposal() {
        // §3.8: in an HStack proposed 200×50 the layout is probed at (0, 50) and (∞, 50); both
        // children are 0…∞ with equal minimums → source order, the probe gets 100; it is placed in
        // (95, 397, 100, 50) with (100, 50).
        let report = SubviewReport()
        _ = lay(HStack(spacing: 0) {
            Probe(report: report) { Color.red }
            Color.blue
        }.frame(width: 200, height: 50))
        #expect(report.proposals.contains(ProposedViewSize(width: 0, height: 50)))
        #expect(report.proposals.contains(ProposedViewSize(width: .infinity, height: 50)))
        #expect(report.proposals.contains(ProposedViewSize(width: 100, height: 50)))
        expectRect(report.placement?.0, rect(95, 397, 100, 50), "placement bounds")
        #expect(report.placement?.1 == ProposedViewSize(width: 100, height: 50))
    }

    @Test func anyLayoutBehavesLikeTheWrappedLayout() {
        let h = lay(AnyLayout(HStackLayout(spacing: 0)) {
            Color.red.frame(width: 50, height: 50).id("a")
            Color.blue.frame(width: 30, height: 20).id("b")
        })
        expectFrame(h, "a", rect(155, 397, 50, 50))
        expectFrame(h, "b", rect(205, 412, 30, 20))
        // A VStackLayout behind AnyLayout orients its Spacer vertically: 0 wide, 844 - 50 tall.
        let v = lay(AnyLayout(VStackLayout(spacing: 0)) {
            Color.red.frame(width: 50, height: 50).id("a")
            Spacer().id("s")
        })
        expectFrame(v, "a", rect(170, 0, 50, 50))
        expectFrame(v, "s", rect(195, 50, 0, 794))
    }

    @Test func stackLayoutsUsedDirectly() {
        let h = lay(HStackLayout(alignment: .top, spacing: 4) {
            Color.red.frame(width: 20, height: 40).id("a")
            Color.blue.frame(width: 20, height: 20).id("b")
        })
        expectFrame(h, "a", rect(173, 402, 20, 40))
        expectFrame(h, "b", rect(197, 402, 20, 20))
        let v = lay(VStackLayout(alignment: .trailing) {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.blue.frame(width: 20, height: 20).id("b")
        })
        expectFrame(v, "a", rect(175, 398, 40, 20))
        expectFrame(v, "b", rect(195, 426, 20, 20))
        let z = lay(ZStackLayout(alignment: .bottomTrailing) {
            Color.red.frame(width: 40, height: 40).id("a")
            Color.blue.frame(width: 20, height: 20).id("b")
        })
        expectFrame(z, "a", rect(175, 402, 40, 40))
        expectFrame(z, "b", rect(195, 422, 20, 20))
    }
}

private enum ColumnGuide: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}

extension VerticalAlignment {
    fileprivate static let columnGuide = VerticalAlignment(ColumnGuide.self)
}
