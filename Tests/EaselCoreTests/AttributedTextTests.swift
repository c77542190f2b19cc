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
