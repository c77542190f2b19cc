import Foundation

/// Snaps frames to the device pixel grid when drawing, as SwiftUI does: each edge moves to the
/// nearest pixel boundary, a half pixel rounding up (spec §23 [R] `roundCoordinatesToNearestOrUp`).
/// Layout itself stays unrounded.
struct PixelGrid {
    /// Device pixels per point.
    let scale: CGFloat

    func snap(_ value: CGFloat) -> CGFloat {
        guard value.isFinite, scale > 0 else { return value }
        return ((value * scale + 0.5).rounded(.down)) / scale
    }

    func snap(_ rect: CGRect) -> CGRect {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return rect }
        let minX = snap(rect.minX), minY = snap(rect.minY)
        let maxX = snap(rect.minX + rect.width), maxY = snap(rect.minY + rect.height)
        return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}
