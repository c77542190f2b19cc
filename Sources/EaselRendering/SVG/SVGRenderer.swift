import EaselCore
import EaselText
import Foundation

/// Writes a display list as SVG 1.1 (with SVG 2's `fr` on radial gradients). Glyphs become paths
/// (each glyph defined once, in em units, and placed with `<use>`), so the file looks the same on
/// every machine whatever fonts it has; shadows and blurs are `feGaussianBlur` filters computed in
/// sRGB, like the raster backends. Identifiers are numbered in drawing order, so the same list
/// always gives the same text.
struct SVGRenderer {
    private var defs = ""
    private var body = ""
    private var nextIdentifier = 0
    /// What closes each open layer, innermost last, and the ids of the open alpha masks.
    private var closers: [(text: String, endsMaskedGroup: Bool, endsMask: Bool)] = []
    private var maskIdentifiers: [String] = []
    /// The body being written around a mask, which goes to the definitions.
    private var enclosingBodies: [String] = []
    private var glyphIdentifiers: [GlyphKey: String] = [:]
    private let size: CGSize
    /// Pixels per point of the images that stand for what SVG can't express.
    private let rasterScale: CGFloat

    private struct GlyphKey: Hashable {
        let face: FontFace
        let glyph: UInt32
    }

    static func render(_ list: DisplayList, rasterScale: CGFloat) throws -> String {
        var renderer = SVGRenderer(size: list.size, rasterScale: rasterScale)
        try renderer.write(list.drawable().items)
        let width = number(list.size.width), height = number(list.size.height)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
        if !renderer.defs.isEmpty {
            svg += "<defs>\n\(renderer.defs)</defs>\n"
        }
        return svg + renderer.body + "</svg>\n"
    }

    private init(size: CGSize, rasterScale: CGFloat) {
        self.size = size
        self.rasterScale = rasterScale
    }

    private mutating func identifier(_ prefix: String) -> String {
        nextIdentifier += 1
        return "\(prefix)\(nextIdentifier)"
    }

    private mutating func write(_ items: [DisplayItem]) throws {
        var index = 0
        while index < items.count {
            let item = items[index]
            index += 1
            if item.hasAngularGradient {
                // SVG has no conic gradient: the item goes in as an image.
                try writeRasterized([item])
                continue
            }
            switch item {
            case let .beginLayer(.projection(projection)):
                // SVG has no perspective: the layer goes in as an image (see `writeProjected`).
                let end = Self.matchingEnd(of: index - 1, in: items)
                try writeProjected(projection, Array(items[index..<end]))
                index = end + 1
            case let .fill(path, paint, rule):
                let fill = paintAttributes(paint, prefix: "fill")
                body += "<path d=\"\(SVGRenderer.pathData(path))\"\(fill)\(rule == .evenOdd ? " fill-rule=\"evenodd\"" : "")/>\n"
            case let .stroke(path, paint, style):
                body += "<path d=\"\(SVGRenderer.pathData(path))\" fill=\"none\"\(paintAttributes(paint, prefix: "stroke"))\(strokeAttributes(style))/>\n"
            case let .glyphs(run):
                writeGlyphs(run)
            case let .image(image):
                writeImage(image)
            case .beginLayer(.maskShape):
                // The mask of the alpha mask layer just opened, written among the definitions:
                // its alpha, in user space.
                let id = maskIdentifiers.last ?? identifier("mask")
                enclosingBodies.append(body)
                body = "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" \(maskRegion) mask-type=\"alpha\" style=\"mask-type:alpha\"><g>\n"
                closers.append((text: "</g></mask>\n", endsMaskedGroup: false, endsMask: true))
            case .beginLayer(.alphaMask):
                let id = identifier("mask")
                maskIdentifiers.append(id)
                body += "<g mask=\"url(#\(id))\">\n"
                closers.append((text: "</g>\n", endsMaskedGroup: true, endsMask: false))
            case let .beginLayer(layer):
                body += "<g\(groupAttributes(layer))>\n"
                closers.append((text: "</g>\n", endsMaskedGroup: false, endsMask: false))
            case .endLayer:
                let closer = closers.popLast() ?? (text: "</g>\n", endsMaskedGroup: false, endsMask: false)
                if closer.endsMaskedGroup { maskIdentifiers.removeLast() }
                body += closer.text
                if closer.endsMask {
                    defs += body
                    body = enclosingBodies.popLast() ?? ""
                }
            }
        }
    }

    /// The index of the `.endLayer` closing the layer opened at `start` (the end of the list if
    /// none does).
    private static func matchingEnd(of start: Int, in items: [DisplayItem]) -> Int {
        var depth = 0
        for index in (start + 1)..<items.count {
            switch items[index] {
            case .beginLayer: depth += 1
            case .endLayer:
                if depth == 0 { return index }
                depth -= 1
            default: break
            }
        }
        return items.count
    }

    /// A layer in perspective, which SVG can't express (its transforms are affine): drawn by the
    /// raster backend over the canvas and written as an image in its place.
    private mutating func writeProjected(_ projection: ProjectionTransform, _ inner: [DisplayItem]) throws {
        try writeRasterized([.beginLayer(.projection(projection))] + inner + [.endLayer])
    }

    /// Items SVG can't express, drawn by the raster backend over the canvas at `rasterScale` and
    /// written as an image in their place: only the rectangle of pixels they cover, so a small
    /// turned card on a tall page is a small image. A canvas too large to draw is an error, not a
    /// missing layer.
    private mutating func writeRasterized(_ items: [DisplayItem]) throws {
        let list = DisplayList(size: size, items: items)
        guard let (png, frame) = try PNGRenderer.renderOccupied(list, scale: rasterScale) else { return }
        let (x, y) = (SVGRenderer.number(frame.minX), SVGRenderer.number(frame.minY))
        let (width, height) = (SVGRenderer.number(frame.width), SVGRenderer.number(frame.height))
        body += "<image x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,\(png.base64EncodedString())\"/>\n"
    }

    // MARK: Layers

    private mutating func groupAttributes(_ layer: Layer) -> String {
        switch layer {
        case let .clip(path, rule, _):
            let id = identifier("clip")
            defs += "<clipPath id=\"\(id)\" clipPathUnits=\"userSpaceOnUse\"><path d=\"\(SVGRenderer.pathData(path))\"\(rule == .evenOdd ? " clip-rule=\"evenodd\"" : "")/></clipPath>\n"
            return " clip-path=\"url(#\(id))\""
        case let .opacity(opacity):
            return " opacity=\"\(SVGRenderer.number(opacity))\""
        case .projection:
            // Written as an image by `writeProjected`, never as a group.
            return ""
        case .backdropBlur:
            // SVG can't read what is behind: the material's tint, inside, is drawn alone.
            return ""
        case let .transform(m):
            return " transform=\"matrix(\([m.a, m.b, m.c, m.d, m.tx, m.ty].map { SVGRenderer.number($0, decimals: 6) }.joined(separator: " ")))\""
        case let .shadow(color, radius, offset):
            let id = identifier("shadow")
            let margin = 3 * radius + max(abs(offset.width), abs(offset.height))
            defs += "<filter id=\"\(id)\" \(region(margin: margin)) color-interpolation-filters=\"sRGB\">"
                + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(SVGRenderer.number(radius))\"/>"
                + "<feOffset dx=\"\(SVGRenderer.number(offset.width))\" dy=\"\(SVGRenderer.number(offset.height))\" result=\"blur\"/>"
                + "<feFlood flood-color=\"\(color.hex)\" flood-opacity=\"\(SVGRenderer.number(color.alpha))\"/>"
                + "<feComposite in2=\"blur\" operator=\"in\" result=\"shadow\"/>"
                + "<feMerge><feMergeNode in=\"shadow\"/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>\n"
            return " filter=\"url(#\(id))\""
        case let .blur(radius):
            let id = identifier("blur")
            defs += "<filter id=\"\(id)\" \(region(margin: 3 * radius)) color-interpolation-filters=\"sRGB\"><feGaussianBlur in=\"SourceGraphic\" stdDeviation=\"\(SVGRenderer.number(radius))\"/></filter>\n"
            return " filter=\"url(#\(id))\""
        case let .filter(filter):
            let id = identifier("filter")
            defs += "<filter id=\"\(id)\" \(region(margin: 0)) color-interpolation-filters=\"sRGB\">\(SVGRenderer.colorMatrix(filter))</filter>\n"
            return " filter=\"url(#\(id))\""
        case .alphaMask, .maskShape:
            return ""   // written by `write`, which pairs the mask with its content
        case let .blend(mode):
            return SVGRenderer.cssBlendMode(mode).map { " style=\"mix-blend-mode:\($0)\"" } ?? ""
        }
    }

    /// CSS's name for a blend mode (`mix-blend-mode`), or nil for the Porter–Duff compositions SVG
    /// can't express that way (`DrawableGeometry` says so).
    static func cssBlendMode(_ mode: BlendMode) -> String? {
        switch mode {
        case .normal: "normal"
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken, .plusDarker: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .plusLighter: "plus-lighter"
        case .sourceAtop, .destinationOver, .destinationOut: nil
        }
    }

    /// A mask region covering the canvas, in user space.
    private var maskRegion: String {
        "x=\"0\" y=\"0\" width=\"\(SVGRenderer.number(size.width))\" height=\"\(SVGRenderer.number(size.height))\""
    }

    /// A filter region covering the canvas and a margin, in user space.
    private func region(margin: CGFloat) -> String {
        "filterUnits=\"userSpaceOnUse\" x=\"\(SVGRenderer.number(-margin))\" y=\"\(SVGRenderer.number(-margin))\" width=\"\(SVGRenderer.number(size.width + 2 * margin))\" height=\"\(SVGRenderer.number(size.height + 2 * margin))\""
    }

    /// The filter primitive for a colour filter: the same matrices as the raster backends use.
    private static func colorMatrix(_ filter: ColorFilter) -> String {
        switch filter {
        case .invert:
            return "<feColorMatrix type=\"matrix\" values=\"-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0\"/>"
        case let .grayscale(amount):
            return "<feColorMatrix type=\"saturate\" values=\"\(number(1 - min(1, max(0, amount))))\"/>"
        case let .saturation(amount):
            return "<feColorMatrix type=\"saturate\" values=\"\(number(amount))\"/>"
        case let .brightness(amount):
            let b = number(amount)
            return "<feColorMatrix type=\"matrix\" values=\"1 0 0 0 \(b) 0 1 0 0 \(b) 0 0 1 0 \(b) 0 0 0 1 0\"/>"
        case let .contrast(amount):
            let c = number(amount), o = number(0.5 - 0.5 * amount)
            return "<feColorMatrix type=\"matrix\" values=\"\(c) 0 0 0 \(o) 0 \(c) 0 0 \(o) 0 0 \(c) 0 \(o) 0 0 0 1 0\"/>"
        case let .hueRotation(radians):
            return "<feColorMatrix type=\"hueRotate\" values=\"\(number(radians * 180 / .pi))\"/>"
        case let .multiply(color):
            let (r, g, b, a) = (number(color.red), number(color.green), number(color.blue), number(color.alpha))
            return "<feColorMatrix type=\"matrix\" values=\"\(r) 0 0 0 0 0 \(g) 0 0 0 0 0 \(b) 0 0 0 0 0 \(a) 0\"/>"
        }
    }

    // MARK: Content

    private mutating func paintAttributes(_ paint: Paint, prefix: String) -> String {
        switch paint {
        case let .color(color):
            return " \(prefix)=\"\(color.hex)\"" + (color.alpha < 1 ? " \(prefix)-opacity=\"\(SVGRenderer.number(color.alpha))\"" : "")
        case let .linearGradient(stops, start, end):
            let id = identifier("gradient")
            defs += "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(SVGRenderer.number(start.x))\" y1=\"\(SVGRenderer.number(start.y))\" x2=\"\(SVGRenderer.number(end.x))\" y2=\"\(SVGRenderer.number(end.y))\">\(SVGRenderer.stops(stops))</linearGradient>\n"
            return " \(prefix)=\"url(#\(id))\""
        case .angularGradient:
            // Written as an image by `writeRasterized`, never as an attribute.
            return ""
        case let .radialGradient(stops, center, startRadius, endRadius):
            let id = identifier("gradient")
            defs += "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(SVGRenderer.number(center.x))\" cy=\"\(SVGRenderer.number(center.y))\" r=\"\(SVGRenderer.number(endRadius))\" fx=\"\(SVGRenderer.number(center.x))\" fy=\"\(SVGRenderer.number(center.y))\" fr=\"\(SVGRenderer.number(startRadius))\">\(SVGRenderer.stops(stops))</radialGradient>\n"
            return " \(prefix)=\"url(#\(id))\""
        }
    }

    private static func stops(_ stops: [GradientStop]) -> String {
        stops.map { stop in
            "<stop offset=\"\(number(stop.location))\" stop-color=\"\(stop.color.hex)\"" + (stop.color.alpha < 1 ? " stop-opacity=\"\(number(stop.color.alpha))\"" : "") + "/>"
        }.joined()
    }

    private func strokeAttributes(_ style: StrokeStyle) -> String {
        var text = " stroke-width=\"\(SVGRenderer.number(style.lineWidth))\""
        switch style.lineCap {
        case .butt: break
        case .round: text += " stroke-linecap=\"round\""
        case .square: text += " stroke-linecap=\"square\""
        }
        switch style.lineJoin {
        case .miter: text += " stroke-miterlimit=\"\(SVGRenderer.number(style.miterLimit))\""
        case .round: text += " stroke-linejoin=\"round\""
        case .bevel: text += " stroke-linejoin=\"bevel\""
        }
        let dashes = style.dash.filter { $0.isFinite && $0 >= 0 }
        if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
            text += " stroke-dasharray=\"\(dashes.map { SVGRenderer.number($0) }.joined(separator: " "))\""
            if style.dashPhase != 0 { text += " stroke-dashoffset=\"\(SVGRenderer.number(style.dashPhase))\"" }
        }
        return text
    }

    private mutating func writeGlyphs(_ run: GlyphRunItem) {
        var uses = ""
        for (glyph, position) in zip(run.glyphs, run.positions) {
            let key = GlyphKey(face: run.face, glyph: glyph)
            let id: String
            if let known = glyphIdentifiers[key] {
                id = known
            } else {
                let outline = GlyphOutlines.path(glyph, face: run.face, size: 1)
                guard !outline.isEmpty else { continue }
                id = identifier("glyph")
                glyphIdentifiers[key] = id
                defs += "<path id=\"\(id)\" d=\"\(SVGRenderer.pathData(outline, decimals: 5))\"/>\n"
            }
            let s = SVGRenderer.number(run.size, decimals: 4)
            uses += "<use xlink:href=\"#\(id)\" transform=\"matrix(\(s) 0 0 \(s) \(SVGRenderer.number(position.x)) \(SVGRenderer.number(position.y)))\"/>"
        }
        guard !uses.isEmpty else { return }
        body += "<g\(paintAttributes(run.paint, prefix: "fill"))>\(uses)</g>\n"
    }

    private mutating func writeImage(_ image: ImageItem) {
        guard image.width > 0, image.height > 0, image.pixels.count >= image.width * image.height * 4 else { return }
        // Premultiplied to straight alpha, then PNG.
        var rgba = image.pixels
        for index in Swift.stride(from: 0, to: image.width * image.height * 4, by: 4) {
            let alpha = Int(rgba[index + 3])
            guard alpha > 0, alpha < 255 else { continue }
            for channel in 0..<3 {
                rgba[index + channel] = UInt8(min(255, (Int(rgba[index + channel]) * 255 + alpha / 2) / alpha))
            }
        }
        guard let png = try? PNGRenderer.encode(PNGRenderer.Pixels(width: image.width, height: image.height, rgba: rgba)) else { return }
        let r = image.rect
        body += "<image x=\"\(SVGRenderer.number(r.minX))\" y=\"\(SVGRenderer.number(r.minY))\" width=\"\(SVGRenderer.number(r.width))\" height=\"\(SVGRenderer.number(r.height))\" preserveAspectRatio=\"none\"\(image.smooth ? "" : " image-rendering=\"pixelated\"") xlink:href=\"data:image/png;base64,\(png.base64EncodedString())\"/>\n"
    }

    // MARK: Text of numbers and paths

    /// A number with at most `decimals` decimals and no trailing zeros ("12", "0.5", "-3.125").
    static func number(_ value: CGFloat, decimals: Int = 3) -> String {
        guard value.isFinite else { return "0" }
        let factor = pow(10, CGFloat(decimals))
        let rounded = (value * factor).rounded() / factor
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.\(decimals)f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    static func pathData(_ path: Path, decimals: Int = 3) -> String {
        func point(_ p: CGPoint) -> String { "\(number(p.x, decimals: decimals)) \(number(p.y, decimals: decimals))" }
        return path.elements.map { element in
            switch element {
            case let .move(p): "M\(point(p))"
            case let .line(p): "L\(point(p))"
            case let .quadCurve(p, c): "Q\(point(c)) \(point(p))"
            case let .curve(p, c1, c2): "C\(point(c1)) \(point(c2)) \(point(p))"
            case .closeSubpath: "Z"
            }
        }.joined()
    }
}

extension DisplayItem {
    /// Whether the item is painted with a conic gradient, which SVG can't express.
    var hasAngularGradient: Bool {
        let paint: Paint
        switch self {
        case let .fill(_, itemPaint, _): paint = itemPaint
        case let .stroke(_, itemPaint, _): paint = itemPaint
        case let .glyphs(run): paint = run.paint
        default: return false
        }
        if case .angularGradient = paint { return true }
        return false
    }
}
