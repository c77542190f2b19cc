import EaselCore
import Foundation

/// Draws pixels through a projective transform: each destination pixel is mapped back into the
/// source and sampled bilinearly, as a GPU draws a textured quad in perspective. Cairo's
/// transforms are affine only, so perspective layers go through here (PNG at the picture's
/// resolution; PDF and SVG carry the result as an image).
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
        for y in rows {
            let row = destination.pixels + y * destination.stride
            let py = CGFloat(y) + 0.5
            for x in columns {
                let px = CGFloat(x) + 0.5
                let h = px * inverse.m13 + py * inverse.m23 + inverse.m33
                guard h != 0 else { continue }
                let sx = (px * inverse.m11 + py * inverse.m21 + inverse.m31) / h
                let sy = (px * inverse.m12 + py * inverse.m22 + inverse.m32) / h
                // Only points in front of the viewer are seen.
                guard sx * m.m13 + sy * m.m23 + m.m33 > 0 else { continue }
                sample(source, x: sx - 0.5, y: sy - 0.5, into: row + x * 4)
            }
        }
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

    /// The bilinear blend of the four pixels around (x, y), pixel centres at integers; outside the
    /// image counts as transparent.
    private static func sample(_ image: Image, x: CGFloat, y: CGFloat, into target: UnsafeMutablePointer<UInt8>) {
        guard x > -1, y > -1, x < CGFloat(image.width), y < CGFloat(image.height) else { return }
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = x - CGFloat(x0), fy = y - CGFloat(y0)
        var channels: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        for (dx, dy, weight) in [(0, 0, (1 - fx) * (1 - fy)), (1, 0, fx * (1 - fy)), (0, 1, (1 - fx) * fy), (1, 1, fx * fy)] where weight > 0 {
            let sx = x0 + dx, sy = y0 + dy
            guard sx >= 0, sy >= 0, sx < image.width, sy < image.height else { continue }
            let pixel = image.pixels + sy * image.stride + sx * 4
            channels.0 += CGFloat(pixel[0]) * weight
            channels.1 += CGFloat(pixel[1]) * weight
            channels.2 += CGFloat(pixel[2]) * weight
            channels.3 += CGFloat(pixel[3]) * weight
        }
        target[0] = UInt8(Swift.min(255, channels.0.rounded()))
        target[1] = UInt8(Swift.min(255, channels.1.rounded()))
        target[2] = UInt8(Swift.min(255, channels.2.rounded()))
        target[3] = UInt8(Swift.min(255, channels.3.rounded()))
    }
}
