import Testing
import Foundation
@testable import EaselRendering
import Easel

/// Underline, strikethrough, tracking, kerning and baseline offset, on `Text` and on views
/// (Apple, `Text.underline(_:pattern:color:)`, `tracking(_:)`, `kerning(_:)`, `baselineOffset(_:)`).
@Suite struct TextDecorationTests {
    private func width(_ view: some View) -> CGFloat {
        ViewLayout(of: view).root.frame.width
    }

    private func strokes(_ view: some View) throws -> [(Path, Paint, StrokeStyle)] {
        try ImageRenderer(content: view).displayList().items.compactMap {
            if case let .stroke(path, paint, style) = $0 { return (path, paint, style) }
            return nil
        }
    }

    @Test func trackingAndKerningAddSpaceAfterEachCharacter() {
        let plain = width(Text("Hello"))
        // Five characters, 5 points after each.
        #expect(abs(width(Text("Hello").tracking(5)) - (plain + 25)) < 0.34)
        #expect(abs(width(Text("Hello").kerning(2)) - (plain + 10)) < 0.34)
        // As view modifiers they reach the text inside.
        #expect(abs(width(Text("Hello").tracking(5)) - width(Text("Hello").padding(0).tracking(5))) < 0.01)
    }

    @Test func baselineOffsetRaisesTheGlyphs() throws {
        func baseline(_ view: some View) throws -> CGFloat {
            let items = try ImageRenderer(content: view).displayList().items
            for item in items { if case let .glyphs(run) = item { return run.positions[0].y } }
            return .nan
        }
        #expect(abs(try baseline(Text("Hi")) - baseline(Text("Hi").baselineOffset(6)) - 6) < 0.001)
        // The frame doesn't change.
        #expect(ViewLayout(of: Text("Hi").baselineOffset(6)).root.frame == ViewLayout(of: Text("Hi")).root.frame)
    }

    @Test func underlineAndStrikethroughAreLinesAcrossTheText() throws {
        let lines = try strokes(Text("Hello").underline())
        #expect(lines.count == 1)
        let bounds = lines[0].0.boundingRect
        let frame = ViewLayout(of: Text("Hello")).root.frame
        #expect(bounds.minX < 2 && bounds.maxX > frame.width - 2)
        // A tenth of 17 below the baseline, 1 pt thick, in the text's colour.
        #expect(abs(lines[0].2.lineWidth - 1) < 0.001)
        #expect(lines[0].1 == .color(RGBA(Color.primary)))
        let struck = try strokes(Text("Hello").strikethrough(color: .red))
        #expect(struck.count == 1 && struck[0].1 == .color(RGBA(Color.red)))
        #expect(struck[0].0.boundingRect.minY < bounds.minY)
        // Patterns dash the line; the view modifier underlines text inside, and the text's own
        // `underline(false)` wins.
        #expect(try strokes(Text("Hello").underline(pattern: .dash)).first?.2.dash == [4, 2])
        #expect(try strokes(VStack { Text("A"); Text("B").underline(false) }.underline()).count == 1)
    }
}
