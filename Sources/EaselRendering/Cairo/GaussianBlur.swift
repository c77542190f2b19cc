import Foundation

/// A Gaussian blur of an 8-bit image, approximated by three successive box blurs per axis, whose
/// widths are chosen so that their combined variance matches the Gaussian's (the standard
/// "boxes for Gauss" construction; W3C filter effects specify the same approximation for
/// `feGaussianBlur`). Integer arithmetic keeps it deterministic.
enum GaussianBlur {
    /// Blurs `channels` interleaved channels of a `width` × `height` image in place.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, sigma: CGFloat) {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        let boxes = boxSizes(sigma: sigma)
        var scratch = [UInt8](repeating: 0, count: max(width, height) * channels)
        for radius in boxes {
            for row in 0..<height {
                boxBlurLine(pixels + row * stride, count: width, step: channels, channels: channels, radius: radius, scratch: &scratch)
            }
            for column in 0..<width {
                boxBlurLine(pixels + column * channels, count: height, step: stride, channels: channels, radius: radius, scratch: &scratch)
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

    /// One box blur of radius `radius` along a line of `count` samples `step` bytes apart; edges
    /// are treated as transparent (zero).
    private static func boxBlurLine(_ line: UnsafeMutablePointer<UInt8>, count: Int, step: Int, channels: Int, radius: Int, scratch: inout [UInt8]) {
        guard radius > 0 else { return }
        let width = 2 * radius + 1
        for channel in 0..<channels {
            for index in 0..<count {
                scratch[index * channels + channel] = line[index * step + channel]
            }
            var sum = 0
            for index in 0...min(radius, count - 1) {
                sum += Int(scratch[index * channels + channel])
            }
            for index in 0..<count {
                line[index * step + channel] = UInt8((sum + width / 2) / width)
                let incoming = index + radius + 1
                let outgoing = index - radius
                if incoming < count { sum += Int(scratch[incoming * channels + channel]) }
                if outgoing >= 0 { sum -= Int(scratch[outgoing * channels + channel]) }
            }
        }
    }
}
