import Testing
import Foundation
@testable import EaselCore

/// The text field forms real files use (issue #18): prompts, formatted values, growing fields,
/// fields labelled by views.
@Suite struct TextFieldFormsTests {
    func texts(_ layout: ViewLayout) -> [String] {
        layout.nodes(named: "Text").compactMap(\.detail)
    }

    @Test func aPromptIsThePlaceholder() {
        let layout = ViewLayout(of: VStack {
            TextField("Name", text: .constant(""), prompt: Text("Required"))
            SecureField("Password", text: .constant(""), prompt: Text("8 characters or more"))
            TextField(text: .constant(""), prompt: Text("Email")) { Text("Address") }
        }, in: CGSize(width: 390, height: 300))
        #expect(texts(layout) == ["\"Required\"", "\"8 characters or more\"", "\"Email\""])
    }

    @Test func aFieldsTextFollowsTheMultilineTextAlignment() throws {
        // In a 300-wide field the line is centred on 150, or ends at 300; the placeholder moves
        // with it.
        func textFrame(_ alignment: TextAlignment, text: String = "42") -> CGRect? {
            let layout = ViewLayout(of: TextField("Amount", text: .constant(text)).multilineTextAlignment(alignment).frame(width: 300),
                                    in: CGSize(width: 300, height: 100))
            return layout.nodes(named: "Text").first?.frame
        }
        let leading = try #require(textFrame(.leading))
        let centred = try #require(textFrame(.center))
        let trailing = try #require(textFrame(.trailing))
        #expect(leading.minX == 0)
        #expect(abs(centred.midX - 150) < 0.5, "\(centred)")
        #expect(trailing.maxX == 300, "\(trailing)")
        #expect(try #require(textFrame(.trailing, text: "")).maxX == 300)
    }

    struct Amount: View {
        @State var amount = 1234.5
        @State var count = 3
        var body: some View {
            VStack {
                TextField("Amount", value: $amount, format: .number)
                TextField("Count", value: $count, formatter: NumberFormatter())
                Text("\(amount) \(count)")
            }
        }
    }

    @Test func aFormattedValueShowsInTheLocaleAndParsesWhatIsTyped() throws {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "en_US")
        let layout = ViewLayout(of: Amount(), in: CGSize(width: 390, height: 300), environment: environment)
        #expect(texts(layout).first == "\"1,234.5\"")
        var german = EnvironmentValues()
        german.locale = Locale(identifier: "de_DE")
        #expect(texts(ViewLayout(of: Amount(), in: CGSize(width: 390, height: 300), environment: german)).first == "\"1.234,5\"")

        let host = ViewHost(Amount().environment(\.locale, Locale(identifier: "en_US")))
        try host.type("42.25", into: "Amount")
        try host.type("7", into: "Count")
        #expect(texts(host.layout).last == "\"42.25 7\"")
        // Text that doesn't parse leaves the value as it was.
        try host.type("lots", into: "Amount")
        #expect(texts(host.layout).last == "\"42.25 7\"")
    }

    @Test func aVerticalFieldWrapsItsText() {
        let long = String(repeating: "word ", count: 30)
        let oneLine = ViewLayout(of: TextField("Notes", text: .constant(long)).frame(width: 200), in: CGSize(width: 390, height: 600))
        let growing = ViewLayout(of: TextField("Notes", text: .constant(long), axis: .vertical).frame(width: 200), in: CGSize(width: 390, height: 600))
        let line = try! #require(oneLine.nodes(named: "Text").first?.frame.height)
        #expect(growing.nodes(named: "Text").first!.frame.height > 3 * line)
        // A line limit around it stops the growth.
        let limited = ViewLayout(of: TextField("Notes", text: .constant(long), axis: .vertical).lineLimit(2).frame(width: 200), in: CGSize(width: 390, height: 600))
        #expect(abs(limited.nodes(named: "Text").first!.frame.height - 2 * line) < 3)
    }
}

/// Forms of public files that didn't compile or showed an empty field: a label closure, a
/// localized key, an optional value, the iOS 13 editing callbacks.
@Suite struct TextFieldInitializerTests {
    func texts(_ layout: ViewLayout) -> [String] {
        layout.nodes(named: "Text").compactMap(\.detail)
    }

    /// With no prompt, a `Text` label's words are the placeholder, as iOS shows them.
    @Test func aTextLabelIsThePlaceholder() {
        let layout = ViewLayout(of: VStack {
            TextField(text: .constant("")) { Text("Enter your email") }
            SecureField(text: .constant("")) { Text("Password") }
            TextField(text: .constant("typed")) { Text("Name") }
        }, in: CGSize(width: 390, height: 300))
        #expect(texts(layout) == ["\"Enter your email\"", "\"Password\"", "\"typed\""])
    }

    /// An empty field with nothing to show is still a line tall, and a vertical one as many lines
    /// as its line limit's range starts at.
    @Test func anEmptyFieldKeepsItsLines() throws {
        let canvas = CGSize(width: 390, height: 600)
        let line = try #require(ViewLayout(of: TextField("Name", text: .constant("")), in: canvas).nodes(named: "Text").first?.frame.height)
        #expect(line > 20)
        let empty = try #require(ViewLayout(of: TextField("", text: .constant("")), in: canvas).nodes(named: "Text").first)
        #expect(empty.frame.height == line)
        let reserved = try #require(ViewLayout(of: TextField("", text: .constant(""), axis: .vertical).lineLimit(5...8), in: canvas).nodes(named: "Text").first)
        #expect(abs(reserved.frame.height - 5 * line) < 2, "\(reserved.frame.height) for lines of \(line)")
    }

    @Test func aLocalizedKeyIsATitle() {
        let key: LocalizedStringKey = "Message"
        let layout = ViewLayout(of: VStack {
            TextField(key, text: .constant(""), axis: .vertical)
            TextField(key, text: .constant(""), prompt: Text("Say hello"))
            SecureField(LocalizedStringKey("PIN"), text: .constant(""))
        }, in: CGSize(width: 390, height: 300))
        #expect(texts(layout) == ["\"Message\"", "\"Say hello\"", "\"PIN\""])
    }

    struct Price: View {
        @State var price: Double?
        var body: some View {
            VStack {
                TextField("0.00", value: $price, format: .number)
                Text(price.map { "price \($0)" } ?? "no price")
            }
        }
    }

    /// An optional value: empty while nil (the title shows), set by what parses, nil once emptied.
    @Test func anOptionalValueIsEmptyWhileNil() throws {
        let host = ViewHost(Price().environment(\.locale, Locale(identifier: "en_US")))
        #expect(texts(host.layout) == ["\"0.00\"", "\"no price\""])
        try host.type("12.5", into: "0.00")
        #expect(texts(host.layout) == ["\"12.5\"", "\"price 12.5\""])
        try host.type("", into: "0.00")
        #expect(texts(host.layout) == ["\"0.00\"", "\"no price\""])
    }

    final class Events: @unchecked Sendable {
        var log: [String] = []
    }

    struct Search: View {
        let events: Events
        @State var query = ""
        var body: some View {
            TextField("Search", text: $query, onEditingChanged: { events.log.append("editing \($0)") }, onCommit: { events.log.append("commit \(query)") })
        }
    }

    /// The iOS 13 callbacks: editing starts with the first change, and a submit commits and ends it.
    @Test func editingCallbacksFollowTypingAndSubmitting() throws {
        let events = Events()
        let host = ViewHost(Search(events: events))
        try host.type("swift", into: "Search")
        try host.type("swiftui", into: "Search")
        try host.submit("Search")
        #expect(events.log == ["editing true", "commit swiftui", "editing false"])
        // A style around the field keeps the callbacks.
        let styled = Events()
        let styledHost = ViewHost(Search(events: styled).textFieldStyle(.roundedBorder))
        try styledHost.type("swift", into: "Search")
        try styledHost.submit("Search")
        #expect(styled.log == ["editing true", "commit swift", "editing false"])
    }
}
