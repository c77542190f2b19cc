import Testing
import Foundation
@testable import Easel
@testable import EaselRendering

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

    @Test func aGroupBoxIsFilledWithTheBackgroundStyle() throws {
        func fills(_ view: some View) throws -> [Paint] {
            try ImageRenderer(content: view).displayList().items.compactMap { item in
                if case let .fill(_, paint, _) = item { return paint }
                return nil
            }
        }
        // The grouped grey, secondarySystemBackground (242, 242, 247), unless a style is set.
        let grey = RGBA(red: Double(Float(242) / 255), green: Double(Float(242) / 255), blue: Double(Float(247) / 255), alpha: 1)
        #expect(try fills(GroupBox("Storage") { Text("12 GB") }).first == .color(grey))
        #expect(try fills(GroupBox("Storage") { Text("12 GB") }.backgroundStyle(Color.white)).first == .color(RGBA(red: 1, green: 1, blue: 1, alpha: 1)))
        // In the dark, a dark grey card (28, 28, 30) on the black screen, not the grouped black.
        let darkGrey = RGBA(red: Double(Float(28) / 255), green: Double(Float(28) / 255), blue: Double(Float(30) / 255), alpha: 1)
        #expect(try fills(GroupBox("Storage") { Text("12 GB") }.preferredColorScheme(.dark)).first == .color(darkGrey))
    }

    @Test func compactDatePickers() {
        let date = Date(timeIntervalSince1970: 1_764_063_660) // 2025-11-25 09:41 UTC
        let layout = ViewLayout(of: Form { DatePicker("Alarm", selection: .constant(date)) }, on: .iPhone15Pro)
        let texts = layout.nodes(named: "Text").map(\.description)
        #expect(texts.contains { $0.contains("Nov 25, 2025") }, "\(texts)")
        #expect(texts.contains { $0.contains("9:41") })
        let dateOnly = ViewLayout(of: DatePicker("Day", selection: .constant(date), displayedComponents: .date), on: .iPhone15Pro)
        #expect(!dateOnly.nodes(named: "Text").contains { $0.description.contains("9:41") })
        let compact = ViewLayout(of: DatePicker("Day", selection: .constant(date)).datePickerStyle(CompactDatePickerStyle()), on: .iPhone15Pro)
        #expect(compact.nodes(named: "Text").contains { $0.description.contains("Nov 25, 2025") })
    }

    @Test func aSelectionOutsideTheRangeShowsAtItsNearestEnd() throws {
        // Batch 10's reproduction 23: a picker limited to 2022 over a 2025 selection shows
        // Dec 31, 2022, as UIDatePicker does; the binding keeps its date.
        let date = Date(timeIntervalSince1970: 1_764_063_660) // 2025-11-25 09:41 UTC
        let end2022 = Date(timeIntervalSince1970: 1_672_444_800) // 2022-12-31 00:00 UTC
        let limited = ViewLayout(of: DatePicker("Day", selection: .constant(date), in: ...end2022, displayedComponents: .date), on: .iPhone15Pro)
        #expect(limited.nodes(named: "Text").contains { $0.description.contains("Dec 31, 2022") })
        #expect(!limited.nodes(named: "Text").contains { $0.description.contains("2025") })
        // In a graphical picker up to Nov 27, 2025, the 28th to the 30th can't be picked; the
        // 26th can.
        struct Limited: View {
            @State var date = Date(timeIntervalSince1970: 1_764_063_660)
            var body: some View {
                VStack {
                    DatePicker("Day", selection: $date, in: ...Date(timeIntervalSince1970: 1_764_201_600), displayedComponents: .date)
                        .datePickerStyle(.graphical)
                    Text(date.formatted(.iso8601)).id("chosen")
                }
            }
        }
        let host = ViewHost(Limited(), on: .iPhone15Pro)
        try host.tap("28")
        #expect(host.layout.nodes(named: "Text").contains { $0.description.contains("2025-11-25T09:41:00Z") })
        try host.tap("26")
        #expect(host.layout.nodes(named: "Text").contains { $0.description.contains("2025-11-26T09:41:00Z") })
    }

    /// A date picker in the given style over a date the host keeps.
    struct Appointment: View {
        let graphical: Bool
        let components: DatePickerComponents
        @State var date = Date(timeIntervalSince1970: 1_764_063_660) // Tue 2025-11-25 09:41 UTC

        var body: some View {
            VStack {
                if graphical {
                    DatePicker("Day", selection: $date, displayedComponents: components).datePickerStyle(.graphical)
                } else {
                    DatePicker("Day", selection: $date, displayedComponents: components).datePickerStyle(.wheel).labelsHidden()
                }
                Text(date.formatted(.iso8601)).id("chosen")
            }
        }
    }

    private func frame(of text: String, in layout: ViewLayout) -> CGRect? {
        layout.nodes(named: "Text").first { $0.description.contains("\"\(text)\"") }?.frame
    }

    @Test func aGraphicalDatePickerDrawsTheMonth() throws {
        let host = ViewHost(Appointment(graphical: true, components: .date), on: .iPhone15Pro)
        #expect(frame(of: "November 2025", in: host.layout) != nil)
        #expect(frame(of: "SUN", in: host.layout) != nil && frame(of: "SAT", in: host.layout) != nil)
        // 1 November 2025 is a Saturday: the first week holds only it, in the last column; the
        // 25th is a Tuesday in the fifth week. Columns are (393 − 24) / 7 = 52.71 wide from x 12,
        // rows 44 tall.
        let first = try #require(frame(of: "1", in: host.layout))
        let selected = try #require(frame(of: "25", in: host.layout))
        #expect(abs(first.midX - (12 + 6.5 * 369 / 7)) < 0.01)
        #expect(abs(selected.midX - (12 + 2.5 * 369 / 7)) < 0.01)
        #expect(abs((selected.midY - first.midY) - 4 * 44) < 0.01)
        // The selected day sits on a 40 pt circle.
        let circle = try #require(host.layout.nodes(named: "Circle").first?.frame)
        #expect(abs(circle.width - 40) < 0.001 && abs(circle.midX - selected.midX) < 0.01)
        try host.tap("12")
        #expect(frame(of: "2025-11-12T09:41:00Z", in: host.layout) != nil)
        // The next month, with nothing selected in it: 1 December 2025 is a Monday.
        try host.tap("Next Month")
        #expect(frame(of: "December 2025", in: host.layout) != nil)
        #expect(host.layout.nodes(named: "Circle").isEmpty)
        let december = try #require(frame(of: "1", in: host.layout))
        #expect(abs(december.midX - (12 + 1.5 * 369 / 7)) < 0.01)
    }

    @Test func wheelDatePickersSpinEachPart() throws {
        let host = ViewHost(Appointment(graphical: false, components: .date), on: .iPhone15Pro)
        let month = try #require(frame(of: "November", in: host.layout))
        let day = try #require(frame(of: "25", in: host.layout))
        let year = try #require(frame(of: "2025", in: host.layout))
        // Three wheels as wide as their options, side by side, their selections on one line.
        #expect(abs(month.midY - day.midY) < 0.01 && abs(day.midY - year.midY) < 0.01)
        #expect(month.maxX < day.minX && day.maxX < year.minX)
        #expect(host.layout.nodes(named: "RoundedRectangle").count == 1)
        try host.tap("December")
        #expect(frame(of: "2025-12-25T09:41:00Z", in: host.layout) != nil)
        try host.tap("2027")
        #expect(frame(of: "2027-12-25T09:41:00Z", in: host.layout) != nil)
        let time = ViewHost(Appointment(graphical: false, components: .hourAndMinute), on: .iPhone15Pro)
        #expect(frame(of: "9", in: time.layout) != nil && frame(of: "41", in: time.layout) != nil && frame(of: "AM", in: time.layout) != nil)
        try time.tap("PM")
        #expect(frame(of: "2025-11-25T21:41:00Z", in: time.layout) != nil)
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
