import Testing
import Foundation
@testable import Easel
@testable import EaselRendering
@_spi(SystemViews) import EaselCore

/// UIKit's appearance proxies, as SwiftUI apps set them in `init()`: the tab bars, navigation
/// bars, segmented pickers and page dots made afterwards follow them. Each test sets them in a
/// store of its own (`SystemAppearance.withIsolatedStore`), as tests run side by side.
@MainActor @Suite struct AppearanceTests {
    struct Tabs: View {
        var body: some View {
            TabView {
                Color.white.tabItem { Label("Inbox", systemImage: "tray") }
                Color.white.id("second").tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }

    struct Inbox: View {
        var body: some View {
            NavigationStack {
                Color.white.navigationTitle("Inbox")
            }
        }
    }

    func picture<V: View>(_ view: V) throws -> DecodedImage {
        let renderer = ImageRenderer(content: view)
        renderer.device = .iPhone15Pro
        return try #require(DecodedImage(png: try renderer.pngData()))
    }

    /// Whether any pixel in the points' rectangle (at 3×) passes `test`.
    func anyPixel(_ image: DecodedImage, x: Range<Int>, y: Range<Int>, _ test: (DecodedImage.Pixel) -> Bool) -> Bool {
        (y.lowerBound * 3..<y.upperBound * 3).contains { py in
            (x.lowerBound * 3..<x.upperBound * 3).contains { px in test(image.pixel(x: px, y: py)) }
        }
    }

    static let navy = UIColor(red: 0, green: 0, blue: 0.5, alpha: 1)
    static func isYellow(_ p: DecodedImage.Pixel) -> Bool { p.red > 230 && p.green > 230 && p.blue < 60 }
    static func isRed(_ p: DecodedImage.Pixel) -> Bool { p.red > 230 && p.green < 60 && p.blue < 60 }

    /// A tab bar appearance: an opaque navy background, the selected item's title yellow, the
    /// others' icons white. The bar (769 to 852 pt on an iPhone 15 Pro) is navy down to the
    /// screen's bottom edge.
    @Test func aTabBarFollowsItsStandardAppearance() throws {
        try SystemAppearance.withIsolatedStore {
            let appearance = UITabBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = Self.navy
            appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.yellow]
            appearance.stackedLayoutAppearance.normal.iconColor = .white
            UITabBar.appearance().standardAppearance = appearance
            UITabBar.appearance().scrollEdgeAppearance = appearance

            let image = try picture(Tabs())
            #expect(image.pixel(x: 5, y: (769 + 40) * 3) == DecodedImage.Pixel(red: 0, green: 0, blue: 128, alpha: 255))
            #expect(image.pixel(x: 5, y: 850 * 3) == DecodedImage.Pixel(red: 0, green: 0, blue: 128, alpha: 255))
            // The selected title (left half) is yellow; the unselected icon (right half) white.
            #expect(anyPixel(image, x: 0..<196, y: 803..<815, Self.isYellow))
            #expect(!anyPixel(image, x: 197..<393, y: 803..<815, Self.isYellow))
            #expect(anyPixel(image, x: 197..<393, y: 772..<800) { $0.red > 240 && $0.green > 240 && $0.blue > 240 })
        }
    }

    /// The properties UIKit had before appearances: the unselected items red, the bar tint navy.
    /// The bar tint colour is the standard appearance's background, which shows with content under
    /// the bar (a long list); at rest over a view that doesn't scroll the bar is transparent, as
    /// on iOS 15+ (which broke many apps' bar tints); the bar view's own background colour shows
    /// in both states.
    @Test func aTabBarFollowsItsLegacyColours() throws {
        try SystemAppearance.withIsolatedStore {
            UITabBar.appearance().unselectedItemTintColor = .red
            UITabBar.appearance().barTintColor = Self.navy
            #expect(UITabBar.appearance().unselectedItemTintColor == .red)
            let long = try picture(TabView {
                List(0..<40, id: \.self) { Text("Row \($0)") }.tabItem { Label("Inbox", systemImage: "tray") }
                Color.white.tabItem { Label("Settings", systemImage: "gear") }
            })
            #expect(long.pixel(x: 5, y: (769 + 40) * 3) == DecodedImage.Pixel(red: 0, green: 0, blue: 128, alpha: 255))
            #expect(anyPixel(long, x: 197..<393, y: 772..<815, Self.isRed))
            #expect(!anyPixel(long, x: 0..<196, y: 772..<815, Self.isRed))
            let still = try picture(Tabs())
            #expect(still.pixel(x: 5, y: (769 + 40) * 3) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))

            UITabBar.appearance().backgroundColor = .yellow
            let yellow = try picture(Tabs())
            #expect(yellow.pixel(x: 5, y: (769 + 40) * 3) == DecodedImage.Pixel(red: 255, green: 255, blue: 0, alpha: 255))
            #expect(yellow.pixel(x: 5, y: 850 * 3) == DecodedImage.Pixel(red: 255, green: 255, blue: 0, alpha: 255))
        }
    }

    /// An appearance read back from a proxy, changed and set again, keeps what was set before:
    /// its colour, its missing blur and hairline.
    @Test func anAppearanceReadBackKeepsItsBackground() {
        SystemAppearance.withIsolatedStore {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithTransparentBackground()
            appearance.backgroundColor = Self.navy
            UINavigationBar.appearance().standardAppearance = appearance
            let read = UINavigationBar.appearance().standardAppearance
            #expect(read.shadowColor == nil && read.backgroundEffect == nil && read.backgroundColor == Self.navy)
            read.titleTextAttributes = [.foregroundColor: UIColor.white]
            UINavigationBar.appearance().standardAppearance = read
            let kept = SystemAppearance.current.navigationBar.standardAppearance
            #expect(kept?.background == SystemAppearance.BarBackground(effect: nil, color: Self.navy.color, shadow: .none))
            #expect(kept?.title.color == UIColor.white.color)
        }
    }

    /// `isHidden` takes the tab bar away, and the tab reaches the bottom of the safe area (818).
    @Test func aHiddenTabBarIsNotShown() {
        SystemAppearance.withIsolatedStore {
            UITabBar.appearance().isHidden = true
            let layout = ViewLayout(of: TabView { Color.white.id("only").tabItem { Text("One") } }, on: .iPhone15Pro)
            #expect(layout.frame(id: "only") == CGRect(x: 0, y: 59, width: 393, height: 818 - 59))
            #expect(layout.nodes(named: "Button").isEmpty)
        }
        // Outside the store, the bar is back: what a test sets stays in its store.
        let layout = ViewLayout(of: TabView { Color.white.id("only").tabItem { Text("One") } }, on: .iPhone15Pro)
        #expect(layout.frame(id: "only") == CGRect(x: 0, y: 59, width: 393, height: 769 - 59))
        #expect(SystemAppearance.current == SystemAppearance())
    }

    /// A navigation bar appearance set for both states colours the bar at rest, under the status
    /// bar too; its large title attributes colour the title (103 to 155 pt).
    @Test func aNavigationBarFollowsItsAppearances() throws {
        try SystemAppearance.withIsolatedStore {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = Self.navy
            appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.yellow, .font: UIFont.systemFont(ofSize: 40, weight: .heavy)]
            UINavigationBar.appearance().standardAppearance = appearance
            UINavigationBar.appearance().scrollEdgeAppearance = appearance

            let image = try picture(Inbox())
            #expect(image.pixel(x: 5, y: 20 * 3) == DecodedImage.Pixel(red: 0, green: 0, blue: 128, alpha: 255))
            #expect(image.pixel(x: 5, y: 150 * 3) == DecodedImage.Pixel(red: 0, green: 0, blue: 128, alpha: 255))
            #expect(anyPixel(image, x: 16..<150, y: 110..<152, Self.isYellow))
            // The 40 pt title is taller than the 34 pt one would be.
            let layout = ViewLayout(of: Inbox(), on: .iPhone15Pro)
            let title = try #require(layout.nodes(named: "Text").first { $0.detail == "\"Inbox\"" })
            let plain = try SystemAppearance.withIsolatedStore {
                try #require(ViewLayout(of: Inbox(), on: .iPhone15Pro).nodes(named: "Text").first { $0.detail == "\"Inbox\"" })
            }
            #expect(title.frame.height > plain.frame.height)
        }
    }

    /// Only a standard appearance: at rest (the scroll edge) iOS 15+ draws it with a transparent
    /// background, so the bar is white; the legacy bar tint colour is the standard appearance's
    /// too. The bar view's own background colour fills the bar (59 to 155 pt) but not the status
    /// bar.
    @Test func atRestANavigationBarShowsItsScrollEdgeState() throws {
        try SystemAppearance.withIsolatedStore {
            let appearance = UINavigationBarAppearance()
            appearance.backgroundColor = Self.navy
            UINavigationBar.appearance().standardAppearance = appearance
            UINavigationBar.appearance().barTintColor = .red
            let image = try picture(Inbox())
            #expect(image.pixel(x: 5, y: 80 * 3) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        }
        try SystemAppearance.withIsolatedStore {
            UINavigationBar.appearance().backgroundColor = .red
            UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
            let image = try picture(Inbox())
            #expect(image.pixel(x: 5, y: 20 * 3) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
            #expect(image.pixel(x: 5, y: 80 * 3) == DecodedImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
            #expect(image.pixel(x: 5, y: 150 * 3) == DecodedImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
            #expect(image.pixel(x: 5, y: 160 * 3) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        }
    }

    /// The back button takes the proxy's tint colour.
    @Test func aNavigationBarsTintColoursTheBackButton() throws {
        try SystemAppearance.withIsolatedStore {
            UINavigationBar.appearance().tintColor = .red
            let host = ViewHost(NavigationStack { NavigationLink("Open") { Color.white.navigationTitle("Detail") } }, on: .iPhone15Pro)
            try host.tap("Open")
            let image = try #require(DecodedImage(png: try host.pngData()))
            // The chevron and "Back" title sit at the bar's leading edge (59 to 103 pt).
            #expect(anyPixel(image, x: 0..<80, y: 59..<103, Self.isRed))
        }
    }

    struct Segments: View {
        @State var choice = 0
        var body: some View {
            Picker("Choice", selection: $choice) {
                Text("One").tag(0)
                Text("Two").tag(1)
            }
            .pickerStyle(.segmented)
            .frame(width: 200)
        }
    }

    /// The selected segment's thumb in the proxy's colour, its title in the selected attributes'
    /// colour, the other title in the normal attributes', the track in the background colour.
    @Test func aSegmentedPickerFollowsItsAppearance() throws {
        try SystemAppearance.withIsolatedStore {
            let control = UISegmentedControl.appearance()
            control.selectedSegmentTintColor = Self.navy
            control.backgroundColor = .yellow
            control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
            control.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
            #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)

            let renderer = ImageRenderer(content: Segments())
            renderer.scale = 1
            let image = try #require(DecodedImage(png: try renderer.pngData()))
            #expect(image.width == 200 && image.height == 32)
            // Thumb: 2 pt inside the track, left half; track: the right half's edge.
            #expect(image.pixel(x: 10, y: 16) == DecodedImage.Pixel(red: 0, green: 0, blue: 128, alpha: 255))
            #expect(image.pixel(x: 198, y: 16) == DecodedImage.Pixel(red: 255, green: 255, blue: 0, alpha: 255))
            let left = (0..<100).flatMap { x in (0..<32).map { image.pixel(x: x, y: $0) } }
            let right = (100..<200).flatMap { x in (0..<32).map { image.pixel(x: x, y: $0) } }
            #expect(left.contains { $0.red > 240 && $0.green > 240 && $0.blue > 240 })
            #expect(right.contains(where: Self.isRed))
        }
    }

    /// The page dots: the current page's dot in the proxy's colour, the others in theirs.
    @Test func pageDotsFollowTheirAppearance() throws {
        try SystemAppearance.withIsolatedStore {
            UIPageControl.appearance().currentPageIndicatorTintColor = .red
            UIPageControl.appearance().pageIndicatorTintColor = .yellow
            let view = TabView {
                Color.white
                Color.white
            }
            .tabViewStyle(.page)
            let image = try picture(view)
            let layout = ViewLayout(of: view, on: .iPhone15Pro)
            let dots = layout.nodes(named: "Circle").map(\.frame)
            #expect(dots.count == 2)
            let first = try #require(dots.min { $0.minX < $1.minX })
            let second = try #require(dots.max { $0.minX < $1.minX })
            #expect(Self.isRed(image.pixel(x: Int(first.midX * 3), y: Int(first.midY * 3))))
            #expect(Self.isYellow(image.pixel(x: Int(second.midX * 3), y: Int(second.midY * 3))))
        }
    }

    /// Since iOS 16 lists aren't table views: a table view's appearance changes nothing.
    @Test func aTableViewsAppearanceLeavesListsAsTheyAre() throws {
        let list = List { Text("Row") }
        let before = try ImageRenderer(content: list).pngData()
        try SystemAppearance.withIsolatedStore {
            UITableView.appearance().backgroundColor = .clear
            UITableView.appearance().separatorStyle = .none
            UITableViewCell.appearance().backgroundColor = .red
            let after = try ImageRenderer(content: list).pngData()
            #expect(after == before)
        }
    }
}
