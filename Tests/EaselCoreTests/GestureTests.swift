import Testing
import Foundation
@testable import EaselCore

/// A card dragged around: its offset follows the drag while it is under way (a gesture state),
/// and its position moves when the drag ends.
private struct DraggableCard: View {
    @GestureState private var dragOffset = CGSize.zero
    @State private var position = CGSize.zero
    @State private var seen: [CGFloat] = []

    var body: some View {
        VStack(spacing: 0) {
            Color.blue
                .frame(width: 100, height: 40)
                .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
                .id("card")
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in state = value.translation }
                        .onChanged { seen.append($0.translation.width) }
                        .onEnded { value in
                            position.width += value.translation.width
                            position.height += value.translation.height
                        }
                )
            Text("Seen " + seen.map { String(Int($0)) }.joined(separator: ",") + " at \(Int(position.width)),\(Int(position.height)) + \(Int(dragOffset.width))")
        }
    }
}

private struct Presses: View {
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text("Hold me").onLongPressGesture { log.append("long") }
            Text("Twice").gesture(TapGesture(count: 2).onEnded { log.append("double") })
            Color.red.frame(width: 100, height: 40).id("spot")
                .onTapGesture { location in log.append("at \(Int(location.x)),\(Int(location.y))") }
            Color.green.frame(width: 10, height: 10).id("then")
                .gesture(LongPressGesture().sequenced(before: DragGesture()).onEnded { value in
                    if case let .second(pressed, drag?) = value { log.append("then \(pressed) \(Int(drag.translation.width))") }
                })
            Color.gray.frame(width: 10, height: 10).id("pinch")
                .gesture(MagnifyGesture().onChanged { _ in log.append("pinch") }.simultaneously(with: RotationGesture()))
            Text(log.joined(separator: ";"))
        }
    }
}

/// Gestures as a `ViewHost` performs them (issue 12's gestures); pictures show them at rest.
@Suite struct GestureTests {
    @Test func aDragMovesTheCardAndItsGestureStateReturnsToRest() throws {
        let host = ViewHost(DraggableCard())
        #expect(host.layout.storage.texts(inSubtreeOf: 0).last == "Seen  at 0,0 + 0")
        try host.drag(id: "card", by: CGSize(width: 100, height: 50))
        // onChanged saw the halfway point and the end; the end moved the position by the
        // translation; the gesture state is back at zero.
        #expect(host.layout.storage.texts(inSubtreeOf: 0).last == "Seen 50,100 at 100,50 + 0")
    }

    /// A gesture of the user's own that declares only its body: its value is its body's, as
    /// SwiftUI infers it.
    struct SelectionGesture: Gesture {
        @Binding var start: CGPoint
        var body: some Gesture {
            DragGesture().onChanged { value in start = value.startLocation }
        }
    }

    struct Board: View {
        @State private var start = CGPoint.zero
        var body: some View {
            VStack {
                Text("Start \(Int(start.x)),\(Int(start.y))")
                Color.blue.frame(width: 200, height: 120).id("board").gesture(SelectionGesture(start: $start))
            }
        }
    }

    @Test func aCustomGestureTakesItsBodysValue() throws {
        #expect(SelectionGesture.Value.self == DragGesture.Value.self)
        let host = ViewHost(Board())
        try host.drag(id: "board", by: CGSize(width: 40, height: 10))
        #expect(host.layout.storage.texts(inSubtreeOf: 0).first == "Start 100,60")
    }

    @Test func pressesTapsAndSequences() throws {
        let host = ViewHost(Presses())
        try host.longPress("Hold me")
        try host.tap("Twice")
        try host.tap(id: "spot")
        // A drag on a long-press-then-drag sequence starts with the long press, as a person's must.
        try host.drag(id: "then", by: CGSize(width: 30, height: 0))
        #expect(host.layout.storage.texts(inSubtreeOf: 0).last == "long;double;at 50,20;then true 30")
    }

    @Test func gesturesAHostCannotPerformSaySo() {
        let host = ViewHost(Presses())
        #expect(throws: ViewHostError.wrongKind("pinch", expected: "something to drag")) { try host.drag(id: "pinch", by: CGSize(width: 5, height: 5)) }
        #expect(throws: ViewHostError.wrongKind("Twice", expected: "something to long-press")) { try host.longPress("Twice") }
    }

    /// A gesture's mask: the gesture added, the views inside, both or neither.
    private struct Masked: View {
        let mask: GestureMask
        @State private var log: [String] = []
        var body: some View {
            VStack {
                Button("Inside") { log.append("inside") }.id("inside")
                Text("Log " + log.joined(separator: ","))
            }
            .id("card")
            .gesture(TapGesture().onEnded { log.append("card") }, including: mask)
        }
    }

    @Test func aGestureMaskEnablesTheGestureTheViewsInsideBothOrNeither() throws {
        func controls(_ mask: GestureMask) -> [String] {
            let host = ViewHost(Masked(mask: mask))
            return host.controlEntries.map { host.layout.storage.entries[$0].node.name }
        }
        // A plain button's interaction is on its label's text.
        #expect(controls(.all) == ["VStack", "Text"])
        #expect(controls(.gesture) == ["VStack"])
        #expect(controls(.subviews) == ["Text"])
        #expect(controls(.none) == [])
        // With both, a tap on the button's words is the button's, the innermost control that
        // takes it (as hit-testing finds it), not the card's around it.
        let all = ViewHost(Masked(mask: .all))
        try all.tap("Inside")
        #expect(all.layout.storage.texts(inSubtreeOf: 0).last == "Log inside")
        // Without the views inside, a tap on the button is the card's.
        let gesture = ViewHost(Masked(mask: .gesture))
        try gesture.tap(id: "inside")
        #expect(gesture.layout.storage.texts(inSubtreeOf: 0).last == "Log card")
    }

    @Test func atRestAGestureChangesNothing() {
        let plain = lay(Color.blue.frame(width: 100, height: 40).id("card"))
        let dragged = lay(DraggableCard())
        #expect(plain.frame(id: "card")?.size == dragged.frame(id: "card")?.size)
        #expect(dragged.diagnostics.isEmpty)
    }
}
