import EaselCore
import EaselText
import Foundation

/// Outlines every view's frame and labels it with its size, the way SwiftUI layout articles
/// annotate their screenshots, so a reader sees why each view got its size. Views that share a
/// frame (a modifier and the view it wraps) are outlined once; colours cycle with depth.
struct FrameOverlay {
    let layout: ViewLayout
    let canvas: CGRect

    /// Hairline colours by depth: distinct hues that read on white and on colour.
    private static let palette: [RGBA] = [
        RGBA(red: 0.90, green: 0.10, blue: 0.45, alpha: 0.9),
        RGBA(red: 0.10, green: 0.45, blue: 0.90, alpha: 0.9),
        RGBA(red: 0.05, green: 0.60, blue: 0.30, alpha: 0.9),
        RGBA(red: 0.85, green: 0.45, blue: 0.00, alpha: 0.9),
        RGBA(red: 0.55, green: 0.20, blue: 0.85, alpha: 0.9),
    ]

    /// The label font: small, semibold, as a caption.
    private static let labelFont = FontDescription(size: 8, weight: 600)

    func items() -> [DisplayItem] {
        let entries = layout.storage.entries
        var seen = Set<FrameKey>()
        var items: [DisplayItem] = []
        var labels: [DisplayItem] = []
        var placed: [CGRect] = []
        for entry in entries {
            let frame = entry.frame.offsetBy(dx: -canvas.minX, dy: -canvas.minY)
            guard frame.width.isFinite, frame.height.isFinite, frame.minX.isFinite, frame.minY.isFinite,
                  seen.insert(FrameKey(frame)).inserted else { continue }
            let color = FrameOverlay.palette[entry.depth % FrameOverlay.palette.count]
            // A hairline just inside the frame, so that adjacent frames don't paint over each other.
            let inset = frame.width > 1 && frame.height > 1 ? frame.insetBy(dx: 0.25, dy: 0.25) : frame
            items.append(.stroke(Path(inset), .color(color), StrokeStyle(lineWidth: 0.5)))
            labels += label("\(formatLength(frame.width))×\(formatLength(frame.height))", at: frame, color: color, avoiding: &placed)
        }
        return items + labels
    }

    /// The size label on a small tag at the frame's top-leading corner, moved along (then down) past
    /// the tags already placed so that no two overlap.
    private func label(_ text: String, at frame: CGRect, color: RGBA, avoiding placed: inout [CGRect]) -> [DisplayItem] {
        let layout = TextEngine.layout(text, font: FrameOverlay.labelFont, proposedWidth: nil, proposedHeight: nil)
        guard let line = layout.lines.first else { return [] }
        let padding: CGFloat = 1.5
        var tag = CGRect(x: frame.minX, y: frame.minY, width: layout.size.width + 2 * padding, height: layout.size.height)
        for _ in 0..<64 {
            guard let blocker = placed.first(where: { $0.intersects(tag) }) else { break }
            if blocker.maxX + tag.width <= max(frame.maxX, frame.minX + tag.width) {
                tag.origin.x = blocker.maxX
            } else {
                tag.origin = CGPoint(x: frame.minX, y: blocker.maxY)
            }
        }
        placed.append(tag)
        // Translucent, so that what the tag covers still shows.
        var items: [DisplayItem] = [.fill(Path(tag), .color(RGBA(red: color.red, green: color.green, blue: color.blue, alpha: 0.7)), .nonZero)]
        for run in line.runs where !run.glyphs.isEmpty {
            items.append(.glyphs(GlyphRunItem(
                face: run.face, size: run.size, glyphs: run.glyphs,
                positions: run.positions.map { CGPoint(x: tag.minX + padding + $0.x, y: tag.minY + $0.y) },
                paint: .color(RGBA(red: 1, green: 1, blue: 1, alpha: 1))
            )))
        }
        return items
    }

    private struct FrameKey: Hashable {
        let x: Int64, y: Int64, width: Int64, height: Int64
        init(_ rect: CGRect) {
            func key(_ value: CGFloat) -> Int64 { Int64((value * 1000).rounded()) }
            (x, y, width, height) = (key(rect.minX), key(rect.minY), key(rect.width), key(rect.height))
        }
    }
}
