import Testing
import Foundation
@testable import Easel

/// Initializer forms real files use that the coverage count doesn't see (it counts type names):
/// found by compiling a screen of everyday forms through `easel render` (issue #18).
@Suite struct CommonFormsTests {
    let canvas = CGSize(width: 390, height: 844)

    @Test func staticShapesAreTheShapes() {
        let short = ViewLayout(of: VStack {
            Color.red.frame(width: 50, height: 50).clipShape(.rect(cornerRadius: 12))
            Color.red.frame(width: 50, height: 50).clipShape(.circle)
            Text("Hi").padding().background(.blue, in: .capsule)
            Text("Hi").padding().background(.blue, in: .rect(topLeadingRadius: 8, bottomTrailingRadius: 8))
            Text("Hi").contentShape(.rect)
        }, in: canvas)
        let long = ViewLayout(of: VStack {
            Color.red.frame(width: 50, height: 50).clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
            Color.red.frame(width: 50, height: 50).clipShape(Circle())
            Text("Hi").padding().background(.blue, in: Capsule())
            Text("Hi").padding().background(.blue, in: UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 8))
            Text("Hi").contentShape(Rectangle())
        }, in: canvas)
        #expect(short.description == long.description)
    }

    @Test func aToggleWithASymbolShowsBoth() throws {
        let layout = ViewLayout(of: Toggle("Alerts", systemImage: "bell", isOn: .constant(true)), in: canvas)
        #expect(layout.nodes(named: "Text").contains { $0.detail == "\"Alerts\"" })
        #expect(layout.nodes(named: "Image").count == 1)
    }

    @Test func aCollapsedSectionLeavesItsContentOut() {
        func rows(expanded: Bool) -> [String] {
            ViewLayout(of: List { Section("Recent", isExpanded: .constant(expanded)) { Text("One"); Text("Two") } }, in: canvas)
                .nodes(named: "Text").compactMap(\.detail)
        }
        let expanded = rows(expanded: true)
        #expect(expanded.count == 3 && Array(expanded.dropFirst()) == ["\"One\"", "\"Two\""])
        #expect(rows(expanded: false) == [expanded[0]])   // the header alone
    }

    /// In a sidebar list iOS draws a chevron in a collapsible section's header; Easel doesn't, and
    /// says so there, and only there.
    @Test func aCollapsibleSectionInASidebarSaysItsChevronIsMissing() {
        let section = Section("Recent", isExpanded: .constant(true)) { Text("One") }
        let sidebar = ViewLayout(of: List { section }.listStyle(.sidebar), in: canvas)
        #expect(sidebar.diagnostics == ["A collapsible Section in a sidebar list is drawn without the disclosure chevron iOS puts in its header."])
        #expect(ViewLayout(of: List { section }, in: canvas).diagnostics.isEmpty)
        #expect(ViewLayout(of: List { Section("Recent") { Text("One") } }.listStyle(.sidebar), in: canvas).diagnostics.isEmpty)
    }

    @Test func valueLabelsSitAtTheTracksEnds() throws {
        let layout = ViewLayout(of: Slider(value: .constant(0.5), in: 0...1) { Text("Volume") } minimumValueLabel: {
            Image(systemName: "speaker")
        } maximumValueLabel: {
            Image(systemName: "speaker.wave.3")
        }.frame(width: 300), in: canvas)
        let images = layout.nodes(named: "Image").map(\.frame)
        #expect(images.count == 2)
        #expect(images[0].minX == 45 && images[1].maxX == 345)
        // The label isn't drawn (iOS names the slider with it for VoiceOver).
        #expect(!layout.nodes(named: "Text").contains { $0.detail == "\"Volume\"" })
        // iOS 13's form, value labels given as views (jordansinger/SwiftUI-Kit), is the same slider.
        let iOS13 = ViewLayout(of: Slider(value: .constant(50.0), in: 0...100, step: 1, minimumValueLabel: Image(systemName: "speaker"),
                                          maximumValueLabel: Image(systemName: "speaker.wave.3"), label: { Text("Volume") }).frame(width: 300), in: canvas)
        #expect(iOS13.nodes(named: "Image").map(\.frame) == images)
        // Without value labels, just the track, as before.
        let plain = ViewLayout(of: Slider(value: .constant(0.5)).frame(width: 300), in: canvas)
        #expect(plain.nodes(named: "HStack").isEmpty)
    }

    @Test func aShareLinkSharesText() throws {
        let host = ViewHost(ShareLink("Share quote", item: "To be or not to be"))
        try host.tap("Share quote")
        #expect(host.sharedItems == ["To be or not to be"])
    }
}

/// A literal title is a `LocalizedStringKey` in every control that takes one, so its Markdown and
/// inflection render (endresjd/newswiftuilearning's MarkdownExample showed the markup in a
/// Stepper's and a LabeledContent's title); a string held in a variable is shown as it is.
@Suite struct LiteralTitleTests {
    @Test func stepperAndLabeledContentTitlesAreKeys() {
        let cups = 2
        let verbatim = "^[\(cups) cup](inflect: true)"
        let layout = ViewLayout(of: VStack {
            Stepper("^[\(cups) cup](inflect: true)", value: .constant(cups), in: 0...20)
            Stepper("**Bold** \(1.5)", value: .constant(1.5), step: 0.5)
            LabeledContent("^[\(cups) row](inflect: true)", value: "x")
            LabeledContent("^[\(cups) day](inflect: true)", value: 3, format: .number)
            Stepper(verbatim, value: .constant(cups), in: 0...20)
        }, in: CGSize(width: 390, height: 400))
        let texts = layout.nodes(named: "Text").compactMap(\.detail)
        #expect(texts.contains("\"2 cups\"") && texts.contains("\"2 rows\"") && texts.contains("\"2 days\""), "\(texts)")
        #expect(texts.contains("\"Bold 1.5\""), "\(texts)")
        #expect(texts.contains("\"^[2 cup](inflect: true)\""), "\(texts)")
    }
}

