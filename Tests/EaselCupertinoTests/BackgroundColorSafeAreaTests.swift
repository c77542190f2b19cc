import Easel
import Foundation
import Testing

/// `.background(Color.orange)` takes the colour as a shape style, which extends into the safe
/// area where the view reaches it (SwiftUI's overloads since iOS 15); a view given as a
/// background, in its builder, doesn't (a public app's tinted list kept white bars).
@Suite struct BackgroundColorSafeAreaTests {
    @Test func aColourBackgroundFillsTheScreenUnderTheBars() {
        let filled = ViewLayout(of: Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.orange), on: .iPhone15Pro)
        // The orange behind, over the whole screen; the clear view in the safe area.
        #expect(Set(filled.nodes(named: "Color").map { "\($0.frame)" }) == ["\(CGRect(x: 0, y: 0, width: 393, height: 852))", "\(CGRect(x: 0, y: 59, width: 393, height: 759))"])
        let viewBackground = ViewLayout(of: Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity).background { Color.orange.id("view") }, on: .iPhone15Pro)
        #expect(viewBackground.frame(id: "view") == CGRect(x: 0, y: 59, width: 393, height: 759))
        // In a navigation stack, from the top of the screen, behind the bar, to the bottom.
        let tinted = ViewLayout(of: NavigationStack {
            List(["Squat", "Row"], id: \.self) { Text($0) }
                .navigationTitle("Exercises")
                .background(Color.orange)
                .scrollContentBackground(.hidden)
        }, on: .iPhone15Pro)
        #expect(tinted.nodes(named: "Color").contains { $0.frame == CGRect(x: 0, y: 0, width: 393, height: 852) })
        // A gradient, also a view, is taken as a style too.
        let gradient = ViewLayout(of: Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)), on: .iPhone15Pro)
        #expect(gradient.nodes(named: "Rectangle").map(\.frame) == [CGRect(x: 0, y: 0, width: 393, height: 852)])
    }
}
