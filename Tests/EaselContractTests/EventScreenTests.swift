import Easel
import Foundation
import Testing

/// The chat screen loads, submits, reacts to its model, and refuses taps where hit testing is off.
@Suite struct EventScreenTests {
    @Test func theChatScreenLoadsSendsAndReceives() throws {
        let model = ChatModel()
        let host = ViewHost(ChatScreen(model: model))
        // The first frame: the task hasn't run, the spinner shows.
        #expect(host.layout.description.contains("ProgressView"))
        try host.runTasks()
        #expect(!host.layout.description.contains("ProgressView"))
        #expect(host.layout.description.contains("Text(\"Hello\")"))
        #expect(host.layout.description.contains("Text(\"How are you?\")"))

        // Typed and submitted by its accessibility identifier, as a UI test does it.
        try host.type("See you", intoID: "composer")
        try host.submit(id: "composer")
        #expect(host.layout.description.contains("Text(\"See you\")"))

        // A value from the model's publisher shows at once.
        model.incoming.send(Message(id: 3, text: "Bye"))
        #expect(host.layout.description.contains("Text(\"Bye\")"))

        // Tapped by accessibility identifier.
        try host.tap(id: "emoji")
        #expect(host.layout.description.contains("Text(\"😀\")"))

        // Hit testing is off around "Locked": a person can't tap it, nor can the host.
        #expect(throws: ViewHostError.self) { try host.tap("Locked") }
        #expect(host.diagnostics.isEmpty)
    }
}
