import EaselCore
import Foundation

/// What every backend draws: a display list whose geometry a backend can draw without trapping or
/// drawing garbage.
///
/// A layout never hands out a NaN or infinite frame, but drawing effects and the user's shapes can
/// still carry non-finite numbers (a `scaleEffect(x: .infinity)`, a path built from NaN), and a
/// frame may be finite yet far too large to add up or to convert to Cairo's fixed-point device
/// coordinates (24.8 bits: beyond about eight million pixels its numbers wrap). So, before drawing:
/// - an item or layer with non-finite geometry is left out, and `diagnostics` says which;
/// - points far outside the canvas are moved to a band around it, which keeps what shows of
///   straight edges exactly and changes only what lies outside the picture; glyphs and images
///   wholly outside it are left out, as nothing of them shows;
/// - a transform that flattens its content to nothing (a scale of 0) leaves its content out, as
///   SwiftUI draws nothing of it.
/// Ordinary lists pass through unchanged, so their pictures keep every byte.
extension DisplayList {
    /// The list as backends draw it; `diagnostics` gains what had to be changed.
    public func drawable() -> DisplayList {
        if isDrawable { return self }
        var checker = DrawableGeometryChecker(canvas: CGRect(origin: .zero, size: size))
        var list = DisplayList(size: size, items: checker.check(items))
        list.diagnostics = diagnostics + checker.diagnostics
        list.copiedItemCount = copiedItemCount
        list.isDrawable = true
        return list
    }
}

struct DrawableGeometryChecker {
    /// The band around the canvas that drawn geometry is kept in, in canvas points.
    private let band: CGRect
    /// For each open layer: what maps its content's coordinates to the canvas, and whether its
    /// content is left out.
    private var layers: [(toCanvas: AffineMatrix, drops: Bool)] = []
    private(set) var diagnostics: [String] = []
    private var reported: Set<String> = []

    init(canvas: CGRect) {
        let finite = CGRect(
            x: 0, y: 0,
            width: canvas.width.isFinite ? canvas.width : 0, height: canvas.height.isFinite ? canvas.height : 0
        )
        // As far again as the canvas is large, and at least 10,000 points: glyphs, strokes and
        // shadows of views outside the picture still reach in. At the largest raster (32,767
        // pixels a side) and any scale up to 400, the band stays inside Cairo's range.
        let margin = Swift.max(10_000, finite.width, finite.height)
        band = finite.insetBy(dx: -margin, dy: -margin)
    }

    private mutating func warn(_ message: String) {
        if reported.insert(message).inserted {
            diagnostics.append(message)
        }
    }

    private var toCanvas: AffineMatrix { layers.last?.toCanvas ?? .identity }

    /// The longest a length in the current coordinates may be: the band's size, in them.
    private var lengthLimit: CGFloat {
        (band.width + band.height) / Swift.max(toCanvas.largestScale, .leastNormalMagnitude)
    }

    /// The items as drawn. Almost every list is drawable as it is: it is then handed back
    /// itself, without copying an item; a new list is made from the first item that changes.
    mutating func check(_ items: [DisplayItem]) -> [DisplayItem] {
        var result: [DisplayItem]?
        for index in items.indices {
            let outcome = checked(items[index])
            if case .kept = outcome {
                result?.append(items[index])
                continue
            }
            if result == nil {
                result = Array(items[..<index])
                result!.reserveCapacity(items.count)
            }
            if case let .changed(item) = outcome { result!.append(item) }
        }
        return result ?? items
    }

    /// What becomes of an item: kept as it is, left out, or drawn changed.
    private enum Outcome {
        case kept
        case dropped
        case changed(DisplayItem)
    }

    private mutating func checked(_ item: DisplayItem) -> Outcome {
        if case .endLayer = item {
            guard let layer = layers.popLast() else { return .dropped }
            return layer.drops ? .dropped : .kept
        }
        if layers.last?.drops == true {
            if case .beginLayer = item { layers.append((toCanvas, true)) }
            return .dropped
        }
        switch item {
        case let .fill(path, paint, rule):
            guard let drawnPath = drawable(path, "a filled shape", droppingSlivers: true), isFinite(paint, "a filled shape") else { return .dropped }
            let drawnPaint = drawable(paint, over: drawnPath)
            // Paths compare in constant time when they share their elements.
            return drawnPath == path && drawnPaint == paint ? .kept : .changed(.fill(drawnPath, drawnPaint, rule))
        case let .stroke(path, paint, style):
            guard let drawnPath = drawable(path, "a stroked shape"), isFinite(paint, "a stroked shape") else { return .dropped }
            let drawnPaint = drawable(paint, over: drawnPath)
            var drawnStyle = style
            drawnStyle.lineWidth = Swift.min(style.lineWidth, lengthLimit)
            return drawnPath == path && drawnPaint == paint && drawnStyle.lineWidth == style.lineWidth
                ? .kept : .changed(.stroke(drawnPath, drawnPaint, drawnStyle))
        case let .glyphs(run):
            guard let drawn = drawable(run) else { return .dropped }
            // A run is handed back as it is, or with glyphs left out.
            return drawn.glyphs.count == run.glyphs.count ? .kept : .changed(.glyphs(drawn))
        case let .image(image):
            return drawable(image) == nil ? .dropped : .kept
        case let .beginLayer(layer):
            let (drawn, drops, matrix) = drawable(layer)
            layers.append((matrix, drops))
            guard !drops, let drawn else { return .dropped }
            return drawn == layer ? .kept : .changed(.beginLayer(drawn))
        case .endLayer:
            return .kept
        }
    }

    // MARK: Items

    /// Where a rectangle of the current coordinates lies on the canvas, or nil where that can't
    /// be said in finite numbers.
    private func canvasRect(_ rect: CGRect) -> CGRect? {
        let mapped = toCanvas.boundingBox(of: rect)
        return mapped.minX.isFinite && mapped.minY.isFinite && mapped.maxX.isFinite && mapped.maxY.isFinite ? mapped : nil
    }

    /// The path as drawn: nil when it has non-finite coordinates, or, `droppingSlivers`, when it
    /// is thinner on the canvas than a thousandth of a point but not flat. Such a sliver covers
    /// too little of any pixel to change it, and slivers (a shape under `scaleEffect(y: 1e-6)`)
    /// can make Cairo's rasteriser fail ("out of memory").
    private mutating func drawable(_ path: Path, _ what: String, droppingSlivers: Bool = false) -> Path? {
        let bounds = path.boundingRect
        if bounds.isNull { return path }
        guard bounds.minX.isFinite, bounds.minY.isFinite, bounds.maxX.isFinite, bounds.maxY.isFinite,
              let onCanvas = canvasRect(bounds) else {
            warn("Not drawn: \(what) with non-finite coordinates.")
            return nil
        }
        if droppingSlivers {
            func sliver(_ length: CGFloat) -> Bool { length > 0 && length < 0.001 }
            if sliver(onCanvas.width) || sliver(onCanvas.height) { return nil }
        }
        if band.contains(onCanvas) { return path }
        // Each point is moved to the band on the canvas, then brought back.
        let (toCanvas, band) = (self.toCanvas, self.band)
        guard let fromCanvas = toCanvas.inverted else { return nil }
        return path.mappingPoints { point in
            let mapped = toCanvas.apply(point)
            return fromCanvas.apply(CGPoint(x: Swift.min(Swift.max(mapped.x, band.minX), band.maxX), y: Swift.min(Swift.max(mapped.y, band.minY), band.maxY)))
        }
    }

    private mutating func isFinite(_ paint: Paint, _ what: String) -> Bool {
        let finite: Bool
        switch paint {
        case .color: finite = true
        case let .linearGradient(stops, start, end):
            finite = start.x.isFinite && start.y.isFinite && end.x.isFinite && end.y.isFinite && stops.allSatisfy { $0.location.isFinite }
        case let .radialGradient(stops, center, startRadius, endRadius):
            finite = center.x.isFinite && center.y.isFinite && startRadius.isFinite && endRadius.isFinite && stops.allSatisfy { $0.location.isFinite }
        case let .angularGradient(stops, center, startAngle, endAngle):
            finite = center.x.isFinite && center.y.isFinite && startAngle.isFinite && endAngle.isFinite && stops.allSatisfy { $0.location.isFinite }
        }
        if !finite { warn("Not drawn: \(what) whose gradient has non-finite geometry.") }
        return finite
    }

    /// The paint as drawn: a gradient whose geometry lies outside the band (pixman holds gradient
    /// geometry in 16.16 fixed point, ±32,768 device pixels, and past that Cairo fails with "out of
    /// memory": found by `easel fuzz` under a pushed-back page sheet) is drawn as its colour at the
    /// middle of the shape it fills, which is what shows of a gradient that far from its shape [I].
    private mutating func drawable(_ paint: Paint, over path: Path) -> Paint {
        let reach = band.width + band.height
        func within(_ point: CGPoint) -> Bool {
            let mapped = toCanvas.apply(point)
            return mapped.x.isFinite && mapped.y.isFinite && band.contains(mapped)
        }
        // Squashed nearly flat (a scale of a millionth), the transform's inverse maps each pixel
        // millions of points into the gradient: past pixman's range too. Nothing of the gradient
        // can be told apart across so thin a shape anyway.
        if case .color = paint { return paint }
        let largest = toCanvas.largestScale
        let squashed = largest > 0 && abs(toCanvas.a * toCanvas.d - toCanvas.b * toCanvas.c) / largest < 1e-3
        let middle: CGPoint
        switch paint {
        case .color:
            return paint
        case _ where squashed:
            middle = Self.middle(of: path)
        case let .linearGradient(_, start, end):
            if within(start) && within(end) { return paint }
            middle = Self.middle(of: path)
        case let .radialGradient(_, center, startRadius, endRadius):
            let scale = toCanvas.largestScale
            if within(center) && abs(startRadius) * scale < reach && abs(endRadius) * scale < reach { return paint }
            middle = Self.middle(of: path)
        case let .angularGradient(_, center, _, _):
            if within(center) { return paint }
            middle = Self.middle(of: path)
        }
        warn("A gradient whose geometry lies far outside the picture is drawn as its colour where its shape is.")
        return .color(Self.color(of: paint, at: middle))
    }

    /// The middle of the box around a path's points.
    private static func middle(of path: Path) -> CGPoint {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ point: CGPoint) {
            minX = Swift.min(minX, point.x); maxX = Swift.max(maxX, point.x)
            minY = Swift.min(minY, point.y); maxY = Swift.max(maxY, point.y)
        }
        for element in path.elements {
            switch element {
            case let .move(point), let .line(point): include(point)
            case let .quadCurve(point, control): include(point); include(control)
            case let .curve(point, control1, control2): include(point); include(control1); include(control2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .zero }
        return CGPoint(x: (minX + maxX) / 2, y: (minY + maxY) / 2)
    }

    /// A gradient's colour at `point`, as Cairo pads it: the nearest stop's beyond the ends.
    static func color(of paint: Paint, at point: CGPoint) -> RGBA {
        let stops: [GradientStop]
        let t: CGFloat
        switch paint {
        case let .color(color):
            return color
        case let .linearGradient(gradientStops, start, end):
            stops = gradientStops
            let dx = end.x - start.x, dy = end.y - start.y
            let length = dx * dx + dy * dy
            t = length > 0 ? ((point.x - start.x) * dx + (point.y - start.y) * dy) / length : 0
        case let .radialGradient(gradientStops, center, startRadius, endRadius):
            stops = gradientStops
            let distance = ((point.x - center.x) * (point.x - center.x) + (point.y - center.y) * (point.y - center.y)).squareRoot()
            t = endRadius != startRadius ? (distance - startRadius) / (endRadius - startRadius) : (distance >= endRadius ? 1 : 0)
        case let .angularGradient(gradientStops, center, startAngle, endAngle):
            return AngularSweep(stops: gradientStops, startAngle: startAngle, endAngle: endAngle).color(at: atan2(point.y - center.y, point.x - center.x))
        }
        let sorted = stops.sorted { $0.location < $1.location }
        guard let first = sorted.first, let last = sorted.last else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        guard t.isFinite, t > first.location else { return first.color }
        guard t < last.location else { return last.color }
        let upper = sorted.firstIndex { $0.location >= t } ?? sorted.count - 1
        let low = sorted[upper - 1], high = sorted[upper]
        let span = high.location - low.location
        let f = span > 0 ? (t - low.location) / span : 0
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        return RGBA(red: mix(low.color.red, high.color.red), green: mix(low.color.green, high.color.green), blue: mix(low.color.blue, high.color.blue), alpha: mix(low.color.alpha, high.color.alpha))
    }

    private mutating func drawable(_ run: GlyphRunItem) -> GlyphRunItem? {
        guard run.size.isFinite, run.size > 0 else {
            warn("Not drawn: text at the font size \(formatLength(run.size)).")
            return nil
        }
        guard run.size <= lengthLimit else {
            warn("Not drawn: text at the font size \(formatLength(run.size)), scaled by \(formatLength(toCanvas.largestScale)): larger than the picture can draw.")
            return nil
        }
        guard run.positions.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            warn("Not drawn: text with non-finite glyph positions.")
            return nil
        }
        // A glyph reaches at most a few font sizes from its origin.
        let reach = 4 * run.size
        // Almost every run lies well inside the band: then, seen whole, it is kept as it is,
        // without mapping each glyph to the canvas.
        if let first = run.positions.first {
            var low = first, high = first
            for position in run.positions.dropFirst() {
                low = CGPoint(x: Swift.min(low.x, position.x), y: Swift.min(low.y, position.y))
                high = CGPoint(x: Swift.max(high.x, position.x), y: Swift.max(high.y, position.y))
            }
            let reached = CGRect(x: low.x - reach, y: low.y - reach, width: high.x - low.x + 2 * reach, height: high.y - low.y + 2 * reach)
            if let onCanvas = canvasRect(reached), band.contains(onCanvas) { return run }
        }
        var kept = run
        kept.glyphs = []
        kept.positions = []
        for (glyph, position) in zip(run.glyphs, run.positions) {
            guard let onCanvas = canvasRect(CGRect(x: position.x - reach, y: position.y - reach, width: 2 * reach, height: 2 * reach)),
                  onCanvas.intersects(band) else { continue }
            guard band.contains(onCanvas) else {
                warn("Not drawn: glyphs larger than the picture can draw (font size \(formatLength(run.size)), scaled by \(formatLength(toCanvas.largestScale))).")
                continue
            }
            kept.glyphs.append(glyph)
            kept.positions.append(position)
        }
        if kept.glyphs.count == run.glyphs.count { return run }
        return kept.glyphs.isEmpty ? nil : kept
    }

    private mutating func drawable(_ image: ImageItem) -> ImageItem? {
        let rect = image.rect
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite,
              let onCanvas = canvasRect(rect) else {
            warn("Not drawn: an image with a non-finite frame.")
            return nil
        }
        if !onCanvas.intersects(band) { return nil }
        if !band.contains(onCanvas) {
            warn("Not drawn: an image \(formatLength(onCanvas.width))×\(formatLength(onCanvas.height)) points large, far larger than the picture.")
            return nil
        }
        return image
    }

    // MARK: Layers

    /// The layer to draw (nil: none needed), whether its content is left out, and what maps its
    /// content to the canvas.
    private mutating func drawable(_ layer: Layer) -> (Layer?, drops: Bool, toCanvas: AffineMatrix) {
        let limit = lengthLimit
        switch layer {
        case let .clip(path, rule, antialiased):
            guard let path = drawable(path, "a clip shape") else {
                warn("Not drawn: the content of a clip shape with non-finite coordinates.")
                return (nil, true, toCanvas)
            }
            return (.clip(path, rule, antialiased: antialiased), false, toCanvas)
        case let .opacity(value):
            guard !value.isNaN else {
                warn("Ignored: an opacity of NaN.")
                return (.opacity(1), false, toCanvas)
            }
            return (layer, false, toCanvas)
        case let .shadow(color, radius, offset):
            guard radius.isFinite, offset.width.isFinite, offset.height.isFinite else {
                warn("Not drawn: a shadow with a non-finite radius or offset.")
                return (.opacity(1), false, toCanvas)
            }
            func limited(_ value: CGFloat) -> CGFloat { Swift.min(Swift.max(value, -limit), limit) }
            return (.shadow(color: color, radius: Swift.min(Swift.max(0, radius), limit), offset: CGSize(width: limited(offset.width), height: limited(offset.height))), false, toCanvas)
        case let .transform(matrix):
            let combined = toCanvas.concatenating(matrix)
            guard [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty].allSatisfy(\.isFinite),
                  [combined.a, combined.b, combined.c, combined.d, combined.tx, combined.ty].allSatisfy(\.isFinite) else {
                warn("Not drawn: content under a non-finite transform.")
                return (nil, true, toCanvas)
            }
            // Flattened to a line or a point: nothing shows.
            guard combined.inverted != nil else { return (nil, true, toCanvas) }
            return (layer, false, combined)
        case let .projection(matrix):
            var inverse = matrix
            guard matrix.isFinite, inverse.invert() else {
                warn("Not drawn: content under a non-finite or flattening projection.")
                return (nil, true, toCanvas)
            }
            // Lengths inside are checked against the canvas as if unprojected: a perspective
            // changes them by a bounded factor where anything shows.
            return (layer, false, toCanvas)
        case .alphaMask, .maskShape:
            return (layer, false, toCanvas)
        case let .backdropBlur(radius, clip):
            guard radius.isFinite, radius >= 0, let clip = drawable(clip, "a material") else {
                warn("Not drawn: a material's blur with a non-finite radius or shape; its tint is.")
                return (.opacity(1), false, toCanvas)
            }
            warn("A material's blur is drawn in PNG; PDF and SVG can't read what is behind, so they draw its tint alone.")
            return (.backdropBlur(radius: radius, clip: clip), false, toCanvas)
        case let .blend(mode):
            if SVGRenderer.cssBlendMode(mode) == nil {
                warn("blendMode(.\(mode.rawValue)) is drawn in PNG and PDF; SVG has no such blend and draws the view normally.")
            }
            return (layer, false, toCanvas)
        case let .filter(filter):
            let amount: Double
            switch filter {
            case .invert: amount = 0
            case let .grayscale(value), let .brightness(value), let .contrast(value), let .saturation(value), let .hueRotation(value): amount = value
            case let .multiply(color): amount = color.red + color.green + color.blue + color.alpha
            }
            guard amount.isFinite else {
                warn("Ignored: a colour filter with a non-finite amount.")
                return (.opacity(1), false, toCanvas)
            }
            return (layer, false, toCanvas)
        case let .blur(radius):
            guard radius.isFinite else {
                warn("Ignored: a blur with a non-finite radius.")
                return (.opacity(1), false, toCanvas)
            }
            return (.blur(radius: Swift.min(radius, limit)), false, toCanvas)
        }
    }
}

extension AffineMatrix {
    func apply(_ point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// This transform after `inner`: points go through `inner` first.
    func concatenating(_ inner: AffineMatrix) -> AffineMatrix {
        AffineMatrix(
            a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
            c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
            tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty
        )
    }

    /// The inverse, or nil when the transform flattens the plane (or can't be inverted in finite
    /// numbers).
    var inverted: AffineMatrix? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        let inverse = AffineMatrix(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant
        )
        return [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty].allSatisfy(\.isFinite) ? inverse : nil
    }

    /// How much the transform stretches lengths at most (near enough: the longer column).
    var largestScale: CGFloat {
        Swift.max(hypot(a, b), hypot(c, d))
    }

    /// The smallest rectangle holding the transformed corners of `rect`.
    func boundingBox(of rect: CGRect) -> CGRect {
        // Without collecting the corners: every drawn item is mapped to the canvas.
        let corners = (
            apply(CGPoint(x: rect.minX, y: rect.minY)), apply(CGPoint(x: rect.maxX, y: rect.minY)),
            apply(CGPoint(x: rect.minX, y: rect.maxY)), apply(CGPoint(x: rect.maxX, y: rect.maxY))
        )
        let minX = Swift.min(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let maxX = Swift.max(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let minY = Swift.min(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        let maxY = Swift.max(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
