import Foundation

/// Fits runs to a proposal (platform-constants.md §4 "sizeThatFits"): plans the lines, shrinks
/// the whole text when `minimumScaleFactor` allows and it does not fit, then places the glyphs,
/// aligns the lines and rounds to the pixel grid.
struct TextLayoutSolver {
    let runs: [TextRun]
    let options: TextLayoutOptions
    /// Already normalised: ∞ for unlimited, ≥ 0.
    let width: CGFloat
    let height: CGFloat

    /// Precision of the search for the largest scale factor that fits.
    static let scalePrecision: CGFloat = 0.001

    func solve() -> TextLayout {
        var layout = solveLines()
        layout.missingCharacters = PreparedText.prepare(runs, scale: 1).missingCharacters
        return layout
    }

    private func solveLines() -> TextLayout {
        let text = PreparedText.prepare(runs, scale: 1)
        guard !text.isEmpty else { return emptyLayout(text) }
        var scale: CGFloat = 1
        var plan = LinePlan(text, options: options, width: width, height: height)
        let lowest = options.minimumScaleFactor
        if lowest < 1 && !plan.fits {
            // Bisection for the largest scale in [minimumScaleFactor, 1] at which everything fits
            // (platform-constants.md §4: Apple's step is undocumented; "continuous search").
            let lowestPlan = planned(at: lowest)
            scale = lowest
            plan = lowestPlan
            if lowestPlan.fits {
                var high: CGFloat = 1
                while high - scale > Self.scalePrecision {
                    let middle = (scale + high) / 2
                    let candidate = planned(at: middle)
                    if candidate.fits {
                        scale = middle
                        plan = candidate
                    } else {
                        high = middle
                    }
                }
            }
        }
        return assemble(plan, scale: scale)
    }

    private func planned(at scale: CGFloat) -> LinePlan {
        LinePlan(PreparedText.prepare(runs, scale: scale), options: options, width: width, height: height)
    }

    /// `Text("")` is 0 × 0, not one line high: OpenSwiftUI measures an empty attributed string
    /// (zero size) and reserves lines only when the string is not empty
    /// (`Text+StringDrawingContext.swift`, `length >= 1` [RE]); an empty UILabel also sizes to no
    /// height (optonaut/ActiveLabel.swift#123), and kiwicom/orbit-swiftui#440 ("Empty Button
    /// shrinks due to missing TextStrut") works around the same collapse in SwiftUI [I].
    private func emptyLayout(_ text: PreparedText) -> TextLayout {
        let metrics = text.firstFont.lineMetrics
        return TextLayout(size: .zero, firstBaseline: 0, lastBaseline: 0, lines: [], isTruncated: false,
                          scaleFactor: 1, firstLineMetrics: metrics, lastLineMetrics: metrics)
    }

    private func assemble(_ plan: LinePlan, scale: CGFloat) -> TextLayout {
        let grid = PixelGrid(scale: options.displayScale)
        var lines: [TextLine] = []
        lines.reserveCapacity(plan.lines.count)
        // First baseline to the nearest pixel; everything drawn moves with it (OpenSwiftUI draws
        // at origin + baselineAdjustment [RE]).
        let firstAscender = plan.lines[0].metrics.ascender
        let firstBaseline = grid.roundToNearest(firstAscender)
        var top = firstBaseline - firstAscender
        for planned in plan.lines {
            let paragraph = plan.text.paragraphs[planned.paragraph]
            let baseline = top + planned.metrics.ascender
            var (runs, lineWidth, shown) = LineBuilder.build(paragraph, planned.content, baseline: baseline)
            if let target = planned.tightenTo {
                let glyphs = LineBuilder.glyphCount(runs)
                if glyphs > 0, lineWidth > target {
                    lineWidth += LineBuilder.track(&runs, by: (target - lineWidth) / CGFloat(glyphs))
                }
            }
            lines.append(TextLine(origin: CGPoint(x: 0, y: baseline), width: lineWidth, runs: runs,
                                  text: shown, metrics: planned.metrics))
            top += planned.metrics.lineHeight + options.lineSpacing
        }
        let contentHeight = top - options.lineSpacing - (firstBaseline - firstAscender)
        let widest = lines.reduce(0) { max($0, $1.width) }
        let alignment: CGFloat = switch options.alignment {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
        if alignment > 0 {
            for index in lines.indices {
                let dx = (widest - lines[index].width) * alignment
                lines[index].origin.x += dx
                LineBuilder.shift(&lines[index].runs, by: dx)
            }
        }
        return TextLayout(
            size: CGSize(width: grid.roundUp(widest), height: grid.roundUp(max(contentHeight, plan.reservedHeight))),
            firstBaseline: firstBaseline,
            lastBaseline: grid.roundUp(lines[lines.count - 1].origin.y),
            lines: lines,
            isTruncated: plan.isTruncated,
            scaleFactor: scale,
            firstLineMetrics: lines[0].metrics,
            lastLineMetrics: lines[lines.count - 1].metrics)
    }
}
