import Testing
import Foundation
@testable import EaselCore

/// A scroll view scrolled to a row by its position, reporting its offset through
/// `onScrollGeometryChange`; the report goes to a label's state.
private struct ReportingList: View {
    @State private var offset: CGFloat = -1
    @State private var reports = 0
    @State private var target: Int? = nil

    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(height: 44).id("jump").onTapGesture { target = 20 }
            Color.clear.frame(width: offset.isFinite ? Swift.max(0, offset / 100) : 0, height: CGFloat(reports)).id("report")
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<60, id: \.self) { Color.red.frame(height: 50).id("r\($0)") }
                }
            }
            .scrollPosition(id: $target)
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, new in
                offset = new
                reports += 1
            }
        }
    }
}

/// Scroll geometry and content margins (Apple, `onScrollGeometryChange(for:of:action:)`,
/// `contentMargins(_:_:for:)`). Canvas 390×844.
@Suite struct ScrollGeometryTests {
    @Test func aHostReportsTheOffsetWhenItChanges() throws {
        let host = ViewHost(ReportingList())
        // The first layout reports once (offset 0): the report strip is 0 wide and 1 tall.
        expectRect(host.layout.frame(id: "report"), rect(195, 44, 0, 1))
        try host.tap(id: "jump")
        // r20 at the top: 20 × 50 = 1,000 scrolled; reported once more.
        expectRect(host.layout.frame(id: "report"), rect(190, 44, 10, 2))
        expectRect(host.layout.frame(id: "r20"), rect(0, 46, 390, 50))
    }

    @Test func contentMarginsInsetTheContentAndScrollWithIt() {
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<60, id: \.self) { Color.red.frame(height: 50).id("r\($0)") }
            }
        }
        .contentMargins(.horizontal, 20)
        .contentMargins(.top, 30, for: .scrollContent)
        .contentMargins(.bottom, 99, for: .scrollIndicators)
        let l = lay(view)
        expectFrame(l, "r0", rect(20, 30, 350, 50))
        #expect(l.nodes(named: "contentMargins").count == 1)
        // Scrolled to the end: the content is 30 + 3,000 tall (the indicator margin is not
        // content), so the last row ends at the bottom.
        let end = lay(view, contentOffset: CGPoint(x: 0, y: 10_000))
        expectFrame(end, "r59", rect(20, 794, 350, 50))
    }

    @Test func nestedScrollViewsDontInheritTheMargins() {
        let l = lay(ScrollView {
            ScrollView(.horizontal) { Color.red.frame(width: 100, height: 50).id("inner") }
        }.contentMargins(10))
        // The outer content is inset by 10; the inner scroll view's content is not.
        expectFrame(l, "inner", rect(10, 10, 100, 50))
    }
}
