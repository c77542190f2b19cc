import Testing
import Foundation
@testable import Easel

/// Navigation stacks and their bars on devices. Expected frames are derived by hand from the
/// metrics cited in `NavigationBar` (44 pt bar, 52 pt large-title row, 16 pt margins) and the
/// device tables cited in `Device` (iPhone 15 Pro: 393×852, safe area 59 top, 34 bottom; iPhone SE:
/// 375×667, 20 top).
@Suite struct NavigationTests {
    /// The height of one line of `text` in `font`, as Easel measures it (the large title's frame
    /// depends on it).
    private func lineHeight(_ font: Font) -> CGFloat {
        ViewLayout(of: Text("Settings").font(font).id("t"), in: CGSize(width: 400, height: 400)).frame(id: "t")!.height
    }

    @Test func largeTitleBar() {
        let screen = NavigationStack {
            Color.red.id("content").navigationTitle("Settings")
        }
        let layout = ViewLayout(of: screen, on: .iPhone15Pro)
        // The bar takes 44 + 52 = 96 pt below the status bar; the content the rest of the safe area.
        expectFrame(layout, "content", rect(0, 59 + 96, 393, 852 - 34 - 59 - 96))
        // The title: 16 pt in, its text 8 pt above the bar's bottom.
        let title = layout.nodes(named: "Text").first { $0.description.contains("Settings") }
        let height = lineHeight(.largeTitle.bold())
        expectRect(title?.frame, rect(16, 59 + 96 - 8 - height, title?.frame.width ?? 0, height), "large title")
    }

    @Test func inlineTitleBarOnAnotherDevice() {
        let screen = NavigationStack {
            Color.red.id("content")
                .navigationTitle("Details")
                .navigationBarTitleDisplayMode(.inline)
        }
        let layout = ViewLayout(of: screen, on: .iPhoneSE)
        expectFrame(layout, "content", rect(0, 20 + 44, 375, 667 - 20 - 44))
        // The inline title is centred in the bar.
        let title = layout.nodes(named: "Text").first { $0.description.contains("Details") }
        let frame = title?.frame ?? .zero
        #expect(abs(frame.midX - 187.5) < 0.01 && abs(frame.midY - (20 + 22)) < 0.01, "\(frame)")
    }

    /// An empty `.toolbar { }` (left in a public app's screen) compiles, as on iOS: the view
    /// builder's, an empty toolbar. It was ambiguous with the toolbar content builder's.
    @Test func anEmptyToolbarIsNoToolbar() {
        let layout = ViewLayout(of: NavigationStack {
            Color.red.id("content").navigationTitle("Home").toolbar { }
        }, on: .iPhone15Pro)
        expectFrame(layout, "content", rect(0, 59 + 96, 393, 852 - 34 - 59 - 96))
        #expect(layout.nodes(named: "Button").isEmpty)
    }

    @Test func toolbarItemsSitAtTheBarsEdges() {
        let screen = NavigationStack {
            Color.red
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Edit") {}.id("edit") }
                    ToolbarItem(placement: .topBarLeading) { Button("Filter") {}.id("filter") }
                }
        }
        let layout = ViewLayout(of: screen, on: .iPhone15Pro)
        let edit = layout.frame(id: "edit") ?? .zero
        let filter = layout.frame(id: "filter") ?? .zero
        #expect(abs(edit.maxX - (393 - 16)) < 0.01 && abs(edit.midY - (59 + 22)) < 0.01, "\(edit)")
        #expect(abs(filter.minX - 16) < 0.01 && abs(filter.midY - (59 + 22)) < 0.01, "\(filter)")
    }

    @Test func aBottomBarTakesRoomAboveTheHomeIndicator() {
        let screen = NavigationStack {
            Color.red.id("content")
                .toolbar {
                    ToolbarItem(placement: .bottomBar) { Button("Compose") {}.id("compose") }
                }
        }
        let layout = ViewLayout(of: screen, on: .iPhone15Pro)
        // No title: a 44 pt bar at the top; a 44 pt toolbar above the 34 pt home indicator inset.
        expectFrame(layout, "content", rect(0, 59 + 44, 393, 852 - 34 - 44 - 59 - 44))
        let compose = layout.frame(id: "compose") ?? .zero
        #expect(abs(compose.midX - 196.5) < 0.01 && abs(compose.midY - (852 - 34 - 22)) < 0.01, "\(compose)")
    }

    @Test func anInlineTitleWithAMenuShowsAChevron() {
        func screen(menu: Bool) -> some View {
            NavigationStack {
                Color.red
                    .navigationTitle("Notes")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        if menu { ToolbarTitleMenu { Button("Rename") {} } }
                    }
            }
        }
        let plain = ViewLayout(of: screen(menu: false), on: .iPhone15Pro)
        let layout = ViewLayout(of: screen(menu: true), on: .iPhone15Pro)
        let title = layout.nodes(named: "Text").first { $0.detail == "\"Notes\"" }?.frame ?? .zero
        let plainTitle = plain.nodes(named: "Text").first { $0.detail == "\"Notes\"" }?.frame ?? .zero
        let chevron = layout.nodes(named: "Circle").first?.frame ?? .zero
        // Title and chevron are centred together, 4 points apart; the menu's button isn't drawn.
        #expect(chevron.size == CGSize(width: 18, height: 18) && abs(chevron.minX - title.maxX - 4) < 0.01, "\(title) \(chevron)")
        #expect(abs((title.minX + chevron.maxX) / 2 - 196.5) < 0.01 && abs(plainTitle.midX - 196.5) < 0.01)
        #expect(abs(chevron.midY - title.midY) < 0.01)
        #expect(!layout.nodes(named: "Text").contains { $0.detail == "\"Rename\"" })
        #expect(plain.nodes(named: "Circle").isEmpty)
    }

    @Test func aToolbarSpacerIsAGapBetweenItems() {
        func screen(spaced: Bool) -> some View {
            NavigationStack {
                Color.red
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Image(systemName: "star").id("first") }
                        if spaced { ToolbarSpacer(.fixed, placement: .topBarTrailing) }
                        ToolbarItem(placement: .topBarTrailing) { Image(systemName: "star").id("second") }
                    }
            }
        }
        func gap(_ layout: ViewLayout) -> CGFloat {
            (layout.frame(id: "second")?.minX ?? 0) - (layout.frame(id: "first")?.maxX ?? 0)
        }
        let plain = gap(ViewLayout(of: screen(spaced: false), on: .iPhone15Pro))
        let spaced = gap(ViewLayout(of: screen(spaced: true), on: .iPhone15Pro))
        // The spacer is one more item 8 points wide, with the bar's spacing on each side of it.
        #expect(plain > 0 && abs(spaced - (2 * plain + 8)) < 0.01, "\(plain) \(spaced)")
    }

    @Test func aHostPushesAndPops() throws {
        let host = ViewHost(NavigationStack {
            VStack {
                NavigationLink("Details") { Text("Detail screen").id("detail").navigationTitle("Details") }
            }
            .id("home")
            .navigationTitle("Home")
        }, on: .iPhone15Pro)
        #expect(host.layout.frame(id: "home") != nil)
        try host.tap("Details")
        #expect(host.layout.frame(id: "detail") != nil)
        #expect(host.layout.frame(id: "home") == nil)
        // The back button shows the previous title.
        #expect(host.layout.nodes(named: "Text").contains { $0.description.contains("\"Home\"") || $0.description.contains("Home") })
        try host.tap("Back")
        #expect(host.layout.frame(id: "detail") == nil)
        #expect(host.layout.frame(id: "home") != nil)
    }

    @Test func valuesPushTheirDestinations() throws {
        let host = ViewHost(NavigationStack {
            VStack {
                NavigationLink("Seven", value: 7)
            }
            .navigationTitle("Numbers")
            .navigationDestination(for: Int.self) { number in
                Text("Number \(number)").id("number-\(number)")
            }
        }, on: .iPhone13)
        try host.tap("Seven")
        #expect(host.layout.frame(id: "number-7") != nil)
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test func aPathBindingPushesItsValues() throws {
        struct Screen: View {
            @State var path: [String] = ["a", "b"]
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Root").id("root")
                        .navigationDestination(for: String.self) { name in
                            Text("Screen \(name)").id(name).navigationTitle(name.uppercased())
                        }
                }
            }
        }
        let host = ViewHost(Screen(), on: .iPhone15Pro)
        #expect(host.layout.frame(id: "b") != nil)
        #expect(host.layout.frame(id: "a") == nil)
        // The back button names the screen below: "A".
        #expect(host.layout.nodes(named: "Text").contains { $0.description.contains("\"A\"") })
        try host.tap("Back")
        #expect(host.layout.frame(id: "a") != nil)
        try host.tap("Back")
        #expect(host.layout.frame(id: "root") != nil)
    }

    /// `toolbarRole(.editor)` on a pushed screen: its back button is the chevron alone, still
    /// tappable; other roles keep the screen below's title.
    @Test func anEditorScreensBackButtonIsTheChevronAlone() throws {
        struct Screen: View {
            let role: ToolbarRole
            @State var path: [String] = ["draft"]
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Root").id("root").navigationTitle("Inbox")
                        .navigationDestination(for: String.self) { name in
                            Text(name).navigationTitle("Message").toolbarRole(role)
                        }
                }
            }
        }
        func texts(_ layout: ViewLayout) -> [String] { layout.nodes(named: "Text").compactMap(\.detail) }
        let plain = ViewLayout(of: Screen(role: .automatic), on: .iPhone15Pro)
        #expect(texts(plain).contains("\"Inbox\"") && texts(plain).contains("\"Message\""))
        let host = ViewHost(Screen(role: .editor), on: .iPhone15Pro)
        #expect(!texts(host.layout).contains("\"Inbox\"") && texts(host.layout).contains("\"Message\""))
        // The chevron stays where it was.
        let chevron = { (layout: ViewLayout) in layout.nodes(named: "Image").first?.frame }
        #expect(chevron(host.layout) == chevron(plain) && chevron(plain) != nil)
        try host.tap("Back")
        #expect(host.layout.frame(id: "root") != nil)
    }

    @Test func dismissPopsAPushedScreen() throws {
        struct Detail: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                Button("Done") { dismiss() }.id("done")
            }
        }
        let host = ViewHost(NavigationStack {
            NavigationLink("Open") { Detail() }.id("open")
        }, on: .iPhone15Pro)
        try host.tap("Open")
        #expect(host.layout.frame(id: "done") != nil)
        try host.tap("Done")
        #expect(host.layout.frame(id: "open") != nil)
    }

    @Test func badInputSaysSo() throws {
        // A link outside any stack does nothing and is drawn disabled.
        let lone = ViewHost(NavigationLink("Nowhere") { Text("x").id("x") }, on: .iPhone15Pro)
        #expect(lone.diagnostics.contains { $0.hasPrefix("A NavigationLink is outside any NavigationStack") })
        // A value with no destination pushes nothing.
        let host = ViewHost(NavigationStack { NavigationLink("Seven", value: 7).id("link") }, on: .iPhone15Pro)
        try host.tap("Seven")
        #expect(host.layout.frame(id: "link") != nil)
        #expect(host.diagnostics.contains { $0.contains("no navigationDestination(for: Int.self)") })
    }

    @Test func iOS13BarItemsAndSplitViews() {
        let items = ViewLayout(of: NavigationView {
            Color.red.navigationBarItems(trailing: Button("Add") {}.id("add"))
        }, on: .iPhone15Pro)
        let add = items.frame(id: "add") ?? .zero
        #expect(abs(add.maxX - (393 - 16)) < 0.01 && abs(add.midY - (59 + 22)) < 0.01, "\(add)")
        // A split view on an iPhone is a stack showing its sidebar.
        let split = ViewLayout(of: NavigationSplitView {
            Color.red.id("sidebar").navigationTitle("Folders")
        } detail: {
            Color.blue.id("detail")
        }, on: .iPhone15Pro)
        expectFrame(split, "sidebar", rect(0, 59 + 96, 393, 852 - 34 - 59 - 96))
        #expect(split.frame(id: "detail") == nil)
    }

    @Test func splitViewColumnsStandSideBySideInRegularWidth() {
        let split = NavigationSplitView {
            Color.red.id("sidebar").navigationTitle("Folders")
        } detail: {
            Color.blue.id("detail")
        }
        // iPad landscape (1180 × 820, status bar 24, home indicator 20): a 320-wide sidebar, a
        // hairline, the detail; each column under its own bar.
        let landscape = ViewLayout(of: split, on: .iPad.landscape)
        let sidebar = landscape.frame(id: "sidebar") ?? .zero
        let detail = landscape.frame(id: "detail") ?? .zero
        #expect(sidebar.minX == 0 && sidebar.width == 320, "\(sidebar)")
        #expect(detail.minX > 320 && detail.minX < 321 && detail.maxX == 1180, "\(detail)")
        #expect(sidebar.maxY == detail.maxY && sidebar.maxY == 820 - 20)
        #expect(!landscape.diagnostics.contains { $0.hasPrefix("NavigationSplitView") })
        // Portrait: the detail alone, and the hidden sidebar's button is said not drawn.
        let portrait = ViewLayout(of: split, on: .iPad)
        #expect(portrait.frame(id: "sidebar") == nil)
        #expect(portrait.frame(id: "detail")?.width == 820)
        #expect(portrait.diagnostics.contains { $0.hasPrefix("NavigationSplitView: the sidebar is hidden") })
        // Three columns, all shown.
        let three = ViewLayout(of: NavigationSplitView(columnVisibility: .constant(.all)) {
            Color.red.id("sidebar")
        } content: {
            Color.green.id("content").navigationSplitViewColumnWidth(200)
        } detail: {
            Color.blue.id("detail")
        }, on: .iPadPro12_9.landscape)
        #expect(three.frame(id: "sidebar")?.width == 320 && three.frame(id: "content")?.width == 320)
        #expect((three.frame(id: "content")?.minX ?? 0) > 320 && (three.frame(id: "detail")?.maxX ?? 0) == 1366)
        #expect(three.diagnostics.contains("navigationSplitViewColumnWidth: split view columns are drawn 320 points wide."))
    }

    @Test func navigationViewIsAStack() {
        let layout = ViewLayout(of: NavigationView { Color.red.id("content").navigationBarTitle("Old", displayMode: .inline) }, on: .iPhone15Pro)
        expectFrame(layout, "content", rect(0, 59 + 44, 393, 852 - 34 - 59 - 44))
    }

    /// A NavigationView of a sidebar list and a detail placeholder (jordansinger/SwiftUI-Kit's
    /// ContentView) shows the list alone on an iPhone: the columns collapse into a stack that
    /// starts at the first. The placeholder used to be stacked under the list, both half-height.
    @Test func navigationViewWithColumnsShowsTheFirstOnAnIPhone() {
        let columns = NavigationView {
            Color.red.id("sidebar").navigationBarTitle("Groups", displayMode: .inline)
            Text("Select a group").id("detail")
        }
        let phone = ViewLayout(of: columns, on: .iPhone15Pro)
        expectFrame(phone, "sidebar", rect(0, 59 + 44, 393, 852 - 34 - 59 - 44))
        #expect(phone.frame(id: "detail") == nil)
        #expect(phone.nodes(named: "Text").map(\.detail).contains("\"Groups\""))
        #expect(phone.diagnostics.isEmpty)
        // In a regular width iOS would draw the columns side by side; Easel says it doesn't.
        let wide = ViewLayout(of: columns.environment(\.horizontalSizeClass, .regular), on: .iPhone15Pro)
        #expect(wide.frame(id: "detail") == nil)
        #expect(wide.diagnostics == ["NavigationView's 2 columns are drawn as a stack of the first: Easel draws iPhone's compact navigation, not columns side by side."])
    }
}

// MARK: Support

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

func expectRect(_ actual: CGRect?, _ expected: CGRect, _ label: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    let matches = actual.map {
        abs($0.minX - expected.minX) < 1e-6 && abs($0.minY - expected.minY) < 1e-6
            && abs($0.width - expected.width) < 1e-6 && abs($0.height - expected.height) < 1e-6
    } ?? false
    #expect(matches, "\(label): expected \(expected), got \(String(describing: actual))", sourceLocation: sourceLocation)
}

func expectFrame(_ layout: ViewLayout, _ id: String, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    expectRect(layout.frame(id: id), expected, id, sourceLocation: sourceLocation)
}
