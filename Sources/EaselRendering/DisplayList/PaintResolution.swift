import EaselCore
import Foundation

extension Paint {
    /// A resolved style as paint in `frame`: gradient unit points placed in it. An elliptical
    /// gradient becomes circles the fraction of the frame's shorter side (said): fills draw it
    /// exactly instead (`ellipticalFill`).
    init(_ resolved: ResolvedPaint, in frame: CGRect) {
        func point(_ unit: UnitPoint) -> CGPoint {
            CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
        }
        switch resolved {
        case let .color(color):
            self = .color(RGBA(color))
        case let .linearGradient(stops, start, end):
            self = .linearGradient(stops: stops.map(GradientStop.init), start: point(start), end: point(end))
        case let .radialGradient(stops, center, startRadius, endRadius):
            self = .radialGradient(stops: stops.map(GradientStop.init), center: point(center), startRadius: startRadius, endRadius: endRadius)
        case let .angularGradient(stops, center, startAngle, endAngle):
            self = .angularGradient(stops: stops.map(GradientStop.init), center: point(center), startAngle: startAngle, endAngle: endAngle)
        case let .ellipticalGradient(stops, center, startFraction, endFraction):
            let side = min(frame.width, frame.height)
            if frame.width != frame.height {
                LayoutDiagnostics.warn("An EllipticalGradient on a stroke, text or canvas drawing is drawn as circles (radius from the frame's shorter side); fills draw its ellipses.")
            }
            self = .radialGradient(stops: stops.map(GradientStop.init), center: point(center), startRadius: startFraction * side, endRadius: endFraction * side)
        case let .material(tint):
            self = .color(RGBA(tint))
        }
    }
}

extension DisplayItem {
    /// `path` filled with an elliptical gradient in `frame`: a circular radial gradient drawn
    /// through a transform that stretches its unit circle to the frame's proportions, clipped to
    /// the path. Nil for other paints.
    static func ellipticalFill(_ path: Path, rule: FillRule, _ resolved: ResolvedPaint, in frame: CGRect) -> [DisplayItem]? {
        guard case let .ellipticalGradient(stops, center, startFraction, endFraction) = resolved,
              frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return nil }
        let c = CGPoint(x: frame.minX + center.x * frame.width, y: frame.minY + center.y * frame.height)
        // Unit space q maps to the canvas as p = c + (w, h) · (q − c): a circle of radius r about c
        // becomes the ellipse of radii (w·r, h·r).
        let stretch = AffineMatrix(a: frame.width, b: 0, c: 0, d: frame.height,
                                   tx: c.x - frame.width * c.x, ty: c.y - frame.height * c.y)
        let unitFrame = CGRect(x: c.x + (frame.minX - c.x) / frame.width, y: c.y + (frame.minY - c.y) / frame.height, width: 1, height: 1)
        let paint = Paint.radialGradient(stops: stops.map(GradientStop.init), center: c, startRadius: startFraction, endRadius: endFraction)
        return [
            .beginLayer(.clip(path, rule, antialiased: true)),
            .beginLayer(.transform(stretch)),
            .fill(Path(unitFrame), paint, .nonZero),
            .endLayer,
            .endLayer,
        ]
    }
}

extension DisplayItem {
    /// `fill` (the items that fill `path`) with the shadows its style casts: drop shadows as
    /// shadow layers around it, inner shadows over it, each the shadow of everything outside the
    /// path (a frame round it, filled even-odd) seen through the path.
    static func casting(_ shadows: [ShadowStyle], of fill: [DisplayItem], path: Path, rule: FillRule,
                        in scheme: ColorScheme) -> [DisplayItem] {
        guard !shadows.isEmpty else { return fill }
        var items = fill
        for shadow in shadows where shadow.kind == .drop {
            items = [.beginLayer(.shadow(color: RGBA(shadow.color.resolved(for: scheme)), radius: shadow.radius, offset: shadow.offset))]
                + items + [.endLayer]
        }
        let bounds = path.boundingRect
        for shadow in shadows where shadow.kind == .inner && !bounds.isNull && bounds.width.isFinite && bounds.height.isFinite {
            let color = RGBA(shadow.color.resolved(for: scheme))
            // Far enough out that the frame's own edge casts nothing inside.
            let margin = 3 * shadow.radius + abs(shadow.offset.width) + abs(shadow.offset.height) + 1
            var outside = Path(bounds.insetBy(dx: -margin, dy: -margin))
            outside.addPath(path)
            items += [
                .beginLayer(.clip(path, rule, antialiased: true)),
                .beginLayer(.shadow(color: color, radius: shadow.radius, offset: shadow.offset)),
                .fill(outside, .color(color), .evenOdd),
                .endLayer,
                .endLayer,
            ]
        }
        return items
    }
}

extension DisplayItem {
    /// `path` filled with an image paint: the image tiled (as `resizable(resizingMode: .tile)`
    /// tiles it) over the path's bounds from their top-leading corner, scaled by the paint's
    /// scale, clipped to the path.
    static func imageFill(_ path: Path, rule: FillRule, _ paint: ImagePaint, environment: EnvironmentValues) -> [DisplayItem] {
        let bounds = path.boundingRect
        guard !bounds.isNull, bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return [] }
        if paint.sourceRect != CGRect(x: 0, y: 0, width: 1, height: 1) {
            LayoutDiagnostics.warn("ImagePaint's sourceRect \(paint.sourceRect) isn't applied: the whole image is tiled.")
        }
        let leaf = ImageLeaf(image: paint.image.resizable(resizingMode: .tile), environment: environment) { LayoutDiagnostics.warn($0) }
        let frame = CGRect(origin: bounds.origin, size: CGSize(width: bounds.width / paint.scale, height: bounds.height / paint.scale))
        let tiles = ImagePainter(image: leaf, frame: frame, pixelLength: environment.pixelLength).items()
        var items: [DisplayItem] = [.beginLayer(.clip(path, rule, antialiased: true))]
        if paint.scale != 1 {
            items.append(.beginLayer(.transform(.scale(CGSize(width: paint.scale, height: paint.scale), around: bounds.origin))))
            items += tiles
            items.append(.endLayer)
        } else {
            items += tiles
        }
        items.append(.endLayer)
        return items
    }
}
