import Testing
import Foundation
@testable import EaselCore

/// `Shape.size(_:)` (iOS 17): a shape made in a rectangle of its own size.
@Suite struct SizedShapeTests {
    @Test func aSizedShapeMakesItsPathAtTheTopLeadingCornerAndKeepsItsLayout() throws {
        let sized = Rectangle().size(width: 44, height: 44)
        #expect(sized.path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).boundingRect == CGRect(x: 0, y: 0, width: 44, height: 44))
        // A circle fits the sized rectangle's shorter side, centred in it.
        #expect(Circle().size(CGSize(width: 10, height: 20)).path(in: CGRect(x: 5, y: 5, width: 100, height: 100)).boundingRect == CGRect(x: 5, y: 10, width: 10, height: 10))
        let layout = ViewLayout(of: sized.fill(Color.blue).frame(width: 100, height: 100).id("area"), in: CGSize(width: 300, height: 300))
        #expect(layout.frame(id: "area") == CGRect(x: 100, y: 100, width: 100, height: 100))
    }
}
