import CPixelLoops
import EaselCore
import Foundation

/// Draws pixels through a projective transform: each destination pixel is mapped back into the
/// source and sampled bilinearly, as a GPU draws a textured quad in perspective (the per-pixel
/// loop is C, `easel_perspective_warp`). Cairo's transforms are affine only, so perspective layers
/// go through here (PNG at the picture's resolution; PDF and SVG carry the result as an image).
enum PerspectiveWarp {
    /// Premultiplied 32-bit pixels (Cairo's ARGB32), four channels that are blended alike.
    typealias Image = BilinearUpsampling.Image

    /// Fills `destination` with `source` seen through `sourceToDestination` (pixel coordinates,
    /// pixel centres at +0.5). Destination pixels whose source point lies behind the viewer, or
    /// outside the source, stay transparent.
    static func warp(_ source: Image, into destination: Image, sourceToDestination: ProjectionTransform) {
        var inverse = sourceToDestination
        guard inverse.invert() else { return }
        let m = sourceToDestination
        guard let occupied = source.occupiedBounds(channels: 4) else { return }
        let (columns, rows) = region(of: occupied, through: m, in: destination)
        let inverseEntries = [inverse.m11, inverse.m12, inverse.m13, inverse.m21, inverse.m22, inverse.m23, inverse.m31, inverse.m32, inverse.m33].map(Double.init)
        let forwardEntries = [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].map(Double.init)
        easel_perspective_warp(
            easel_warp_image(pixels: source.pixels, width: source.width, height: source.height, stride: source.stride),
            easel_warp_image(pixels: destination.pixels, width: destination.width, height: destination.height, stride: destination.stride),
            inverseEntries, forwardEntries,
            columns.lowerBound, rows.lowerBound, columns.upperBound, rows.upperBound
        )
    }

    /// The destination pixels the occupied part of the source can reach: the bounding box of its
    /// projected corners (a projection maps the rectangle to a convex quadrilateral), or the whole
    /// destination when a corner is behind the viewer.
    private static func region(of occupied: (x: Int, y: Int, width: Int, height: Int), through m: ProjectionTransform, in destination: Image) -> (Range<Int>, Range<Int>) {
        let whole = (0..<destination.width, 0..<destination.height)
        let (left, top) = (CGFloat(occupied.x) - 1, CGFloat(occupied.y) - 1)
        let (right, bottom) = (CGFloat(occupied.x + occupied.width) + 1, CGFloat(occupied.y + occupied.height) + 1)
        var corners: [CGPoint] = []
        for point in [CGPoint(x: left, y: top), CGPoint(x: right, y: top), CGPoint(x: left, y: bottom), CGPoint(x: right, y: bottom)] {
            guard let mapped = m.apply(to: point), mapped.x.isFinite, mapped.y.isFinite else { return whole }
            corners.append(mapped)
        }
        func clamped(_ value: CGFloat, _ limit: Int) -> Int { Int(Swift.min(Swift.max(value, 0), CGFloat(limit))) }
        let minX = clamped(corners.map(\.x).min()!.rounded(.down) - 1, destination.width)
        let maxX = clamped(corners.map(\.x).max()!.rounded(.up) + 1, destination.width)
        let minY = clamped(corners.map(\.y).min()!.rounded(.down) - 1, destination.height)
        let maxY = clamped(corners.map(\.y).max()!.rounded(.up) + 1, destination.height)
        return (minX..<Swift.max(minX, maxX), minY..<Swift.max(minY, maxY))
    }
}
