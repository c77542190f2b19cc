import Testing
import Foundation
@testable import EaselCore

/// Sections in lazy stacks, and pinned headers and footers. Canvas 390×300.
@Suite struct PinnedSectionTests {
    /// Three sections: a 30-point header, ten 50-point rows; each section 530 tall.
    private func sections(pinned: PinnedScrollableViews, footers: Bool = false) -> some View {
        ScrollView {
            LazyVStack(spacing: 0, pinnedViews: pinned) {
                ForEach(0..<3, id: \.self) { section in
                    Section {
                        ForEach(0..<10, id: \.self) { row in
                            Color.red.frame(height: 50).id("s\(section)r\(row)")
                        }
                    } header: {
                        Color.blue.frame(height: 30).id("h\(section)")
                    } footer: {
                        if footers { Color.green.frame(height: 20).id("f\(section)") }
                    }
                }
            }
        }
    }

    private func layout(_ view: some View, offset: CGFloat) -> ViewLayout {
        ViewLayout(of: view, in: CGSize(width: 390, height: 300), contentOffset: CGPoint(x: 0, y: offset))
    }

    @Test func unpinnedHeadersScrollAway() {
        let l = layout(sections(pinned: []), offset: 100)
        #expect(l.frame(id: "h0") == nil)
        // Row 1 of section 0: 30 + 50 - 100 = -20.
        expectFrame(l, "s0r1", rect(0, -20, 390, 50))
        // Section 1's header is at 530 - 100 = 430: below the 300-point canvas.
        #expect(l.frame(id: "h1") == nil)
    }

    @Test func pinnedHeaderStaysAtTheTop() {
        let l = layout(sections(pinned: .sectionHeaders), offset: 100)
        expectFrame(l, "h0", rect(0, 0, 390, 30))
        expectFrame(l, "s0r1", rect(0, -20, 390, 50))
        // Drawn above the rows: the pinned header is the stack's last child.
        #expect(l.nodes(named: "LazyVStack").first?.children.last?.id == "h0")
    }

    @Test func nextSectionPushesThePinnedHeaderUp() {
        // Scrolled 510: section 0 ends at 530 - 510 = 20, so its header sits at 20 - 30 = -10;
        // section 1's header is at its own place, 20.
        let l = layout(sections(pinned: .sectionHeaders), offset: 510)
        expectFrame(l, "h0", rect(0, -10, 390, 30))
        expectFrame(l, "h1", rect(0, 20, 390, 30))
        // Scrolled 600: section 1 (530 … 1060) covers the top; its header is pinned at 0.
        let later = layout(sections(pinned: .sectionHeaders), offset: 600)
        #expect(later.frame(id: "h0") == nil)
        expectFrame(later, "h1", rect(0, 0, 390, 30))
        expectFrame(later, "s1r0", rect(0, -40, 390, 50))
    }

    @Test func pinnedFootersStayAtTheBottom() {
        // Sections are 550 tall with a 20-point footer. At offset 0 section 0's footer (natural 530)
        // is pinned to the bottom of the 300-point viewport: 280.
        let l = layout(sections(pinned: [.sectionHeaders, .sectionFooters], footers: true), offset: 0)
        expectFrame(l, "f0", rect(0, 280, 390, 20))
        expectFrame(l, "h0", rect(0, 0, 390, 30))
        // At 400, section 0 ends at 150 with its footer at 130; section 1 starts at 150 and its
        // footer is pinned at 280.
        let later = layout(sections(pinned: [.sectionHeaders, .sectionFooters], footers: true), offset: 400)
        expectFrame(later, "f0", rect(0, 130, 390, 20))
        expectFrame(later, "h1", rect(0, 150, 390, 30))
        expectFrame(later, "f1", rect(0, 280, 390, 20))
    }

    @Test func sectionsOutsideLazyStacksAreTheirParts() {
        // In a VStack a section is its header, content and footer in order.
        let l = lay(VStack(spacing: 0) {
            Section(header: Color.blue.frame(width: 10, height: 10).id("h")) {
                Color.red.frame(width: 10, height: 20).id("c")
            }
        })
        expectFrame(l, "h", rect(190, 407, 10, 10))
        expectFrame(l, "c", rect(190, 417, 10, 20))
    }
}
