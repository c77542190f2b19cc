import Easel
import Foundation
import Testing
@testable import EaselRendering

/// `textRenderer(_:)`: the renderer is handed the text's lines, runs and glyphs, and only what it
/// draws is drawn, under the context's state.
@Suite struct TextRendererTests {
    /// Draws every line, faded and moved down.
    struct FadedLines: TextRenderer {
        var opacity: Double
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            context.opacity = opacity
            context.translateBy(x: 0, y: 5)
            for line in layout { context.draw(line) }
        }
    }

    /// Draws only the glyphs of runs marked with `Emphasis`, each on its own.
    struct Emphasis: TextAttribute {}
    struct EmphasisOnly: TextRenderer {
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for line in layout {
                for run in line where run[Emphasis.self] != nil {
                    for glyph in run { context.draw(glyph) }
                }
            }
        }
    }

    /// Twice as tall as the text, by its own sizing.
    struct Tall: TextRenderer {
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for line in layout { context.draw(line) }
        }
        func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
            let size = text.sizeThatFits(proposal)
            return CGSize(width: size.width, height: size.height * 2)
        }
    }

    func glyphRuns(_ list: DisplayList) -> [GlyphRunItem] {
        list.items.compactMap { if case let .glyphs(run) = $0 { run } else { nil } }
    }

    @Test func theRendererDrawsTheLinesUnderItsOpacityAndTransform() throws {
        let plain = try glyphRuns(ImageRenderer(content: Text("Hello")).displayList())
        let list = try ImageRenderer(content: Text("Hello").textRenderer(FadedLines(opacity: 0.5))).displayList()
        let rendered = glyphRuns(list)
        try #require(plain.count == 1 && rendered.count == 1)
        #expect(rendered[0].glyphs == plain[0].glyphs)
        // In the text's coordinates (a transform to its frame's origin wraps them), as the
        // layout placed them.
        #expect(rendered[0].positions == plain[0].positions)
        let layers = list.items.compactMap { if case let .beginLayer(layer) = $0 { layer } else { nil } }
        #expect(layers.contains(.opacity(0.5)))
        #expect(layers.contains(.transform(AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 5))))
    }

    @Test func aRunIsReadWithItsCustomAttributeAndOnlyItsGlyphsAreDrawn() throws {
        let text = Text("plain ") + Text("bold").customAttribute(Emphasis()) + Text(" plain")
        let rendered = try glyphRuns(ImageRenderer(content: text.textRenderer(EmphasisOnly())).displayList())
        // "bold", a glyph at a time.
        #expect(rendered.count == 4)
        #expect(rendered.allSatisfy { $0.glyphs.count == 1 })
        let plain = try glyphRuns(ImageRenderer(content: text).displayList())
        let all = plain.flatMap(\.positions)
        // The same places as in the plain text: after "plain ".
        #expect(rendered.map { $0.positions[0] } == Array(all[6..<10]))
    }

    @Test func theLayoutDescribesLinesRunsAndGlyphs() throws {
        nonisolated(unsafe) var seen: (lines: Int, glyphs: Int, bounds: CGRect, origin: CGPoint, truncated: Bool)?
        struct Inspecting: TextRenderer {
            let report: (Text.Layout) -> Void
            func draw(layout: Text.Layout, in context: inout GraphicsContext) { report(layout) }
        }
        let text = Text("One two three four five six seven").font(.system(size: 17))
        let view = text.textRenderer(Inspecting { layout in
            seen = (layout.count, layout.reduce(0) { $0 + $1.reduce(0) { $0 + $1.count } },
                    layout[0].typographicBounds.rect, layout[0].origin, layout.isTruncated)
        }).frame(width: 80)
        _ = try ImageRenderer(content: view).displayList()
        let result = try #require(seen)
        // The same lines and glyphs as the text draws by itself.
        let plain = try glyphRuns(ImageRenderer(content: text.frame(width: 80)).displayList())
        #expect(result.lines == Set(plain.flatMap { $0.positions.map(\.y) }).count)
        #expect(result.lines == 4)
        #expect(result.glyphs == plain.reduce(0) { $0 + $1.glyphs.count })
        // The first line's box: from the start of its baseline, up its ascent and down its descent.
        #expect(result.bounds.minX == result.origin.x && result.bounds.minY < result.origin.y && result.bounds.maxY > result.origin.y)
        #expect(result.bounds.width > 0 && result.bounds.width <= 80)
        #expect(!result.truncated)
    }

    @Test func theRendererSizesTheText() throws {
        let plain = ViewLayout(of: Text("Hello").id("text"), in: CGSize(width: 390, height: 844))
        let tall = ViewLayout(of: Text("Hello").id("text").textRenderer(Tall()), in: CGSize(width: 390, height: 844))
        let plainFrame = try #require(plain.frame(id: "text"))
        let tallFrame = try #require(tall.frame(id: "text"))
        #expect(tallFrame.width == plainFrame.width)
        #expect(tallFrame.height == plainFrame.height * 2)
    }

    /// Draws the text moved down by `y`.
    struct Shifted: TextRenderer {
        var y: CGFloat
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            context.translateBy(x: 0, y: y)
            for line in layout { context.draw(line) }
        }
    }

    @Test func glyphsARendererMovesIntoTheCanvasAreDrawnThoughTheTextIsOutsideIt() throws {
        // The text's frame is 200 points above the 100-point canvas; its renderer draws it 250
        // points lower, inside. A text's own glyphs stay near their lines, so a text that far
        // out is left out of the picture; a renderer's may be anywhere, as a canvas's.
        let view = Color.clear.frame(width: 100, height: 100).overlay(alignment: .top) {
            Text("Hi").textRenderer(Shifted(y: 250)).offset(y: -200)
        }
        let list = try ImageRenderer(content: view).displayList()
        #expect(glyphRuns(list).count == 1)
        let plain = Color.clear.frame(width: 100, height: 100).overlay(alignment: .top) { Text("Hi").offset(y: -200) }
        #expect(try glyphRuns(ImageRenderer(content: plain).displayList()).isEmpty)
    }

    @Test func aRendererThatDrawsNothingLeavesNoGlyphs() throws {
        struct Nothing: TextRenderer {
            func draw(layout: Text.Layout, in context: inout GraphicsContext) {}
        }
        #expect(try glyphRuns(ImageRenderer(content: Text("Hidden").textRenderer(Nothing())).displayList()).isEmpty)
    }
}
