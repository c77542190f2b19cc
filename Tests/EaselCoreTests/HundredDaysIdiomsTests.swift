import Testing
import Foundation
@testable import EaselCore

/// What the 100 Days of SwiftUI projects (twostraws/HackingWithSwift, `SwiftUI/project*`) write
/// that compiles against SwiftUI and didn't against Easel: each compiles now, and means what it
/// means in SwiftUI.
@Suite struct HundredDaysIdiomsTests {
    /// Project 6: `withAnimation(.spring()) { … }` was ambiguous between the two spring functions
    /// whose arguments all have defaults; SwiftUI's `.spring()` is the response-based one.
    @Test func aSpringWithEveryArgumentDefaultedIsTheResponseSpring() {
        #expect(Animation.spring().description == "spring(response: 0.5, dampingFraction: 0.825)")
        #expect(Animation.spring(duration: 0.4, bounce: 0.3).description == "spring(duration: 0.4, bounce: 0.3)")
        var moved = false
        withAnimation(.spring()) { moved = true }
        #expect(moved)
    }

    /// Project 18: `.rotation3DEffect(.degrees(-x) / 8, …)`: angles negate and scale, as
    /// SwiftUI's do through `_VectorMath`.
    @Test func anglesAddNegateAndScale() {
        #expect((Angle.radians(-4) / 8).radians == -0.5)
        #expect((Angle.radians(1.5) * 2).radians == 3)
        #expect((-Angle.radians(1.5)).radians == -1.5)
        #expect((Angle.radians(1) + .radians(2)).radians == 3)
        #expect((Angle.radians(1) - .radians(2)).radians == -1)
        var angle = Angle.radians(2)
        angle -= .radians(0.5)
        angle *= 2
        angle /= 4
        #expect(angle.radians == 0.75)
        #expect(Angle.radians(-3).magnitude == 3)
        // A rotation by a scaled angle turns the view as the angle it is equal to.
        let scaled = lay(Color.red.frame(width: 100, height: 20).rotationEffect(.degrees(90) / 2))
        let plain = lay(Color.red.frame(width: 100, height: 20).rotationEffect(.degrees(45)))
        func effects(_ layout: ViewLayout) -> [String] { layout.storage.entries.flatMap { $0.node.effects.map(\.name) } }
        #expect(effects(scaled) == ["rotationEffect(45°)"])
        #expect(effects(scaled) == effects(plain))
        #expect(scaled.diagnostics.isEmpty)
    }

    /// Project 20: `drawingGroup()` draws as a compositing group, at the same frames; what Easel
    /// doesn't draw as iOS does is said.
    @Test func aDrawingGroupDrawsItsContentAndSaysWhatDiffers() {
        func rings() -> some View {
            ZStack { ForEach(0..<3) { Circle().stroke(lineWidth: CGFloat($0 + 1)).frame(width: CGFloat(40 + 20 * $0)) } }
        }
        let plain = lay(rings())
        let grouped = lay(rings().drawingGroup())
        #expect(grouped.nodes(named: "Circle").map(\.frame) == plain.nodes(named: "Circle").map(\.frame))
        #expect(grouped.diagnostics.isEmpty)
        let opaque = lay(rings().drawingGroup(opaque: true, colorMode: .linear))
        #expect(opaque.diagnostics == [
            "drawingGroup(opaque: true) is drawn as a transparent group: where the view leaves pixels transparent, iOS's are undefined.",
            "drawingGroup(colorMode: .linear) blends in sRGB, as .nonLinear does: overlapping translucent colours may differ slightly from iOS's.",
        ])
    }

    /// Project 15: the words Voice Control users may say for a control are kept with its other
    /// accessibility attributes.
    @Test func inputLabelsAreKeptWithTheAccessibilityAttributes() {
        let layout = lay(VStack {
            Button("John Fitzgerald Kennedy") {}.accessibilityInputLabels(["John Fitzgerald Kennedy", "Kennedy", "JFK"])
            Text("Tap").accessibilityInputLabels([Text("Tap"), Text("Press")])
        })
        let labelled = layout.storage.entries.compactMap { $0.node.annotations?.accessibility?.inputLabels }.filter { !$0.isEmpty }
        #expect(labelled == [["John Fitzgerald Kennedy", "Kennedy", "JFK"], ["Tap", "Press"]])
    }
}
