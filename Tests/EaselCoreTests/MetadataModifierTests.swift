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

    /// Custom content, activation points and speech settings are kept as metadata and change no
    /// frame: an entry for a key replaces the earlier one, a nil value removes it.
    @Test func customContentAndActivationPointsAreKept() {
        let rating = AccessibilityCustomContentKey("Rating", id: "rating")
        let l = lay(VStack {
            Text("Pear")
                .accessibilityCustomContent(rating, Text("3 stars"))
                .accessibilityCustomContent(rating, Text("4 stars"), importance: .high)
                .accessibilityCustomContent("Price", "2 euros")
                .accessibilityActivationPoint(.center)
                .speechAdjustedPitch(0.5)
                .id("pear")
            Text("Apple").accessibilityCustomContent(rating, Text("5 stars")).accessibilityCustomContent(rating, nil)
            (Text("Loud").speechAdjustedPitch(0.2) + Text(" and clear").speechSpellsOutCharacters()).id("speech")
        })
        let entries = l.storage.entries.compactMap { $0.node.annotations?.accessibility?.customContent }.filter { !$0.isEmpty }
        #expect(entries == [[
            AccessibilityCustomContentEntry(label: "Rating", identifier: "rating", value: "4 stars", importance: .high),
            AccessibilityCustomContentEntry(label: "Price", identifier: "Price", value: "2 euros", importance: .default),
        ]])
        #expect(l.storage.entries.contains { $0.node.annotations?.accessibility?.activationPoint == .unit(.center) })
        #expect(l.frame(id: "speech") == lay(VStack { Text("Pear"); Text("Apple"); Text("Loud and clear").id("speech") }).frame(id: "speech"))
        #expect(l.diagnostics.isEmpty)
    }

    /// iOS 13's size categories compare as Dynamic Type sizes do, smallest first.
    @Test func sizeCategoriesAreOrdered() {
        #expect(ContentSizeCategory.accessibilityMedium >= .accessibilityMedium)
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(ContentSizeCategory.allCases.sorted() == ContentSizeCategory.allCases)
    }

    /// Keyframes listed without a track animate the whole value (iOS 17); a picture shows the
    /// initial value. A find navigator that is presented says it isn't drawn.
    @Test func keyframesWithoutATrackAndFindModifiers() {
        let bounce = lay(Color.red.frame(height: 10).keyframeAnimator(initialValue: 2.0) { content, scale in
            content.frame(width: 10 * scale)
        } keyframes: { _ in
            LinearKeyframe(1.5, duration: 0.5)
            SpringKeyframe(1.0, duration: 0.3)
        }.id("bounce"))
        #expect(bounce.frame(id: "bounce")?.size == CGSize(width: 20, height: 10))
        let notes = lay(TextEditor(text: .constant("Notes")).findDisabled().replaceDisabled(false).findNavigator(isPresented: .constant(true)))
        #expect(notes.diagnostics == ["findNavigator: the find bar iOS shows above the keyboard isn't drawn."])
        #expect(lay(TextEditor(text: .constant("Notes")).findNavigator(isPresented: .constant(false))).diagnostics.isEmpty)
    }
}

