import Testing
import Foundation
@testable import EaselCore

/// A button whose only content is a symbol, named for assistive technologies.
private struct CloseBar: View {
    @State private var closed = false
    var body: some View {
        HStack {
            Text(closed ? "Closed" : "Open")
            Button { closed = true } label: { Image(systemName: "xmark") }
                .accessibilityLabel("Close")
        }
    }
}

/// Modifiers kept as metadata or accepted for a device's sake change no frame, and are honest
/// where they would (issue 12's events and metadata).
@Suite struct MetadataModifierTests {
    @Test func aHostTapsAControlByItsAccessibilityLabel() throws {
        let host = ViewHost(CloseBar())
        try host.tap("Close")
        #expect(host.layout.storage.texts(inSubtreeOf: 0).first == "Closed")
    }

    @Test func transitionsAnimationsAndDeviceModifiersChangeNoFrame() {
        let plain = lay(VStack { Text("A"); Color.red.frame(width: 10, height: 10) })
        let decorated = lay(VStack {
            Text("A").transition(.move(edge: .leading)).contentTransition(.numericText())
            Color.red.frame(width: 10, height: 10)
                .animation(.spring(duration: 0.4, bounce: 0.3), value: 1)
                .contentShape(Circle())
                .keyboardType(.decimalPad)
                .accessibilityHidden(true)
                .sensoryFeedback(.success, trigger: 1)
        }.statusBarHidden().ignoresSafeArea().edgesIgnoringSafeArea(.bottom))
        #expect(plain.nodes(named: "Color").map(\.frame) == decorated.nodes(named: "Color").map(\.frame))
        #expect(plain.nodes(named: "Text").map(\.frame) == decorated.nodes(named: "Text").map(\.frame))
        #expect(decorated.diagnostics.isEmpty)
    }

    @Test func aMatchedGeometryEffectThatIsNotASourceSaysItIsNotApplied() {
        let namespace = Namespace().wrappedValue
        let l = lay(Color.red.frame(width: 10, height: 10).matchedGeometryEffect(id: "card", in: namespace, isSource: false))
        #expect(l.diagnostics == ["matchedGeometryEffect(isSource: false) is not applied: the view keeps its own frame, where SwiftUI gives it its source's."])
    }

    @Test func withoutHitTestingAHostCannotTapAndNothingLooksDifferent() {
        let host = ViewHost(CloseBar().allowsHitTesting(false))
        #expect(throws: ViewHostError.self) { try host.tap("Close") }
        let plain = ViewHost(CloseBar())
        #expect(host.layout.description == plain.layout.description)
    }
}
