import Foundation

/// A shape filled or stroked with a style: what `Rectangle()`, `.fill(_:)` and `.stroke(_:)` make.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: LeafView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    let stroke: StrokeStyle?

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.stroke = nil
    }

    init(shape: Content, style: Style, stroke: StrokeStyle) {
        self.shape = shape
        self.style = style
        self.fillStyle = FillStyle()
        self.stroke = stroke
    }

    package func makeLeafContent(inputs: _ViewInputs) -> ShapeLeaf {
        // A stroked shape filled (`.overlay(.orange, in: shape.stroke(lineWidth: 4))`) paints its
        // outline: SwiftUI's stroked shape's path is the stroke's outline, so a fill of it is the
        // stroke of the shape it traces.
        if stroke == nil, let stroked = shape as? any StrokedShapeOutline {
            return ShapeLeaf(shape: stroked.tracedShape, paint: .stroke(AnyShapeStyle(style), stroked.strokeStyle), kind: .shape(Content.self))
        }
        let paint: ShapePaint = stroke.map { .stroke(AnyShapeStyle(style), $0) } ?? .fill(AnyShapeStyle(style), fillStyle)
        return ShapeLeaf(shape: shape, paint: paint, kind: .shape(Content.self))
    }
}

/// How a shape is painted.
package enum ShapePaint {
    case fill(AnyShapeStyle, FillStyle)
    /// Stroked along the path, half the line inside and half outside.
    case stroke(AnyShapeStyle, StrokeStyle)
}

/// A colour or shape as a leaf: it takes the size its shape answers, and paints its path.
package struct ShapeLeaf: LeafContent {
    package enum Kind {
        case color(Color)
        case shape(Any.Type)
    }

    package let shape: any Shape
    package let paint: ShapePaint
    let kind: Kind

    package init(shape: any Shape, paint: ShapePaint, kind: Kind) {
        self.shape = shape
        self.paint = paint
        self.kind = kind
    }

    package var name: String {
        switch kind {
        case .color: "Color"
        // A type-erased shape is named after the shape it holds ("Capsule", not "AnyShape").
        case let .shape(type): (shape as? AnyShape)?.typeName ?? shapeName(type)
        }
    }

    package var detail: String? {
        if case let .color(color) = kind { return color.description }
        switch paint {
        case let .fill(style, _):
            return style.base is ForegroundStyle ? nil : "fill: \(style.description)"
        case let .stroke(style, stroke):
            return "stroke: \(style.description), lineWidth: \(formatLength(stroke.lineWidth))"
        }
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        shape.sizeThatFits(proposal)
    }
}

/// A style for rasterizing vector shapes.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

/// The characteristics of a stroke that traces a path.
public struct StrokeStyle: Hashable, Sendable {
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }

    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth.isFinite ? max(0, lineWidth) : 1
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// A shape whose path is another shape's outline traced with a stroke style; as a shape it can be
/// filled (`.stroke(lineWidth:)` returns one).
nonisolated public struct _StrokedShape<Base: Shape>: Shape {
    public var shape: Base
    public var style: StrokeStyle

    /// The traced shape's own path: Easel doesn't compute a stroke's outline as a path. Where the
    /// outline is filled, the fill is drawn as the stroke it is (`StrokedShapeOutline`).
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    public var body: _ShapeView<Base, ForegroundStyle> {
        _ShapeView(shape: shape, style: ForegroundStyle(), stroke: style)
    }
}

/// A shape that is another's outline traced with a stroke style: filled, it strokes that shape.
protocol StrokedShapeOutline {
    var tracedShape: any Shape { get }
    var strokeStyle: StrokeStyle { get }
}

extension _StrokedShape: StrokedShapeOutline {
    var tracedShape: any Shape { shape }
    var strokeStyle: StrokeStyle { style }
}

nonisolated extension Shape {
    /// Fills this shape with a color or gradient.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Fills this shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
    }

    /// Traces the outline of this shape with a color or gradient.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth))
    }

    /// Traces the outline of this shape with a color or gradient and a stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: style)
    }

    /// Returns a new shape that is a stroked copy of `self`.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Returns a new shape that is a stroked copy of `self`, using the given stroke style.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }
}

nonisolated extension InsettableShape {
    /// Traces the shape's outline inside its frame: the shape inset by half the line width, stroked.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        let width = lineWidth.isFinite ? max(0, lineWidth) : 1
        return inset(by: width / 2).stroke(content, lineWidth: width)
    }

    /// Traces the shape's outline inside its frame with the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some View {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
    }

    /// Traces the shape's outline inside its frame with a stroke style (dashes, joins, caps): the
    /// shape inset by half the line width, stroked (Apple, `strokeBorder(_:style:antialiased:)`).
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        var style = style
        style.lineWidth = style.lineWidth.isFinite ? max(0, style.lineWidth) : 1
        return inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    /// Traces the shape's outline inside its frame with the foreground style and a stroke style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        strokeBorder(ForegroundStyle(), style: style)
    }
}

nonisolated extension _ShapeView {
    /// A filled shape stroked as well (iOS 17): the stroke is drawn over the fill, centred on the
    /// outline (Apple, `ShapeView.stroke(_:lineWidth:antialiased:)`).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, lineWidth: lineWidth))
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, style: style))
    }

    /// A stroked shape filled as well (iOS 17): the fill is drawn under the stroke, whichever
    /// order the two are written in (Apple, `StrokeShapeView.fill(_:style:)`).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        background(shape.fill(content, style: style))
    }
}

nonisolated extension _ShapeView where Content: InsettableShape {
    /// A filled shape with a border inside its outline (iOS 17), drawn over the fill (Apple,
    /// `ShapeView.strokeBorder(_:lineWidth:antialiased:)`).
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.strokeBorder(content, lineWidth: lineWidth))
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.strokeBorder(content, style: style))
    }
}
