import EaselText
import Foundation
import Testing
@testable import EaselCore

/// Markdown in `Text` literals and `LocalizedStringKey` (issue #14), as CommonMark's delimiter
/// rules and SwiftUI's inline-only rendering give it; `verbatim:` and stored strings stay literal.
@Suite struct MarkdownTextTests {
    typealias Style = InlineMarkdown.Style

    func runs(_ source: String) -> [String] {
        InlineMarkdown.parse(source).map { run in
            var marks = ""
            if run.style.bold { marks += "B" }
            if run.style.italic { marks += "I" }
            if run.style.code { marks += "C" }
            if run.style.strikethrough { marks += "S" }
            if let link = run.style.link { marks += "L(\(link.absoluteString))" }
            return marks.isEmpty ? run.text : "\(marks):\(run.text)"
        }
    }

    @Test func emphasisStrongCodeStrikethroughAndLinks() {
        #expect(runs("**Bold** text") == ["B:Bold", " text"])
        #expect(runs("*italic* and _also_") == ["I:italic", " and ", "I:also"])
        #expect(runs("***both***") == ["BI:both"])
        #expect(runs("__strong__") == ["B:strong"])
        #expect(runs("use `let x = *y*` here") == ["use ", "C:let x = *y*", " here"])
        #expect(runs("~~gone~~ and ~also~") == ["S:gone", " and ", "S:also"])
        #expect(runs("see [the docs](https://example.com/a_b) now") == ["see ", "L(https://example.com/a_b):the docs", " now"])
        #expect(runs("[**bold link**](https://x.org)") == ["BL(https://x.org):bold link"])
        #expect(runs("<https://swift.org>") == ["L(https://swift.org):https://swift.org"])
        #expect(runs("**bold *and italic* inside**") == ["B:bold ", "BI:and italic", "B: inside"])
    }

    @Test func whatIsNotMarkdownStaysAsWritten() {
        #expect(runs("snake_case_name") == ["snake_case_name"])
        #expect(runs("2 * 3 * 4") == ["2 * 3 * 4"])
        #expect(runs("\\*not italic\\*") == ["*not italic*"])
        #expect(runs("# Heading and - list") == ["# Heading and - list"])
        #expect(runs("[no link] (here)") == ["[no link] (here)"])
        #expect(runs("`unclosed code") == ["`unclosed code"])
        #expect(runs("a ~~~b~~~ c") == ["a ~~~b~~~ c"])
    }

    @Test func unbalancedMarkersKeepTheirCharacters() {
        // CommonMark: the leftover delimiter characters are text.
        #expect(runs("**unclosed") == ["**unclosed"])
        #expect(runs("**a*") == ["*", "I:a"])
        #expect(runs("*a**") == ["I:a", "*"])
        // CommonMark 0.30's examples 419 and 411 (the rule of three).
        #expect(runs("*foo**bar*") == ["I:foo**bar"])
        #expect(runs("*foo**bar**baz*") == ["I:foo", "BI:bar", "I:baz"])
        #expect(runs("[[[") == ["[[["])
        #expect(runs("]]] **") == ["]]] **"])
    }

    @Test func literalsRenderMarkdownAndVerbatimDoesNot() {
        let literal = Text("**Bold** text")
        #expect(literal.segments.map(\.string) == ["Bold", " text"])
        #expect(literal.segments.map(\.isBold) == [true, false])
        #expect(Text(verbatim: "**Bold** text").segments.map(\.string) == ["**Bold** text"])
        let stored = "**Bold** text"
        #expect(Text(stored).segments.map(\.string) == ["**Bold** text"])
        #expect(Text(LocalizedStringKey(stored)).segments.map(\.string) == ["Bold", " text"])
    }

    @Test func interpolatedValuesAreArgumentsNotMarkdown() {
        let name = "*Ada*"
        let text = Text("Hello, **\(name)**!")
        #expect(text.segments.map(\.string) == ["Hello, ", "*Ada*", "!"])
        #expect(text.segments.map(\.isBold) == [false, true, false])
        let styled = Text("_see \(Text("this").foregroundColor(.red))_")
        #expect(styled.segments.map(\.string) == ["see ", "this"])
        #expect(styled.segments.map(\.isItalic) == [true, true])
        #expect(styled.segments[1].color == .red)
    }

    /// The widths of Markdown runs equal the same runs styled by hand.
    @Test func markdownMeasuresAsTheSameRunsStyledByHand() {
        let markdown = lay(Text("Plain **bold** *italic* `code` ~~struck~~").id("t"))
        let byHand = lay((Text("Plain ") + Text("bold").bold() + Text(" ") + Text("italic").italic() + Text(" ")
            + Text("code").font(.body.monospaced()) + Text(" ") + Text("struck").strikethrough()).id("t"))
        #expect(markdown.frame(id: "t") == byHand.frame(id: "t"))
        #expect(markdown.frame(id: "t")!.width > lay(Text(verbatim: "Plain bold italic code struck").id("t")).frame(id: "t")!.width - 1)
    }

    @Test func linksTakeTheTintAndCodeTheMonospacedDesign() {
        let environment = EnvironmentValues()
        let leaf = TextLeaf(text: Text("Read [more](https://example.com) or `code`").foregroundColor(.red), environment: environment)
        #expect(leaf.runs.map(\.text) == ["Read ", "more", " or ", "code"])
        #expect(leaf.colors[leaf.runs[1].tag] == .accentColor)
        #expect(leaf.colors[leaf.runs[0].tag] == .red)
        #expect(leaf.runs[3].font.family == .system(.monospaced))
        var tinted = EnvironmentValues()
        tinted.tintColor = .green
        let green = TextLeaf(text: Text("[more](https://example.com)"), environment: tinted)
        #expect(green.colors[green.runs[0].tag] == .green)
    }
}
