import Easel
import Foundation
import Testing
@testable import EaselRendering

/// Scroll views in pictures: the content offset chooses what shows, the viewport clips it, and a
/// lazy stack draws its rows (SwiftUI's own renderer draws none).
@Suite struct ScrollRenderingTests {
    /// A million 10-point stripes, red on even rows and blue on odd ones, in a 100×100 scroll view.
    private func stripes() -> some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<1_000_000, id: \.self) { index in
                    (index % 2 == 0 ? Color.red : Color.blue).frame(height: 10)
                }
            }
        }
    }

    @Test func theOffsetChoosesTheRowsDrawn() throws {
        let renderer = ImageRenderer(content: stripes())
        renderer.proposedSize = ProposedViewSize(width: 100, height: 100)
        renderer.contentOffset = CGPoint(x: 0, y: 15)
        let png = try renderer.pngData()
        // Row 1 (blue, 10 … 20) shows from -5 to 5; row 2 (red) from 5 to 15; row 10 (red) from 85.
        #expect(try pixel(png, 50, 2) == [0, 122, 255, 255])
        #expect(try pixel(png, 50, 8) == [255, 59, 48, 255])
        #expect(try pixel(png, 50, 97) == [0, 122, 255, 255])
        // Far down the list, row 500,001 (blue) is at the top.
        renderer.contentOffset = CGPoint(x: 0, y: 5_000_010)
        #expect(try pixel(renderer.pngData(), 50, 3) == [0, 122, 255, 255])
    }

    @Test func theViewportClipsTheContent() throws {
        // A 40-point square scrolled 20 inside a 60×30 scroll view framed in 60×50: above and below the
        // 30-point viewport nothing is drawn.
        let view = ScrollView { Color.green.frame(width: 60, height: 100) }
            .frame(width: 60, height: 30)
            .frame(width: 60, height: 50, alignment: .top)
        let renderer = ImageRenderer(content: view)
        renderer.contentOffset = CGPoint(x: 0, y: 20)
        let png = try renderer.pngData()
        #expect(try pixel(png, 30, 15) == [52, 199, 89, 255])
        #expect(try pixel(png, 30, 40)[3] == 0)
    }

    @Test func withoutAProposalTheWholeListIsDrawnOrRefused() throws {
        // Proposed nothing, a scroll view is as long as its content: 30 rows give a 300-point picture
        // with every row in it; a million rows (10,000,000 points) are refused with a clear error
        // rather than drawn.
        let short = ScrollView { LazyVStack(spacing: 0) { ForEach(0..<30, id: \.self) { index in (index % 2 == 0 ? Color.red : Color.blue).frame(width: 20, height: 10) } } }
        let png = try ImageRenderer(content: short).pngData()
        #expect(try pixel(png, 10, 295) == [0, 122, 255, 255])
        #expect(throws: RenderError.self) { try ImageRenderer(content: stripes()).pngData() }
    }
}
