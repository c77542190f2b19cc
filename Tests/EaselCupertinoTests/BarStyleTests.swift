import Testing
import Foundation
@testable import Easel
@testable import EaselRendering

/// SwiftUI's toolbar modifiers for the tab bar and the navigation bar's colour scheme: the shown
/// tab's `toolbarBackground(_:for: .tabBar)` and `toolbarColorScheme(_:for:)` reach the tab bar;
/// a navigation bar's colour scheme applies while its background shows.
@Suite struct BarStyleTests {
    func picture<V: View>(_ view: V) throws -> DecodedImage {
        let renderer = ImageRenderer(content: view)
        renderer.device = .iPhone15Pro
        return try #require(DecodedImage(png: try renderer.pngData()))
    }

    func tabs(_ first: some View) -> some View {
        TabView {
            first.tabItem { Label("Inbox", systemImage: "tray") }
            Color.white.tabItem { Label("Settings", systemImage: "gear") }
        }
    }

    /// A black background, shown, and the dark scheme: the bar (769 to 852 pt) is black to the
    /// bottom edge.
    @Test func theShownTabStylesTheTabBar() throws {
        let image = try picture(tabs(Color.white.toolbarBackground(Color.black, for: .tabBar).toolbarBackground(.visible, for: .tabBar).toolbarColorScheme(.dark, for: .tabBar)))
        #expect(image.pixel(x: 5, y: (769 + 40) * 3) == DecodedImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(x: 5, y: 850 * 3) == DecodedImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        // Another tab's modifiers don't reach the bar: the second tab isn't shown.
        let other = try picture(TabView {
            Color.white.toolbarBackground(.visible, for: .tabBar).tabItem { Text("One") }
            Color.white.toolbarBackground(Color.black, for: .tabBar).tabItem { Text("Two") }
        })
        #expect(other.pixel(x: 5, y: (769 + 40) * 3) == DecodedImage.Pixel(red: 249, green: 249, blue: 249, alpha: 255))
        // A background asked for another bar doesn't reach the tab bar either.
        let navigation = try picture(tabs(Color.white.toolbarBackground(Color.black, for: .navigationBar).toolbarBackground(.visible, for: .tabBar)))
        #expect(navigation.pixel(x: 5, y: (769 + 40) * 3) == DecodedImage.Pixel(red: 249, green: 249, blue: 249, alpha: 255))
        // Not made visible, a style shows only with content under the bar: here there is none.
        let atRest = try picture(tabs(Color.white.toolbarBackground(Color.black, for: .tabBar)))
        #expect(atRest.pixel(x: 5, y: (769 + 40) * 3) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    /// At rest a tab bar shows its background only over content that runs under it: a list
    /// longer than the screen puts the bar material (#F9F9F9) and its hairline there; a short
    /// list, or a view that doesn't scroll, leaves the bar transparent (what is behind shows: the
    /// list's grouped background, or white), with no hairline.
    @Test func atRestATabBarShowsItsBackgroundOnlyOverContent() throws {
        let long = try picture(tabs(List(0..<40, id: \.self) { Text("Row \($0)") }))
        #expect(long.pixel(x: 5, y: (769 + 40) * 3) == DecodedImage.Pixel(red: 249, green: 249, blue: 249, alpha: 255))
        #expect(long.pixel(x: 5, y: 769 * 3).red < 240)
        let short = try picture(tabs(List(0..<3, id: \.self) { Text("Row \($0)") }))
        #expect(short.pixel(x: 5, y: (769 + 40) * 3) == DecodedImage.Pixel(red: 242, green: 242, blue: 247, alpha: 255))
        #expect(short.pixel(x: 5, y: 769 * 3) == DecodedImage.Pixel(red: 242, green: 242, blue: 247, alpha: 255))
        let still = try picture(tabs(Color.white))
        #expect(still.pixel(x: 5, y: (769 + 40) * 3) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(still.pixel(x: 5, y: 769 * 3) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        // A scroll view whose content is longer than the screen, in a navigation stack.
        let scrolling = try picture(tabs(NavigationStack { ScrollView { Color.white.frame(height: 2_000) }.navigationTitle("Feed") }))
        #expect(scrolling.pixel(x: 5, y: (769 + 40) * 3) == DecodedImage.Pixel(red: 249, green: 249, blue: 249, alpha: 255))
    }

    /// `.hidden` takes the bar's background and hairline away: the white content shows through.
    @Test func aHiddenTabBarBackgroundShowsWhatIsBehind() throws {
        let image = try picture(tabs(Color.white.toolbarBackground(.hidden, for: .tabBar)))
        #expect(image.pixel(x: 5, y: (769 + 40) * 3) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(image.pixel(x: 5, y: 769 * 3) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    func inbox(visible: Bool) -> some View {
        NavigationStack {
            Color.white
                .navigationTitle("Inbox")
                .toolbarBackground(visible ? .visible : .automatic, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
        }
    }

    /// With its background visible, the bar is drawn dark (the bar colour's dark value, under the
    /// status bar too) and its large title white; at rest there is no background and the scheme
    /// changes nothing: the title stays black on white.
    @Test func aNavigationBarsColourSchemeAppliesWithItsBackground() throws {
        let dark = try picture(inbox(visible: true))
        #expect(dark.pixel(x: 5, y: 20 * 3).red < 60)
        #expect(dark.pixel(x: 5, y: 150 * 3).red < 60)
        let titleArea = (110 * 3..<152 * 3).flatMap { y in (16 * 3..<150 * 3).map { dark.pixel(x: $0, y: y) } }
        #expect(titleArea.contains { $0.red > 240 && $0.green > 240 && $0.blue > 240 })

        let rest = try picture(inbox(visible: false))
        #expect(rest.pixel(x: 5, y: 150 * 3) == DecodedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        let restTitle = (110 * 3..<152 * 3).flatMap { y in (16 * 3..<150 * 3).map { rest.pixel(x: $0, y: y) } }
        #expect(restTitle.contains { $0.red < 30 && $0.green < 30 && $0.blue < 30 })
    }

    /// A bitmap tab icon is drawn from its alpha in the item's colour, as UIKit's tab bar items
    /// are (the selected in the accent blue, the other in grey); `.original` keeps its colours.
    @Test func aBitmapTabIconIsATemplate() throws {
        let square = ImageRenderer(content: Color(red: 1, green: 0, blue: 0).frame(width: 24, height: 24))
        square.scale = 1
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("easel-tab-icon-\(UUID().uuidString).png")
        try square.pngData().write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let view = TabView {
            Color.white.tabItem { Image(contentsOf: url); Text("One") }
            Color.white.tabItem { Image(contentsOf: url).renderingMode(.original); Text("Two") }
        }
        let layout = ViewLayout(of: view, on: .iPhone15Pro)
        let icons = layout.nodes(named: "Image").map(\.frame)
        #expect(icons.count == 2)
        let image = try picture(view)
        func centre(_ frame: CGRect) -> DecodedImage.Pixel { image.pixel(x: Int(frame.midX * 3), y: Int(frame.midY * 3)) }
        // The selected tab's icon in the accent blue (#007AFF), the other's own red.
        #expect(centre(icons[0]) == DecodedImage.Pixel(red: 0, green: 122, blue: 255, alpha: 255), "\(centre(icons[0]))")
        #expect(centre(icons[1]) == DecodedImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255), "\(centre(icons[1]))")
    }
}

