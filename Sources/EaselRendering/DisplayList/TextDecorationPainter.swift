import EaselCore
import EaselText
import Foundation

/// Underlines and strikethroughs of a run of glyphs, as straight lines across the run.
///
/// Easel reads no underline metrics from the font: a line is size / 17 thick (1 pt for body
/// text), an underline sits a tenth of the size below the baseline, a strikethrough at half the
/// system font's x-height above it (1078/2048 of the size, platform-constants.md), and patterns
/// are dots of one thickness and dashes of four, a thickness or two apart [I].
enum TextDecorationPainter {
    static func lines(_ decorations: TextDecorations, of run: GlyphRun, color: Color, origin: CGPoint) -> [DisplayItem] {
        guard let first = run.positions.first, let lastPosition = run.positions.last else { return [] }
        let start = origin.x + first.x
        let end = origin.x + lastPosition.x + (run.advances.last ?? 0)
        guard end > start else { return [] }
        let baseline = origin.y + first.y
        let thickness = Swift.max(run.size / 17, 0.5)
        var items: [DisplayItem] = []
        func line(_ style: Text.LineStyle, at y: CGFloat) {
            var path = Path()
            path.move(to: CGPoint(x: start, y: y))
            path.addLine(to: CGPoint(x: end, y: y))
            items.append(.stroke(path, .color(RGBA(style.color ?? color)), StrokeStyle(lineWidth: thickness, dash: dashes(style.pattern, thickness))))
        }
        if let underline = decorations.underline {
            line(underline, at: baseline + run.size / 10)
        }
        if let strikethrough = decorations.strikethrough {
            line(strikethrough, at: baseline - run.size * 1078 / 2048 / 2)
        }
        return items
    }

    /// A run's background: its advance across, its line's box (ascender to descender) down.
    static func background(_ color: Color, of run: GlyphRun, line: TextLine, origin: CGPoint) -> [DisplayItem] {
        guard let first = run.positions.first, let lastPosition = run.positions.last else { return [] }
        let start = origin.x + first.x
        let end = origin.x + lastPosition.x + (run.advances.last ?? 0)
        let baseline = origin.y + first.y
        let box = CGRect(x: start, y: baseline - line.metrics.ascender, width: end - start,
                         height: line.metrics.ascender + line.metrics.descender)
        guard box.width > 0, box.height > 0 else { return [] }
        return [.fill(Path(box), .color(RGBA(color)), .nonZero)]
    }

    private static func dashes(_ pattern: Text.LineStyle.Pattern, _ t: CGFloat) -> [CGFloat] {
        switch pattern {
        case .solid: []
        case .dot: [t, 2 * t]
        case .dash: [4 * t, 2 * t]
        case .dashDot: [4 * t, 2 * t, t, 2 * t]
        case .dashDotDot: [4 * t, 2 * t, t, 2 * t, t, 2 * t]
        }
    }
}
