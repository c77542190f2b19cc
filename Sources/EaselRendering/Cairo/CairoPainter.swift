import CCairo
import EaselCore
import Foundation

/// Draws a display list into a Cairo context: PNG (an image surface) and PDF share it.
///
/// Layers that Cairo cannot express directly (shadows, colour filters, blurs) are drawn offscreen
/// into an image surface at `rasterScale` pixels per point, processed, and composited back.
struct CairoPainter {
    let context: OpaquePointer
    let items: [DisplayItem]
    /// For each `.beginLayer`, the index of its `.endLayer`.
    let matching: [Int]
    /// Device units per point of the surface being drawn into (the pixel scale of a PNG, 1 for PDF).
    let deviceScale: CGFloat
    /// Pixels per point of offscreen layers.
    let rasterScale: CGFloat
    /// The canvas in points.
    let canvasSize: CGSize
    /// Whether the surface is pixels (PNG, offscreen layers) rather than vectors (PDF).
    let isRaster: Bool

    init(context: OpaquePointer, list: DisplayList, deviceScale: CGFloat, rasterScale: CGFloat, isRaster: Bool) {
        self.context = context
        self.items = list.drawable().items
        self.matching = CairoPainter.matchLayers(list.items)
        self.deviceScale = deviceScale
        self.rasterScale = rasterScale
        self.canvasSize = list.size
        self.isRaster = isRaster
    }

    private init(context: OpaquePointer, sharing painter: CairoPainter, deviceScale: CGFloat) {
        self.context = context
        self.items = painter.items
        self.matching = painter.matching
        self.deviceScale = deviceScale
        self.rasterScale = painter.rasterScale
        self.canvasSize = painter.canvasSize
        self.isRaster = true
    }

    /// Pairs each `.beginLayer` with its `.endLayer`; an unmatched one runs to the end.
    static func matchLayers(_ items: [DisplayItem]) -> [Int] {
        var matching = [Int](repeating: items.count, count: items.count)
        var open: [Int] = []
        for (index, item) in items.enumerated() {
            switch item {
            case .beginLayer: open.append(index)
            case .endLayer: if let start = open.popLast() { matching[start] = index }
            default: break
            }
        }
        return matching
    }

    func drawAll() {
        draw(0..<items.count)
    }

    func draw(_ range: Range<Int>) {
        var index = range.lowerBound
        while index < range.upperBound {
            switch items[index] {
            case let .fill(path, paint, rule):
                append(path)
                cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                setSource(paint)
                cairo_fill(context)
            case let .stroke(path, paint, style):
                append(path)
                setSource(paint)
                apply(style)
                cairo_stroke(context)
            case let .glyphs(run):
                drawGlyphs(run)
            case let .image(image):
                drawImage(image)
            case let .beginLayer(layer):
                let end = min(matching[index], range.upperBound)
                drawLayer(layer, (index + 1)..<end)
                index = end
            case .endLayer:
                break
            }
            index += 1
        }
    }

    // MARK: Layers

    private func drawLayer(_ layer: Layer, _ inner: Range<Int>) {
        switch layer {
        case let .clip(path, rule, antialiased):
            cairo_save(context)
            append(path)
            cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(context, antialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_clip(context)
            cairo_set_antialias(context, CAIRO_ANTIALIAS_DEFAULT)
            draw(inner)
            cairo_restore(context)
        case let .opacity(opacity):
            cairo_push_group(context)
            draw(inner)
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, opacity)
        case let .transform(matrix):
            cairo_save(context)
            var transform = cairo_matrix_t(xx: matrix.a, yx: matrix.b, xy: matrix.c, yy: matrix.d, x0: matrix.tx, y0: matrix.ty)
            cairo_transform(context, &transform)
            draw(inner)
            cairo_restore(context)
        case let .projection(matrix):
            composite(projected(inner, through: matrix), scale: rasterScale)
        case let .shadow(color, radius, offset):
            drawShadow(color: color, radius: radius, offset: offset, inner)
            draw(inner)
        case let .filter(filter):
            composite(offscreen(inner, format: CAIRO_FORMAT_ARGB32, scale: rasterScale) { pixels, width, height, stride in
                ColorFilters.apply(filter, to: pixels, width: width, height: height, stride: stride)
            }, scale: rasterScale)
        case let .blur(radius):
            let scale = blurScale(radius)
            composite(offscreen(inner, format: CAIRO_FORMAT_ARGB32, scale: scale) { pixels, width, height, stride in
                GaussianBlur.blur(pixels, width: width, height: height, stride: stride, channels: 4, sigma: radius * scale)
            }, scale: scale)
        case let .blend(mode):
            cairo_push_group(context)
            draw(inner)
            cairo_pop_group_to_source(context)
            cairo_set_operator(context, Self.cairoOperator(mode))
            cairo_paint(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        case let .backdropBlur(radius, clip):
            if isRaster { drawBlurredBackdrop(radius: radius, clip: clip) }
            draw(inner)
        case .alphaMask:
            drawMasked(inner)
        case .maskShape:
            // Only an alpha mask's first layer, which `drawMasked` reads; never drawn on its own.
            break
        }
    }

    /// Cairo's operator for a blend mode (Cairo implements the W3C's blend modes; `plusLighter` is
    /// its `ADD`).
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal, .plusDarker: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    /// The content of an alpha mask layer, shown through its mask's alpha: both drawn into groups,
    /// the content painted through the mask (`cairo_mask`). Without a mask, nothing shows.
    private func drawMasked(_ inner: Range<Int>) {
        guard let first = inner.first, case .beginLayer(.maskShape) = items[first] else { return }
        let maskEnd = min(matching[first], inner.upperBound)
        cairo_push_group(context)
        draw((maskEnd + 1)..<inner.upperBound)
        let content = cairo_pop_group(context)
        cairo_push_group(context)
        draw((first + 1)..<maskEnd)
        let mask = cairo_pop_group(context)
        cairo_save(context)
        cairo_set_source(context, content)
        cairo_mask(context, mask)
        cairo_restore(context)
        cairo_pattern_destroy(content)
        cairo_pattern_destroy(mask)
    }

    /// The resolution to blur at: full resolution for small blurs; for larger ones, fewer pixels,
    /// keeping the blur at about three pixels (a wide blur removes the detail the extra pixels would
    /// hold, and costs time in proportion to the pixels), as browsers do.
    private func blurScale(_ radius: CGFloat) -> CGFloat {
        let sigma = radius * rasterScale
        return sigma > 3 ? rasterScale * 3 / sigma : rasterScale
    }

    /// The shadow: the layer's alpha, blurred, offset, in `color`, behind the layer.
    private func drawShadow(color: RGBA, radius: CGFloat, offset: CGSize, _ inner: Range<Int>) {
        guard color.alpha > 0 else { return }
        let scale = blurScale(radius)
        guard let surface = offscreen(inner, format: CAIRO_FORMAT_A8, scale: scale, process: { pixels, width, height, stride in
            GaussianBlur.blur(pixels, width: width, height: height, stride: stride, channels: 1, sigma: radius * scale)
        }) else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_save(context)
        // The offset is in the view's coordinates: move it the way the current transform moves things.
        var dx = Double(offset.width), dy = Double(offset.height)
        cairo_user_to_device_distance(context, &dx, &dy)
        cairo_identity_matrix(context)
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        if isRaster && scale == deviceScale && dx == dx.rounded() && dy == dy.rounded() {
            cairo_mask_surface(context, surface, dx, dy)
        } else if isRaster {
            if let (mask, x, y) = upsampled(surface, channels: 1, format: CAIRO_FORMAT_A8, scale: scale, offset: CGPoint(x: dx, y: dy)) {
                cairo_mask_surface(context, mask, x, y)
                cairo_surface_destroy(mask)
            }
        } else {
            // Vectors (PDF) keep the small image and let the viewer scale it.
            cairo_translate(context, dx, dy)
            cairo_scale(context, deviceScale / scale, deviceScale / scale)
            let mask = cairo_pattern_create_for_surface(surface)
            cairo_pattern_set_filter(mask, CAIRO_FILTER_BILINEAR)
            cairo_mask(context, mask)
            cairo_pattern_destroy(mask)
        }
        cairo_restore(context)
    }

    /// `surface`, made at `scale` pixels per point, at the canvas's resolution, moved by `offset`
    /// device pixels and cut to the part that isn't transparent; with where to put it. The caller
    /// destroys the surface returned.
    private func upsampled(_ surface: OpaquePointer, channels: Int, format: cairo_format_t, scale: CGFloat, offset: CGPoint) -> (OpaquePointer, Double, Double)? {
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let source = BilinearUpsampling.Image(pixels: data, width: Int(cairo_image_surface_get_width(surface)),
                                              height: Int(cairo_image_surface_get_height(surface)),
                                              stride: Int(cairo_image_surface_get_stride(surface)))
        guard let occupied = source.occupiedBounds(channels: channels) else { return nil }
        let factor = deviceScale / scale
        // Destination pixels whose bilinear sample can reach an occupied source pixel.
        let canvasWidth = Int((canvasSize.width * deviceScale).rounded(.up))
        let canvasHeight = Int((canvasSize.height * deviceScale).rounded(.up))
        let left = max(0, Int((CGFloat(occupied.x) - 0.5) * factor + offset.x - 0.5) - 1)
        let top = max(0, Int((CGFloat(occupied.y) - 0.5) * factor + offset.y - 0.5) - 1)
        let right = min(canvasWidth, Int(((CGFloat(occupied.x + occupied.width) + 0.5) * factor + offset.x + 0.5).rounded(.up)) + 1)
        let bottom = min(canvasHeight, Int(((CGFloat(occupied.y + occupied.height) + 0.5) * factor + offset.y + 0.5).rounded(.up)) + 1)
        guard right > left, bottom > top,
              let result = cairo_image_surface_create(format, Int32(right - left), Int32(bottom - top)),
              cairo_surface_status(result) == CAIRO_STATUS_SUCCESS,
              let resultData = cairo_image_surface_get_data(result) else { return nil }
        cairo_surface_flush(result)
        let destination = BilinearUpsampling.Image(pixels: resultData, width: right - left, height: bottom - top,
                                                   stride: Int(cairo_image_surface_get_stride(result)))
        BilinearUpsampling.resample(source, into: destination, channels: channels, factor: factor,
                                    offset: CGPoint(x: offset.x - CGFloat(left), y: offset.y - CGFloat(top)))
        cairo_surface_mark_dirty(result)
        return (result, Double(left), Double(top))
    }

    /// Draws `inner` into a new image surface covering the canvas at `scale` pixels per point, with
    /// the same transform as the main context, then lets `process` change its pixels.
    func offscreen(_ inner: Range<Int>, format: cairo_format_t, scale: CGFloat, process: (UnsafeMutablePointer<UInt8>, Int, Int, Int) -> Void) -> OpaquePointer? {
        let width = Int((canvasSize.width * scale).rounded(.up))
        let height = Int((canvasSize.height * scale).rounded(.up))
        guard width > 0, height > 0, let surface = cairo_image_surface_create(format, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        guard let offscreenContext = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        // Same user space as the main context: undo its device scale, apply ours.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        var rescale = cairo_matrix_t()
        cairo_matrix_init_scale(&rescale, scale / deviceScale, scale / deviceScale)
        var combined = cairo_matrix_t()
        cairo_matrix_multiply(&combined, &matrix, &rescale)
        cairo_set_matrix(offscreenContext, &combined)
        CairoPainter(context: offscreenContext, sharing: self, deviceScale: scale).draw(inner)
        cairo_destroy(offscreenContext)
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            process(data, width, height, Int(cairo_image_surface_get_stride(surface)))
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// Paints an offscreen surface made at `scale` back over the canvas.
    func composite(_ surface: OpaquePointer?, scale: CGFloat) {
        guard let surface else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_save(context)
        cairo_identity_matrix(context)
        if isRaster && scale != deviceScale {
            if let (enlarged, x, y) = upsampled(surface, channels: 4, format: CAIRO_FORMAT_ARGB32, scale: scale, offset: .zero) {
                cairo_set_source_surface(context, enlarged, x, y)
                cairo_paint(context)
                cairo_surface_destroy(enlarged)
            }
        } else {
            cairo_scale(context, deviceScale / scale, deviceScale / scale)
            cairo_set_source_surface(context, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BILINEAR)
            cairo_paint(context)
        }
        cairo_restore(context)
    }

    // MARK: Content

    func append(_ path: Path) {
        cairo_new_path(context)
        CairoPaths.append(path, to: context)
    }

    private func setSource(_ paint: Paint) {
        if let color = CairoPainter.solidColor(for: paint, deviceLength: deviceLength) {
            cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
            return
        }
        switch paint {
        case let .color(color):
            cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        case let .linearGradient(stops, start, end):
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            addStops(stops, to: pattern)
            cairo_set_source(context, pattern)
            cairo_pattern_destroy(pattern)
        case let .radialGradient(stops, center, startRadius, endRadius):
            let pattern = cairo_pattern_create_radial(center.x, center.y, startRadius, center.x, center.y, endRadius)
            addStops(stops, to: pattern)
            cairo_set_source(context, pattern)
            cairo_pattern_destroy(pattern)
        case let .angularGradient(stops, center, startAngle, endAngle):
            let pattern = angularMesh(AngularSweep(stops: stops, startAngle: startAngle, endAngle: endAngle), center: center)
            cairo_set_source(context, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    private func addStops(_ stops: [GradientStop], to pattern: OpaquePointer?) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
    }

    private func apply(_ style: StrokeStyle) {
        cairo_set_line_width(context, style.lineWidth)
        let cap: cairo_line_cap_t = switch style.lineCap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join: cairo_line_join_t = switch style.lineJoin {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_cap(context, cap)
        cairo_set_line_join(context, join)
        cairo_set_miter_limit(context, style.miterLimit)
        let dashes = style.dash.filter { $0.isFinite && $0 >= 0 }.map(Double.init)
        if dashes.isEmpty || dashes.allSatisfy({ $0 == 0 }) {
            cairo_set_dash(context, nil, 0, 0)
        } else {
            dashes.withUnsafeBufferPointer { cairo_set_dash(context, $0.baseAddress, Int32($0.count), style.dashPhase) }
        }
    }

    private func drawGlyphs(_ run: GlyphRunItem) {
        if case let .color(color) = run.paint, drawGlyphMasks(run, color: color) {
            return
        }
        if !isRaster {
            setSource(run.paint)
            if PDFText.draw(run, in: context) { return }
        }
        cairo_new_path(context)
        for (glyph, position) in zip(run.glyphs, run.positions) {
            let outline = GlyphOutlines.path(glyph, face: run.face, size: run.size)
            guard !outline.isEmpty else { continue }
            CairoPaths.append(outline.offsetBy(dx: position.x, dy: position.y), to: context)
        }
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
        setSource(run.paint)
        cairo_fill(context)
    }

    /// Glyphs composited from cached masks, when drawing into pixels with no rotation or skew;
    /// false when the outlines must be filled instead (vector output, transformed text).
    private func drawGlyphMasks(_ run: GlyphRunItem, color: RGBA) -> Bool {
        guard isRaster else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.xx == matrix.yy else { return false }
        let pixelSize = run.size * matrix.xx
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        for (glyph, position) in zip(run.glyphs, run.positions) {
            // The origin to the nearest quarter pixel: a whole pixel and a quarter step.
            let x = ((matrix.xx * position.x + matrix.x0) * 4).rounded() / 4
            let y = ((matrix.yy * position.y + matrix.y0) * 4).rounded() / 4
            let whole = CGPoint(x: x.rounded(.down), y: y.rounded(.down))
            guard let mask = GlyphMasks.shared.mask(glyph, face: run.face, pixelSize: pixelSize, fraction: CGPoint(x: x - whole.x, y: y - whole.y)) else { continue }
            cairo_mask_surface(context, mask.surface, whole.x + CGFloat(mask.left), whole.y + CGFloat(mask.top))
        }
        cairo_restore(context)
        return true
    }
}
