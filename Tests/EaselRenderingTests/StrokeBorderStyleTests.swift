import Testing
import Foundation
@testable import EaselRendering
import Easel

/// `strokeBorder(_:style:)` and `strokeBorder(style:)`: a dashed border drawn inside the shape's
/// frame, inset by half its line width, with the stroke style as given.
@Suite struct StrokeBorderStyleTests {
    func strokes(_ view: some View) throws -> [(CGRect, Paint, StrokeStyle)] {
        try ImageRenderer(content: view).displayList().items.compactMap { item in
            if case let .stroke(path, paint, style) = item { return (path.boundingRect, paint, style) }
            return nil
        }
    }

    @Test func aDashedBorderIsInsetByHalfItsWidth() throws {
        let style = StrokeStyle(lineWidth: 4, lineCap: .round, dash: [6, 3])
        let drawn = try strokes(RoundedRectangle(cornerRadius: 8).strokeBorder(Color.gray, style: style).frame(width: 40, height: 20))
        #expect(drawn.count == 1)
        #expect(drawn.first?.0 == CGRect(x: 2, y: 2, width: 36, height: 16))
        #expect(drawn.first?.2 == style)
        // Gray is (142, 142, 147).
        #expect(drawn.first?.1 == .color(rgba(142, 142, 147)))
    }

    @Test func theForegroundFormAndTheFilledShapesFormDrawTheSameBorder() throws {
        let style = StrokeStyle(lineWidth: 2, dash: [2])
        let plain = try strokes(Circle().strokeBorder(style: style).foregroundStyle(Color.red).frame(width: 10, height: 10))
        #expect(plain.map(\.0) == [CGRect(x: 1, y: 1, width: 8, height: 8)])
        // iOS 17's filled shape with a border: the border over the fill.
        let filled = try ImageRenderer(content: Circle().fill(Color.yellow).strokeBorder(Color.red, style: style).frame(width: 10, height: 10)).displayList().items
        let kinds = filled.compactMap { item -> String? in
            switch item {
            case .fill: "fill"
            case let .stroke(path, _, drawnStyle): drawnStyle == style && path.boundingRect == CGRect(x: 1, y: 1, width: 8, height: 8) ? "stroke" : "other stroke"
            default: nil
            }
        }
        #expect(kinds == ["fill", "stroke"])
    }
}

/// A colour as Easel stores it (components as `Float`), from bytes.
private func rgba(_ red: Int, _ green: Int, _ blue: Int) -> RGBA {
    RGBA(red: Double(Float(red) / 255), green: Double(Float(green) / 255), blue: Double(Float(blue) / 255), alpha: 1)
}
