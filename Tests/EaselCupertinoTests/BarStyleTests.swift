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

    /// A black background and the dark scheme: the bar (769 to 852 pt) is black to the bottom
    /// edge, the unselected title stays grey (#999999), and the selected one is the accent blue.
    @Test func theShownTabStylesTheTabBar() throws {
        let image = try picture(tabs(Color.white.toolbarBackground(Color.black, for: .tabBar).toolbarColorScheme(.dark, for: .tabBar)))
        #expect(image.pixel(x: 5, y: (769 + 40) * 3) == DecodedImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(x: 5, y: 850 * 3) == DecodedImage.Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        // Another tab's modifiers don't reach the bar: the second tab isn't shown.
        let other = try picture(TabView {
            Color.white.tabItem { Text("One") }
            Color.white.toolbarBackground(Color.black, for: .tabBar).tabItem { Text("Two") }
        })
        #expect(other.pixel(x: 5, y: (769 + 40) * 3) == DecodedImage.Pixel(red: 249, green: 249, blue: 249, alpha: 255))
        // A background asked for another bar doesn't reach the tab bar either.
        let navigation = try picture(tabs(Color.white.toolbarBackground(Color.black, for: .navigationBar)))
        #expect(navigation.pixel(x: 5, y: (769 + 40) * 3) == DecodedImage.Pixel(red: 249, green: 249, blue: 249, alpha: 255))
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
}
