import Testing
import Foundation
@testable import EaselRendering
import Easel

/// `ShapeStyle.opacity(_:)` on any style (iOS 15), and a stroked shape filled (`.overlay(_:in:)`
/// and `.background(_:in:)` with `shape.stroke(…)`), which paints the outline, not the shape.
@Suite struct ShapeStyleOpacityTests {
    private func items(_ view: some View) throws -> [DisplayItem] {
        try ImageRenderer(content: view).displayList().items
    }

    @Test func anyStyleTakesAnOpacity() throws {
        func firstFill(_ view: some View) throws -> Paint? {
            try items(view).compactMap { if case let .fill(_, paint, _) = $0 { return paint } else { return nil } }.first
        }
        // Red (255, 59, 48) at half.
        let halfRed = try firstFill(Rectangle().fill(AnyShapeStyle(Color.red).opacity(0.5)).frame(width: 10, height: 10))
        #expect(halfRed == .color(RGBA(Color.red.opacity(0.5))))
        #expect(RGBA(Color.red.opacity(0.5)).alpha == 0.5)
        // A gradient's stops, each at half.
        let gradient = try firstFill(Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).opacity(0.5)).frame(width: 10, height: 10))
        guard case let .linearGradient(stops, _, _)? = gradient else {
            Issue.record("not a gradient: \(String(describing: gradient))")
            return
        }
        #expect(stops.map(\.color.alpha) == [0.5, 0.5])
        // The tint, and an image paint in a layer at the opacity.
        #expect(try firstFill(Rectangle().fill(.tint.opacity(0.3)).frame(width: 10, height: 10)) == .color(RGBA(Color.accentColor.opacity(0.3))))
        let tiles = try items(Rectangle().fill(ImagePaint(image: Image(systemName: "star.fill"), scale: 0.5).opacity(0.7)).frame(width: 40, height: 40))
        #expect(tiles.first.map { if case .beginLayer(.opacity(0.7)) = $0 { true } else { false } } == true)
    }

    @Test func aStrokedShapeFilledPaintsItsOutline() throws {
        let view = Color.clear.frame(width: 200, height: 100)
            .overlay(.orange, in: .rect(cornerRadius: 8).stroke(style: StrokeStyle(lineWidth: 4)))
        let drawn = try items(view)
        let strokes = drawn.compactMap { if case let .stroke(path, _, style) = $0 { return (path.boundingRect, style.lineWidth) } else { return nil } }
        #expect(strokes.count == 1)
        #expect(strokes.first?.0 == CGRect(x: 0, y: 0, width: 200, height: 100) && strokes.first?.1 == 4)
        // Nothing fills the shape orange.
        let orange = Paint.color(RGBA(Color.orange))
        #expect(!drawn.contains { if case let .fill(_, paint, _) = $0 { paint == orange } else { false } })
        #expect(drawn.contains { if case let .stroke(_, paint, _) = $0 { paint == orange } else { false } })
        let background = try items(Color.clear.frame(width: 50, height: 20).background(Color.blue, in: Capsule().stroke(lineWidth: 6)))
        #expect(background.contains { if case let .stroke(_, _, style) = $0 { style.lineWidth == 6 } else { false } })
    }
}

/// SF's diagonal arrows are Fork Awesome's straight ones turned 45° about their ink's centre (a
/// public app's ↗ "arrow.up.forward" was drawn as a straight ↑, silently).
@Suite struct DiagonalArrowTests {
    private func turns(_ name: String) throws -> [AffineMatrix] {
        try ImageRenderer(content: Image(systemName: name)).displayList().items.compactMap {
            if case let .beginLayer(.transform(matrix)) = $0 { return matrix } else { return nil }
        }
    }

    @Test func diagonalArrowsAreTurned() throws {
        let half = 2.0.squareRoot() / 2
        let upRight = try #require(try turns("arrow.up.forward").first)
        #expect(abs(upRight.a - half) < 1e-12 && abs(upRight.b - half) < 1e-12 && abs(upRight.c + half) < 1e-12)
        let downRight = try #require(try turns("arrow.down.right").first)
        #expect(abs(downRight.b + half) < 1e-12 && abs(downRight.c - half) < 1e-12)
        #expect(try turns("arrow.up.right.circle.fill").count == 1)
        #expect(try turns("arrow.up").isEmpty)
        if let folder = ProcessInfo.processInfo.environment["EASEL_TEST_PICTURES"] {
            let row = HStack {
                ForEach(["arrow.up.forward", "arrow.up.right.circle.fill", "arrow.down.left", "arrow.down.right.circle.fill", "arrow.up.backward"], id: \.self) {
                    Image(systemName: $0)
                }
                Image(systemName: "circle.fill").resizable().aspectRatio(contentMode: .fit).frame(width: 40, height: 40).background(Color.yellow)
            }.font(.largeTitle).padding()
            try ImageRenderer(content: row).pngData().write(to: URL(fileURLWithPath: folder).appendingPathComponent("diagonal-arrows.png"))
        }
    }
}
