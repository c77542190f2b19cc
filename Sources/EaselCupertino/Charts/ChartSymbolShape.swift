import EaselCore
import Foundation

/// A shape a chart draws its points with (Apple, `ChartSymbolShape`).
public protocol ChartSymbolShape: Shape {
    /// How much of its frame the symbol's outline leaves around it (Apple).
    var perceptualUnitRect: CGRect { get }
}

/// The symbols Charts draws points with (Apple, `BasicChartSymbolShape`). A chart with points
/// grouped by `symbol(by:)` gives the groups circle, square, triangle, diamond and pentagon in that
/// order (the order observed on iOS 18.3 and reported in a Stack Overflow answer, question
/// 79405781 [M]).
nonisolated public struct BasicChartSymbolShape: ChartSymbolShape, Sendable {
    enum Kind: Sendable {
        case circle, square, triangle, diamond, pentagon, plus, cross, asterisk
        /// A chart symbol shape of the user's own (an arrow, a star), filled.
        case custom(AnyShape)
    }
    let kind: Kind
    /// Drawn as an outline `lineWidth` wide rather than filled.
    var outlineWidth: CGFloat?

    /// A symbol of the user's own shape: `symbol(_:)` draws any `ChartSymbolShape`, not only the
    /// basic ones.
    init(kind: Kind, outlineWidth: CGFloat? = nil) {
        self.kind = kind
        self.outlineWidth = outlineWidth
    }

    init<S: ChartSymbolShape>(_ shape: S) {
        if let basic = shape as? BasicChartSymbolShape {
            self = basic
        } else {
            kind = .custom(AnyShape(shape))
        }
    }

    /// The symbols `symbol(by:)` gives groups, in turn.
    static let cycle: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]

    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    /// The symbol as an outline (Apple, `strokeBorder(lineWidth:)`).
    public func strokeBorder(lineWidth: CGFloat = 1) -> BasicChartSymbolShape {
        var shape = self
        shape.outlineWidth = lineWidth
        return shape
    }

    /// The lines of a plus, cross and asterisk are stroked, a tenth of the symbol wide (Easel's choice).
    var isStroked: Bool {
        switch kind {
        case .plus, .cross, .asterisk: true
        default: outlineWidth != nil
        }
    }

    public func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        func polygon(_ corners: Int, rotation: Double) -> Path {
            var path = Path()
            for corner in 0..<corners {
                let angle = rotation + Double(corner) * 2 * .pi / Double(corners)
                let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                if corner == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
            return path
        }
        func spokes(_ angles: [Double]) -> Path {
            var path = Path()
            for angle in angles {
                path.move(to: CGPoint(x: center.x - radius * cos(angle), y: center.y - radius * sin(angle)))
                path.addLine(to: CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
            }
            return path
        }
        switch kind {
        case .circle: return Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        case .square: return Path(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius).insetBy(dx: radius * 0.1, dy: radius * 0.1))
        case .triangle: return polygon(3, rotation: -.pi / 2)
        case .diamond: return polygon(4, rotation: -.pi / 2)
        case .pentagon: return polygon(5, rotation: -.pi / 2)
        case .plus: return spokes([0, .pi / 2])
        case .cross: return spokes([.pi / 4, 3 * .pi / 4])
        case .asterisk: return spokes([.pi / 2, .pi / 2 + 2 * .pi / 3, .pi / 2 + 4 * .pi / 3])
        case let .custom(shape): return shape.path(in: rect)
        }
    }
}

/// A symbol filled with `style`, or stroked when it is made of lines or asked to be an outline.
nonisolated struct ChartSymbolView: View {
    let shape: BasicChartSymbolShape
    let style: AnyShapeStyle

    var body: some View {
        if shape.isStroked {
            shape.stroke(style, lineWidth: shape.outlineWidth ?? 1.5)
        } else {
            shape.fill(style)
        }
    }
}

/// `.circle`, `.square`, … where a chart symbol is expected (Apple): the basic symbols, not the
/// shapes of the same names.
nonisolated extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}
