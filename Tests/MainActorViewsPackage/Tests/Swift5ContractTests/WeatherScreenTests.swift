import Easel
import Foundation
import Testing
import XCTest

/// Swift 5 mode code that makes main-actor views from nonisolated contexts compiles, as it does
/// against SwiftUI (whose `View` is `@MainActor @preconcurrency`), and the views behave: their
/// main-actor models drive them, on whatever thread lays them out.
@Suite struct WeatherScreenTests {
    @Test func aNonisolatedTestMakesAndTapsAMainActorScreen() throws {
        let host = ViewHost(WeatherScreen())
        #expect(host.layout.nodes(named: "Text").map(\.detail).prefix(4) == ["\"Lisbon: 3 days\"", "\"18°\"", "\"21°\"", "\"19°\""])
        try host.tap("More")
        try host.tap("Refresh")
        #expect(host.layout.nodes(named: "Text").contains { $0.detail == "\"Lisbon: 5 days\"" })
        #expect(host.layout.nodes(named: "Text").contains { $0.detail == "\"24°\"" })
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    /// The style reads the main-actor theme: an orange pill 12 points wider than its label on each
    /// side and 6 taller on each.
    @Test func aStyleReadingMainActorStateDraws() throws {
        let layout = ViewLayout(of: WeatherScreen(), on: .iPhone15Pro)
        let label = try #require(layout.nodes(named: "Text").first { $0.detail == "\"More\"" })
        let pill = try #require(layout.nodes(named: "background").first)
        #expect(pill.frame.width == label.frame.width + 24)
        #expect(pill.frame.height == label.frame.height + 12)
        #expect(pill.frame.minX == label.frame.minX - 12)
    }

    /// Screens made on another thread lay out the same as on this one.
    @Test func screensMadeOffTheMainThreadLayOutTheSame() async throws {
        let here = ViewLayout(of: makeWeatherScreens(count: 1)[0], on: .iPhone15Pro).description
        let elsewhere = await Task.detached {
            makeWeatherScreens(count: 2).map { ViewLayout(of: $0, on: .iPhone15Pro).description }
        }.value
        #expect(elsewhere == [here, here])
    }

    @Test func anAppsWindowIsItsScreen() throws {
        let windows = WeatherApp.Body._windows(of: WeatherApp().body)
        #expect(windows.count == 1)
        let window = try #require(windows.first)
        #expect(ViewLayout(of: window, on: .iPhone15Pro).nodes(named: "Text").first?.detail == "\"Lisbon: 3 days\"")
    }
}

/// The same from an `XCTestCase`, whose test methods are nonisolated.
final class WeatherScreenXCTests: XCTestCase {
    func testTheScreenLaysOutFromANonisolatedTestMethod() throws {
        let host = ViewHost(WeatherScreen())
        XCTAssertEqual(host.layout.nodes(named: "Text").first?.detail, "\"Lisbon: 3 days\"")
        try host.tap("More")
        XCTAssertEqual(host.layout.nodes(named: "Text").first?.detail, "\"Lisbon: 4 days\"")
    }
}
