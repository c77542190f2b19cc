import Testing
import Foundation
@testable import EaselCore

/// iOS 13's `onLongPressGesture(minimumDuration:maximumDistance:pressing:perform:)`, which real
/// files still use: the pressing callback, then the action.
@Suite struct LongPressPressingTests {
    struct Press: View {
        @State var log: [String] = []
        var body: some View {
            VStack {
                Text("CLICK HERE")
                    .onLongPressGesture(minimumDuration: 1, maximumDistance: 50, pressing: { isPressing in
                        log.append(isPressing ? "down" : "up")
                    }) {
                        log.append("done")
                    }
                Text(log.joined(separator: " ")).id("log")
            }
        }
    }

    @Test func aLongPressTellsPressingAroundTheAction() throws {
        let host = ViewHost(Press(), canvasSize: CGSize(width: 300, height: 300))
        try host.longPress("CLICK HERE")
        #expect(host.layout.storage.texts(inSubtreeOf: 0).contains("down done up"))
    }

    @Test func aTrailingClosureAloneIsTheNewerForm() throws {
        var count = 0
        let view = Text("Hold").onLongPressGesture { count += 1 }
        let host = ViewHost(view, canvasSize: CGSize(width: 100, height: 100))
        try host.longPress("Hold")
        #expect(count == 1)
    }
}
