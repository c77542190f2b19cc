import Easel
import EaselCupertino
import Foundation
import Testing

/// Edit mode, selection and swiping in lists (issue #13), drawn and used through hosts.
@Suite struct ListEditingTests {
    final class Log: @unchecked Sendable { var entries: [String] = [] }

    struct Groceries: View {
        @State var items = ["Milk", "Eggs", "Bread", "Apples"]
        var log: Log?

        var body: some View {
            NavigationStack {
                List {
                    ForEach(items, id: \.self) { item in
                        Text(item).id(item)
                    }
                    .onDelete { offsets in
                        log?.entries.append("delete \(offsets.map { $0 })")
                        items.remove(atOffsets: offsets)
                    }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
                .navigationTitle("Groceries")
                .toolbar { EditButton() }
            }
        }
    }

    func texts(_ host: ViewHost<Groceries>) -> [String] {
        ["Milk", "Eggs", "Bread", "Apples"].filter { host.layout.frame(id: $0) != nil }
            .sorted { host.layout.frame(id: $0)!.minY < host.layout.frame(id: $1)!.minY }
    }

    @Test func editButtonShowsTheControlsAndMovesTheContent() throws {
        let host = ViewHost(Groceries(), on: .iPhone15Pro)
        let before = try #require(host.layout.frame(id: "Milk"))
        // Out of edit mode: the text at the row's inset, 16 + 20 from the screen's edge.
        #expect(before.minX == 36)
        try host.tap("Edit")
        #expect(host.layout.description.contains("Text(\"Done\")"))
        let milk = try #require(host.layout.frame(id: "Milk"))
        // The delete control (22 pt) and a 16 pt gap before the text.
        #expect(abs(milk.minX - 74) < 0.001)
        let discs = host.layout.nodes(named: "Circle").map(\.frame)
        #expect(discs.count == 4)
        #expect(discs[0].minX == 36 && discs[0].width == 22 && abs(discs[0].midY - milk.midY) < 0.5)
        // The reorder handle at each row's trailing edge, 20 pt from the card's.
        #expect(host.layout.description.contains("Image(systemName: \"line.3.horizontal\")"))
        try host.tap("Done")
        #expect(host.layout.frame(id: "Milk")?.minX == 36)
    }

    @Test func theDeleteControlAsksThenDeletes() throws {
        let log = Log()
        let host = ViewHost(Groceries(log: log), on: .iPhone15Pro)
        try host.tap("Edit")
        try host.tap("Delete")          // the first row's control: Milk shows its Delete action
        let milk = try #require(host.layout.frame(id: "Milk"))
        #expect(milk.minX < 36 + 22 + 16, "the row slid aside: \(milk)")
        try host.tap("Delete")          // the action
        #expect(log.entries == ["delete [0]"])
        #expect(texts(host) == ["Eggs", "Bread", "Apples"])
    }

    @Test func swipingARowOffersDelete() throws {
        let log = Log()
        let host = ViewHost(Groceries(log: log), on: .iPhone15Pro)
        try host.swipe("Bread")
        let bread = try #require(host.layout.frame(id: "Bread"))
        // Slid left by the Delete action's 74 pt.
        #expect(abs(bread.minX - (36 - 74)) < 0.001)
        try host.tap("Delete")
        #expect(log.entries == ["delete [2]"])
        #expect(texts(host) == ["Milk", "Eggs", "Apples"])
    }

    @Test func draggingInEditModeMovesRows() throws {
        let host = ViewHost(Groceries(), on: .iPhone15Pro)
        try host.tap("Edit")
        try host.drag("Eggs", by: CGSize(width: 0, height: 88))
        #expect(texts(host) == ["Milk", "Bread", "Apples", "Eggs"])
        try host.drag("Apples", by: CGSize(width: 0, height: -88))
        #expect(texts(host) == ["Apples", "Milk", "Bread", "Eggs"])
    }

    struct Inbox: View {
        @State var selection: Set<Int> = [2]
        var body: some View {
            VStack {
                Text("Selected: \(selection.sorted().map(String.init).joined(separator: ","))")
                List(selection: $selection) {
                    ForEach(1..<5, id: \.self) { index in
                        Text("Message \(index)").id(index)
                    }
                }
                .environment(\.editMode, .constant(.active))
            }
        }
    }

    @Test func selectionCirclesAndTappingRows() throws {
        let host = ViewHost(Inbox(), on: .iPhone15Pro)
        // Every row has a circle; the selected one is filled.
        #expect(host.layout.nodes(named: "Circle").count == 4)
        #expect(host.layout.description.contains("Image(systemName: \"checkmark\")"))
        try host.tap("Message 3")
        #expect(host.layout.description.contains("Text(\"Selected: 2,3\")"))
        try host.tap("Message 2")
        #expect(host.layout.description.contains("Text(\"Selected: 3\")"))
        #expect(abs((host.layout.frame(id: 1)?.minX ?? 0) - 74) < 0.001)
    }

    struct Mail: View {
        @State var flagged: [String] = []
        var body: some View {
            List {
                ForEach(["Invoice", "Lunch"], id: \.self) { title in
                    Text(title + (flagged.contains(title) ? " ⚑" : ""))
                        .swipeActions {
                            Button("Flag") { flagged.append(title) }
                        }
                        .swipeActions(edge: .leading) {
                            Button("Pin") {}
                        }
                }
            }
        }
    }

    @Test func swipeActionsFromEitherEdge() throws {
        let host = ViewHost(Mail(), on: .iPhone15Pro)
        try host.swipe("Lunch")
        let flag = try #require(host.layout.nodes(named: "Text").first { $0.description.contains("\"Flag\"") })
        // The action at the card's trailing edge (393 − 16), 74 pt wide.
        #expect(flag.frame.maxX <= 377 && flag.frame.minX >= 377 - 74)
        try host.tap("Flag")
        #expect(host.layout.description.contains("Text(\"Lunch ⚑\")"))
        try host.swipe("Invoice", from: .leading)
        #expect(host.layout.description.contains("Text(\"Pin\")"))
    }

    @Test func aPictureOfEditModeHasTheRedControls() throws {
        var device = Device.iPhone15Pro
        device.scale = 1
        let host = ViewHost(Groceries(), on: device)
        try host.tap("Edit")
        let png = try host.pngData()
        let image = try #require(DecodedImage(png: png))
        let milk = try #require(host.layout.frame(id: "Milk"))
        // The disc's colour left of the bar (iOS's red), at the disc's centre row.
        let pixel = image.pixel(x: 36 + 4, y: Int(milk.midY))
        #expect(pixel == DecodedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
    }

    @Test func rowBadgesSitAtTheTrailingEdge() throws {
        let layout = ViewLayout(of: List {
            Text("Inbox").badge(12)
            Text("Drafts").badge(0)
        }, on: .iPhone15Pro)
        let count = try #require(layout.nodes(named: "Text").first { $0.description.contains("\"12\"") }?.frame)
        // The badge ends at the row's trailing inset: 393 − 16 − 20.
        #expect(abs(count.maxX - 357) < 0.001, "\(count)")
        // A zero badge shows nothing.
        #expect(!layout.description.contains("Text(\"0\")"))
    }

    @Test func aBadgesProminenceComesFromItsRowOrItsList() throws {
        let layout = ViewLayout(of: List {
            Text("Inbox").badge(12).badgeProminence(.increased)
            Text("Archive").badge(3)
        }
        .badgeProminence(.decreased), on: .iPhone15Pro)
        // The row's own prominence: white on a red capsule, 22 points tall, ending at the inset.
        let capsule = try #require(layout.nodes(named: "Capsule").first?.frame)
        #expect(capsule.height == 22 && abs(capsule.maxX - 357) < 0.001, "\(capsule)")
        let count = try #require(layout.nodes(named: "Text").first { $0.detail == "\"12\"" }?.frame)
        #expect(abs(count.midX - capsule.midX) < 0.01)
        // The list's: the other badge in the tertiary grey, no capsule.
        #expect(layout.nodes(named: "Capsule").count == 1)
        let renderer = ImageRenderer(content: List { Text("Archive").badge(3) }.badgeProminence(.decreased))
        renderer.device = .iPhone15Pro
        let colors = try renderer.displayList().items.compactMap { item -> [Int]? in
            guard case .glyphs(let run) = item, run.glyphs.count == 1, case .color(let color) = run.paint else { return nil }
            return [color.red, color.green, color.blue, color.alpha].map { Int(($0 * 255).rounded()) }
        }
        // The one-glyph run is the badge's "3", in the tertiary grey (#C4C4C8).
        #expect(colors == [[196, 196, 200, 255]], "\(colors)")
    }
}

/// A hosted view has an edit mode at its root, as UIKit's hosting controller gives one: Apple's
/// Landmarks `ProfileHost` shows its summary, and its Edit button switches to the editor.
@MainActor @Suite struct HostedEditModeTests {
    struct ProfileHost: View {
        @Environment(\.editMode) var editMode
        var body: some View {
            VStack {
                HStack {
                    Spacer()
                    EditButton()
                }
                if editMode?.wrappedValue == .inactive {
                    Text("Summary")
                } else {
                    Text("Editor")
                }
            }
        }
    }

    @Test func aHostedViewHasAnInactiveEditModeThatItsEditButtonToggles() throws {
        let host = ViewHost(AnyView(ProfileHost().modifier(HostedEditMode())), canvasSize: CGSize(width: 390, height: 300))
        #expect(host.layout.nodes(named: "Text").compactMap(\.detail).contains("\"Summary\""))
        try host.tap("Edit")
        #expect(host.layout.nodes(named: "Text").compactMap(\.detail).contains("\"Editor\""))
        // A bare layout isn't hosted: no edit mode, as with ImageRenderer.
        #expect(ViewLayout(of: ProfileHost(), in: CGSize(width: 390, height: 300)).nodes(named: "Text").compactMap(\.detail).contains("\"Editor\""))
    }
}

