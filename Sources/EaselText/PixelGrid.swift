import Foundation

/// Rounding to the device pixel grid (platform-constants.md §2.2 [RE], swiftui-layout-spec.md §23):
/// a text's size rounds up, its first baseline to the nearest pixel (halves away from zero).
struct PixelGrid {
    /// Pixels per point.
    let scale: CGFloat

    /// Values within this many pixels of a grid line count as on it (floating-point noise).
    private static let slack: CGFloat = 1e-7

    func roundUp(_ value: CGFloat) -> CGFloat {
        (value * scale - Self.slack).rounded(.up) / scale
    }

    func roundToNearest(_ value: CGFloat) -> CGFloat {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }
}
