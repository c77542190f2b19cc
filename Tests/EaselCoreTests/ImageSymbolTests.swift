import EaselText
import Foundation
import Testing
@testable import EaselCore

// System symbols, sized by the rule in SymbolGlyph.swift (`SymbolBox`), with SF's metrics for the
// system font (ascender + descender 2444/2048 em, cap height 1443/2048 em):
//   height = line height:   .body (17 pt) 20.2871 → ⌈60.86⌉ / 3 = 61/3;  .title (28 pt) 33.4141 → 101/3
//   icon band (1536 units) = 1.25 × cap height: .body 14.9725 pt;  .title 24.6606 pt
//   width = advance × band / 1536:  star (1664 units) .body 16.2202 → ⌈48.66⌉ / 3 = 49/3, .title 26.7157
//   → 27;  user-o, question-circle-o (1536) .body 14.9725 → 15;  chevron-right (1036) 10.0988 → 31/3.

@Suite("Image symbols")
struct ImageSymbolTests {
    @Test func bodySizes() {
        let (leaves, _) = imageLeaves(HStack {
            Image(systemName: "star.fill")
            Image(systemName: "person")
            Image(systemName: "chevron.right")
        })
        #expect(leaves.map(\.naturalSize) == [
            CGSize(width: 49.0 / 3, height: 61.0 / 3),
            CGSize(width: 15, height: 61.0 / 3),
            CGSize(width: 31.0 / 3, height: 61.0 / 3),
        ])
    }

    @Test func titleSizes() {
        let layout = lay(Image(systemName: "star.fill").id("star").font(.title))
        expectFrame(layout, "star", rect((390 - 27) / 2, (844 - 101.0 / 3) / 2, 27, 101.0 / 3))
    }

    @Test func systemFontSize() {
        // 40 pt: line 47.7344 → 144/3 = 48; band 35.2295, star 38.1653 → 115/3.
        let (leaf, _) = imageLeaf(Image(systemName: "star").font(.system(size: 40)))
        #expect(leaf?.naturalSize == CGSize(width: 115.0 / 3, height: 48))
    }

    @Test func imageScaleSmallAndLarge() {
        // .large: line × 1.3 = 26.3732 → 80/3; star 16.2202 × 1.3 = 21.0863 → 64/3.
        // .small: line × 0.8 = 16.2297 → 49/3; star 12.9762 → 13.
        let (large, _) = imageLeaf(Image(systemName: "star").imageScale(.large))
        #expect(large?.naturalSize == CGSize(width: 64.0 / 3, height: 80.0 / 3))
        let (small, _) = imageLeaf(Image(systemName: "star").imageScale(.small))
        #expect(small?.naturalSize == CGSize(width: 13, height: 49.0 / 3))
    }

    @Test func displayScaleRoundsTheBox() {
        // At 2×: ⌈40.57⌉ / 2 = 20.5 high; star ⌈32.44⌉ / 2 = 16.5.
        let (leaf, _) = imageLeaf(Image(systemName: "star.fill"), scale: 2)
        #expect(leaf?.naturalSize == CGSize(width: 16.5, height: 20.5))
    }

    @Test func glyphForTheRenderer() {
        let (leaf, _) = imageLeaf(Image(systemName: "star.fill"))
        guard let symbol = leaf?.symbol else {
            Issue.record("no symbol")
            return
        }
        let band = 17.0 * 1443 / 2048 * 1.25                                       // 14.9725…
        #expect(symbol.name == "star.fill")
        #expect(symbol.mapping == SymbolMapping(0xF005, "star"))
        #expect(symbol.face.familyName == SymbolFont.family)
        #expect(symbol.glyph != 0)
        #expect(abs(symbol.fontSize - band * 1792 / 1536) < 1e-9)                  // 17.468…
        // Centred: x = (49/3 - 16.2202) / 2; the band's centre (640 units up) on the box's centre.
        #expect(abs(symbol.origin.x - (49.0 / 3 - 1664 * band / 1536) / 2) < 1e-9)
        #expect(abs(symbol.origin.y - (61.0 / 6 + 640 * band / 1536)) < 1e-9)      // 16.4052…
        #expect(leaf?.bitmap() == nil)
        #expect(leaf?.placeholder == nil)
        #expect(leaf?.detail == "systemName: \"star.fill\"")
    }

    @Test func iconFontDesignBox() {
        // Fork Awesome's circle fills the icon band exactly: x 0…1536, y −1408…128 (y down).
        guard let glyph = SymbolFont.glyph(for: 0xF111) else {
            Issue.record("no circle glyph")
            return
        }
        #expect(glyph.advance == 1536)
        var points: [CGPoint] = []
        for element in glyph.face.glyphOutline(glyph.id, size: SymbolFont.unitsPerEm) {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, _), .curve(let p, _, _): points.append(p)
            case .closeSubpath: break
            }
        }
        #expect(points.map(\.x).min() == 0 && points.map(\.x).max() == 1536)
        #expect(points.map(\.y).min() == -SymbolFont.boxTop && points.map(\.y).max() == -SymbolFont.boxBottom)
    }

    @Test func everyMappedNameHasAGlyph() {
        #expect(SystemSymbols.names.count >= 250)
        let missing = SystemSymbols.names.filter { name in
            guard let mapping = SystemSymbols.mapping(for: name) else { return true }
            return SymbolFont.glyph(for: mapping.codePoint) == nil
        }
        #expect(missing.isEmpty, "no glyph for \(missing)")
        for name in ["person", "person.fill", "person.circle", "star", "star.fill", "heart", "heart.fill", "play",
                     "play.fill", "pause", "checkmark", "checkmark.circle", "xmark", "xmark.circle", "gear",
                     "magnifyingglass", "plus", "minus", "trash", "house", "bell", "envelope", "calendar", "clock",
                     "chevron.left", "chevron.right", "chevron.up", "chevron.down", "arrow.left", "arrow.right",
                     "info.circle", "exclamationmark.triangle", "square.and.arrow.up", "pencil", "bookmark", "flag",
                     "lock", "cart", "camera", "photo", "globe", "sparkles"] {
            #expect(SystemSymbols.mapping(for: name) != nil, "\(name) is not mapped")
        }
        #expect(SystemSymbols.mapping(for: "heart")?.iconName == "heart-o")
        #expect(SystemSymbols.mapping(for: "heart.fill")?.iconName == "heart")
        // Names public projects drew as placeholders (jordansinger/SwiftUI-Kit, mvolkmann's toolbar,
        // Kavsoft's sign-in screen, 100 Days' BucketList).
        #expect(["textformat", "speedometer", "hand.tap", "text.aligncenter", "suit.heart.fill", "applelogo", "star.circle", "star.circle.fill"].map { SystemSymbols.mapping(for: $0)?.iconName }
            == ["font", "tachometer", "hand-pointer-o", "align-center", "heart", "apple", "star-o", "star"])
        // Names of an income tracker, a step counter and an onboarding screen: a diagonal arrow in a
        // circle takes the circled arrow of the same sense.
        #expect(["arrow.up.right.circle.fill", "arrow.down.backward.circle.fill", "arrow.down.circle", "figure.walk", "cpu.fill", "tshirt", "cloud.rain", "snow"].map { SystemSymbols.mapping(for: $0)?.iconName }
            == ["arrow-circle-up", "arrow-circle-down", "arrow-circle-o-down", "male", "microchip", "shirtsinbulk", "umbrella", "snowflake-o"])
    }

    @Test func unknownNameIsAPlaceholderOfSymbolSize() {
        let (leaf, layout) = imageLeaf(Image(systemName: "no.such.symbol"))
        #expect(leaf?.naturalSize == CGSize(width: 15, height: 61.0 / 3))
        #expect(leaf?.symbol?.mapping.iconName == "question-circle-o")
        #expect(leaf?.placeholder?.kind == .unknownSymbol)
        #expect(leaf?.placeholder?.drawing == .symbol)
        #expect(layout.diagnostics == ["No system symbol named \"no.such.symbol\"; a question-mark placeholder is shown instead."])
    }

    @Test func symbolsAlignOnTheTextBaseline() {
        // The star's baseline: 61/6 + cap height / 2 = 10.1667 + 5.989 → 48/3 = 16 from its top.
        // Body text's first baseline is 49/3 (16.1865 rounded), so the star sits 1/3 lower.
        let (leaf, _) = imageLeaf(Image(systemName: "star.fill"))
        #expect(leaf?.baseline == 16)
        let layout = lay(HStack(alignment: .firstTextBaseline) {
            Image(systemName: "star.fill").id("star")
            Text("Favourites").id("text")
        })
        guard let star = layout.frame(id: "star"), let text = layout.frame(id: "text") else {
            Issue.record("missing views")
            return
        }
        #expect(abs((star.minY - text.minY) - 1.0 / 3) < 1e-9)
    }

    @Test func resizableSymbolStretches() {
        let layout = lay(Image(systemName: "star.fill").resizable().id("star").frame(width: 44, height: 40))
        expectFrame(layout, "star", rect(173, 402, 44, 40))
        let (leaf, _) = imageLeaf(Image(systemName: "star.fill").resizable())
        guard let leaf, let symbol = leaf.symbol, let placement = leaf.symbolPlacement(in: CGSize(width: 44, height: 40)) else {
            Issue.record("no placement")
            return
        }
        // The glyph's ink fills the frame exactly: Fork Awesome's star, 1664 × 1587 units.
        let ink = try! #require(symbol.inkBounds)
        #expect(abs(ink.width / ink.height - 1664.0 / 1587) < 1e-9)
        let placed = CGRect(x: placement.origin.x + ink.minX * placement.scaleX, y: placement.origin.y + ink.minY * placement.scaleY,
                            width: ink.width * placement.scaleX, height: ink.height * placement.scaleY)
        #expect(abs(placed.minX) < 1e-9 && abs(placed.minY) < 1e-9 && abs(placed.width - 44) < 1e-9 && abs(placed.height - 40) < 1e-9, "\(placed)")
        // Its natural size is its ink's: there the glyph is drawn at its own scale, its ink
        // filling the box.
        #expect(leaf.naturalSize == ink.size)
        let natural = leaf.symbolPlacement(in: leaf.naturalSize)
        #expect(natural?.scaleX == 1 && natural?.scaleY == 1 && natural?.origin == CGPoint(x: -ink.minX, y: -ink.minY))
        #expect(leaf.explicitAlignment(VerticalAlignment.firstTextBaseline.key, size: CGSize(width: 44, height: 40),
                                       proposal: .unspecified, in: LeafContext(environment: EnvironmentValues(), stackOrientation: nil)) == nil)
    }

    /// A round symbol fitted into a square frame stays round: the aspect ratio kept is its ink's,
    /// which the drawing stretches to the frame (a public app's 40 × 40 play buttons were drawn
    /// as 29.5 × 40 ellipses: the ratio of a line of text).
    @Test func aResizableSymbolKeepsItsInksAspectRatio() {
        let layout = lay(Image(systemName: "circle.fill").resizable().aspectRatio(contentMode: .fit).id("circle").frame(width: 40, height: 40))
        let (leaf, _) = imageLeaf(Image(systemName: "circle.fill").resizable())
        let ink = try! #require(leaf?.symbol?.inkBounds)
        let frame = try! #require(layout.frame(id: "circle"))
        #expect(abs(frame.width / frame.height - ink.width / ink.height) < 1e-9)
        #expect(frame.height == 40 && abs(frame.width - 40) < 0.5, "\(frame)")
    }

    @Test func symbolOverflowsASmallFrame() {
        // 49/3 × 61/3 centred on a 10 × 10 frame at (190, 417).
        let layout = lay(Image(systemName: "star.fill").id("star").frame(width: 10, height: 10))
        expectFrame(layout, "star", rect(190 - (49.0 / 3 - 10) / 2, 417 - (61.0 / 3 - 10) / 2, 49.0 / 3, 61.0 / 3))
    }

    @Test func foregroundColourRule() {
        let (plain, _) = imageLeaf(Image(systemName: "heart.fill"))
        #expect(plain?.renderingMode == .template)
        #expect(plain?.foreground == .color(.primary))
        let (red, _) = imageLeaf(Image(systemName: "heart.fill").foregroundColor(.red))
        #expect(red?.foreground == .color(.red))
        let (styled, _) = imageLeaf(Image(systemName: "heart.fill").foregroundStyle(Color.blue))
        #expect(styled?.foreground == .color(.blue))
        let (original, _) = imageLeaf(Image(systemName: "heart.fill").renderingMode(.original).foregroundColor(.red))
        #expect(original?.renderingMode == .original)
        #expect(original?.foreground == .color(.primary))
    }

    /// A slash changes what a symbol says: drawn without it, the layout says so.
    @Test func aMissingSlashedVariantIsSaid() {
        let layout = lay(HStack {
            Image(systemName: "heart")
            Image(systemName: "bell")
        }.symbolVariant(.slash))
        #expect(layout.diagnostics == ["symbolVariant(.slash): Easel has no stand-in for \"heart.slash\"; \"heart\" is drawn in its place."])
    }

    /// So does an enclosing shape Easel's stand-ins lack (SF Symbols has most); a fill alone isn't
    /// said, as iOS too draws the outlined symbol when there is no filled one.
    @Test func aMissingShapeVariantIsSaidButAMissingFillIsNot() {
        let squared = lay(Image(systemName: "bell").symbolVariant(.square.fill))
        #expect(squared.diagnostics == ["symbolVariant(.square.fill): Easel has no stand-in for \"bell.square.fill\"; \"bell\" is drawn in its place."])
        #expect(lay(Image(systemName: "xmark").symbolVariant(.fill)).diagnostics.isEmpty)
    }

    /// Image(systemName:variableValue:) (iOS 16): the whole symbol, the size of the plain one; a
    /// value below 1 is said not drawn, 1 (every layer filled) and nil draw what iOS draws.
    @Test func aVariableValueDrawsTheWholeSymbolAndSaysSo() {
        let plain = lay(Image(systemName: "star.fill"))
        let half = lay(Image(systemName: "star.fill", variableValue: 0.5))
        #expect(half.nodes(named: "Image").first?.frame == plain.nodes(named: "Image").first?.frame)
        #expect(half.diagnostics == ["Image(systemName: \"star.fill\", variableValue: 0.5): the variable value is not drawn: Easel's open symbol font has no variable layers, so the whole symbol is drawn."])
        #expect(lay(Image(systemName: "star.fill", variableValue: 1)).diagnostics.isEmpty)
        #expect(lay(Image(systemName: "star.fill", variableValue: nil)).diagnostics.isEmpty)
    }
}
