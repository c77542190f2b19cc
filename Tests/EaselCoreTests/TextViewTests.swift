import EaselText
import Foundation
import Testing
@testable import EaselCore

/// Text as a view: sizes from real fonts (widths checked against hb-shape in EaselTextTests'
/// oracle), SF's line metrics, the zero-proposal rule, baselines and text-aware spacing.
@Suite struct TextViewTests {
    /// A length rounded up to the 3× pixel grid, as Text's sizes are (platform-constants §2.2).
    func ceil3(_ value: CGFloat) -> CGFloat { (value * 3).rounded(.up) / 3 }

    /// SF's vertical metrics at 17 pt (platform-constants §2.1 [measured]).
    let ascender17: CGFloat = 1950.0 / 2048 * 17
    let descender17: CGFloat = 494.0 / 2048 * 17
    let capHeight17: CGFloat = 1443.0 / 2048 * 17

    @Test func idealSizeIsTheWholeStringOnOneLine() {
        // hb-shape: "Hello" at .body is 38.4789 pt; "Hello world" 85.1607 pt (OracleWidthTests).
        // One .body line is 20.287 pt tall, 20.333 on the 3× grid.
        let layout = lay(VStack(spacing: 0) {
            Text("Hello").id("hello")
            Text("Hello world").id("world")
        })
        #expect(layout.frame(id: "hello")?.size == CGSize(width: ceil3(38.4789), height: 61.0 / 3))
        // 85.333 × 20.333: the size fatbobman logged for Text("Hello world") on iOS 16 (spec §18 [M]).
        expectSize(layout.frame(id: "world")?.size, CGSize(width: 256.0 / 3, height: 61.0 / 3))
    }

    /// (style, height at 3×, height at 2×), from platform-constants §2.3.
    static let styleHeights: [(Font, CGFloat, CGFloat)] = [
        (Font.largeTitle, 122.0 / 3, 41.0), (Font.title, 101.0 / 3, 33.5), (Font.title2, 79.0 / 3, 26.5),
        (Font.title3, 24.0, 24.0), (Font.headline, 61.0 / 3, 20.5), (Font.body, 61.0 / 3, 20.5),
        (Font.callout, 58.0 / 3, 19.5), (Font.subheadline, 18.0, 18.0), (Font.footnote, 47.0 / 3, 16.0),
        (Font.caption, 43.0 / 3, 14.5), (Font.caption2, 40.0 / 3, 13.5),
    ]

    @Test(arguments: styleHeights)
    func oneLineHeightsFollowSFMetrics(font: Font, height3x: CGFloat, height2x: CGFloat) {
        // platform-constants §2.3: ascender + descender of SF, rounded up to the pixel grid.
        #expect(abs(lay(Text("Hg").font(font).id("t"), scale: 3).frame(id: "t")!.height - height3x) < 1e-9)
        #expect(abs(lay(Text("Hg").font(font).id("t"), scale: 2).frame(id: "t")!.height - height2x) < 1e-9)
    }

    @Test func aZeroProposalInEitherDimensionGivesNothing() {
        // fatbobman measured 0 × 0 for Text proposed 0 in any dimension (spec §18 [M] FAT-SIZE1).
        let layout = lay(VStack {
            Text("Hello").frame(width: 0).id("narrow")
            Text("Hello").frame(height: 0).id("flat")
        })
        #expect(layout.frame(id: "narrow")?.size == .zero)
        #expect(layout.frame(id: "flat")?.size == .zero)
    }

    @Test func aStackOffersTextItsShareFirstBecauseItIsLeastFlexible() {
        // Text is flexible from 0 (its zero-proposal size) to its ideal width 85.333; the colours from
        // 0 to ∞. Least flexible first: the text is offered (300 − 16) / 3 = 94.667 and takes its
        // ideal 85.333; the colours share the remaining 198.667 (spec §3.3, FG-hstack [M]).
        let ideal: CGFloat = 256.0 / 3
        let layout = lay(HStack {
            Color.red.id("left")
            Text("Hello world").id("text")
            Color.blue.id("right")
        }.frame(width: 300, height: 100))
        let colour = (284 - ideal) / 2
        expectFrame(layout, "left", rect(45, 372, colour, 100))
        expectFrame(layout, "text", rect(45 + colour + 8, 372 + (100 - 61.0 / 3) / 2, ideal, 61.0 / 3))
        expectFrame(layout, "right", rect(45 + colour + 16 + ideal, 372, colour, 100))
    }

    @Test func aNarrowProposalWrapsAndReportsTheWidestLine() {
        let sentence = "The quick brown fox jumps over the lazy dog"
        let layout = lay(Text(sentence).frame(width: 200).id("frame"))
        let text = layout.root.children[0]
        // The text layer's lines for 200 points (its breaks are tested in EaselTextTests).
        // hb-shape at 17 pt with SF's tracking: "The quick brown fox jumps" is 204.734 pt, too wide, so
        // the first line ends after "fox" (154.672); the second, "jumps over the lazy dog", is
        // 181.712 pt, the widest line, 182 on the 3× grid.
        let lines = TextEngine.layout(sentence, font: .body, proposedWidth: 200, proposedHeight: 844).lines
        #expect(lines.map(\.text) == ["The quick brown fox", "jumps over the lazy dog"])
        #expect(abs(text.frame.width - 182) < 1e-9)
        #expect(text.frame.width < 200)
        #expect(abs(text.frame.height - ceil3(2 * (ascender17 + descender17))) < 1e-9)
    }

    @Test func lineLimitTruncatesTheLastLineWithAnEllipsis() {
        // Apple's documentation shows "Brevity is the soul of wit." in 100 points as "Brevity is t…".
        let view = Text("Brevity is the soul of wit.").lineLimit(1).frame(width: 100)
        let layout = lay(view)
        let leaf = try! #require(layout.root.children[0].layoutNode as? LeafNode)
        let textLeaf = try! #require(leaf.content as? TextLeaf)
        let laidOut = textLeaf.layout(for: layout.root.children[0].layoutNode.placementProposal)
        #expect(laidOut.lines.map(\.text) == ["Brevity is t…"])
        #expect(laidOut.isTruncated)
        #expect(layout.root.children[0].frame.height == 61.0 / 3)
    }

    @Test func aFixedFrameShowsTheLinesThatFitThenTruncates() {
        // 100 × 50: two 20.287-point lines fit (40.574 → 40.667), the third does not.
        let layout = lay(Text("Brevity is the soul of wit.").frame(width: 100, height: 50).id("frame"))
        let text = layout.root.children[0]
        #expect(abs(text.frame.height - 122.0 / 3) < 1e-9)
        expectFrame(layout, "frame", rect(145, 397, 100, 50))
    }

    @Test func firstTextBaselinesLineUpAcrossFontSizes() {
        // First baselines at 3×: caption 11.333, title 26.667 (platform-constants §2.3); a view without
        // text has its baseline at its bottom (spec §9). Above the line: 26.667 (title); below it:
        // title 33.667 − 26.667 = 7.
        let layout = lay(HStack(alignment: .firstTextBaseline) {
            Text("Caption").font(.caption).id("caption")
            Text("Title").font(.title).id("title")
            Color.red.frame(width: 20, height: 20).id("box")
        })
        let stack = layout.root.frame
        #expect(abs(stack.height - 101.0 / 3) < 1e-9)
        #expect(abs(layout.frame(id: "caption")!.minY - stack.minY - (80.0 / 3 - 34.0 / 3)) < 1e-9)
        #expect(abs(layout.frame(id: "title")!.minY - stack.minY) < 1e-9)
        #expect(abs(layout.frame(id: "box")!.minY - stack.minY - (80.0 / 3 - 20)) < 1e-9)
    }

    @Test func lastTextBaselineOfAStackIsItsLowestText() {
        // A VStack passes up its last text's baseline (the lowest; spec §3.7, contested §24.4).
        let layout = lay(HStack(alignment: .lastTextBaseline) {
            VStack(alignment: .leading, spacing: 0) {
                Text("Line one")
                Text("Line two").id("second")
            }
            Text("Side").font(.caption).id("side")
        })
        let second = layout.frame(id: "second")!
        let side = layout.frame(id: "side")!
        // Baselines: .body 16.333 below its top, .caption 11.333.
        #expect(abs((second.minY + 49.0 / 3) - (side.minY + 34.0 / 3)) < 1e-9)
    }

    @Test func stacksKeepTextAwareDistancesVertically() {
        // platform-constants §3.2 at 17 pt: lineHeight 20.287, d = ceilPixel(2.029) = 2.333;
        // above a text: 20.287 + 2.333 − 16.187 = 6.434; below: max(20.287 + 2.333 − 11.978, 2.333 +
        // 4.101) = 10.642; text on text: the lower text's leading, 0.
        let d: CGFloat = 7.0 / 3
        let line = ascender17 + descender17
        let above = line + d - ascender17
        let below = max(line + d - capHeight17, d + descender17)
        let layout = lay(VStack {
            Color.red.frame(width: 10, height: 10).id("top")
            Text("One").id("one")
            Text("Two").id("two")
            Color.red.frame(width: 10, height: 10).id("bottom")
        })
        let top = layout.frame(id: "top")!, one = layout.frame(id: "one")!
        let two = layout.frame(id: "two")!, bottom = layout.frame(id: "bottom")!
        #expect(abs(one.minY - top.maxY - above) < 1e-9)
        #expect(abs(two.minY - one.maxY) < 1e-9)
        #expect(abs(bottom.minY - two.maxY - below) < 1e-9)
        // Beside text, the default 8 (Text publishes nothing for its sides).
        let row = lay(HStack { Text("A").id("a"); Color.red.frame(width: 10, height: 10).id("b") })
        #expect(abs(row.frame(id: "b")!.minX - row.frame(id: "a")!.maxX - 8) < 1e-9)
    }

    @Test func concatenatedTextKeepsEachRunsFont() {
        // `.bold()` on .body text is its emphasized weight, semibold (platform-constants §1.1).
        // hb-shape with SF's tracking: "Hello " regular 42.8182 pt, "World" at wght 600 46.1760 pt.
        let layout = lay((Text("Hello ") + Text("World").bold()).id("t"))
        #expect(layout.frame(id: "t")?.width == ceil3(42.8182 + 46.1760))
        let leaf = try! #require(layout.root.layoutNode as? LeafNode)
        let text = try! #require(leaf.content as? TextLeaf)
        #expect(text.runs.map(\.font.weight) == [400, 600])  // .body's emphasized weight is semibold (§1.1)
    }

    @Test func fontsAndColoursComeFromRunsThenTheEnvironment() {
        let view = VStack {
            Text("A").id("a")
            Text("B").foregroundColor(.red).font(.title).id("b")
        }
        .font(.caption)
        .foregroundColor(.blue)
        let layout = lay(view)
        func leaf(_ id: String) -> TextLeaf {
            let node = layout.storage.entries.first { $0.node.ids.contains(AnyHashable(id)) }!.node as! LeafNode
            return node.content as! TextLeaf
        }
        #expect(leaf("a").runs[0].font.size == 12)
        #expect(leaf("a").colors == [.blue])
        #expect(leaf("b").runs[0].font.size == 28)
        #expect(leaf("b").colors == [.red])
    }

    @Test func emptyTextTakesNoSpace() {
        #expect(lay(Text("").id("e")).frame(id: "e")?.size == .zero)
    }

    @Test func interpolationAndVerbatimShowTheirCharacters() {
        let count = 3
        #expect(Text("Count: \(count)").string == "Count: 3")
        #expect(Text(verbatim: "**not bold**").string == "**not bold**")
        #expect(Text(String("stored")).string == "stored")
        #expect(Text("Score \(Text("9").bold())").segments.map(\.isBold) == [false, true])
    }

    @Test func minimumScaleFactorShrinksTheWholeRunBeforeTruncating() {
        // 184.99 points at 17 pt (hb-shape); in 150 points it fits once scaled to about 0.8.
        let view = Text("Brevity is the soul of wit.").lineLimit(1).minimumScaleFactor(0.5).frame(width: 150)
        let layout = lay(view)
        let node = layout.root.children[0].layoutNode as! LeafNode
        let laidOut = (node.content as! TextLeaf).layout(for: node.placementProposal)
        #expect(!laidOut.isTruncated)
        #expect(laidOut.scaleFactor < 1 && laidOut.scaleFactor >= 0.5)
        #expect(laidOut.lines.map(\.text) == ["Brevity is the soul of wit."])
        #expect(layout.root.children[0].frame.width <= 150)
    }

    /// Text no installed font can draw is said on the layout, with the characters and the font
    /// asked for (issue #14: never boxes in silence); text every font has says nothing.
    @Test func charactersNoFontHasLeaveADiagnostic() {
        let missing = lay(Text("Khitan \u{18B00}").font(.headline))
        #expect(missing.diagnostics.count == 1)
        #expect(hasDiagnostic(missing, "Text \"Khitan \u{18B00}\": no installed font can draw \"\u{18B00}\" (U+18B00); asked for the system font. They are drawn as empty boxes"))
        #expect(lay(Text("日本語 עברית 한국어 ไทย")).diagnostics.isEmpty)
    }
}
