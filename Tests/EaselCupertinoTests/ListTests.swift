import Testing
import Foundation
@testable import Easel
@testable import EaselRendering

/// Lists and forms on devices: rows, sections, headers, separators in each style, frame by frame
/// from the metrics cited in `ListMetrics`; laziness; links as rows.
@Suite struct ListTests {
    /// One line of body text, as Easel measures it (20.333 pt at 3×).
    private func lineHeight(_ font: Font = .body, scale: CGFloat = 3) -> CGFloat {
        ViewLayout(of: Text("Ag").font(font).id("t"), in: CGSize(width: 400, height: 400), scale: scale).frame(id: "t")!.height
    }

    @Test func insetGroupedRowsBelowALargeTitle() {
        let screen = NavigationStack {
            List {
                Text("One").id("one")
                Text("Two").id("two")
            }
            .navigationTitle("Items")
        }
        let layout = ViewLayout(of: screen, on: .iPhone15Pro)
        let line = lineHeight()
        // Below the 96 pt bar (155), 35 pt of section spacing: rows of 44 from 190, content 16 + 20
        // from the edge, centred in its row.
        let one = layout.frame(id: "one")!, two = layout.frame(id: "two")!
        #expect(abs(one.minX - 36) < 0.001 && abs(one.minY - (190 + (44 - line) / 2)) < 0.001, "\(one)")
        #expect(abs(two.minY - (234 + (44 - line) / 2)) < 0.001, "\(two)")
        // One separator, between the rows: from the content's leading edge (36) to the card's
        // trailing edge (377), one pixel tall, at the first row's bottom.
        let dividers = layout.nodes(named: "Divider")
        #expect(dividers.count == 1)
        if let divider = dividers.first?.frame {
            #expect(abs(divider.minX - 36) < 0.001 && abs(divider.maxX - 377) < 0.001 && abs(divider.maxY - 234) < 0.001 && abs(divider.height - 1.0 / 3) < 0.001, "\(divider)")
        }
        // The grouped background fills the screen, under the bars.
        #expect(layout.nodes(named: "Color").contains { $0.frame == rect(0, 0, 393, 852) })
    }

    /// Since iOS 16 a row's separator starts under its first text: under the title of a row of an
    /// icon and a title, not under the icon; a row without text keeps its content's edge, and a
    /// row can move the start with `alignmentGuide(.listRowSeparatorLeading)`.
    @Test func aSeparatorStartsUnderTheRowsText() {
        let form = Form {
            HStack { Image(systemName: "globe"); Text("Language").id("language") }
            HStack { Image(systemName: "moon").id("moon"); Color.red.frame(width: 30, height: 20) }
            Text("Edge to edge").alignmentGuide(.listRowSeparatorLeading) { _ in -20 }
            Text("Last")
        }
        let layout = ViewLayout(of: form, on: .iPhone15Pro)
        let dividers = layout.nodes(named: "Divider").map(\.frame)
        #expect(dividers.count == 3)
        guard dividers.count == 3, let language = layout.frame(id: "language"), let moon = layout.frame(id: "moon") else { return }
        #expect(language.minX > 50)
        #expect(abs(dividers[0].minX - language.minX) < 0.001 && abs(dividers[0].maxX - 377) < 0.001, "\(dividers[0]) \(language)")
        #expect(abs(dividers[1].minX - 36) < 0.001 && abs(moon.minX - 36) < 0.001, "\(dividers[1])")
        #expect(abs(dividers[2].minX - 16) < 0.001 && abs(dividers[2].maxX - 377) < 0.001, "\(dividers[2])")
        // Outside a list the guide is the text's leading edge.
        let stack = VStack(alignment: .listRowSeparatorLeading) {
            HStack { Color.blue.frame(width: 40, height: 10); Text("A").id("a") }
            Text("B").id("b")
        }
        let aligned = ViewLayout(of: stack, in: CGSize(width: 300, height: 300))
        #expect(aligned.frame(id: "a")?.minX == aligned.frame(id: "b")?.minX)
    }

    @Test func plainRowsOnAnotherDevice() {
        let layout = ViewLayout(of: List { Text("A").id("a"); Text("B").id("b") }.listStyle(.plain), on: .iPhoneSE)
        let line = lineHeight(scale: 2)
        // Edge to edge from the safe area's top (20), content 20 in, no section spacing.
        let a = layout.frame(id: "a")!
        #expect(abs(a.minX - 20) < 0.001 && abs(a.minY - (20 + (44 - line) / 2)) < 0.001, "\(a)")
        let divider = layout.nodes(named: "Divider").first?.frame
        #expect(divider.map { abs($0.minX - 20) < 0.001 && abs($0.maxX - 375) < 0.001 && abs($0.maxY - 64) < 0.001 } == true, "\(String(describing: divider))")
    }

    @Test func sectionsHaveHeadersAndFooters() {
        let view = List {
            Section {
                Text("About").id("about")
            } header: {
                Text("General").id("header")
            } footer: {
                Text("Version 1").id("footer")
            }
            Section("Privacy") {
                Text("Location").id("location")
            }
        }
        let layout = ViewLayout(of: view, on: .iPhone15Pro)
        let header = layout.frame(id: "header")!, about = layout.frame(id: "about")!, footer = layout.frame(id: "footer")!
        let line = lineHeight()
        // The header: 17 below the safe area's top, aligned with the rows' content (36).
        #expect(abs(header.minX - 36) < 0.001 && abs(header.minY - (59 + 17)) < 0.001, "\(header)")
        // Its row 7 below it; the footer 7 below the row.
        let rowTop = header.maxY + 7
        #expect(abs(about.minY - (rowTop + (44 - line) / 2)) < 0.001, "\(about)")
        #expect(abs(footer.minY - (rowTop + 44 + 7)) < 0.001, "\(footer)")
        // Headers are capitalized in grouped lists.
        #expect(layout.nodes(named: "Text").contains { $0.description.contains("\"GENERAL\"") })
        #expect(layout.nodes(named: "Text").contains { $0.description.contains("\"PRIVACY\"") })
        // A section's single row draws no separator.
        #expect(layout.nodes(named: "Divider").isEmpty)
    }

    @Test func listsAreLazy() {
        let layout = ViewLayout(of: List(0..<1_000_000) { Text("Row \($0)") }, on: .iPhone15Pro)
        let rows = layout.nodes(named: "Text").count
        // About a screen of 44 pt rows (759 / 44 ≈ 17), not a million.
        #expect(rows > 10 && rows < 40, "\(rows)")
    }

    @Test func editingModifiersKeepListsLazyAndSearchFieldsTakeTheirRow() {
        let list = List {
            ForEach(0..<1_000_000, id: \.self) { Text("Row \($0)") }
                .onDelete { _ in }
                .onMove { _, _ in }
        }
        let rows = ViewLayout(of: list, on: .iPhone15Pro).nodes(named: "Text").count
        #expect(rows > 10 && rows < 40, "\(rows)")
        // A search field under the large title: 59 + 96 + 52.
        let searching = ViewLayout(of: NavigationStack {
            Color.red.id("content").navigationTitle("Mail").searchable(text: .constant(""))
                .toolbar { EditButton() }
        }, on: .iPhone15Pro)
        expectFrame(searching, "content", rect(0, 59 + 96 + 52, 393, 818 - 59 - 96 - 52))
        #expect(searching.nodes(named: "Text").contains { $0.description.contains("\"Search\"") })
        #expect(searching.nodes(named: "Text").contains { $0.description.contains("\"Edit\"") })
    }

    @Test func offsetHelpers() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3]))
        #expect(letters == ["a", "c", "e"])
        var numbers = [0, 1, 2, 3, 4]
        // As SwiftUI's onMove passes it: move the first two to before the element at 4.
        numbers.move(fromOffsets: IndexSet([0, 1]), toOffset: 4)
        #expect(numbers == [2, 3, 0, 1, 4])
        numbers.move(fromOffsets: IndexSet([4]), toOffset: 0)
        #expect(numbers == [4, 2, 3, 0, 1])
    }

    @Test func rowModifiers() {
        let view = List {
            Text("Custom").id("custom")
                .listRowInsets(EdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 0))
                .listRowSeparator(.hidden)
                .listRowBackground(Color.yellow.id("background"))
            Text("Next")
        }
        let layout = ViewLayout(of: view, on: .iPhone15Pro)
        #expect(abs(layout.frame(id: "custom")!.minX - (16 + 50)) < 0.001)
        #expect(layout.nodes(named: "Divider").isEmpty)
        expectFrame(layout, "background", rect(16, 59 + 35, 361, 44))
        // Hidden background: no grouped grey.
        let clear = ViewLayout(of: List { Text("x") }.scrollContentBackground(.hidden), on: .iPhone15Pro)
        #expect(!clear.nodes(named: "Color").contains { $0.frame == rect(0, 0, 393, 852) })
    }

    /// A row's own insets replace the default ones on every edge, the 8 pt above and below the
    /// content included: a colour inset by nothing fills its row, and the row is at least 44 pt
    /// tall with its insets (public apps' edge-to-edge banner rows and card rows).
    @Test func rowInsetsReplaceTheDefaultPaddingAboveAndBelow() {
        let view = List {
            Color.orange.frame(height: 100).id("banner").listRowInsets(EdgeInsets())
            Color.green.frame(height: 60).id("card").listRowInsets(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
            Color.blue.frame(height: 10).id("thin").listRowInsets(EdgeInsets(top: 2, leading: 16, bottom: 2, trailing: 16))
            Color.gray.frame(height: 60).id("default")
        }
        .listStyle(.plain)
        let layout = ViewLayout(of: view, on: .iPhone15Pro)
        // Plain lists start under the status bar (59 pt) with no section spacing.
        expectFrame(layout, "banner", rect(0, 59, 393, 100))
        // 100 + 8 above the card.
        expectFrame(layout, "card", rect(16, 167, 361, 60))
        // The card's row is 76 pt; the thin row is its minimum 44, the colour centred in it.
        expectFrame(layout, "thin", rect(16, 235 + 17, 361, 10))
        // A row without insets of its own keeps 8 pt above and below, and 20 at the sides.
        expectFrame(layout, "default", rect(20, 279 + 8, 353, 60))
    }

    @Test func formsLinksAndLabeledContent() throws {
        struct Settings: View {
            @State var wifi = true
            var body: some View {
                NavigationStack {
                    Form {
                        Section {
                            Toggle("Wi-Fi", isOn: $wifi)
                            NavigationLink("General") { Text("General settings").id("general") }
                            LabeledContent("Version", value: "17.0")
                        }
                    }
                    .navigationTitle("Settings")
                }
            }
        }
        let host = ViewHost(Settings(), on: .iPhone15Pro)
        let layout = host.layout
        // Three rows, two separators; the link's chevron at the row's trailing inset (377 - 20).
        #expect(layout.nodes(named: "Divider").count == 2)
        let chevron = layout.nodes(named: "Image").first { $0.description.contains("chevron") }
        #expect(chevron.map { abs($0.frame.maxX - 357) < 0.001 } == true, "\(String(describing: chevron?.frame))")
        try host.tap("General")
        #expect(host.layout.frame(id: "general") != nil)
    }

    @Test func linksInAScrollViewInARowAreNotTheRows() throws {
        // Apple's Landmarks category row: a horizontal scroll view of links in a row. Only the
        // link that is a row gets a chevron; the scroll view's links are plain buttons.
        let view = NavigationStack {
            List {
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(["Lakes", "Rivers"], id: \.self) { name in
                            NavigationLink { Text(name) } label: { Text(name).id(name) }
                        }
                    }
                }
                NavigationLink("Row") { Text("Row") }
            }
        }
        let host = ViewHost(view, on: .iPhone15Pro)
        let chevrons = host.layout.nodes(named: "Image").filter { $0.description.contains("chevron.forward") }
        #expect(chevrons.count == 1)
        // The row link's chevron is in the second row, below the scroll view.
        #expect(chevrons.first.map { $0.frame.minY > host.layout.frame(id: "Lakes")!.maxY } == true)
        try host.tap("Rivers")
        #expect(host.layout.storage.texts(inSubtreeOf: 0).contains("Rivers"))
    }

    /// Every style on two more devices: the narrow iPhone SE (375 pt, 16 pt margins) and the wide
    /// iPhone 15 Pro Max (430 pt: UIKit's 20 pt margins from 414 pt up).
    @Test(arguments: [_ListStyleKind.insetGrouped, .grouped, .plain, .inset, .sidebar])
    func eachStyleOnANarrowAndAWidePhone(style: _ListStyleKind) throws {
        for (device, width) in [(Device.iPhoneSE, CGFloat(375)), (.iPhone15ProMax, 430)] {
            let list = List {
                Section("Fruit") {
                    Text("Apple").id("apple")
                    Text("Pear").id("pear")
                }
            }
            let styled: AnyView = switch style {
            case .insetGrouped: AnyView(list.listStyle(.insetGrouped))
            case .grouped: AnyView(list.listStyle(.grouped))
            case .plain: AnyView(list.listStyle(.plain))
            case .inset: AnyView(list.listStyle(.inset))
            case .sidebar: AnyView(list.listStyle(.sidebar))
            }
            let layout = ViewLayout(of: styled, on: device)
            let insets = [.insetGrouped, .inset, .sidebar].contains(style)
            let margin: CGFloat = insets ? (width >= 414 ? 20 : 16) : 0
            let apple = try #require(layout.frame(id: "apple")), pear = try #require(layout.frame(id: "pear"))
            // Content 20 pt inside the row, which is `margin` from the screen's sides.
            #expect(abs(apple.minX - (margin + 20)) < 0.001, "\(style) on \(width): \(apple)")
            // Rows 44 pt apart, a separator between them from the content to the row's end.
            #expect(abs((pear.midY - apple.midY) - 44) < 0.001, "\(style) on \(width)")
            let divider = try #require(layout.nodes(named: "Divider").first?.frame)
            #expect(abs(divider.minX - (margin + 20)) < 0.001 && abs(divider.maxX - (width - margin)) < 0.001, "\(style) on \(width): \(divider)")
            // The header's text lines up with the rows' content.
            let header = try #require(layout.nodes(named: "Text").first { $0.description.lowercased().contains("\"fruit\"") }?.frame)
            #expect(abs(header.minX - (margin + 20)) < 0.001, "\(style) on \(width): \(header)")
        }
    }

    struct Fruit: Identifiable {
        let id: Int
        let name: String
    }

    @Test func badInput() throws {
        // An empty collection: the list and its background, no rows, nothing to say.
        let empty = ViewLayout(of: List([Fruit]()) { Text($0.name) }, on: .iPhone15Pro)
        #expect(empty.nodes(named: "Text").isEmpty && empty.diagnostics.isEmpty)
        // Repeated ids: every row shows, and the repeat is said (SwiftUI logs it).
        let repeated = ViewLayout(of: List { ForEach(["a", "a", "b"], id: \.self) { Text($0) } }, on: .iPhone15Pro)
        #expect(repeated.nodes(named: "Text").count == 3)
        #expect(repeated.diagnostics.count == 1 && repeated.diagnostics[0].contains("the ID a occurs more than once in the collection (elements 0 and 1)"), "\(repeated.diagnostics)")
        // A selection bound to an id no row has: nothing shows as selected, quietly, as in SwiftUI.
        let missing = ViewLayout(of: List(selection: .constant(Set([99]))) {
            ForEach(0..<3, id: \.self) { Text("Row \($0)") }
        }.environment(\.editMode, .constant(.active)), on: .iPhone15Pro)
        #expect(missing.nodes(named: "Circle").count == 3 && !missing.description.contains("checkmark"))
        #expect(missing.diagnostics.isEmpty)
        // A Picker whose selection matches no tag: nothing selected, said.
        let picker = ViewLayout(of: Form { Picker("Size", selection: .constant("XL")) { Text("S").tag("S"); Text("M").tag("M") } }, on: .iPhone15Pro)
        #expect(picker.diagnostics.contains { $0.contains("matches no option's tag") })
        // A million rows with no proposal: the list takes its content's ideal height (estimated past
        // the measured rows), shows a bounded number of rows and says so.
        let million = ViewLayout(of: List(0..<1_000_000, id: \.self) { Text("Row \($0)") }, proposing: .unspecified)
        #expect(million.nodes(named: "Text").count == 10_000)
        #expect(million.diagnostics.contains { $0.contains("showed its first 10000 lines of 1000000") }, "\(million.diagnostics)")
        #expect(million.root.frame.width.isFinite && million.root.frame.height.isFinite)
    }

    /// A `ForEach` whose closure wraps its section in an `if` or a `Group` still makes sections:
    /// each with its header and a card of its own, placed as sections written directly.
    @Test func sectionsUnderAnIfOrAGroupInAForEachAreSections() throws {
        let direct = ViewLayout(of: List {
            ForEach(0..<2, id: \.self) { index in
                Section("Section \(index)") { Text("Row \(index)").id("row\(index)") }
            }
        }, on: .iPhone15Pro)
        let conditional = ViewLayout(of: List {
            ForEach(0..<2, id: \.self) { index in
                if index >= 0 {
                    Section("Section \(index)") { Text("Row \(index)").id("row\(index)") }
                }
            }
        }, on: .iPhone15Pro)
        let grouped = ViewLayout(of: List {
            ForEach(0..<2, id: \.self) { index in
                Group {
                    Section("Section \(index)") { Text("Row \(index)").id("row\(index)") }
                }
            }
        }, on: .iPhone15Pro)
        let first = try #require(direct.frame(id: "row0")), second = try #require(direct.frame(id: "row1"))
        // Two cards: the second row sits below the second header, more than a row below the first.
        #expect(second.minY - first.minY > 44 + 20, "\(first) \(second)")
        for layout in [conditional, grouped] {
            #expect(layout.frame(id: "row0") == first && layout.frame(id: "row1") == second)
        }
    }
}
