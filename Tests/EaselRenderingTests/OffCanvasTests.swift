import Easel
@testable import EaselRendering
import Foundation
import Testing

/// Leaves far outside the canvas aren't painted (a scroll view of a thousand eager rows shows a
/// few), unless a layer around them may bring them in.
@Suite struct OffCanvasTests {
    /// The baseline of each glyph run painted, in order.
    private func glyphRuns(_ list: DisplayList) -> [CGFloat] {
        list.items.compactMap { item in
            if case let .glyphs(run) = item { return run.positions.first?.y } else { return nil }
        }
    }

    @Test func rowsFarBelowTheCanvasAreNotPainted() {
        let rows = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<1_000, id: \.self) { Text("Row \($0)").frame(height: 44) }
            }
        }
        let list = ViewLayout(of: rows, in: CGSize(width: 390, height: 844)).displayList()
        let painted = glyphRuns(list)
        // Rows 0 to 19 show (19 × 44 = 836); a row whose text's frame comes within 64 points and a
        // line of the canvas's edge is painted too (row 20, whose line starts at 892), the rest
        // aren't.
        #expect(painted.count == 21, "\(painted)")
        #expect(painted.last.map { $0 > 892 && $0 < 936 } == true, "\(painted)")
    }

    @Test func aLeafATransformBringsInIsPainted() {
        let far = VStack(spacing: 0) {
            Color.clear.frame(height: 5_000)
            Text("Far").frame(height: 44)
        }
        .scaleEffect(0.1, anchor: .topLeading)
        .frame(height: 844, alignment: .top)
        let list = ViewLayout(of: far, in: CGSize(width: 390, height: 844)).displayList()
        let painted = glyphRuns(list)
        #expect(painted.count == 1)
        // Its frame is far below the canvas (its line is 5,000 to 5,044 points down, the glyphs
        // are placed there, under the transform); scaled by a tenth from the top, it shows.
        #expect(painted.first.map { $0 > 5_000 && $0 < 5_044 } == true, "\(painted)")
    }

    @Test func aShadowAroundALeafJustOutsideBringsItIn() {
        func edge(shadow: CGFloat) -> [CGFloat] {
            let view = VStack(spacing: 0) {
                Color.clear.frame(height: 964)
                Text("Edge").frame(height: 20)
            }
            .shadow(radius: shadow)
            .frame(height: 844, alignment: .top)
            return glyphRuns(ViewLayout(of: view, in: CGSize(width: 390, height: 844)).displayList())
        }
        // The text's frame starts 120 points below the canvas: more than the 64 points, the line
        // and the point of room a text leaf may spill; a shadow of radius 20 spreads it 60 more.
        #expect(edge(shadow: 0).isEmpty)
        #expect(edge(shadow: 20).count == 1)
    }

    @Test func aSpacerHasNoInk() throws {
        // A row of a text and a spacer reaches only as far as its text may: the spacer draws
        // nothing. (With the spacer's ink anywhere, a thousand such rows were all visited when
        // drawing the canvas, each to paint nothing.)
        let row = HStack(spacing: 0) { Text("Row"); Spacer() }.frame(width: 390, height: 44)
        let layout = ViewLayout(of: row, in: CGSize(width: 390, height: 44))
        let entries = layout.storage.entries
        let inks = InkBounds.ofSubtrees(in: layout.storage, shift: .zero)
        let spacer = try #require(entries.indices.first { entries[$0].node.name == "Spacer" })
        #expect(inks[spacer].minX == .infinity && inks[spacer].maxX == -.infinity)
        let text = try #require(entries.indices.first { entries[$0].node.name == "Text" })
        let frame = entries[text].frame
        // 64 points of room, a line's height and a point for snapping, around the text's frame.
        let margin = 64 + frame.height + 1
        #expect([inks[0].minX, inks[0].minY, inks[0].maxX, inks[0].maxY] == [frame.minX - margin, frame.minY - margin, frame.maxX + margin, frame.maxY + margin])
    }

    @Test func eachKindOfLeafReachesAsFarAsWhatItDraws() throws {
        func ink(of view: some View, named name: String) throws -> [CGFloat] {
            let layout = ViewLayout(of: view.frame(width: 40, height: 20), in: CGSize(width: 40, height: 20))
            let entries = layout.storage.entries
            let inks = InkBounds.ofSubtrees(in: layout.storage, shift: .zero)
            let leaf = try #require(entries.indices.first { entries[$0].node.name == name })
            let frame = entries[leaf].frame
            let ink = inks[leaf]
            // How far the ink reaches past the frame on each side.
            return [frame.minX - ink.minX, frame.minY - ink.minY, ink.maxX - frame.maxX, ink.maxY - frame.maxY]
        }
        // 64 points of room and a point for snapping, for all; a stroke adds its width times one
        // plus its miter limit (10 by default): 64 + 4 × 11 + 1.
        #expect(try ink(of: Rectangle().stroke(lineWidth: 4), named: "Rectangle") == [109, 109, 109, 109])
        #expect(try ink(of: Capsule().fill(Color.red), named: "Capsule") == [65, 65, 65, 65])
        #expect(try ink(of: Divider(), named: "Divider") == [65, 65, 65, 65])
        #expect(try ink(of: Image(systemName: "star.fill"), named: "Image") == [65, 65, 65, 65])
        // A canvas draws where its commands say.
        let canvas = try ink(of: Canvas { _, _ in }, named: "Canvas")
        #expect(canvas.allSatisfy { $0 == .infinity })
    }
}
