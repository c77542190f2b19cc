import Foundation
import Testing
@testable import EaselCore

/// Markdown's `^[text](inflect: true)` in a `Text`: the counted noun agrees with its number.
@Suite struct InflectionTests {
    private func shown(_ count: Int, _ noun: String) -> String {
        Text("^[\(count) \(noun)](inflect: true)").string
    }

    @Test func nounsAgreeWithTheirNumber() {
        #expect(shown(1, "person") == "1 person")
        #expect(shown(2, "person") == "2 people")
        #expect(shown(0, "person") == "0 people")
        #expect(shown(3, "apple") == "3 apples")
        #expect(shown(2, "box") == "2 boxes")
        #expect(shown(5, "city") == "5 cities")
        #expect(shown(5, "day") == "5 days")
        #expect(shown(2, "knife") == "2 knives")
        #expect(shown(4, "sheep") == "4 sheep")
        #expect(shown(2, "cup of coffee") == "2 cups of coffee")
        #expect(shown(3, "large pizza") == "3 large pizzas")
        #expect(shown(1000, "Child") == "1000 Children")
        #expect(Text("You have ^[\(2) new message](inflect: true).").string == "You have 2 new messages.")
    }

    @Test func otherAttributeSpansShowTheirText() {
        #expect(Text("^[Hello](morphology: {gender: \"feminine\"}) there").string == "Hello there")
        // No attributes after the bracket: written as it is.
        #expect(Text("^[not a span] ok").string == "^[not a span] ok")
        // An escaped caret is a caret: the bracket after it opens a link.
        #expect(Text("\\^[2 person](inflect: true)").string == "^2 person")
        // Still plain where the span isn't inflected, and styling inside spans stays.
        let text = Text("^[**2** item](inflect: false)")
        #expect(text.string == "2 item")
    }
}
