import Foundation
import Testing
@testable import EaselText

/// Inter stands in for SF Pro without its contextual alternates, which would rewrite characters.
@Suite struct ContextualAlternatesTests {
    private func glyphs(_ text: String) -> [UInt32] {
        let face = FontRegistry.shared.face(for: .body)
        return Shaper.shape(ShapeKey(text: Array(text.utf16), face: face, rightToLeft: false, script: 0x4C61_746E, tabularDigits: false)).glyphs
    }

    @Test func interKeepsTheCharactersWritten() {
        #expect(FontRegistry.shared.face(for: .body).familyName.hasPrefix("Inter"))
        // Each character keeps its own glyph: "x" between digits is not a multiplication sign,
        // "->" and "=>" are not arrows.
        for text in ["1920x1080", "a -> b", "a => b", "M6x20"] {
            let alone = text.map { glyphs(String($0))[0] }
            #expect(glyphs(text) == alone, "\(text)")
        }
        #expect(glyphs("×") != glyphs("x"))
    }

    @Test func aColonBetweenDigitsIsRaisedAsSFProRaisesIt() {
        let colon = glyphs(":")[0]
        #expect(glyphs("9:41")[1] != colon)
        #expect(glyphs("9:41")[0] == glyphs("9")[0] && glyphs("9:41")[2] == glyphs("4")[0])
        // Elsewhere the colon is the colon.
        #expect(glyphs("Note: 9")[4] == colon)
        #expect(glyphs("9:")[1] == colon)
    }
}
