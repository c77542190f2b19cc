import Foundation

extension LazyStackNode {
    /// Pins the headers (and footers) of the sections in view to the edges of the visible region.
    ///
    /// A pinned header stays at the top of the visible region while any of its section shows, and
    /// is pushed up by the end of its section; a pinned footer likewise stays at the bottom (Apple,
    /// `PinnedScrollableViews.sectionHeaders`: "the header … stays pinned to the bounds of the
    /// scroll view"). Pinned views are drawn above the rows they cover.
    func pinSectionViews(in bounds: CGRect, visible: CGRect, measured: LazyLineMeasurements, placed: inout LazyPlacement) {
        let axis = configuration.axis
        let visibleStart = visible.minValue(along: axis)
        let visibleEnd = visible.maxValue(along: axis)
        var sections: [Int] = []
        for line in placed.lines where sections.last != line.line.section {
            sections.append(line.line.section)
        }
        for section in sections {
            guard let range = measured.lines(ofSection: section) else { continue }
            let first = placed.lines.first { $0.index == range.lowerBound }
            let last = placed.lines.first { $0.index == range.upperBound }
            if configuration.pinnedViews.contains(.sectionHeaders), case .header = measured.line(at: range.lowerBound) {
                let length = measureLine(range.lowerBound, in: measured).length
                let sectionEnd = last.map { $0.position + $0.length } ?? .infinity
                let start = Swift.min(Swift.max(first?.position ?? -.infinity, visibleStart), sectionEnd - length)
                pin(.header(section: section), at: start, length: length, bounds: bounds, measured: measured, placed: &placed)
            }
            if configuration.pinnedViews.contains(.sectionFooters), case .footer = measured.line(at: range.upperBound) {
                let length = measureLine(range.upperBound, in: measured).length
                let sectionStart = first?.position ?? -.infinity
                let end = Swift.min((last?.position ?? .infinity) + length, visibleEnd)
                pin(.footer(section: section), at: Swift.max(end - length, sectionStart), length: length, bounds: bounds, measured: measured, placed: &placed)
            }
        }
    }

    private func pin(_ line: LazyLine, at position: CGFloat, length: CGFloat, bounds: CGRect, measured: LazyLineMeasurements, placed: inout LazyPlacement) {
        placeCells(of: line, at: position, length: length, bounds: bounds, measured: measured, into: &placed.pinnedNodes, frames: &placed.frames)
        placed.keys.append(contentsOf: line.keys)
    }
}
