import Foundation
import Testing
@testable import EaselCore

/// `ViewLayout.explanation(id:)` (issue #15): the conversation that gave a view its frame.
@Suite struct LayoutExplanationTests {
    @Test func aFlexibleFrameInAnHStack() throws {
        let layout = ViewLayout(of: HStack(spacing: 8) {
            Text("Hello").frame(maxWidth: 200).id("framed")
            Color.red
        }, in: CGSize(width: 390, height: 100))
        let why = try #require(layout.explanation(id: "framed"))
        #expect(why.view == "frame(maxWidth: 200)")
        #expect(why.parent == "HStack(spacing: 8)")
        #expect(why.rule.hasPrefix("A flexible frame (width max 200) clamps the proposal"))
        // The stack asked for the frame's range first (narrowest and widest), then offered its share.
        let line = try #require(why.exchanges.last?.answer.height)
        #expect(why.exchanges.map(\.proposal) == [ProposedViewSize(width: 0, height: 100), ProposedViewSize(width: .infinity, height: 100),
                                                   ProposedViewSize(width: 191, height: 100)])
        #expect(why.exchanges.map(\.answer) == [CGSize(width: 0, height: 0), CGSize(width: 200, height: line), CGSize(width: 191, height: line)])
        // Two flexible children share 390 − 8: the frame takes its half, under its 200 maximum,
        // and the text's height, centred in the stack.
        #expect(why.placedProposal == ProposedViewSize(width: 191, height: 100))
        #expect(why.frame == CGRect(x: 0, y: (100 - line) / 2, width: 191, height: line))
        #expect(why.description.contains("3. proposed 191×100 → chose 191×20.333"))
        #expect(why.description.contains("Placed with 191×100 at (0, 39.833), 191×20.333"))
    }

    @Test func textAndItsLines() throws {
        let layout = ViewLayout(of: Text("A sentence long enough to wrap onto a second line").id("t").frame(width: 120), in: CGSize(width: 390, height: 400))
        let why = try #require(layout.explanation(id: "t"))
        #expect(why.rule.hasPrefix("Text fits the proposed width"))
        #expect(why.placedProposal.width == 120)
        #expect(why.frame.width <= 120 && why.frame.height > 40)
        #expect(layout.explanation(id: "nowhere") == nil)
    }

    @Test func aUserLayoutIsNamedAsOne() throws {
        struct Diagonal: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 50, height: 50) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let layout = ViewLayout(of: Diagonal { Color.red }.id("d"), in: CGSize(width: 390, height: 100))
        let why = try #require(layout.explanation(id: "d"))
        #expect(why.rule.contains("is a Layout: its sizeThatFits(proposal:subviews:cache:) chose the size"))
        #expect(why.exchanges.map(\.answer) == [CGSize(width: 50, height: 50)])
    }

    /// The guides where a stack lines the view up: an explicit one as given, a text's baselines
    /// from its font, the rest the defaults.
    @Test func guidesAtThePlacedSize() throws {
        let layout = ViewLayout(of: VStack(alignment: .leading) {
            Text("Hello").alignmentGuide(.leading) { $0.width / 2 }.id("t")
            Color.red.frame(width: 100, height: 10)
        }, in: CGSize(width: 390, height: 200))
        let why = try #require(layout.explanation(id: "t"))
        let size = why.frame.size
        let guides = Dictionary(uniqueKeysWithValues: why.guides.map { ($0.name, $0.value) })
        #expect(guides["leading"] == size.width / 2)
        #expect(guides["horizontal centre"] == size.width / 2)
        #expect(guides["trailing"] == size.width)
        #expect(guides["top"] == 0 && guides["bottom"] == size.height && guides["vertical centre"] == size.height / 2)
        // One line of 17-point text: both baselines at its ascent, below the middle.
        let baseline = try #require(guides["first baseline"])
        #expect(guides["last baseline"] == baseline)
        #expect(baseline > size.height / 2 && baseline < size.height)
        #expect(why.description.contains("Guides: leading \(formatLength(size.width / 2)), horizontal centre"))
    }
}
