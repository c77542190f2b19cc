import Foundation

/// Tracking (in 1/1000 em) by point size or by weight, read as a `trak` table is read by size:
/// linear between rows, the end rows' values beyond them (Apple's TrueType Reference Manual,
/// "The 'trak' table": values for sizes between entries are interpolated; sizes outside the table
/// take the nearest entry's).
struct TrackingTable: Sendable {
    /// (point size or weight, tracking in 1/1000 em), ascending by the first.
    let rows: [(at: CGFloat, value: CGFloat)]

    /// Tracking at `point` (a size or a weight), in 1/1000 em.
    func value(at point: CGFloat) -> CGFloat {
        guard let first = rows.first, let last = rows.last else { return 0 }
        guard point > first.at else { return first.value }
        guard point < last.at, let high = rows.firstIndex(where: { $0.at >= point }) else { return last.value }
        let (lowPoint, lowValue) = rows[high - 1]
        let (highPoint, highValue) = rows[high]
        return lowValue + (highValue - lowValue) * (point - lowPoint) / (highPoint - lowPoint)
    }
}
