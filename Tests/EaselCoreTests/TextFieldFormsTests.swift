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
