import EaselText
import Foundation
import Testing
@testable import EaselCore

private enum RainbowAttribute: AttributedStringKey {
    typealias Value = Int
    static let name = "Test.Rainbow"
}

/// `AttributedString` in `Text` (issue #14): SwiftUI's attributes set as on Apple's platforms.
@Suite struct AttributedTextTests {
    @Test func attributesBecomeRunsStyledAsByHand() {
        var string = AttributedString("Hello ")
        var world = AttributedString("world")
        world.foregroundColor = .red
        world.font = .headline
        world.underlineStyle = .single
        world.kern = 2
        string += world
        let text = Text(string)
        #expect(text.segments.map(\.string) == ["Hello ", "world"])
        #expect(text.segments[1].color == .red)
        #expect(text.segments[1].font == .headline)
        let attributed = lay(text.id("t"))
        let byHand = lay((Text("Hello ") + Text("world").foregroundColor(.red).font(.headline).underline().kerning(2)).id("t"))
        #expect(attributed.frame(id: "t") == byHand.frame(id: "t"))
        #expect(attributed.diagnostics.isEmpty)
    }

    @Test func rangesLinksAndBackgrounds() throws {
        var string = AttributedString("Read the terms now")
        let range = try #require(string.range(of: "terms"))
        string[range].link = URL(string: "https://example.com/terms")
        string[range].backgroundColor = .yellow
        let leaf = TextLeaf(text: Text(string), environment: EnvironmentValues())
        #expect(leaf.runs.map(\.text) == ["Read the ", "terms", " now"])
        #expect(leaf.colors[leaf.runs[1].tag] == .accentColor)
        #expect(leaf.decorations[leaf.runs[1].tag].background == .yellow)
        #expect(leaf.decorations[leaf.runs[0].tag].background == nil)
    }

    @Test func attributesEaselDoesntDrawAreSaid() {
        var string = AttributedString("Shiny")
        string[RainbowAttribute.self] = 7
        let layout = lay(Text(string))
        #expect(hasDiagnostic(layout, "its AttributedString has attributes Easel doesn't draw"))
        #expect(Text(string).segments.map(\.string) == ["Shiny"])
    }

    @Test func anEmptyAttributedStringIsEmptyText() {
        #expect(lay(Text(AttributedString("")).id("t")).frame(id: "t")?.size == .zero)
    }
}

/// `AttributedString(markdown:)`, which public files pass to `Text` (Linux's Foundation lacks it).
@Suite struct AttributedStringMarkdownTests {
    typealias Intent = AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute

    @Test func inlineMarksBecomeIntentsAndLinks() throws {
        let string = try AttributedString(markdown: "**Hello** _world_ `code` ~~old~~ [site](https://example.com)")
        #expect(String(string.characters) == "Hello world code old site")
        let runs = string.runs.map { (String(string[$0.range].characters), $0[Intent.self], $0.link) }
        #expect(runs.map(\.0) == ["Hello", " ", "world", " ", "code", " ", "old", " ", "site"])
        #expect(runs[0].1 == .stronglyEmphasized && runs[2].1 == .emphasized && runs[4].1 == .code && runs[6].1 == .strikethrough)
        #expect(runs[1].1 == nil && runs[8].2 == URL(string: "https://example.com"))
        // Text draws the marks as SwiftUI does, and says nothing is left out.
        let segments = Text(string).segments
        #expect(segments[0].isBold && segments[2].isItalic && segments[4].isMonospaced && segments[6].strikethrough == .some(.single))
        #expect(segments[8].link == URL(string: "https://example.com"))
        let layout = ViewLayout(of: Text(string), in: CGSize(width: 390, height: 100))
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
    }

    @Test func blocksReadAsApplesParserLeavesThemForText() throws {
        let markdown = "# Title\nSome *text*\nmore\n\n- one\n- two\n\n> quoted\n> lines"
        #expect(String(try AttributedString(markdown: markdown).characters) == "TitleSome text moreonetwoquoted lines")
        let inline = try AttributedString(markdown: "a  \n\n b *c*", options: .init(interpretedSyntax: .inlineOnly))
        #expect(String(inline.characters) == "a b c")
        let preserved = try AttributedString(markdown: "# a\n\n**b**", options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        #expect(String(preserved.characters) == "# a\n\nb")
    }
}

/// `LocalizedStringResource` (Linux's Foundation lacks it): shown as its default value.
@Suite struct LocalizedStringResourceTests {
    func label(_ name: LocalizedStringResource) -> some View { Text(name) }

    @Test func aResourceIsShownAsWritten() {
        let count = 3
        let layout = ViewLayout(of: VStack {
            label("SmileMax - **Glow** Up")
            label("\(count) apps")
            Text("A literal stays a key")
        }, in: CGSize(width: 390, height: 300))
        #expect(layout.nodes(named: "Text").compactMap(\.detail) == ["\"SmileMax - Glow Up\"", "\"3 apps\"", "\"A literal stays a key\""])
        let resource = LocalizedStringResource("greeting", defaultValue: "Hello")
        #expect(String(localized: resource) == "Hello" && resource.key == "greeting")
    }
}
