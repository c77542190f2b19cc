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
