import EaselCore
import Foundation

extension DisplayList {
    /// The display list as JSON, for tests and debugging: `{"size": [w, h], "items": [...]}`, one
    /// object per item keyed by its kind ("fill", "stroke", "glyphs", "image", "beginLayer",
    /// "endLayer"), paths as SVG path data, colours as "#rrggbb" with an alpha. Keys come in a fixed
    /// order and numbers with at most three decimals, so the same list gives the same text.
    public func json() -> String {
        var lines: [String] = []
        for item in items {
            lines.append("  " + DisplayList.object(for: item))
        }
        let size = "[\(SVGRenderer.number(size.width)), \(SVGRenderer.number(size.height))]"
        return "{\"size\": \(size), \"items\": [\n" + lines.joined(separator: ",\n") + "\n]}"
    }

    private static func object(for item: DisplayItem) -> String {
        switch item {
        case let .fill(path, paint, rule):
            return "{\"fill\": {\"path\": \(string(SVGRenderer.pathData(path))), \"paint\": \(json(paint)), \"rule\": \"\(rule.rawValue)\"}}"
        case let .stroke(path, paint, style):
            return "{\"stroke\": {\"path\": \(string(SVGRenderer.pathData(path))), \"paint\": \(json(paint)), \"lineWidth\": \(SVGRenderer.number(style.lineWidth))}}"
        case let .glyphs(run):
            let positions = run.positions.map { "[\(SVGRenderer.number($0.x)), \(SVGRenderer.number($0.y))]" }.joined(separator: ", ")
            return "{\"glyphs\": {\"font\": \(string(run.face.description)), \"size\": \(SVGRenderer.number(run.size)), \"glyphs\": [\(run.glyphs.map(String.init).joined(separator: ", "))], \"positions\": [\(positions)], \"paint\": \(json(run.paint))}}"
        case let .image(image):
            let r = image.rect
            return "{\"image\": {\"pixels\": [\(image.width), \(image.height)], \"rect\": [\(SVGRenderer.number(r.minX)), \(SVGRenderer.number(r.minY)), \(SVGRenderer.number(r.width)), \(SVGRenderer.number(r.height))], \"smooth\": \(image.smooth)}}"
        case let .beginLayer(layer):
            return "{\"beginLayer\": \(json(layer))}"
        case .endLayer:
            return "{\"endLayer\": {}}"
        }
    }

    private static func json(_ layer: Layer) -> String {
        switch layer {
        case let .clip(path, rule, antialiased):
            return "{\"clip\": \(string(SVGRenderer.pathData(path))), \"rule\": \"\(rule.rawValue)\", \"antialiased\": \(antialiased)}"
        case let .opacity(value):
            return "{\"opacity\": \(SVGRenderer.number(value))}"
        case let .shadow(color, radius, offset):
            return "{\"shadow\": {\"color\": \(json(color)), \"radius\": \(SVGRenderer.number(radius)), \"offset\": [\(SVGRenderer.number(offset.width)), \(SVGRenderer.number(offset.height))]}}"
        case let .transform(m):
            return "{\"transform\": [\([m.a, m.b, m.c, m.d, m.tx, m.ty].map { SVGRenderer.number($0, decimals: 6) }.joined(separator: ", "))]}"
        case let .projection(m):
            return "{\"projection\": [\([m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].map { SVGRenderer.number($0, decimals: 6) }.joined(separator: ", "))]}"
        case let .filter(filter):
            return "{\"filter\": \(string(String(describing: filter)))}"
        case let .blur(radius):
            return "{\"blur\": \(SVGRenderer.number(radius))}"
        case .alphaMask:
            return "{\"alphaMask\": {}}"
        case .maskShape:
            return "{\"maskShape\": {}}"
        case let .blend(mode):
            return "{\"blend\": \"\(mode.rawValue)\"}"
        case let .backdropBlur(radius, clip):
            return "{\"backdropBlur\": {\"radius\": \(SVGRenderer.number(radius)), \"clip\": \(string(SVGRenderer.pathData(clip)))}}"
        }
    }

    private static func json(_ paint: Paint) -> String {
        switch paint {
        case let .color(color):
            return json(color)
        case let .linearGradient(stops, start, end):
            return "{\"linearGradient\": {\"start\": [\(SVGRenderer.number(start.x)), \(SVGRenderer.number(start.y))], \"end\": [\(SVGRenderer.number(end.x)), \(SVGRenderer.number(end.y))], \"stops\": \(json(stops))}}"
        case let .angularGradient(stops, center, startAngle, endAngle):
            return "{\"angularGradient\": {\"center\": [\(SVGRenderer.number(center.x)), \(SVGRenderer.number(center.y))], \"startAngle\": \(SVGRenderer.number(startAngle, decimals: 6)), \"endAngle\": \(SVGRenderer.number(endAngle, decimals: 6)), \"stops\": \(json(stops))}}"
        case let .radialGradient(stops, center, startRadius, endRadius):
            return "{\"radialGradient\": {\"center\": [\(SVGRenderer.number(center.x)), \(SVGRenderer.number(center.y))], \"radii\": [\(SVGRenderer.number(startRadius)), \(SVGRenderer.number(endRadius))], \"stops\": \(json(stops))}}"
        }
    }

    private static func json(_ stops: [GradientStop]) -> String {
        "[" + stops.map { "[\(SVGRenderer.number($0.location)), \(json($0.color))]" }.joined(separator: ", ") + "]"
    }

    private static func json(_ color: RGBA) -> String {
        "\"\(color.hex)\(color.alpha < 1 ? "@" + SVGRenderer.number(color.alpha) : "")\""
    }

    private static func string(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
