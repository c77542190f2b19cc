import Testing
import Foundation
@testable import Easel
@testable import EaselRendering

/// Tab views: the selected tab above a 49 pt tab bar on the bottom of the safe area (metrics cited
/// in `TabBar`), switching by tapping, selection bindings, badges, the page style.
@Suite struct TabViewTests {
    struct App: View {
        @State var selection = "inbox"
        var body: some View {
            TabView(selection: $selection) {
                Color.red.id("inbox")
                    .tabItem { Label("Inbox", systemImage: "tray") }
                    .tag("inbox")
                    .badge(3)
                Color.blue.id("settings")
                    .tabItem { Label("Settings", systemImage: "gear") }
                    .tag("settings")
            }
        }
    }

    @Test func theSelectedTabSitsAboveTheBar() {
        let layout = ViewLayout(of: App(), on: .iPhone15Pro)
        // 852 - 34 (home indicator) - 49 (bar) = 769; content from the top of the safe area (59).
        expectFrame(layout, "inbox", rect(0, 59, 393, 769 - 59))
        #expect(layout.frame(id: "settings") == nil)
        // On the SE: no home indicator, the bar sits on the bottom edge: 667 - 49 = 618.
        let se = ViewLayout(of: App(), on: .iPhoneSE)
        expectFrame(se, "inbox", rect(0, 20, 375, 618 - 20))
        // Two items share the width: each title is centred in its half, inside the bar's 49 pt.
        let titles = se.nodes(named: "Text").filter { $0.description.contains("Inbox") || $0.description.contains("Settings") }
        #expect(titles.count == 2)
        #expect(abs((titles.first?.frame.midX ?? 0) - 93.75) < 0.01)
        #expect(abs((titles.last?.frame.midX ?? 0) - 281.25) < 0.01)
        #expect(titles.allSatisfy { $0.frame.minY > 618 && $0.frame.maxY < 667 })
    }

    /// A UIKit container keeps its bounds whatever its content asks for: content wider than the
    /// screen (an image filled to 440 pt, as a public app's header) overflows it, centred, and the
    /// navigation bar's title and the tab bar's items stay on the screen.
    @Test func contentWiderThanTheScreenOverflowsItsContainers() {
        let tabs = TabView {
            NavigationStack {
                ScrollView {
                    VStack(alignment: .leading) {
                        Text("Leading text")
                        Color.orange.frame(width: 440, height: 120).id("wide")
                    }
                }
                .navigationTitle("Wide")
            }
            .tabItem { Label("Home", systemImage: "house") }
            Text("B").tabItem { Label("Other", systemImage: "gear") }
        }
        let layout = ViewLayout(of: tabs, on: .iPhone15Pro)
        // The tab's frame and the navigation screen's keep the screen's width.
        let screens = layout.nodes(named: "ContainerControllerFrame").map(\.frame)
        #expect(screens == [rect(0, 59, 393, 710), rect(0, 155, 393, 614)])
        // The scroll view is as wide as its content (spec §19) and centred on the screen.
        #expect(layout.frame(id: "wide")?.minX == -23.5)
        let title = layout.nodes(named: "Text").first { $0.description.contains("\"Wide\"") }
        #expect(title?.frame.minX == 16, "\(String(describing: title?.frame))")
        let home = layout.nodes(named: "Text").first { $0.description.contains("Home") }
        #expect(abs((home?.frame.midX ?? 0) - 98.25) < 0.01, "\(String(describing: home?.frame))")
    }

    @Test func aTabWithoutAnItemKeepsItsPlaceInTheBar() {
        let tabs = TabView {
            Color.red
            Color.blue.tabItem { Label("Second", systemImage: "star") }
        }
        let layout = ViewLayout(of: tabs, on: .iPhoneSE)
        // Two places share the width: the second item's title is centred in the right half.
        let title = layout.nodes(named: "Text").first { $0.description.contains("Second") }
        #expect(abs((title?.frame.midX ?? 0) - 281.25) < 0.01, "\(String(describing: title?.frame))")
    }

    @Test func tappingATabSelectsIt() throws {
        let host = ViewHost(App(), on: .iPhone15Pro)
        try host.tap("Settings")
        #expect(host.layout.frame(id: "settings") != nil)
        #expect(host.layout.frame(id: "inbox") == nil)
        try host.tap("Inbox")
        #expect(host.layout.frame(id: "inbox") != nil)
    }

    @Test func withoutABindingTheFirstTabShowsFirst() throws {
        let host = ViewHost(TabView {
            Text("One").id("one").tabItem { Label("One", systemImage: "1.circle") }
            Text("Two").id("two").tabItem { Label("Two", systemImage: "2.circle") }
        }, on: .iPhone13)
        #expect(host.layout.frame(id: "one") != nil)
        try host.tap("Two")
        #expect(host.layout.frame(id: "two") != nil)
    }

    @Test func theNewTabAPI() {
        let view = TabView {
            Tab("Home", systemImage: "house") { Color.red.id("home") }
            Tab("Search", systemImage: "magnifyingglass") { Color.blue.id("search") }
        }
        let layout = ViewLayout(of: view, on: .iPhone15Pro)
        expectFrame(layout, "home", rect(0, 59, 393, 769 - 59))
    }

    @Test func anIPhonesTabBarListsASectionsTabsAmongTheOthers() throws {
        let view = TabView {
            Tab("Home", systemImage: "house") { Color.red.id("home") }
            TabSection("Messages") {
                Tab("Received", systemImage: "tray") { Color.blue.id("received") }
                Tab("Sent", systemImage: "paperplane") { Color.green.id("sent") }
            }
            Tab("Archive", systemImage: "archivebox") { Color.gray }
                .tabPlacement(.sidebarOnly)
        }
        .tabViewStyle(.sidebarAdaptable)
        let host = ViewHost(view, on: .iPhone15Pro)
        let titles = host.layout.nodes(named: "Text").compactMap(\.detail)
        #expect(titles == ["\"Home\"", "\"Received\"", "\"Sent\""], "no section header, no sidebar-only tab")
        try host.tap("Sent")
        #expect(host.layout.frame(id: "sent") != nil)
    }

    @Test func aTabWithANavigationStackKeepsItsBarsApart() {
        let view = TabView {
            NavigationStack {
                Color.red.id("content").navigationTitle("Inbox")
            }
            .tabItem { Label("Inbox", systemImage: "tray") }
        }
        let layout = ViewLayout(of: view, on: .iPhone15Pro)
        // Between the 96 pt navigation bar and the 49 pt tab bar.
        expectFrame(layout, "content", rect(0, 59 + 96, 393, 769 - 59 - 96))
    }

    @Test func aPushedScreenCanHideTheTabBar() throws {
        let host = ViewHost(TabView {
            NavigationStack {
                NavigationLink("Player") {
                    Color.red.id("player").toolbar(.hidden, for: .tabBar)
                }
            }
            .tabItem { Label("Music", systemImage: "play") }
        }, on: .iPhone15Pro)
        try host.tap("Player")
        // No tab bar: the pushed screen reaches the bottom of the safe area (818), below its 96 pt
        // bar (the large title mode it inherits; it has no title, so 44).
        expectFrame(host.layout, "player", rect(0, 59 + 44, 393, 818 - 59 - 44))
    }

    @Test func pagesHaveDotsAndNoBar() {
        let view = TabView {
            Color.red.id("first")
            Color.blue.id("second")
        }
        .tabViewStyle(.page)
        let layout = ViewLayout(of: view, on: .iPhone15Pro)
        expectFrame(layout, "first", rect(0, 59, 393, 852 - 34 - 59))
        #expect(layout.nodes(named: "Circle").count == 2)
        #expect(layout.nodes(named: "Button").isEmpty)
    }

    @Test func theTabBarPicture() throws {
        let renderer = ImageRenderer(content: App())
        renderer.device = .iPhone15Pro
        let png = try renderer.pngData()
        if let folder = ProcessInfo.processInfo.environment["EASEL_TEST_PICTURES"] {
            try png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("tab-bar.png"))
        }
        let image = try #require(DecodedImage(png: png))
        // No content runs under the bar (769 pt): iOS 15+ leaves it transparent, without its
        // hairline (BarStyleTests has the bar over a long list).
        #expect(image.pixel(x: 5, y: (769 + 40) * 3) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image.pixel(x: 5, y: 769 * 3) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        // The selected item's title in the accent colour, the other in grey.
        let titleRow = (769 + 40) * 3
        let left = (0..<image.width / 2).map { image.pixel(x: $0, y: titleRow) }
        let right = (image.width / 2..<image.width).map { image.pixel(x: $0, y: titleRow) }
        #expect(left.contains { $0.blue > 200 && $0.red < 100 })
        #expect(!right.contains { $0.blue > 200 && $0.red < 100 })
        // The badge: red on the first item's icon.
        #expect((0..<image.width / 2).contains { x in
            (769 * 3..<(769 + 20) * 3).contains { y in
                let p = image.pixel(x: x, y: y)
                return p.red > 240 && p.green < 80 && p.blue < 80
            }
        })
    }
}

extension TabViewTests {
    /// A two-digit badge keeps its own width: the icon's overlay offers it less, and it used to
    /// come out as "…".
    /// iOS 13's `tabItem { Image(systemName:); Text(_:) }` (either order) is the same item as a
    /// `Label`: the icon above the title, the badge on the icon.
    @Test func anImageAndATextAreOneTabItem() {
        func bar(_ view: some View) -> [String] {
            let layout = ViewLayout(of: view, on: .iPhoneSE)
            return (layout.nodes(named: "Text") + layout.nodes(named: "Image")).filter { $0.frame.minY > 618 }
                .map { "\($0.description) \($0.frame)" }
        }
        let labels = bar(TabView {
            Text("Home").tabItem { Label("Home", systemImage: "house") }
            Text("Messages").tabItem { Label("Messages", systemImage: "envelope") }.badge(15)
        })
        let pairs = bar(TabView {
            Text("Home").tabItem { Image(systemName: "house"); Text("Home") }
            Text("Messages").tabItem { Text("Messages"); Image(systemName: "envelope") }.badge(15)
        })
        #expect(pairs == labels)
        #expect(labels.count == 5, "two icons, two titles, the badge: \(labels)")
    }

    @Test func aTwoDigitBadgeIsNotTruncated() {
        let layout = ViewLayout(of: TabView {
            Text("Library").tabItem { Label("Library", systemImage: "book") }.badge(12)
        }, on: .iPhone15Pro)
        let badge = layout.nodes(named: "Text").first { $0.detail == "\"12\"" }
        #expect(badge != nil)
        // As wide as "12" at 13 pt wants to be (the overlay offers less).
        let ideal = ViewLayout(of: Text("12").font(.system(size: 13)).fixedSize().id("t"), in: CGSize(width: 100, height: 100)).frame(id: "t")
        #expect(badge?.frame.width == ideal?.width, "\(String(describing: badge?.frame)) against \(String(describing: ideal))")
    }
}

extension TabViewTests {
    struct CustomizedTabs: View {
        @AppStorage("tabs") private var customization: TabViewCustomization
        var body: some View {
            TabView {
                Tab("Home", systemImage: "house") { Text("Home screen").id("home") }
                    .customizationID("home")
                Tab("Reports", systemImage: "chart.bar") { Text("Reports screen") }
                    .customizationID("reports")
                Tab("Settings", systemImage: "gear") { Text("Settings screen") }
                    .customizationID("settings")
                    .defaultVisibility(.hidden, for: .tabBar)
                Tab("Climate", systemImage: "fan") { Text("Climate screen").id("climate") }
                    .customizationID("climate")
                    .customizationBehavior(.disabled, for: .sidebar, .tabBar)
            }
            .tabViewCustomization($customization)
        }
    }

    /// The tabs a `TabViewCustomization` hides, and those hidden from the tab bar by default,
    /// leave the bar; the others share its width.
    @Test func aCustomizationLeavesHiddenTabsOutOfTheBar() throws {
        let store = try #require(UserDefaults(suiteName: "TabViewCustomizationTests-\(UUID().uuidString)"))
        var customization = TabViewCustomization()
        customization[visibility: "reports"] = .hidden
        #expect(customization[visibility: "reports"] == .hidden)
        #expect(customization[visibility: "home"] == .automatic)
        // What @AppStorage keeps: the customization as JSON.
        store.set(try JSONEncoder().encode(customization), forKey: "tabs")

        let layout = ViewLayout(of: CustomizedTabs().defaultAppStorage(store), on: .iPhone15Pro)
        let titles = ["Home", "Reports", "Settings", "Climate"].filter { title in
            layout.nodes(named: "Text").contains { $0.description.contains("\"\(title)\"") }
        }
        #expect(titles == ["Home", "Climate"])
        // Two items in the 393 pt bar: each title centred in its half.
        let climate = try #require(layout.nodes(named: "Text").first { $0.description.contains("\"Climate\"") })
        #expect(abs(climate.frame.midX - 294.75) < 0.01)
        #expect(layout.frame(id: "home") != nil)
        // Tapping the second item of the bar shows the fourth tab.
        let host = ViewHost(CustomizedTabs().defaultAppStorage(store), on: .iPhone15Pro)
        try host.tap("Climate")
        #expect(host.layout.frame(id: "climate") != nil)
        #expect(host.layout.frame(id: "home") == nil)

        // Without the stored customization only the tab hidden by default leaves the bar.
        let fresh = try #require(UserDefaults(suiteName: "TabViewCustomizationTests-\(UUID().uuidString)"))
        let all = ViewLayout(of: CustomizedTabs().defaultAppStorage(fresh), on: .iPhone15Pro)
        #expect(all.nodes(named: "Text").filter { $0.description.contains("\"Reports\"") }.count == 1)
        #expect(all.nodes(named: "Text").filter { $0.description.contains("\"Settings\"") }.isEmpty)

        // Showing a tab hidden by default puts it back; resetting forgets every choice.
        customization[visibility: "settings"] = .visible
        #expect(try JSONDecoder().decode(TabViewCustomization.self, from: JSONEncoder().encode(customization)) == customization)
        customization.resetVisibility()
        #expect(customization == TabViewCustomization())
    }
}

extension TabViewTests {
    /// A tab with nothing in it keeps its item in the bar (a file that sketches its tabs first).
    @Test func anEmptyTabIsStillATab() {
        let layout = ViewLayout(of: TabView {
            Tab("Home", systemImage: "house") {}
            Tab("Reports", systemImage: "chart.bar") {}
        }, on: .iPhone15Pro)
        let titles = layout.nodes(named: "Text").filter { $0.description.contains("\"Home\"") || $0.description.contains("\"Reports\"") }
        #expect(titles.count == 2)
        #expect(abs((titles.last?.frame.midX ?? 0) - 294.75) < 0.01)
        #expect(layout.diagnostics.isEmpty)
    }
}

extension TabViewTests {
    struct SixTabs: View {
        var body: some View {
            TabView {
        Text("First screen").id("one").tabItem { Label("One", systemImage: "1.circle") }
        Text("Second screen").tabItem { Label("Two", systemImage: "2.circle") }
        Text("Third screen").tabItem { Label("Three", systemImage: "3.circle") }
        Text("Fourth screen").tabItem { Label("Four", systemImage: "4.circle") }
        Text("Fifth screen").id("five").tabItem { Label("Five", systemImage: "5.circle") }
        Text("Sixth screen").id("six").tabItem { Label("Six", systemImage: "6.circle") }
            }
        }
    }

    private func barTitles(_ layout: ViewLayout) -> [String] {
        ["One", "Two", "Three", "Four", "Five", "Six", "More"].filter { title in
            layout.nodes(named: "Text").contains { $0.description.contains("\"\(title)\"") && $0.frame.minY > 769 }
        }
    }

    /// More than five tabs: the bar shows four and More, which lists the others.
    @Test func moreThanFiveTabsShowFourAndMore() throws {
        let host = ViewHost(SixTabs(), on: .iPhone15Pro)
        #expect(barTitles(host.layout) == ["One", "Two", "Three", "Four", "More"])
        // Five items share the 393 pt bar: More is centred in the last fifth.
        let more = try #require(host.layout.nodes(named: "Text").first { $0.description.contains("\"More\"") })
        #expect(abs(more.frame.midX - 353.7) < 0.01)
        #expect(host.layout.frame(id: "one") != nil)

        // More opens the list of the other tabs, titled More; a row pushes its tab.
        try host.tap("More")
        #expect(host.layout.storage.texts(inSubtreeOf: 0).starts(with: ["Five", "Six", "More"]))
        // The list's large title sits under the status bar, above its rows.
        let title = try #require(host.layout.nodes(named: "Text").first { $0.description.contains("\"More\"") && $0.frame.minY < 769 })
        let fiveRow = try #require(host.layout.nodes(named: "Text").first { $0.description.contains("\"Five\"") })
        #expect(title.frame.minY > 59 && title.frame.maxY < fiveRow.frame.minY)
        try host.tap("Six")
        #expect(host.layout.frame(id: "six") != nil)
        #expect(barTitles(host.layout) == ["One", "Two", "Three", "Four", "More"])
        // Another item closes the list.
        try host.tap("One")
        #expect(host.layout.frame(id: "one") != nil)
        #expect(host.layout.frame(id: "six") == nil)

        // Five tabs fit: no More.
        let five = ViewLayout(of: TabView {
            ForEach(1...5, id: \.self) { number in Text("Screen \(number)").tabItem { Label("Tab \(number)", systemImage: "circle") } }
        }, on: .iPhone15Pro)
        #expect(five.nodes(named: "Text").filter { $0.description.contains("\"More\"") }.isEmpty)
    }
}
