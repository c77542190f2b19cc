import Easel
import Foundation
import Testing

/// Main-actor view models compile and behave: their state shows, their actions run from taps,
/// their tasks run, and their types' conformances work through generic code.
@Suite struct MainActorScreenTests {
    @Test func aMainActorModelDrivesTheScreen() async throws {
        let host = ViewHost(FeedScreen())
        #expect(host.layout.nodes(named: "Text").contains { $0.detail == "\"Inbox\"" })
        try host.tap("Add")
        try host.tap("Count 0")
        #expect(host.layout.nodes(named: "Text").contains { $0.detail == "\"Item 3\"" })
        #expect(host.layout.nodes(named: "Text").contains { $0.detail == "\"Count 1\"" })
        // `.task` awaits the model's refresh on the main actor. With the whole suite running, the
        // main actor is shared with every other main-actor test and reached the task 16 s later
        // in one run; the timeout is for tasks that never end, so here it is generous.
        try await host.runTasks(timeout: 600)
        #expect(host.layout.nodes(named: "Text").contains { $0.detail == "\"Archive\"" })
        #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
    }

    @Test func codableConformancesOfMainActorTypesWork() throws {
        let host = ViewHost(FolderList(), canvasSize: CGSize(width: 390, height: 200))
        let rows = host.layout.nodes(named: "frame").filter { $0.detail == "width: 200" }
        #expect(rows.count == 2)
        #expect(rows.first?.frame.size.width == 200)
        #expect(host.layout.nodes(named: "Text").map(\.detail) == ["\"Inbox\"", "\"3\"", "\"Sent\""])
    }

    /// Laid out from the main actor (this target's default), the body's closures run there: they
    /// used to run on the layout's own large-stack thread, where Swift 6's isolation check trapped.
    @Test func closuresInBodiesAndActionsRunOnTheMainActor() throws {
        let host = ViewHost(TodoScreen())
        #expect(host.layout.nodes(named: "Text").map(\.detail) == ["\"Buy milk\"", "\"Call Anna\"", "\"Pay rent\"", "\"Done\""])
        try host.tap("Done")
        #expect(host.layout.nodes(named: "Text").map(\.detail) == ["\"Call Anna\"", "\"Pay rent\"", "\"Done\""])
        let layout = ViewLayout(of: TodoScreen(), on: .iPhone15Pro)
        #expect(layout.nodes(named: "Text").count == 4)
    }

    /// Layout stays on the main actor's thread but not on its stack: a tree thousands of levels
    /// deep lays out from there, on the large stack the thread switches to.
    @Test func aDeepTreeLaysOutFromTheMainActor() throws {
        var view = AnyView(Text("Deep"))
        for _ in 0..<5_000 { view = AnyView(VStack { view }.padding(1)) }
        let layout = ViewLayout(of: view, in: CGSize(width: 20_000, height: 20_000))
        #expect(layout.nodes(named: "VStack").count == 5_000)
        // Centred in the canvas inside 5,000 points of padding on each side.
        let text = try #require(layout.nodes(named: "Text").first?.frame)
        #expect(abs(text.midX - 10_000) < 0.5 && abs(text.midY - 10_000) < 0.5)
    }

    /// A task that doesn't end in time is cancelled and said, as the blocking `runTasks` does.
    @Test func aTaskThatDoesNotEndInTimeIsCancelled() async throws {
        final class Ended { var wasCancelled = false }
        let ended = Ended()
        let host = ViewHost(Text("Waiting").task {
            try? await Task.sleep(nanoseconds: 60_000_000_000)
            ended.wasCancelled = Task.isCancelled
        })
        await #expect(throws: ViewHostError.taskTimedOut(seconds: 0.2)) { try await host.runTasks(timeout: 0.2) }
        try await Task.sleep(nanoseconds: 200_000_000)
        #expect(ended.wasCancelled)
    }
}

/// Representables whose methods spell out their context type compile and stand in as placeholders.
@Suite struct SpelledContextTests {
    @Test func representablesWithTheirContextSpelledOutArePlaceholders() {
        let layout = ViewLayout(of: PickerScreen(), in: CGSize(width: 390, height: 844))
        #expect(layout.diagnostics == [
            "ProfileImagePicker is a UIViewControllerRepresentable: Easel can't draw UIKit views, so it draws a placeholder the size offered.",
            "MapWrapper is a UIViewRepresentable: Easel can't draw UIKit views, so it draws a placeholder the size offered.",
        ])
    }
}
