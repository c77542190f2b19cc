import Foundation

/// A Gaussian blur of an 8-bit image, approximated by three successive box blurs per axis, whose
/// widths are chosen so that their combined variance matches the Gaussian's (the standard
/// "boxes for Gauss" construction; W3C filter effects specify the same approximation for
/// `feGaussianBlur`). Integer arithmetic keeps it deterministic.
enum GaussianBlur {
    /// Blurs `channels` interleaved channels of a `width` × `height` image in place.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, sigma: CGFloat) {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        let radii = boxSizes(sigma: sigma)
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: max(width, height))
        defer { scratch.deallocate() }
        for channel in 0..<channels {
            for radius in radii where radius > 0 {
                for row in 0..<height {
                    boxBlurLine(pixels + row * stride + channel, count: width, step: channels, radius: radius, scratch: scratch)
                }
                for column in 0..<width {
                    boxBlurLine(pixels + column * channels + channel, count: height, step: stride, radius: radius, scratch: scratch)
                }
            }
        }
    }

    /// Three box radii whose sum of variances approximates sigma².
    static func boxSizes(sigma: CGFloat) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - 3 * CGFloat(lower * lower) - 12 * CGFloat(lower) - 9) / (-4 * CGFloat(lower) - 4)).rounded()
        return (0..<3).map { CGFloat($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// One box blur of radius `radius` along `count` samples `step` bytes apart; outside the image
    /// counts as transparent (zero).
    private static func boxBlurLine(_ line: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: UnsafeMutablePointer<Int32>) {
        for index in 0..<count {
            scratch[index] = Int32(line[index * step])
        }
        let width = Int32(2 * radius + 1)
        var sum: Int32 = 0
        for index in 0..<min(radius + 1, count) {
            sum += scratch[index]
        }
        for index in 0..<count {
            line[index * step] = UInt8(truncatingIfNeeded: (sum + width / 2) / width)
            let incoming = index + radius + 1
            let outgoing = index - radius
            if incoming < count { sum += scratch[incoming] }
            if outgoing >= 0 { sum -= scratch[outgoing] }
        }
    }
}
