import Easel
import Foundation
import Testing

/// Issue #18's styles (text field, group box, disclosure group) and environment values.
@Suite struct StyleAndEnvironmentTests {
    struct OutlinedField: TextFieldStyle {
        func _body(configuration: TextField<Self._Label>) -> some View {
            configuration
                .padding(12)
                .background(RoundedRectangle(cornerRadius: 10).stroke(Color.purple, lineWidth: 2))
        }
    }

    @Test func aCustomTextFieldStyleDressesTheField() throws {
        @State var text = ""
        let host = ViewHost(TextField("Email", text: $text).textFieldStyle(OutlinedField()).id("field").padding(), on: .iPhone15Pro)
        let layout = host.layout
        // The field is one body line (20⅓ pt in Inter at 17 pt) plus 12 pt of padding around it.
        let field = try #require(layout.frame(id: "field"))
        let bodyLine: CGFloat = 20 + 1.0 / 3
        #expect(field.height == bodyLine + 24)
        #expect(layout.description.contains("RoundedRectangle(stroke: purple, lineWidth: 2)"))
        // The configuration is still the field: a host types into it by its title.
        try host.type("ada@example.com", into: "Email")
        #expect(host.layout.description.contains("Text(\"ada@example.com\")"))
    }

    @Test func theRoundedBorderStyleIsAStyleToo() {
        let layout = ViewLayout(of: TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).id("field"), in: CGSize(width: 300, height: 100))
        #expect(layout.frame(id: "field")?.height == 34)
    }

    struct CardGroupBox: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(alignment: .top) {
                configuration.label.font(.caption)
                configuration.content
            }
            .padding(4)
            .background(Color.yellow)
        }
    }

    @Test func aCustomGroupBoxStyleArrangesItsParts() throws {
        let layout = ViewLayout(of: GroupBox("Storage") { Text("12 GB").id("usage") }.groupBoxStyle(CardGroupBox()).id("box"),
                                in: CGSize(width: 390, height: 200))
        let usage = try #require(layout.frame(id: "usage"))
        let box = try #require(layout.frame(id: "box"))
        // Side by side: the content right of the caption label, 4 pt inside the yellow box.
        #expect(usage.minX > box.minX + 30)
        #expect(usage.minY == box.minY + 4)
        #expect(layout.description.contains("Color(yellow)") || layout.description.contains("yellow"))
    }

    struct ArrowDisclosure: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                Button {
                    configuration.isExpanded.toggle()
                } label: {
                    HStack { Text(configuration.isExpanded ? "▼" : "▶"); configuration.label }
                }
                if configuration.isExpanded { configuration.content }
            }
        }
    }

    @Test func aCustomDisclosureStyleTogglesThroughItsConfiguration() throws {
        let host = ViewHost(DisclosureGroup("Advanced") { Text("Hidden option").id("option") }.disclosureGroupStyle(ArrowDisclosure()),
                            on: .iPhone15Pro)
        #expect(host.layout.frame(id: "option") == nil)
        #expect(host.layout.description.contains("Text(\"▶\")"))
        try host.tap("Advanced")
        #expect(host.layout.frame(id: "option") != nil)
        #expect(host.layout.description.contains("Text(\"▼\")"))
    }

    struct PresentationProbe: View {
        @Environment(\.presentationMode) private var presentationMode
        @Environment(\.isPresented) private var isPresented
        @Environment(\.scenePhase) private var scenePhase
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.colorSchemeContrast) private var contrast

        var body: some View {
            VStack {
                Text(isPresented ? "presented" : "not presented")
                Text(presentationMode.wrappedValue.isPresented ? "mode presented" : "mode not presented")
                Text("\(scenePhase == .active ? "active" : "other") \(reduceMotion ? "reduced" : "moving") \(contrast == .standard ? "standard" : "increased")")
                Button("Close") { presentationMode.wrappedValue.dismiss() }
            }
        }
    }

    @Test func presentationModeDismissesAPushedScreen() throws {
        let root = ViewLayout(of: PresentationProbe(), in: CGSize(width: 390, height: 400))
        #expect(root.description.contains("Text(\"not presented\")") && root.description.contains("Text(\"mode not presented\")"))
        #expect(root.description.contains("Text(\"active moving standard\")"))

        let host = ViewHost(NavigationStack {
            NavigationLink("Details") { PresentationProbe() }
        }, on: .iPhone15Pro)
        try host.tap("Details")
        #expect(host.layout.description.contains("Text(\"presented\")") && host.layout.description.contains("Text(\"mode presented\")"))
        try host.tap("Close")
        #expect(host.layout.description.contains("Details") && !host.layout.description.contains("Text(\"presented\")"))
    }

    @Test func linksCallTheEnvironmentsOpenURLAction() throws {
        final class Opened: @unchecked Sendable { var urls: [URL] = [] }
        let opened = Opened()
        let before = OpenedURLs.all.count
        let host = ViewHost(VStack {
            Link("Handled", destination: URL(string: "https://example.com/handled")!)
                .environment(\.openURL, OpenURLAction { url in opened.urls.append(url); return .handled })
            Link("System", destination: URL(string: "https://example.com/system")!)
        }, on: .iPhone15Pro)
        try host.tap("Handled")
        #expect(opened.urls == [URL(string: "https://example.com/handled")!])
        #expect(host.openedURLs.isEmpty)
        try host.tap("System")
        #expect(OpenedURLs.all.suffix(from: before).contains(URL(string: "https://example.com/system")!))
        #expect(!OpenedURLs.all.contains(URL(string: "https://example.com/handled")!))
        // The host's own record has this host's URL only, whatever other tests open meanwhile; a
        // handler that asks the system for another URL records that one.
        #expect(host.openedURLs == [URL(string: "https://example.com/system")!])
        let redirected = ViewHost(Link("Old", destination: URL(string: "https://example.com/old")!)
            .environment(\.openURL, OpenURLAction { _ in .systemAction(URL(string: "https://example.com/new")!) }))
        try redirected.tap("Old")
        #expect(redirected.openedURLs == [URL(string: "https://example.com/new")!])
        #expect(host.openedURLs == [URL(string: "https://example.com/system")!])
    }
}
