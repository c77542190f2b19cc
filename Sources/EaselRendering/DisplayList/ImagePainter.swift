import EaselCore
import EaselText
import Foundation

/// Draws an `Image` leaf into display items: a symbol's glyph, a bitmap (stretched, sliced by its
/// cap insets, or tiled), a template bitmap filled with the foreground, or the placeholder.
struct ImagePainter {
    let image: ImageLeaf
    let frame: CGRect
    let pixelLength: CGFloat

    func items() -> [DisplayItem] {
        guard frame.width > 0, frame.height > 0 else { return [] }
        if let symbol = image.symbol, let placement = image.symbolPlacement(in: frame.size) {
            return symbolItems(symbol, placement)
        }
        if let bitmap = image.bitmap() {
            return bitmapItems(bitmap)
        }
        if image.placeholder?.drawing == .outline {
            let paint = paint(image.foreground ?? .color(.primary))
            return [.stroke(Path(frame.insetBy(dx: pixelLength / 2, dy: pixelLength / 2)), paint, StrokeStyle(lineWidth: pixelLength))]
        }
        return []
    }

    /// The glyph at its origin in the frame; a resized symbol stretches about that origin, and an
    /// icon turned to stand in for the symbol (`SymbolMapping.rotation`) turns about its ink's
    /// centre.
    private func symbolItems(_ symbol: SymbolGlyph, _ placement: (origin: CGPoint, scaleX: CGFloat, scaleY: CGFloat)) -> [DisplayItem] {
        let origin = CGPoint(x: frame.minX + placement.origin.x, y: frame.minY + placement.origin.y)
        var items = [DisplayItem.glyphs(GlyphRunItem(
            face: symbol.face, size: symbol.fontSize, glyphs: [symbol.glyph], positions: [origin],
            paint: paint(image.foreground ?? .color(.primary))
        ))]
        if symbol.mapping.rotation != 0, let ink = symbol.inkBounds {
            let angle = symbol.mapping.rotation * .pi / 180
            let cosine = cos(angle), sine = sin(angle)
            let center = CGPoint(x: origin.x + ink.midX, y: origin.y + ink.midY)
            let turn = AffineMatrix(a: cosine, b: sine, c: -sine, d: cosine,
                                    tx: center.x - center.x * cosine + center.y * sine,
                                    ty: center.y - center.x * sine - center.y * cosine)
            items = [.beginLayer(.transform(turn))] + items + [.endLayer]
        }
        guard abs(placement.scaleX - 1) > 1e-9 || abs(placement.scaleY - 1) > 1e-9 else { return items }
        let stretch = AffineMatrix(a: placement.scaleX, b: 0, c: 0, d: placement.scaleY,
                                   tx: origin.x * (1 - placement.scaleX), ty: origin.y * (1 - placement.scaleY))
        return [.beginLayer(.transform(stretch))] + items + [.endLayer]
    }

    private func bitmapItems(_ bitmap: ImageBitmap) -> [DisplayItem] {
        var pixels = bitmap.pixels
        if let foreground = image.foreground, case let .color(color) = foreground {
            // A template image is a mask: its alpha, filled with the foreground colour.
            pixels = ImagePainter.tinted(pixels, with: color)
        }
        let smooth = image.interpolation != .none
        let slices = image.isResizable ? slices(of: bitmap) : [(source: CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height), target: frame)]
        var items: [DisplayItem] = []
        for slice in slices where slice.target.width > 0 && slice.target.height > 0 && slice.source.width > 0 && slice.source.height > 0 {
            let cropped = ImagePainter.crop(pixels, width: bitmap.width, to: slice.source)
            if image.isResizable, image.resizingMode == .tile {
                items += tiles(cropped, source: slice.source, target: slice.target, scale: bitmap.scale, smooth: smooth)
            } else {
                items.append(.image(ImageItem(width: Int(slice.source.width), height: Int(slice.source.height), pixels: cropped, rect: slice.target, smooth: smooth)))
            }
        }
        return items
    }

    /// Nine slices: corners keep their size, edges stretch along one axis, the middle along both
    /// (cap insets are in points; the bitmap's scale turns them into pixels).
    private func slices(of bitmap: ImageBitmap) -> [(source: CGRect, target: CGRect)] {
        let insets = image.capInsets
        guard insets != EdgeInsets() else {
            return [(CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height), frame)]
        }
        let scale = bitmap.scale
        func pixels(_ points: CGFloat, limit: Int) -> CGFloat { min(CGFloat(limit), max(0, (points * scale).rounded())) }
        let left = pixels(insets.leading, limit: bitmap.width), right = pixels(insets.trailing, limit: bitmap.width - Int(left))
        let top = pixels(insets.top, limit: bitmap.height), bottom = pixels(insets.bottom, limit: bitmap.height - Int(top))
        let sourceColumns = [0, left, CGFloat(bitmap.width) - right, CGFloat(bitmap.width)]
        let sourceRows = [0, top, CGFloat(bitmap.height) - bottom, CGFloat(bitmap.height)]
        let targetColumns = [frame.minX, frame.minX + insets.leading, frame.maxX - insets.trailing, frame.maxX]
        let targetRows = [frame.minY, frame.minY + insets.top, frame.maxY - insets.bottom, frame.maxY]
        var result: [(CGRect, CGRect)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: sourceColumns[column], y: sourceRows[row], width: sourceColumns[column + 1] - sourceColumns[column], height: sourceRows[row + 1] - sourceRows[row])
                let target = CGRect(x: targetColumns[column], y: targetRows[row], width: targetColumns[column + 1] - targetColumns[column], height: targetRows[row + 1] - targetRows[row])
                result.append((source, target))
            }
        }
        return result
    }

    /// Repeats a slice at its natural size across its target, clipped to it (at most 10,000 tiles;
    /// beyond that the slice is stretched, a documented fallback for absurdly small tiles).
    private func tiles(_ pixels: [UInt8], source: CGRect, target: CGRect, scale: CGFloat, smooth: Bool) -> [DisplayItem] {
        let tile = CGSize(width: source.width / scale, height: source.height / scale)
        let columns = Int((target.width / tile.width).rounded(.up)), rows = Int((target.height / tile.height).rounded(.up))
        let item = { (rect: CGRect) in DisplayItem.image(ImageItem(width: Int(source.width), height: Int(source.height), pixels: pixels, rect: rect, smooth: smooth)) }
        guard columns > 0, rows > 0, columns * rows <= 10_000 else { return [item(target)] }
        var items: [DisplayItem] = [.beginLayer(.clip(Path(target), .nonZero, antialiased: false))]
        for row in 0..<rows {
            for column in 0..<columns {
                items.append(item(CGRect(x: target.minX + CGFloat(column) * tile.width, y: target.minY + CGFloat(row) * tile.height, width: tile.width, height: tile.height)))
            }
        }
        return items + [.endLayer]
    }

    static func crop(_ pixels: [UInt8], width: Int, to rect: CGRect) -> [UInt8] {
        let x = Int(rect.minX), y = Int(rect.minY), w = Int(rect.width), h = Int(rect.height)
        if x == 0, y == 0, w == width, pixels.count == w * h * 4 { return pixels }
        var result = [UInt8](repeating: 0, count: w * h * 4)
        for row in 0..<h {
            let from = ((y + row) * width + x) * 4
            result.replaceSubrange((row * w * 4)..<((row + 1) * w * 4), with: pixels[from..<(from + w * 4)])
        }
        return result
    }

    /// The alpha of premultiplied pixels, filled with a colour.
    static func tinted(_ pixels: [UInt8], with color: Color) -> [UInt8] {
        var result = pixels
        let components = [color.red, color.green, color.blue]
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = Double(pixels[index + 3]) / 255 * color.alpha
            for channel in 0..<3 {
                result[index + channel] = UInt8((components[channel] * alpha * 255).rounded())
            }
            result[index + 3] = UInt8((alpha * 255).rounded())
        }
        return result
    }

    private func paint(_ resolved: ResolvedPaint) -> Paint {
        Paint(resolved, in: frame)
    }
}
