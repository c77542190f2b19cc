import Easel
import Foundation
import Testing

/// List and form screens on a device, driven as a person would.
@Suite struct ListScreenTests {
    @Test func contactsPushADetailForm() throws {
        let host = ViewHost(ContactsScreen(), on: .iPhone15Pro)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        #expect(host.layout.description.contains("Text(\"FAVOURITES\")"))
        #expect(host.layout.description.contains("Text(\"3 contacts\")"))
        try host.tap("Grace Hopper")
        #expect(host.layout.description.contains("Text(\"555-0102\")"))
        try host.tap("Back")
        #expect(host.layout.description.contains("Text(\"Alan Turing\")"))
    }

    @Test func thePreferencesFormChoosesASegment() throws {
        let host = ViewHost(PreferencesForm(), on: .iPhone13)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
        // The menu picker shows the theme; the segmented one has the same three options.
        #expect(host.layout.description.contains("Text(\"System\")"))
        try host.tap("Dark")
        #expect(host.layout.description.components(separatedBy: "Text(\"Dark\")").count == 3)
    }
}
