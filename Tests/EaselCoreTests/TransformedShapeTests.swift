import Testing
import Foundation
@testable import EaselCore

/// `rotation`, `scale`, `offset` and `transform` on a shape return shapes: the outline moves
/// inside the frame, the frame stays, and `fill`/`stroke` still follow (Scrumdinger's speaker arc
/// is `Circle().trim(…).rotation(Angle(degrees: -90)).stroke(…)`).
@Suite struct TransformedShapeTests {
    private let rect = CGRect(x: 0, y: 0, width: 100, height: 50)

    private func expectBounds(_ path: Path, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let bounds = path.boundingRect
        let close = abs(bounds.minX - expected.minX) < 1e-9 && abs(bounds.minY - expected.minY) < 1e-9
            && abs(bounds.width - expected.width) < 1e-9 && abs(bounds.height - expected.height) < 1e-9
        #expect(close, "\(bounds) != \(expected)", sourceLocation: sourceLocation)
    }

    @Test func aRotatedShapeTurnsAroundItsAnchor() {
        // A quarter turn about the centre (50, 25): the 100×50 rectangle stands 50×100 there.
        expectBounds(Rectangle().rotation(.degrees(90)).path(in: rect), CGRect(x: 25, y: -25, width: 50, height: 100))
        // About the top-leading corner, clockwise on screen: it hangs to the left of x = 0.
        expectBounds(Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: rect), CGRect(x: -50, y: 0, width: 50, height: 100))
        // Clockwise for positive angles: the trimmed start of a circle at 3 o'clock moves to 6.
        let start = Circle().trim(from: 0, to: 0.01).rotation(.degrees(90)).path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).boundingRect
        #expect(abs(start.midX - 50) < 2 && abs(start.maxY - 100) < 0.5, "\(start)")
    }

    @Test func scaledOffsetAndTransformedShapes() {
        expectBounds(Rectangle().scale(0.5).path(in: rect), CGRect(x: 25, y: 12.5, width: 50, height: 25))
        expectBounds(Rectangle().scale(x: 2, y: 1, anchor: .leading).path(in: rect), CGRect(x: 0, y: 0, width: 200, height: 50))
        expectBounds(Rectangle().offset(x: 10, y: -5).path(in: rect), CGRect(x: 10, y: -5, width: 100, height: 50))
        expectBounds(Rectangle().offset(CGSize(width: 3, height: 4)).path(in: rect), CGRect(x: 3, y: 4, width: 100, height: 50))
        expectBounds(Rectangle().transform(CGAffineTransform(scaleX: 2, y: 3)).path(in: rect), CGRect(x: 0, y: 0, width: 200, height: 150))
    }

    @Test func theFrameStaysAndStylesFollow() {
        let layout = lay(VStack(spacing: 0) {
            Circle().trim(from: 0, to: 0.3).rotation(.degrees(-90)).stroke(Color.orange, lineWidth: 12).frame(width: 80, height: 80).id("arc")
            Circle().offset(x: 10).fill(Color.green).frame(width: 40, height: 40).id("moved")
            Circle().rotation(.degrees(45)).strokeBorder(Color.blue, lineWidth: 2).frame(width: 30, height: 30).id("bordered")
        })
        // 80 + 40 + 30 = 150 tall, centred in 390×844: y from 347.
        expectFrame(layout, "arc", CGRect(x: 155, y: 347, width: 80, height: 80))
        expectFrame(layout, "moved", CGRect(x: 175, y: 427, width: 40, height: 40))
        expectFrame(layout, "bordered", CGRect(x: 180, y: 467, width: 30, height: 30))
    }
}
