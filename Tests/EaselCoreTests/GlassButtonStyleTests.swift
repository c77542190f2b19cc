import Testing
import Foundation
@testable import EaselCore

/// iOS 26's glass button styles, which code behind `#available(iOS 26.0, *)` reaches on Linux:
/// drawn as iOS 18's bordered styles, and said.
@Suite struct GlassButtonStyleTests {
    @Test func glassButtonsAreLaidOutAsBorderedOnesAndSaySo() {
        let canvas = CGSize(width: 300, height: 200)
        let prominent = ViewLayout(of: Button("Continue") {}.buttonStyle(.glassProminent).id("b"), in: canvas)
        let bordered = ViewLayout(of: Button("Continue") {}.buttonStyle(.borderedProminent).id("b"), in: canvas)
        #expect(prominent.frame(id: "b") == bordered.frame(id: "b"))
        #expect(prominent.diagnostics == ["buttonStyle(.glassProminent) is iOS 26's Liquid Glass: Easel draws iOS 18's looks, so it is drawn as .borderedProminent."])
        let glass = ViewLayout(of: Button("Continue") {}.buttonStyle(.glass(.regular)).id("b"), in: canvas)
        #expect(glass.frame(id: "b") == ViewLayout(of: Button("Continue") {}.buttonStyle(.bordered).id("b"), in: canvas).frame(id: "b"))
        #expect(glass.diagnostics == ["buttonStyle(.glass) is iOS 26's Liquid Glass: Easel draws iOS 18's looks, so it is drawn as .bordered."])
        #expect(bordered.diagnostics.isEmpty)
    }
}
