import EaselCore
import EaselText
import Foundation

/// Paints a laid-out view into a display list: each view's drawing effects become layers around it
/// and its children, leaves draw their shapes, text and images into their pixel-snapped frames, and
/// siblings are drawn in order of `zIndex` (source order among equals; the first is at the bottom).
struct DisplayListBuilder {
    let layout: ViewLayout
    /// Where the canvas sits in the layout's coordinates (the layout's own canvas by default).
    let canvas: CGRect
    let grid: PixelGrid
    /// What couldn't be drawn as asked, found while painting (a canvas's unsupported filters).
    let problems = DrawingProblems()

    init(layout: ViewLayout, canvas: CGRect? = nil) {
        self.layout = layout
        self.canvas = canvas ?? CGRect(origin: .zero, size: layout.canvasSize)
        self.grid = PixelGrid(scale: layout.scale)
    }

    /// A view with a container shape, around the views drawn inside it.
    private struct ContainerAround {
        let view: Int
        let definition: ContainerShapeDefinition
        let frame: CGRect
    }

    private enum Work {
        /// A view to draw, and how far outside their frames the layers around it may spread what
        /// its leaves draw (infinite under a transform, which may move it anywhere).
        case visit(Int, reach: CGFloat)
        /// The end of a view's drawing: `layers` to close, and where its items started.
        case close(layers: Int, view: Int, start: Int, reach: CGFloat)
    }

    /// What painting notes as it goes: each view's stretch of items, and where to copy from.
    private struct Painting {
        let source: PaintedItemsSource?
        var stretches: [Int: PaintedItems.Stretch] = [:]
        var copiedItemCount = 0
    }

    func build(background: Color? = nil) -> DisplayList {
        var list = DisplayList(size: canvas.size)
        if let background {
            list.items.append(.fill(Path(CGRect(origin: .zero, size: canvas.size)), .color(RGBA(background)), .nonZero))
        }
        guard !layout.storage.entries.isEmpty else { return list }
        // Paint resolved while drawing (a colour no asset catalog has) says so here.
        let inks = InkBounds.ofSubtrees(in: layout.storage, shift: CGPoint(x: -canvas.minX, y: -canvas.minY))
        var painting = Painting(source: PaintedItemsSource(for: layout.storage, canvas: canvas, scale: grid.scale))
        let (_, said) = LayoutDiagnostics.collecting { appendItems(ofSubtree: 0, inks: inks, painting: &painting, to: &list.items) }
        list.diagnostics += problems.messages + said
        list.copiedItemCount = painting.copiedItemCount
        if list.diagnostics.isEmpty {
            layout.storage.derived.store(PaintedItems(canvas: canvas, scale: grid.scale, items: list.items, stretches: painting.stretches))
        }
        return list
    }

    /// Appends the drawing of the view at `root` of the snapshot and everything inside it.
    ///
    /// A subtree whose ink (`inks`, grown by the layers around it) can't reach the canvas is left out.
    private func appendItems(ofSubtree root: Int, reach rootReach: CGFloat = 0, containers outerContainers: [ContainerAround] = [], inks: [InkBounds],
                             painting: inout Painting, to items: inout [DisplayItem]) {
        let entries = layout.storage.entries
        let shift = CGPoint(x: -canvas.minX, y: -canvas.minY)
        // Without recursion: trees may be thousands of levels deep.
        var work: [Work] = [.visit(root, reach: rootReach)]
        let visible = CGRect(origin: .zero, size: canvas.size)
        var children: [Int] = []
        // The views with a container shape around the one visited, innermost last.
        var containers = outerContainers
        while let next = work.popLast() {
            switch next {
            case let .close(count, view, start, reach):
                items.append(contentsOf: repeatElement(.endLayer, count: count))
                painting.stretches[view] = PaintedItems.Stretch(items: start..<items.count, reach: reach)
                if containers.last?.view == view {
                    containers.removeLast()
                }
            case let .visit(index, reach):
                guard inks[index].grown(by: reach).intersects(visible) else { continue }
                let start = items.count
                // Inside a container shape, what a view drew last time may follow a container
                // that has changed since: it is drawn again.
                if containers.isEmpty, let copied = painting.source?.items(of: index, reach: reach) {
                    items += copied
                    painting.copiedItemCount += copied.count
                    painting.stretches[index] = PaintedItems.Stretch(items: start..<items.count, reach: reach)
                    continue
                }
                let node = entries[index].node
                let frame = grid.snap(entries[index].frame.offsetBy(dx: shift.x, dy: shift.y))
                let effects = node.effects
                if effects.contains(where: { if case .hidden = $0 { true } else { false } }) {
                    continue
                }
                for case let .containerShape(definition) in effects {
                    containers.append(ContainerAround(view: index, definition: definition, frame: frame))
                }
                // The outermost modifier is the outermost layer.
                var layerCount = 0
                withContainerShape(containers.last, around: frame) {
                    let layers = effects.reversed().compactMap { layer(for: $0, frame: frame) }
                    layerCount = layers.count
                    items += layers.map(DisplayItem.beginLayer)
                    if let leaf = node as? LeafNode {
                        let leafStart = items.count
                        paint(leaf, in: frame, into: &items)
                        // A style with a blend mode draws what it painted in a blend layer.
                        if let mode = blendMode(of: leaf), items.count > leafStart {
                            items.insert(.beginLayer(.blend(mode)), at: leafStart)
                            items.append(.endLayer)
                        }
                    }
                }
                let innerReach = reach + InkBounds.reach(of: effects)
                // Children whose ink can't reach the canvas draw nothing, wherever their zIndex
                // puts them: a long stack's rows below the canvas aren't ordered or visited. A
                // mask, the last child, is drawn first in a layer of its own.
                let isMasked = effects.contains(where: { if case .maskedByLastChild = $0 { true } else { false } })
                children.removeAll(keepingCapacity: true)
                var mask: Int?
                var child = index + 1
                while child < entries[index].subtreeEnd {
                    let end = entries[child].subtreeEnd
                    if isMasked, end == entries[index].subtreeEnd {
                        mask = child
                    } else if inks[child].grown(by: innerReach).intersects(visible) {
                        children.append(child)
                    }
                    child = end
                }
                var closing = layerCount
                if let mask {
                    items.append(.beginLayer(.alphaMask))
                    items.append(.beginLayer(.maskShape))
                    appendItems(ofSubtree: mask, reach: innerReach, containers: containers, inks: inks, painting: &painting, to: &items)
                    items.append(.endLayer)
                    closing += 1
                }
                work.append(.close(layers: closing, view: index, start: start, reach: reach))
                func zIndex(_ child: Int) -> Double { entries[child].node.annotations?.traits.zIndex ?? 0 }
                if children.contains(where: { zIndex($0) != 0 }) {
                    let ordered = children.enumerated().sorted { (zIndex($0.element), $0.offset) < (zIndex($1.element), $1.offset) }
                    for (_, child) in ordered.reversed() { work.append(.visit(child, reach: innerReach)) }
                } else {
                    for child in children.reversed() { work.append(.visit(child, reach: innerReach)) }
                }
            }
        }
    }

    /// Runs `body`, which makes the paths of the view at `frame`, with the container shape around
    /// it, if any, for the `ContainerRelativeShape`s it draws to follow.
    private func withContainerShape(_ container: ContainerAround?, around frame: CGRect, _ body: () -> Void) {
        guard let container else { return body() }
        let local = container.frame.offsetBy(dx: -frame.minX, dy: -frame.minY)
        ContainerShapeContext.$current.withValue(ContainerShapeContext(definition: container.definition, frame: local), operation: body)
    }

    /// The layer a drawing effect becomes, in the view's snapped frame.
    private func layer(for effect: RenderEffect, frame: CGRect) -> Layer? {
        switch effect {
        case let .opacity(value):
            return value >= 1 ? nil : .opacity(value)
        case let .shadow(color, radius, offset):
            return .shadow(color: RGBA(color), radius: radius, offset: offset)
        case let .clip(shape, style):
            let path = shape?.placedPath(in: frame) ?? Path(frame)
            return .clip(path, style.isEOFilled ? .evenOdd : .nonZero, antialiased: style.isAntialiased)
        case .hidden:
            return nil
        case let .blur(radius):
            return radius > 0 ? .blur(radius: radius) : nil
        case .colorInvert:
            return .filter(.invert)
        case let .grayscale(amount):
            return .filter(.grayscale(amount))
        case let .brightness(amount):
            return .filter(.brightness(amount))
        case let .contrast(amount):
            return .filter(.contrast(amount))
        case let .saturation(amount):
            return .filter(.saturation(amount))
        case let .hueRotation(angle):
            return angle.radians == 0 ? nil : .filter(.hueRotation(angle.radians))
        case let .colorMultiply(color):
            return .filter(.multiply(RGBA(color)))
        case let .rotation(angle, anchor):
            return .transform(.rotation(angle.radians, around: point(anchor, in: frame)))
        case let .scale(scale, anchor):
            return .transform(.scale(scale, around: point(anchor, in: frame)))
        case let .projection(local):
            return projectionLayer(local, frame: frame)
        case let .translation(offset):
            return offset == .zero ? nil : .transform(AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: offset.width, ty: offset.height))
        case .maskedByLastChild:
            return nil
        case let .blend(mode):
            return mode == .normal ? nil : .blend(mode)
        case .containerShape:
            return nil
        }
    }

    /// A projection in the view's coordinates, moved to the canvas: an affine one becomes a
    /// transform, which every backend draws exactly; only a true perspective needs a projection.
    private func projectionLayer(_ local: ProjectionTransform, frame: CGRect) -> Layer? {
        let toLocal = ProjectionTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: -frame.minX, m32: -frame.minY, m33: 1)
        let toCanvas = ProjectionTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: frame.minX, m32: frame.minY, m33: 1)
        let m = toLocal.concatenating(local).concatenating(toCanvas)
        if m.isIdentity { return nil }
        if m.isAffine {
            return .transform(AffineMatrix(a: m.m11, b: m.m12, c: m.m21, d: m.m22, tx: m.m31, ty: m.m32))
        }
        return .projection(m)
    }

    private func point(_ unit: UnitPoint, in frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
    }

    // MARK: Leaves

    /// The blend mode of the style the leaf paints with: its shape's, or the foreground style
    /// for a shape painted with it and for text, images and symbols.
    private func blendMode(of leaf: LeafNode) -> BlendMode? {
        // Read only for a leaf painting with it: every leaf drawn asks.
        var foreground: AnyShapeStyle? { leaf.context.environment.foregroundStyle }
        guard let shape = leaf.paintedShape else {
            // Bitmaps drawn as they are don't paint with the foreground style.
            let paintsForeground = leaf.content is TextLeaf || (leaf.content as? ImageLeaf)?.foreground != nil
            return paintsForeground ? foreground?.blendMode : nil
        }
        let style: AnyShapeStyle
        switch shape.paint {
        case let .fill(fill, _): style = fill
        case let .stroke(stroke, _): style = stroke
        }
        if style.base is ForegroundStyle {
            return foreground?.blendMode
        }
        return style.blendMode
    }

    private func paint(_ leaf: LeafNode, in frame: CGRect, into items: inout [DisplayItem]) {
        let environment = leaf.context.environment
        if let shape = leaf.paintedShape {
            let path = shape.shape.placedPath(in: frame)
            switch shape.paint {
            case let .fill(style, fillStyle):
                let rule: FillRule = fillStyle.isEOFilled ? .evenOdd : .nonZero
                if let image = style.imagePaint {
                    items += DisplayItem.imageFill(path, rule: rule, image, environment: environment)
                    return
                }
                if let (base, opacity) = style.opacityStyle, let image = base.imagePaint {
                    // An image paint at an opacity (`ImagePaint.opacity(_:)`): its tiles in a layer.
                    items += [.beginLayer(.opacity(opacity))] + DisplayItem.imageFill(path, rule: rule, image, environment: environment) + [.endLayer]
                    return
                }
                let resolved = style.resolvePaint(in: environment)
                let fill: [DisplayItem]
                if case .material = resolved {
                    // A material shows what is behind it, blurred, under its tint.
                    fill = [.beginLayer(.backdropBlur(radius: Material.blurRadius, clip: path)), .fill(path, paint(resolved, in: frame), rule), .endLayer]
                } else if let elliptical = DisplayItem.ellipticalFill(path, rule: rule, resolved, in: frame) {
                    fill = elliptical
                } else {
                    fill = [.fill(path, paint(resolved, in: frame), rule)]
                }
                items += DisplayItem.casting(style.shadows, of: fill, path: path, rule: rule, in: environment.colorScheme)
            case let .stroke(style, strokeStyle):
                let stroke: [DisplayItem] = [.stroke(path, paint(style.resolvePaint(in: environment), in: frame), strokeStyle)]
                let shadows = style.shadows
                if shadows.contains(where: { $0.kind == .inner }) {
                    LayoutDiagnostics.warn("An inner ShadowStyle on a stroke isn't drawn: Easel draws inner shadows inside fills.")
                }
                items += DisplayItem.casting(shadows.filter { $0.kind == .drop }, of: stroke, path: path, rule: .nonZero, in: environment.colorScheme)
            }
            return
        }
        switch leaf.content {
        case let text as TextLeaf where environment.masksContent:
            paintRedacted(text, proposal: leaf.placementProposal, in: frame, into: &items)
        case let text as TextLeaf:
            paint(text, proposal: leaf.placementProposal, in: frame, environment: environment, into: &items)
        case let image as ImageLeaf where environment.masksContent:
            let grey = Paint.color(RGBA(Color.primary.resolved(for: environment.colorScheme).opacity(0.16)))
            items += ImagePainter(image: image, frame: frame, pixelLength: environment.pixelLength).items().map { $0.repainted(grey) }
        case let image as ImageLeaf:
            items += ImagePainter(image: image, frame: frame, pixelLength: environment.pixelLength).items()
        case let canvas as CanvasLeaf:
            paint(canvas, environment: environment, in: frame, into: &items)
        default:
            break
        }
    }

    func paint(_ text: TextLeaf, proposal: ProposedViewSize, in frame: CGRect, environment: EnvironmentValues, into items: inout [DisplayItem]) {
        guard frame.width > 0, frame.height > 0 else { return }
        if let recording = text.recordRenderer(for: proposal, environment: environment) {
            // A `TextRenderer` draws the text: what it drew, in the text's coordinates.
            paint(recording, size: frame.size, environment: environment, in: frame, into: &items)
            return
        }
        let textLayout = text.layout(for: proposal)
        paint(text, layout: textLayout, selection: nil, at: frame.origin, frame: frame, into: &items)
    }

    /// The glyphs of `textLayout` (those of `selection`, or all), their backgrounds and lines, with
    /// the text's top-leading corner at `origin`; gradients fill `frame`.
    func paint(_ text: TextLeaf, layout textLayout: TextLayout, selection: TextGlyphSelection?, at origin: CGPoint, frame: CGRect, into items: inout [DisplayItem]) {
        let characters = SourceCharacters(text.runs, layout: textLayout)
        for (lineIndex, line) in textLayout.lines.enumerated() where selection.map({ $0.line == lineIndex }) ?? true {
            for (runIndex, wholeRun) in line.runs.enumerated() where !wholeRun.glyphs.isEmpty {
                // A text's own drawing takes every run as it is; only a renderer's picks glyphs.
                var run = wholeRun
                if let selection {
                    guard let selected = wholeRun.selecting({ selection.contains(run: runIndex, glyph: $0) }) else { continue }
                    run = selected
                }
                if run.face.hasColorGlyphs {
                    paintColorGlyphs(run, origin: origin, into: &items)
                    continue
                }
                let color = text.colors.indices.contains(run.tag) ? text.colors[run.tag] : .primary
                let resolved = text.paints.indices.contains(run.tag) ? text.paints[run.tag] : .color(color)
                if text.decorations.indices.contains(run.tag), let background = text.decorations[run.tag].background {
                    items += TextDecorationPainter.background(background, of: run, line: line, origin: origin)
                }
                var item = GlyphRunItem(
                    face: run.face,
                    size: run.size,
                    glyphs: run.glyphs,
                    positions: run.positions.map { CGPoint(x: origin.x + $0.x, y: origin.y + $0.y) },
                    paint: paint(resolved, in: frame)
                )
                item.source = GlyphRunSource(characters: characters, glyphClusters: run.clusters)
                items.append(.glyphs(item))
                if text.decorations.indices.contains(run.tag), !text.decorations[run.tag].isEmpty {
                    items += TextDecorationPainter.lines(text.decorations[run.tag], of: run, color: color, origin: origin)
                }
            }
        }
    }

    /// Redacted text: a rounded bar per line, as long as the line, in the text's first colour at
    /// 16 % (see `redacted(reason:)`).
    private func paintRedacted(_ text: TextLeaf, proposal: ProposedViewSize, in frame: CGRect, into items: inout [DisplayItem]) {
        guard frame.width > 0, frame.height > 0 else { return }
        let color = (text.colors.first ?? .primary).opacity(0.16)
        for line in text.layout(for: proposal).lines where line.width > 0 {
            let height = line.metrics.xHeight * 4 / 3
            let bar = CGRect(x: frame.minX + line.origin.x, y: frame.minY + line.origin.y - height, width: line.width, height: height)
            items.append(.fill(Path(roundedRect: bar, cornerRadius: 3, style: .circular), .color(RGBA(color)), .nonZero))
        }
    }

    /// Emoji: each glyph's bitmap, scaled from its strike to the run's size, on the baseline.
    private func paintColorGlyphs(_ run: GlyphRun, origin: CGPoint, into items: inout [DisplayItem]) {
        for (glyph, position) in zip(run.glyphs, run.positions) {
            guard let bitmap = ColorGlyphs.bitmap(glyph, face: run.face), bitmap.pixelsPerEm > 0 else { continue }
            let scale = run.size / bitmap.pixelsPerEm
            let rect = CGRect(
                x: origin.x + position.x + bitmap.left * scale,
                y: origin.y + position.y - bitmap.top * scale,
                width: CGFloat(bitmap.width) * scale,
                height: CGFloat(bitmap.height) * scale
            )
            items.append(.image(ImageItem(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels, rect: rect, smooth: true)))
        }
    }

    /// A resolved style as paint; gradient unit points are placed in the shape's frame.
    func paint(_ resolved: ResolvedPaint, in frame: CGRect) -> Paint {
        Paint(resolved, in: frame)
    }
}

extension RGBA {
    init(_ color: Color) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}

extension GradientStop {
    init(_ stop: Gradient.Stop) {
        self.init(location: stop.location, color: RGBA(stop.color))
    }
}

extension DisplayItem {
    /// The item drawn in `paint` instead of its own colours (a redacted image): a bitmap becomes
    /// its rectangle.
    func repainted(_ paint: Paint) -> DisplayItem {
        switch self {
        case let .fill(path, _, rule): return .fill(path, paint, rule)
        case let .stroke(path, _, style): return .stroke(path, paint, style)
        case var .glyphs(run):
            run.paint = paint
            return .glyphs(run)
        case let .image(image): return .fill(Path(image.rect), paint, .nonZero)
        case .beginLayer, .endLayer: return self
        }
    }
}
