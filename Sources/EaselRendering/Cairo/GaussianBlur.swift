import CPixelLoops
import Foundation

/// A Gaussian blur of an 8-bit image, approximated by three successive box blurs per axis, whose
/// widths are chosen so that their combined variance matches the Gaussian's (the standard
/// "boxes for Gauss" construction; W3C filter effects specify the same approximation for
/// `feGaussianBlur`). Integer arithmetic keeps it deterministic. The boxes themselves are C
/// (`easel_box_blur`), fast in unoptimised builds too.
enum GaussianBlur {
    /// Blurs `channels` interleaved channels of a `width` × `height` image in place.
    static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, sigma: CGFloat) {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        let radii = boxSizes(sigma: sigma)
        radii.withUnsafeBufferPointer { radii in
            easel_box_blur(pixels, width, height, stride, channels, radii.baseAddress)
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
}
