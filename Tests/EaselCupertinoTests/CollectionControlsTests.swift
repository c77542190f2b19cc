import Testing
import Foundation
@testable import Easel
@testable import EaselRendering

/// The rest of the lists-and-forms vocabulary: colour pickers, outline groups, control groups,
/// gauges, multi-date pickers, paste buttons and tables, on an iPhone 15 Pro (393 wide) unless said.
@Suite struct CollectionControlsTests {
    private func frame(of text: String, in layout: ViewLayout) -> CGRect? {
        layout.nodes(named: "Text").first { $0.description.contains("\"\(text)\"") }?.frame
    }

    @Test func aColorPickerIsItsLabelAndAWell() throws {
        let layout = ViewLayout(of: Form { ColorPicker("Tint", selection: .constant(.orange)) }, on: .iPhone15Pro)
        let label = try #require(frame(of: "Tint", in: layout))
        let well = try #require(layout.nodes(named: "ColorWell › ZStack").first?.frame ?? layout.nodes(named: "ZStack").last?.frame)
        // A 28 pt well at the row's trailing inset, centred on the label's line.
        #expect(abs(well.width - 28) < 0.001 && abs(well.maxX - (393 - 36)) < 0.001)
        #expect(abs(well.midY - label.midY) < 0.5)
        // Its middle shows the colour (orange, 255, 149, 0); its rim the hues.
        let renderer = ImageRenderer(content: ColorPicker("Tint", selection: .constant(.orange)).labelsHidden())
        renderer.scale = 1
        let image = try #require(DecodedImage(png: renderer.pngData()))
        #expect(image.pixel(x: 14, y: 14) == DecodedImage.Pixel(red: 255, green: 149, blue: 0, alpha: 255))
        let rim = image.pixel(x: 26, y: 14)
        #expect(rim.alpha == 255 && rim.red > 200 && rim.blue < 60, "\(rim)")
    }

    struct Node: Identifiable {
        let id: String
        var children: [Node]?
    }

    static let tree = [
        Node(id: "Animals", children: [Node(id: "Cats", children: [Node(id: "Tabby")]), Node(id: "Dogs")]),
        Node(id: "Plants"),
    ]

    @Test func anOutlineExpandsRowByRow() throws {
        let host = ViewHost(List(Self.tree, children: \.children) { Text($0.id) }, on: .iPhone15Pro)
        // Collapsed: the top level only; the parent has a chevron pointing right.
        #expect(frame(of: "Animals", in: host.layout) != nil && frame(of: "Plants", in: host.layout) != nil)
        #expect(frame(of: "Cats", in: host.layout) == nil)
        #expect(host.layout.nodes(named: "Image").filter { $0.description.contains("chevron.right") }.count == 1)
        try host.tap("Animals")
        let animals = try #require(frame(of: "Animals", in: host.layout))
        let cats = try #require(frame(of: "Cats", in: host.layout))
        // Children are rows of their own, 44 below, indented 20.
        #expect(abs((cats.midY - animals.midY) - 44) < 0.5)
        #expect(abs(cats.minX - (animals.minX + 20)) < 0.001)
        #expect(frame(of: "Tabby", in: host.layout) == nil)
        try host.tap("Cats")
        let tabby = try #require(frame(of: "Tabby", in: host.layout))
        #expect(abs(tabby.minX - (animals.minX + 40)) < 0.001)
    }

    /// An outline from one root (mvolkmann/SwiftUI-OutlineGroup): the root is the first row, and
    /// its children show once it is expanded, one level in.
    @Test func anOutlineFromOneRootStartsAtIt() throws {
        let root = Node(id: "Life", children: Self.tree)
        let host = ViewHost(VStack { OutlineGroup(root, children: \.children) { Text($0.id) } }.padding(10), on: .iPhone15Pro)
        #expect(frame(of: "Life", in: host.layout) != nil)
        #expect(frame(of: "Animals", in: host.layout) == nil)
        try host.tap("Life")
        let life = try #require(frame(of: "Life", in: host.layout))
        let animals = try #require(frame(of: "Animals", in: host.layout))
        #expect(abs(animals.minX - (life.minX + 20)) < 0.001)
        #expect(frame(of: "Plants", in: host.layout) != nil)
        #expect(frame(of: "Cats", in: host.layout) == nil)
    }

    @Test func aControlGroupSharesOneBackground() throws {
        let layout = ViewLayout(of: ControlGroup {
            Button("Cut") {}
            Button("Copy") {}
            Button("Paste") {}
        }.padding(), on: .iPhone15Pro)
        let cut = try #require(frame(of: "Cut", in: layout))
        let copy = try #require(frame(of: "Copy", in: layout))
        let paste = try #require(frame(of: "Paste", in: layout))
        // Three equal parts of 393 − 32: their centres 120.33 apart.
        #expect(abs((copy.midX - cut.midX) - 361.0 / 3) < 0.01)
        #expect(abs((paste.midX - copy.midX) - 361.0 / 3) < 0.01)
        #expect(layout.nodes(named: "RoundedRectangle").count == 1)
    }

    @Test func gaugesFillToTheirShare() throws {
        let layout = ViewLayout(of: Gauge(value: 0.25) { Text("Battery") }.frame(width: 200), on: .iPhone15Pro)
        let track = try #require(layout.nodes(named: "Capsule").first?.frame)
        let fill = try #require(layout.nodes(named: "Capsule").last?.frame)
        #expect(abs(track.width - 200) < 0.001 && abs(fill.width - 50) < 0.001 && abs(track.height - 6) < 0.001)
        let clamped = ViewLayout(of: Gauge(value: 7.0, in: 0...5) { Text("Over") }.frame(width: 200), on: .iPhone15Pro)
        #expect(abs((clamped.nodes(named: "Capsule").last?.frame.width ?? 0) - 200) < 0.001)
        let nan = ViewLayout(of: Gauge(value: Double.nan) { Text("NaN") }, on: .iPhone15Pro)
        #expect(nan.diagnostics.contains { $0.contains("not a number") })
        let circular = ViewLayout(of: Gauge(value: 0.5) { Text("Speed") } currentValueLabel: { Text("50") }.gaugeStyle(.accessoryCircularCapacity), on: .iPhone15Pro)
        #expect(circular.nodes(named: "Circle").first.map { abs($0.frame.width - 58) < 0.001 } == true)
    }

    struct Trips: View {
        @State var days: Set<DateComponents> = [DateComponents(year: 2025, month: 11, day: 25)]
        var body: some View {
            VStack {
                MultiDatePicker("Trips", selection: $days)
                Text("\(days.count) days").id("count")
            }
        }
    }

    @Test func aMultiDatePickerTogglesDays() throws {
        let host = ViewHost(Trips(), on: .iPhone15Pro)
        #expect(frame(of: "November 2025", in: host.layout) != nil)
        #expect(host.layout.nodes(named: "Circle").count == 1)
        try host.tap("12")
        #expect(host.layout.nodes(named: "Circle").count == 2)
        #expect(frame(of: "2 days", in: host.layout) != nil)
        try host.tap("25")
        #expect(frame(of: "1 days", in: host.layout) != nil)
    }

    @Test func aPasteButtonIsAProminentCapsule() {
        let layout = ViewLayout(of: PasteButton(payloadType: String.self) { _ in }, on: .iPhone15Pro)
        #expect(frame(of: "Paste", in: layout) != nil)
        #expect(layout.nodes(named: "Image").contains { $0.description.contains("doc.on.clipboard") })
    }

    struct RenamableRow: View {
        @State private var renames = 0
        var body: some View {
            VStack {
                Text("Renamed \(renames) times")
                RenameButton()
            }
            .renameAction { renames += 1 }
        }
    }

    struct FocusRenamableRow: View {
        @FocusState private var isEditingName: Bool
        var body: some View {
            VStack {
                Text(isEditingName ? "Editing the name" : "At rest")
                RenameButton()
            }
            .renameAction($isEditingName)
        }
    }

    @Test func aRenameButtonRunsTheEnvironmentsRenameAction() throws {
        let host = ViewHost(RenamableRow())
        #expect(host.layout.storage.texts(inSubtreeOf: 0) == ["Renamed 0 times", "Rename"])
        #expect(host.layout.nodes(named: "Image").contains { $0.description.contains("pencil") })
        try host.tap("Rename")
        try host.tap("Rename")
        #expect(host.layout.storage.texts(inSubtreeOf: 0) == ["Renamed 2 times", "Rename"])

        let focusing = ViewHost(FocusRenamableRow())
        try focusing.tap("Rename")
        #expect(focusing.layout.storage.texts(inSubtreeOf: 0) == ["Editing the name", "Rename"])

        // Without an action a tap changes nothing, as on iOS.
        let alone = ViewHost(RenameButton())
        try alone.tap("Rename")
        #expect(alone.layout.storage.texts(inSubtreeOf: 0) == ["Rename"])
        #expect(alone.diagnostics.isEmpty)
    }

    @Test func aQuickLookPreviewIsNamedWhileAFileIsPresented() {
        let file = URL(fileURLWithPath: "/tmp/Report.pdf")
        let presented = ViewLayout(of: Text("Files").quickLookPreview(.constant(file)), on: .iPhone15Pro)
        #expect(presented.diagnostics == ["quickLookPreview: iOS's full-screen Quick Look preview of Report.pdf isn't drawn."])
        let paged = ViewLayout(of: Text("Files").quickLookPreview(.constant(file), in: [file]), on: .iPhone15Pro)
        #expect(paged.diagnostics == presented.diagnostics)
        let closed = ViewLayout(of: Text("Files").quickLookPreview(.constant(nil)), on: .iPhone15Pro)
        #expect(closed.diagnostics.isEmpty)
    }

    struct Person: Identifiable {
        let id: Int
        let name: String
        let city: String
    }

    static let people = [Person(id: 1, name: "Grace", city: "Arlington"), Person(id: 2, name: "Ada", city: "London")]

    @Test func aTableShowsItsFirstColumnInACompactWidth() throws {
        let table = Table(Self.people) {
            TableColumn("Name", value: \.name)
            TableColumn("City") { Text($0.city) }
        }
        let phone = ViewLayout(of: table, on: .iPhone15Pro)
        #expect(frame(of: "Grace", in: phone) != nil && frame(of: "Ada", in: phone) != nil)
        #expect(frame(of: "London", in: phone) == nil && frame(of: "City", in: phone) == nil)
        // On an iPad every column shows under its title.
        let pad = ViewLayout(of: table, on: .iPad)
        let city = try #require(frame(of: "City", in: pad))
        let london = try #require(frame(of: "London", in: pad))
        let ada = try #require(frame(of: "Ada", in: pad))
        #expect(abs(city.minX - london.minX) < 0.001)
        #expect(abs(london.midY - ada.midY) < 0.5)
        #expect(city.maxY < london.minY)
    }

    @Test func rowsGivenOneByOneShowInOrder() throws {
        let extra = Person(id: 3, name: "Hedy", city: "Vienna")
        let showsExtra = true
        let layout = ViewLayout(of: Table(of: Person.self) {
            TableColumn("Name", value: \.name)
            TableColumn("City") { Text($0.city) }
        } rows: {
            TableRow(extra).contextMenu { Button("Copy") {} }
            ForEach(Self.people) { TableRow($0) }
            if showsExtra { TableRow(Person(id: 4, name: "Katherine", city: "Hampton")) }
        }, on: .iPad)
        let names = ["Hedy", "Grace", "Ada", "Katherine"].map { frame(of: $0, in: layout)?.minY ?? -1 }
        #expect(names.allSatisfy { $0 > 0 } && names == names.sorted(), "\(names)")
        let vienna = try #require(frame(of: "Vienna", in: layout))
        #expect(abs(vienna.midY - (frame(of: "Hedy", in: layout)?.midY ?? 0)) < 0.5)
    }

    @Test func aSortOrderSortsTheRows() throws {
        let layout = ViewLayout(of: Table(Self.people, sortOrder: .constant([KeyPathComparator(\Person.name)])) {
            TableColumn("Name", value: \.name)
        }, on: .iPhone15Pro)
        let ada = try #require(frame(of: "Ada", in: layout))
        let grace = try #require(frame(of: "Grace", in: layout))
        #expect(ada.minY < grace.minY)
    }

    struct Item: Identifiable { let id: Int; let name: String; let count: Int }

    /// Food Truck's OrdersTable: rows given one by one with a selection and a sort order, no
    /// `of:` (iOS 16), inset style. On an iPhone, the first column as a plain list.
    @Test func aTableWithSelectionSortOrderAndRowsShowsItsFirstColumn() throws {
        let items = [Item(id: 1, name: "Glazed", count: 3), Item(id: 2, name: "Cruller", count: 5)]
        let sortOrder = [KeyPathComparator(\Item.name)]
        let plain = Table(selection: .constant(Set<Int>()), sortOrder: .constant(sortOrder)) {
            TableColumn("Name", value: \.name)
            TableColumn("Count", value: \.count) { Text("\($0.count)") }
        } rows: {
            ForEach(items.sorted(using: sortOrder)) { TableRow($0) }
        }
        let table = plain.tableStyle(.inset)
        let phone = ViewLayout(of: table, on: .iPhone15Pro)
        let cruller = try #require(frame(of: "Cruller", in: phone))
        let glazed = try #require(frame(of: "Glazed", in: phone))
        #expect(cruller.minX == 20 && glazed.minX == 20 && cruller.maxY < glazed.minY)
        #expect(frame(of: "Count", in: phone) == nil && frame(of: "3", in: phone) == nil)
        #expect(phone.diagnostics.isEmpty, "\(phone.diagnostics)")
        // In a regular width every column shows, and the inset style's look is said not drawn.
        let pad = ViewLayout(of: table, on: .iPad)
        #expect(frame(of: "Count", in: pad) != nil && frame(of: "5", in: pad) != nil)
        #expect(pad.diagnostics == ["tableStyle(.inset): the inset style's alternating row backgrounds are not drawn; the table is drawn in its automatic style."])
        #expect(ViewLayout(of: plain.tableStyle(.automatic), on: .iPad).diagnostics.isEmpty)
    }

    /// Table(_:selection:sortOrder:columns:) with zero or one row selected (Binding<ID?>).
    @Test func aTableWithASingleSelectionAndASortOrder() throws {
        let table = Table(Self.people, selection: .constant(Optional<Int>.none), sortOrder: .constant([KeyPathComparator(\Person.name)])) {
            TableColumn("Name", value: \.name)
            TableColumn("City", value: \.city)
        }
        let phone = ViewLayout(of: table, on: .iPhone15Pro)
        let ada = try #require(frame(of: "Ada", in: phone))
        let grace = try #require(frame(of: "Grace", in: phone))
        #expect(ada.minX == 20 && ada.maxY < grace.minY)
        #expect(frame(of: "London", in: phone) == nil)
    }
}
