import EaselCore
import Foundation

/// Problems met while painting, said in the display list's diagnostics.
final class DrawingProblems {
    var messages: [String] = []
}

extension DisplayListBuilder {
    /// A canvas: its renderer's commands, each wrapped in the layers of its state (clips, opacity,
    /// blend, filters, then its transform), in the canvas's frame.
    ///
    /// A canvas draws inside its frame: what it draws outside is clipped. iOS renders a canvas
    /// into a backing of its own size (Apple, `Canvas`: its `colorMode` is "the working color space
    /// and storage format of the canvas"), and apps rely on it: Apple's Food Truck header draws
    /// its planets far below its canvas, and widens the canvas with negative padding to show more
    /// [I: the clipping itself is read from that sample's intent, not from a documented rule].
    func paint(_ canvas: CanvasLeaf, environment: EnvironmentValues, in frame: CGRect, into items: inout [DisplayItem]) {
        items.append(.beginLayer(.clip(Path(frame), .nonZero, antialiased: false)))
        paint(canvas.record(size: frame.size, environment: environment), size: frame.size, environment: environment, in: frame, into: &items)
        items.append(.endLayer)
    }

    /// What a canvas's or a text renderer's context recorded, from `frame`'s origin.
    func paint(_ recording: CanvasRecording, size: CGSize, environment: EnvironmentValues, in frame: CGRect, into items: inout [DisplayItem]) {
        problems.messages += recording.problems
        items.append(.beginLayer(.transform(AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: frame.minX, ty: frame.minY))))
        append(recording.commands, size: size, environment: environment, into: &items)
        items.append(.endLayer)
    }

    private func append(_ commands: [CanvasCommand], size: CGSize, environment: EnvironmentValues, into items: inout [DisplayItem]) {
        for command in commands {
            switch command {
            case let .fill(path, shading, style, state):
                wrapping(state, size: size, into: &items) { $0.append(.fill(path, paint(shading, over: path), style.isEOFilled ? .evenOdd : .nonZero)) }
            case let .stroke(path, shading, style, state):
                wrapping(state, size: size, into: &items) { $0.append(.stroke(path, paint(shading, over: path), style)) }
            case let .text(leaf, rect, state):
                wrapping(state, size: size, into: &items) { inner in
                    paint(leaf, proposal: ProposedViewSize(width: rect.width, height: nil), in: rect, environment: environment, into: &inner)
                }
            case let .image(leaf, rect, state):
                wrapping(state, size: size, into: &items) { $0 += ImagePainter(image: leaf, frame: rect, pixelLength: environment.pixelLength).items() }
            case let .textGlyphs(selection, state):
                wrapping(state, size: size, into: &items) { inner in
                    let text = selection.storage.leaf
                    paint(text, layout: selection.storage.layout, selection: selection, at: .zero, frame: CGRect(origin: .zero, size: size), into: &inner)
                }
            case let .layer(inner, state):
                wrapping(state, size: size, into: &items) { append(inner, size: size, environment: environment, into: &$0) }
            }
        }
    }

    /// `body`'s items inside the layers `state` calls for, outermost first.
    private func wrapping(_ state: CanvasDrawingState, size: CGSize, into items: inout [DisplayItem], _ body: (inout [DisplayItem]) -> Void) {
        var layers: [Layer] = []
        for clip in state.clips {
            if clip.inverse {
                // Outside the path: the canvas's bounds (and well beyond) with the path cut out.
                var region = Path(CGRect(x: -size.width, y: -size.height, width: 3 * size.width, height: 3 * size.height))
                region.addPath(clip.path)
                layers.append(.clip(region, .evenOdd, antialiased: clip.style.isAntialiased))
            } else {
                layers.append(.clip(clip.path, clip.style.isEOFilled ? .evenOdd : .nonZero, antialiased: clip.style.isAntialiased))
            }
        }
        if state.opacity < 1 { layers.append(.opacity(state.opacity)) }
        if state.blendMode != .normal { layers.append(.blend(state.blendMode)) }
        for filter in state.filters.reversed() {
            switch filter {
            case let .shadow(color, radius, offset): layers.append(.shadow(color: RGBA(color), radius: radius, offset: offset))
            case let .blur(radius): if radius > 0 { layers.append(.blur(radius: radius)) }
            case let .grayscale(amount): layers.append(.filter(.grayscale(amount)))
            case let .brightness(amount): layers.append(.filter(.brightness(amount)))
            case let .contrast(amount): layers.append(.filter(.contrast(amount)))
            case let .saturation(amount): layers.append(.filter(.saturation(amount)))
            case .colorInvert: layers.append(.filter(.invert))
            case let .hueRotation(angle): layers.append(.filter(.hueRotation(angle.radians)))
            case let .colorMultiply(color): layers.append(.filter(.multiply(RGBA(color))))
            }
        }
        let t = state.transform
        if !t.isIdentity {
            layers.append(.transform(AffineMatrix(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)))
        }
        items += layers.map(DisplayItem.beginLayer)
        body(&items)
        items += repeatElement(.endLayer, count: layers.count)
    }

    /// A shading as paint, in the context's coordinates; a shape style fills the path's bounds.
    private func paint(_ shading: CanvasShading, over path: Path) -> Paint {
        switch shading {
        case let .color(color):
            return .color(RGBA(color))
        case let .linearGradient(stops, start, end):
            return .linearGradient(stops: stops.map(GradientStop.init), start: start, end: end)
        case let .radialGradient(stops, center, startRadius, endRadius):
            return .radialGradient(stops: stops.map(GradientStop.init), center: center, startRadius: startRadius, endRadius: endRadius)
        case let .conicGradient(stops, center, angle):
            return .angularGradient(stops: stops.map(GradientStop.init), center: center, startAngle: angle, endAngle: angle + 2 * .pi)
        case let .style(style, environment):
            let bounds = path.boundingRect
            return paint(style.resolvePaint(in: environment), in: bounds.isNull ? .zero : bounds)
        }
    }
}
