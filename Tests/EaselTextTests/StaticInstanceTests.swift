import Foundation
import Testing
@testable import EaselText

/// A variable face's instance made static for embedding (issue #14: PDF text as text).
@Suite struct StaticInstanceTests {
    /// The points of an outline at 2048 pt (one point per font unit of Inter), in order.
    func points(_ elements: [PathElement]) -> [CGPoint] {
        elements.flatMap { element -> [CGPoint] in
            switch element {
            case .move(let point), .line(let point): [point]
            case .quadCurve(let to, let control): [control, to]
            case .curve(let to, let control1, let control2): [control1, control2, to]
            case .closeSubpath: []
            }
        }
    }

    @Test func anInstanceKeepsItsGlyphsAdvancesAndOutlines() throws {
        let semibold = FontRegistry.shared.face(for: FontDescription(family: .system(.default), size: 17, weight: 600))
        #expect(semibold.isVariableInstance)
        let data = try #require(semibold.staticInstance())
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("easel-instance-\(UUID().uuidString).ttf")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let instance = try FontRegistry.shared.face(at: file).get()
        #expect(!instance.isVariableInstance)
        // Same glyph ids, same advances to the font unit, outlines within one font unit (HarfBuzz
        // rounds the instanced points; FreeType keeps fractions).
        for scalar in "Hamburgefonstiv 0123456789 €ß".unicodeScalars {
            let glyph = try #require(semibold.glyph(for: scalar))
            #expect(instance.glyph(for: scalar) == glyph)
            #expect(approx(instance.advance(glyph) * 2048, semibold.advance(glyph) * 2048, 1e-6), "\(scalar)")
            let expected = points(semibold.glyphOutline(glyph, size: 2048))
            let actual = points(instance.glyphOutline(glyph, size: 2048))
            #expect(actual.count == expected.count, "\(scalar)")
            #expect(zip(actual, expected).allSatisfy { approx($0.x, $1.x, 1) && approx($0.y, $1.y, 1) }, "\(scalar)")
        }
        // Bold differs from semibold: the instance is the one asked for, not the default.
        let bold = FontRegistry.shared.face(for: FontDescription(family: .system(.default), size: 17, weight: 700))
        let b = try #require(bold.glyph(for: "b"))
        #expect(instance.advance(b) != bold.advance(b))
    }

    @Test func aStaticFaceHasNoInstanceToMake() {
        let mono = FontRegistry.shared.face(for: FontDescription(family: .system(.monospaced), size: 17))
        #expect(!mono.isVariableInstance)
        #expect(mono.staticInstance() == nil)
    }
}
