import Testing
import Foundation
@testable import Easel
@testable import EaselCupertino
@testable import EaselRendering

/// A chart symbol of the user's own shape is drawn as that shape, not as a circle.
@Suite struct ChartSymbolShapeTests {
    /// A triangle pointing right, filling the symbol's frame.
    struct Arrow: ChartSymbolShape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
        var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
    }

    @Test func aCustomSymbolIsDrawnAsItsShape() throws {
        let chart = Chart {
            PointMark(x: .value("x", 2), y: .value("y", 5)).symbol(Arrow())
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        .frame(width: 200, height: 100)
        let fills = try ImageRenderer(content: chart).displayList().items.compactMap { item -> Path? in
            if case let .fill(path, _, _) = item { return path }
            return nil
        }
        // x runs 0…2 and y 0…5: the point is at (200, 0), its 8-point symbol centred there. The
        // arrow is three lines, not a circle's curves.
        #expect(fills.count == 1)
        let path = try #require(fills.first)
        #expect(path.boundingRect == CGRect(x: 196, y: -4, width: 8, height: 8))
        var lines = 0, curves = 0
        path.forEach { element in
            switch element {
            case .line: lines += 1
            case .curve, .quadCurve: curves += 1
            default: break
            }
        }
        #expect(lines == 2 && curves == 0)
    }
}
