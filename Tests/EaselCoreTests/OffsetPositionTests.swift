import Testing
import Foundation
@testable import EaselCore

/// offset (a drawing translation) and position (a layout modifier) (spec §14).
@Suite struct OffsetPositionTests {
    @Test func offsetMovesTheDrawingNotTheLayout() {
        // The offset view keeps the layout frame (170, 397); its content is drawn at +(10, 20).
        let l = lay(Color.red.frame(width: 50, height: 50).id("c").offset(x: 10, y: 20).id("o"))
        expectFrame(l, "o", rect(170, 397, 50, 50))
        expectFrame(l, "c", rect(180, 417, 50, 50))
    }

    @Test func offsetDoesNotMoveSiblings() {
        // HStack of two 50×50 (spacing 0): 100×50 at (145, 397); a's offset of 100 leaves b alone.
        let l = lay(HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).id("a").offset(x: 100).id("ao")
            Color.blue.frame(width: 50, height: 50).id("b")
        }.id("s"))
        expectFrame(l, "s", rect(145, 397, 100, 50))
        expectFrame(l, "ao", rect(145, 397, 50, 50))
        expectFrame(l, "a", rect(245, 397, 50, 50))
        expectFrame(l, "b", rect(195, 397, 50, 50))
    }

    @Test func offsetWithCGSize() {
        let l = lay(Color.red.frame(width: 50, height: 50).id("c").offset(CGSize(width: -5, height: 7)))
        expectFrame(l, "c", rect(165, 404, 50, 50))
    }

    @Test func positionTakesTheProposalAndCentresTheChild() {
        // §14: the position view is the full 390×844; the child's centre is at (100, 200).
        let l = lay(Color.red.frame(width: 50, height: 50).id("c").position(x: 100, y: 200).id("p"))
        expectFrame(l, "p", rect(0, 0, 390, 844))
        expectFrame(l, "c", rect(75, 175, 50, 50))
    }

    @Test func positionProposesItsOwnSizeToTheChild() {
        // A Color is proposed 390×844 and centred at (0, 0).
        let l = lay(Color.red.id("c").position(x: 0, y: 0))
        expectFrame(l, "c", rect(-195, -422, 390, 844))
    }

    @Test func positionIsInItsParentsCoordinates() {
        // In a 100×100 frame at (145, 372): centre at (145+10, 372+10).
        let l = lay(Color.red.frame(width: 20, height: 20).id("c").position(x: 10, y: 10).id("p").frame(width: 100, height: 100))
        expectFrame(l, "p", rect(145, 372, 100, 100))
        expectFrame(l, "c", rect(145, 372, 20, 20))
    }

    @Test func positionDefaultIsTheOrigin() {
        let l = lay(Color.red.frame(width: 20, height: 20).id("c").position().frame(width: 100, height: 100))
        expectFrame(l, "c", rect(135, 362, 20, 20))
    }

    @Test func positionInAStackIsFlexible() {
        // The position view answers its proposal (0…∞ wide); the fixed 50 goes first (195 → 50),
        // the position view gets 340×844; its child is centred at (25, 25) inside it.
        let l = lay(HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50).id("c").position(x: 25, y: 25).id("p")
            Color.blue.frame(width: 50, height: 50).id("b")
        })
        expectFrame(l, "p", rect(0, 0, 340, 844))
        expectFrame(l, "c", rect(0, 0, 50, 50))
        expectFrame(l, "b", rect(340, 397, 50, 50))
    }

    @Test func positionWithAnUnspecifiedDimension() {
        // §14: a nil dimension is replaced by the child's size: under fixedSize (nil×nil) the
        // position view is the child's 30×20; its child's centre is at (0, 0) of it.
        let l = lay(Color.red.frame(width: 30, height: 20).id("c").position(x: 0, y: 0).fixedSize().id("p"))
        expectFrame(l, "p", rect(180, 412, 30, 20))
        expectFrame(l, "c", rect(165, 402, 30, 20))
    }
}
