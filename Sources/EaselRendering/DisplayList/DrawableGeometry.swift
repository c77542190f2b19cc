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
        list.isDrawable = true
        return list
    }
}

struct DrawableGeometryChecker {
    /// The band around the canvas points are kept in, in canvas points.
    private var bands: [CGRect]
    /// For each open layer: whether its content is left out.
    private var dropping: [Bool] = []
    private(set) var diagnostics: [String] = []
    private var reported: Set<String> = []

    init(canvas: CGRect) {
        let finite = CGRect(
            x: 0, y: 0,
            width: canvas.width.isFinite ? canvas.width : 0, height: canvas.height.isFinite ? canvas.height : 0
        )
        // As far again as the canvas is large, and at least 1,000 points: shadows and strokes of
        // views outside the picture still reach in.
        let margin = Swift.max(1_000, finite.width, finite.height)
        bands = [finite.insetBy(dx: -margin, dy: -margin)]
    }

    private mutating func warn(_ message: String) {
        if reported.insert(message).inserted {
            diagnostics.append(message)
        }
    }

    private var band: CGRect { bands[bands.count - 1] }

    mutating func check(_ items: [DisplayItem]) -> [DisplayItem] {
        var result: [DisplayItem] = []
        result.reserveCapacity(items.count)
        for item in items {
            if case .endLayer = item {
                guard let dropped = dropping.popLast() else { continue }
                bands.removeLast()
                if !dropped { result.append(.endLayer) }
                continue
            }
            if dropping.last == true {
                if case .beginLayer = item {
                    dropping.append(true)
                    bands.append(band)
                }
                continue
            }
            switch item {
            case let .fill(path, paint, rule):
                guard let path = drawable(path, "a filled shape"), isFinite(paint, "a filled shape") else { continue }
                result.append(.fill(path, paint, rule))
            case let .stroke(path, paint, style):
                guard let path = drawable(path, "a stroked shape"), isFinite(paint, "a stroked shape") else { continue }
                var style = style
                style.lineWidth = Swift.min(style.lineWidth, band.width + band.height)
                result.append(.stroke(path, paint, style))
            case let .glyphs(run):
                if let run = drawable(run) { result.append(.glyphs(run)) }
            case let .image(image):
                if let image = drawable(image) { result.append(.image(image)) }
            case let .beginLayer(layer):
                let (kept, drops) = drawable(layer)
                dropping.append(drops)
                bands.append(nextBand(for: kept))
                if !drops, let kept { result.append(.beginLayer(kept)) }
            case .endLayer:
                break
            }
        }
        return result
    }

    // MARK: Items

    private mutating func drawable(_ path: Path, _ what: String) -> Path? {
        let bounds = path.boundingRect
        if bounds.isNull { return path }
        guard bounds.minX.isFinite, bounds.minY.isFinite, bounds.maxX.isFinite, bounds.maxY.isFinite else {
            warn("Not drawn: \(what) with non-finite coordinates.")
            return nil
        }
        if band.contains(bounds) { return path }
        let band = self.band
        return path.mappingPoints { point in
            CGPoint(x: Swift.min(Swift.max(point.x, band.minX), band.maxX), y: Swift.min(Swift.max(point.y, band.minY), band.maxY))
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
        }
        if !finite { warn("Not drawn: \(what) whose gradient has non-finite geometry.") }
        return finite
    }

    private mutating func drawable(_ run: GlyphRunItem) -> GlyphRunItem? {
        // FreeType's 26.6 fixed-point outlines hold glyphs up to about 10⁵ points; past the
        // picture's own size no glyph could show anything but a part of one stroke.
        guard run.size.isFinite, run.size > 0, run.size <= Swift.max(100_000, band.width + band.height) else {
            warn("Not drawn: text at the font size \(formatLength(run.size)).")
            return nil
        }
        guard run.positions.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            warn("Not drawn: text with non-finite glyph positions.")
            return nil
        }
        // A glyph reaches at most a few font sizes from its origin.
        let reach = band.insetBy(dx: -4 * run.size, dy: -4 * run.size)
        if run.positions.allSatisfy({ reach.contains($0) }) { return run }
        var kept = run
        kept.glyphs = []
        kept.positions = []
        for (glyph, position) in zip(run.glyphs, run.positions) where reach.contains(position) {
            kept.glyphs.append(glyph)
            kept.positions.append(position)
        }
        return kept.glyphs.isEmpty ? nil : kept
    }

    private mutating func drawable(_ image: ImageItem) -> ImageItem? {
        let rect = image.rect
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            warn("Not drawn: an image with a non-finite frame.")
            return nil
        }
        if !rect.intersects(band) { return nil }
        if !band.contains(rect) {
            warn("Not drawn: an image \(formatLength(rect.width))×\(formatLength(rect.height)) points large, far larger than the picture.")
            return nil
        }
        return image
    }

    // MARK: Layers

    /// The layer to draw (nil: none needed) and whether its content is left out.
    private mutating func drawable(_ layer: Layer) -> (Layer?, drops: Bool) {
        switch layer {
        case let .clip(path, rule, antialiased):
            guard let path = drawable(path, "a clip shape") else {
                warn("Not drawn: the content of a clip shape with non-finite coordinates.")
                return (nil, true)
            }
            return (.clip(path, rule, antialiased: antialiased), false)
        case let .opacity(value):
            guard !value.isNaN else {
                warn("Ignored: an opacity of NaN.")
                return (.opacity(1), false)
            }
            return (layer, false)
        case let .shadow(color, radius, offset):
            guard radius.isFinite, offset.width.isFinite, offset.height.isFinite else {
                warn("Not drawn: a shadow with a non-finite radius or offset.")
                return (.opacity(1), false)
            }
            let limit = band.width + band.height
            return (.shadow(color: color, radius: Swift.min(Swift.max(0, radius), limit), offset: CGSize(width: Swift.min(Swift.max(offset.width, -limit), limit), height: Swift.min(Swift.max(offset.height, -limit), limit))), false)
        case let .transform(matrix):
            guard [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty].allSatisfy(\.isFinite) else {
                warn("Not drawn: content under a non-finite transform.")
                return (nil, true)
            }
            // Flattened to a line or a point: nothing shows.
            let determinant = matrix.a * matrix.d - matrix.b * matrix.c
            guard determinant != 0, determinant.isFinite, (1 / determinant).isFinite else { return (nil, true) }
            return (layer, false)
        case let .filter(filter):
            let amount: Double
            switch filter {
            case .invert: amount = 0
            case let .grayscale(value), let .brightness(value), let .contrast(value), let .saturation(value): amount = value
            }
            guard amount.isFinite else {
                warn("Ignored: a colour filter with a non-finite amount.")
                return (.opacity(1), false)
            }
            return (layer, false)
        case let .blur(radius):
            guard radius.isFinite else {
                warn("Ignored: a blur with a non-finite radius.")
                return (.opacity(1), false)
            }
            return (.blur(radius: Swift.min(radius, band.width + band.height)), false)
        }
    }

    /// The band in the coordinates of a layer's content: through a transform, the band's corners
    /// mapped back.
    private func nextBand(for layer: Layer?) -> CGRect {
        guard case let .transform(m)? = layer else { return band }
        let determinant = m.a * m.d - m.b * m.c
        func inverse(_ point: CGPoint) -> CGPoint {
            let x = point.x - m.tx, y = point.y - m.ty
            return CGPoint(x: (m.d * x - m.c * y) / determinant, y: (-m.b * x + m.a * y) / determinant)
        }
        let corners = [CGPoint(x: band.minX, y: band.minY), CGPoint(x: band.maxX, y: band.minY), CGPoint(x: band.minX, y: band.maxY), CGPoint(x: band.maxX, y: band.maxY)].map(inverse)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let mapped = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return mapped.minX.isFinite && mapped.maxX.isFinite && mapped.minY.isFinite && mapped.maxY.isFinite ? mapped : band
    }
}
