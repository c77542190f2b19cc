import Easel
import Testing

/// Swift 6 code with the `MainActorViews` trait: views are main-actor isolated, so they are laid
/// out on the main actor, where their closures' isolation checks hold.
@MainActor
@Suite struct ShoppingListScreenTests {
    @Test func aMainActorScreenLaysOutAndRunsItsActions() throws {
        let host = ViewHost(ShoppingListScreen())
        #expect(host.layout.nodes(named: "Text").map(\.detail) == ["\"Apples\"", "\"Cheese\"", "\"Remove first\""])
        try host.tap("Remove first")
        #expect(host.layout.nodes(named: "Text").map(\.detail) == ["\"Cheese\"", "\"Remove first\""])
    }

    @Test func anImageRendererDrawsOnTheMainActor() throws {
        let renderer = ImageRenderer(content: ShoppingListScreen())
        let png = try renderer.pngData()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func aChartsClosuresRunOnTheMainActor() {
        let host = ViewHost(StepsChart())
        #expect(host.layout.nodes(named: "Text").map(\.detail) == ["\"4000\"", "\"6500\"", "\"Mon\"", "\"Tue\"", "\"0 steps\"", "\"5000 steps\""])
    }
}
