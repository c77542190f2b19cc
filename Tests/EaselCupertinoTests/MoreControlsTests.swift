import Testing
import Foundation
@testable import Easel

/// Menus (closed, their items reachable by hosts), disclosure groups, group boxes, compact date
/// pickers, symbol effects at rest.
@Suite struct MoreControlsTests {
    struct Sorter: View {
        @State var order = "Date"
        var body: some View {
            VStack {
                Menu("Sort") {
                    Button("Name") { order = "Name" }
                    Button("Date") { order = "Date" }
                }
                Text("By \(order)").id("order")
            }
        }
    }

    @Test func menusAreDrawnClosedAndHostsPickTheirItems() throws {
        let host = ViewHost(Sorter(), on: .iPhone15Pro)
        // Only the label shows: the items are in the tree, hidden and sizeless.
        let name = try #require(host.layout.nodes(named: "Text").first { $0.description.contains("\"Name\"") })
        #expect(name.frame.size == .zero)
        try host.tap("Name")
        #expect(host.layout.description.contains("Text(\"By Name\")"))
    }

    @Test func disclosureGroupsOpenWhenTapped() throws {
        let host = ViewHost(DisclosureGroup("Advanced") { Text("Hidden option").id("option") }, on: .iPhone15Pro)
        #expect(host.layout.frame(id: "option") == nil)
        #expect(host.layout.description.contains("systemName: \"chevron.right\""))
        try host.tap("Advanced")
        #expect(host.layout.frame(id: "option") != nil)
        #expect(host.layout.description.contains("systemName: \"chevron.down\""))
        // Bound to state outside.
        let bound = ViewLayout(of: DisclosureGroup("Open", isExpanded: .constant(true)) { Text("Shown").id("shown") }, on: .iPhone15Pro)
        #expect(bound.frame(id: "shown") != nil)
    }

    @Test func groupBoxes() {
        let layout = ViewLayout(of: GroupBox("Storage") { Text("12 GB of 64 GB").id("usage") }.padding(), on: .iPhone15Pro)
        // 16 pt of padding inside, and the label's line above: the content starts 32 pt in.
        let usage = layout.frame(id: "usage")!
        #expect(abs(usage.minX - 32) < 0.001, "\(usage)")
    }

    @Test func compactDatePickers() {
        let date = Date(timeIntervalSince1970: 1_764_063_660) // 2025-11-25 09:41 UTC
        let layout = ViewLayout(of: Form { DatePicker("Alarm", selection: .constant(date)) }, on: .iPhone15Pro)
        let texts = layout.nodes(named: "Text").map(\.description)
        #expect(texts.contains { $0.contains("Nov 25, 2025") }, "\(texts)")
        #expect(texts.contains { $0.contains("9:41") })
        let dateOnly = ViewLayout(of: DatePicker("Day", selection: .constant(date), displayedComponents: .date), on: .iPhone15Pro)
        #expect(!dateOnly.nodes(named: "Text").contains { $0.description.contains("9:41") })
        let wheel = ViewLayout(of: DatePicker("Day", selection: .constant(date)).datePickerStyle(.wheel), on: .iPhone15Pro)
        #expect(wheel.diagnostics.contains("datePickerStyle(.wheel) is drawn as .compact: Easel doesn't draw that style yet."))
    }

    @Test func symbolEffectsCompileAndRest() {
        let layout = ViewLayout(of: VStack {
            Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing)
            Image(systemName: "bell").symbolEffect(.bounce.up.byLayer, value: 3)
            Image(systemName: "heart").contentTransition(.symbolEffect(.replace))
        }, on: .iPhone15Pro)
        #expect(layout.nodes(named: "Image").count == 3)
        #expect(layout.diagnostics.isEmpty)
    }
}
