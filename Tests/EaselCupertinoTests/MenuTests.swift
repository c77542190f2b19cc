import Easel
import Foundation
import Testing

/// Open menus and context menus (issue #13): opened by hosts, drawn over the window next to
/// their control, closed by picking an item.
@Suite struct MenuTests {
    struct Files: View {
        @State var order = "Date"
        var body: some View {
            NavigationStack {
                List {
                    Text("Sorted by \(order)")
                }
                .navigationTitle("Files")
                .toolbar {
                    Menu("Sort") {
                        Button("Name") { order = "Name" }
                        Button { order = "Date" } label: { Label("Date", systemImage: "calendar") }
                        Button("Delete All", role: .destructive) {}
                    }
                }
            }
        }
    }

    func frame(of text: String, in layout: ViewLayout) -> CGRect? {
        layout.nodes(named: "Text").first { $0.description.contains("\"\(text)\"") && $0.frame.width > 0 }?.frame
    }

    @Test func tappingAMenuOpensItUnderItsButton() throws {
        let host = ViewHost(Files(), on: .iPhone15Pro)
        let sort = try #require(frame(of: "Sort", in: host.layout))
        #expect(frame(of: "Name", in: host.layout) == nil)
        try host.tap("Sort")
        let name = try #require(frame(of: "Name", in: host.layout))
        let date = try #require(frame(of: "Date", in: host.layout))
        let delete = try #require(frame(of: "Delete All", in: host.layout))
        // The panel's trailing edge at the button's (it is in the screen's trailing half), kept
        // 16 pt inside the screen: 250 pt wide, so its rows' titles start 16 pt into it.
        #expect(abs(name.minX - (393 - 16 - 250 + 16)) < 0.001)
        // Rows 44 pt apart plus a hairline between (a pixel: ⅓ pt at 3×), the first 8 pt under the button.
        #expect(name.minY > sort.maxY + 8 && name.minY < sort.maxY + 8 + 44)
        let pitch: CGFloat = 44 + 1.0 / 3
        #expect(abs((date.midY - name.midY) - pitch) < 0.01 && abs((delete.midY - date.midY) - pitch) < 0.01, "\(date.midY - name.midY)")
        #expect(host.layout.description.contains("Image(systemName: \"calendar\")"))
        try host.tap("Name")
        #expect(host.layout.description.contains("Text(\"Sorted by Name\")"))
        // Picking an item closes the menu.
        #expect(frame(of: "Delete All", in: host.layout) == nil)
    }

    struct Notes: View {
        @State var pinned = false
        var body: some View {
            List {
                Text(pinned ? "Groceries (pinned)" : "Groceries").id("note")
                    .contextMenu {
                        Button("Pin") { pinned = true }
                        Button("Delete", role: .destructive) {}
                    }
                Text("Ideas")
            }
        }
    }

    @Test func aLongPressOpensTheContextMenuUnderTheView() throws {
        let host = ViewHost(Notes(), on: .iPhone15Pro)
        #expect(frame(of: "Pin", in: host.layout) == nil)
        // A tap does nothing: the menu needs a long press.
        #expect(throws: ViewHostError.self) { try host.tap("Groceries") }
        try host.longPress("Groceries")
        let note = try #require(host.layout.frame(id: "note"))
        let pin = try #require(frame(of: "Pin", in: host.layout))
        // Leading edges aligned (the note is in the screen's leading half), 8 pt below it.
        #expect(abs(pin.minX - (note.minX + 16)) < 0.001)
        #expect(pin.minY > note.maxY + 8)
        try host.tap("Pin")
        #expect(host.layout.description.contains("Text(\"Groceries (pinned)\")"))
        #expect(frame(of: "Pin", in: host.layout) == nil)
    }

    struct Jotter: View {
        @State var count = 0
        var body: some View {
            NavigationStack {
                Text("Notes: \(count)")
                    .navigationTitle("Notes")
                    .toolbar {
                        Button { count += 1 } label: { Label("Add", systemImage: "plus") }
                    }
            }
        }
    }

    @Test func aLabelInAToolbarShowsItsIcon() throws {
        let host = ViewHost(Jotter(), on: .iPhone15Pro)
        // The title is kept, sizeless, for hosts and assistive technologies.
        #expect(frame(of: "Add", in: host.layout) == nil)
        #expect(host.layout.description.contains("Image(systemName: \"plus\")"))
        try host.tap("Add")
        #expect(host.layout.description.contains("Text(\"Notes: 1\")"))
    }
}

extension MenuTests {
    struct Filters: View {
        @State var picked: [String] = []
        let menuBehavior: MenuActionDismissBehavior
        var body: some View {
            VStack {
                Text("Picked \(picked.joined(separator: ", "))")
                Menu("Filter") {
                    Button("Photos") { picked.append("Photos") }
                    Button("Videos") { picked.append("Videos") }
                    Button("Done") { picked.append("Done") }
                        .menuActionDismissBehavior(.enabled)
                    Button("Keep") { picked.append("Keep") }
                        .menuActionDismissBehavior(.disabled)
                }
                .menuActionDismissBehavior(menuBehavior)
            }
        }
    }

    /// `.disabled` keeps the menu open while items are picked; `.enabled` on an item closes it
    /// again; on an item of an ordinary menu, `.disabled` keeps that item from closing it.
    @Test func aMenuThatStaysOpenWhileItemsArePicked() throws {
        let host = ViewHost(Filters(menuBehavior: .disabled), on: .iPhone15Pro)
        try host.tap("Filter")
        try host.tap("Photos")
        try host.tap("Videos")
        #expect(host.layout.description.contains("Text(\"Picked Photos, Videos\")"))
        #expect(frame(of: "Videos", in: host.layout) != nil)
        try host.tap("Done")
        #expect(frame(of: "Videos", in: host.layout) == nil)

        let ordinary = ViewHost(Filters(menuBehavior: .automatic), on: .iPhone15Pro)
        try ordinary.tap("Filter")
        try ordinary.tap("Keep")
        #expect(frame(of: "Photos", in: ordinary.layout) != nil)
        try ordinary.tap("Photos")
        #expect(ordinary.layout.description.contains("Text(\"Picked Keep, Photos\")"))
        #expect(frame(of: "Videos", in: ordinary.layout) == nil)
    }
}
