import Easel
import Foundation
import Testing

/// The tutorial-style screens lay out and react as in SwiftUI.
@Suite struct StateScreenTests {
    @Test func theCounterCounts() throws {
        let host = ViewHost(CounterScreen())
        try host.tap("Tap me")
        try host.tap("Tap me")
        #expect(host.layout.description.contains("You tapped 2 times"))
        #expect(host.layout.description.contains("Tapper"))
    }

    @Test func theProfileKeepsItsModelAndBindings() throws {
        let host = ViewHost(ProfileScreen())
        try host.tap("12 followers")
        try host.tap("Rename")
        #expect(host.layout.description.contains("13 followers"))
        #expect(host.layout.description.contains("TAYLOR"))
    }

    @Test func environmentObjectsAndKeys() throws {
        let settings = AppSettings()
        let host = ViewHost(SettingsBadge().environmentObject(settings))
        let before = try #require(host.layout.nodes(named: "padding").first?.frame)
        try host.tap("Light")
        let after = try #require(host.layout.nodes(named: "padding").first?.frame)
        // Compact padding: 4 instead of 12 on each side.
        #expect(before.width - after.width == 16)
        #expect(settings.compact)
        let themed = ViewLayout(of: ThemedCard().environment(\.cornerSize, 20), in: CGSize(width: 200, height: 200))
        #expect(themed.root.frame == CGRect(x: 50, y: 70, width: 100, height: 60))
    }

    @Test func observableObjectsInTheEnvironment() throws {
        let shelf = Bookshelf()
        let host = ViewHost(ShelfView().environment(shelf))
        try host.tap("Add")
        #expect(shelf.titles == ["Dune", "Emma", "Ulysses"])
        #expect(host.layout.description.contains("Ulysses"))
    }

    @Test @MainActor func theAppHasOneWindow() {
        let app = TutorialApp()
        #expect(type(of: app.body)._windows(of: app.body).count == 1)
    }
}
