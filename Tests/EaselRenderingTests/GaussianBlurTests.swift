import Foundation
import Testing
@testable import EaselRendering

/// The box blurs behind `blur`, `shadow` and material backdrops: exact bytes, outside the image
/// counting as transparent, and the same bytes as the straightforward column-by-column loop.
@Suite struct GaussianBlurTests {
    @Test func oneBoxAveragesThreeSamplesAndCountsOutsideAsTransparent() {
        // sigma 1 is a single box of radius 1 (boxes for Gauss: ideal width √5, radii 0, 0, 1).
        #expect(GaussianBlur.boxSizes(sigma: 1) == [0, 0, 1])
        var pixels: [UInt8] = [0, 0, 255, 0, 0]
        pixels.withUnsafeMutableBufferPointer {
            GaussianBlur.blur($0.baseAddress!, width: 5, height: 1, stride: 5, channels: 1, sigma: 1)
        }
        // Along the row: (255 + 1) / 3 = 85 beside the bright sample; down the one-row column,
        // the rows above and below are transparent: (85 + 1) / 3 = 28.
        #expect(pixels == [0, 28, 28, 28, 0])
    }

    @Test func theBytesAreThoseOfAColumnByColumnBlur() {
        var generator = SplitMix(state: 0x5EED)
        for (width, height, channels, sigma) in [(37, 23, 4, 2.5), (9, 61, 1, 6.0), (1, 17, 4, 1.2), (40, 3, 4, 30.0)] as [(Int, Int, Int, CGFloat)] {
            let stride = width * channels + 3   // padding after each row, which stays as it was
            var pixels = (0..<stride * height).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            var expected = pixels
            let radii = GaussianBlur.boxSizes(sigma: sigma)
            referenceBlur(&expected, width: width, height: height, stride: stride, channels: channels, radii: radii)
            pixels.withUnsafeMutableBufferPointer {
                GaussianBlur.blur($0.baseAddress!, width: width, height: height, stride: stride, channels: channels, sigma: sigma)
            }
            #expect(pixels == expected, "\(width)×\(height), \(channels) channels, sigma \(sigma)")
        }
    }

    /// The blur written the obvious way: each channel, each box, every row and then every column
    /// on its own.
    private func referenceBlur(_ pixels: inout [UInt8], width: Int, height: Int, stride: Int, channels: Int, radii: [Int]) {
        func blurLine(start: Int, count: Int, step: Int, radius: Int) {
            let original = (0..<count).map { Int(pixels[start + $0 * step]) }
            let width = 2 * radius + 1
            for index in 0..<count {
                let window = max(0, index - radius)...min(count - 1, index + radius)
                let sum = window.reduce(0) { $0 + original[$1] }
                pixels[start + index * step] = UInt8((sum + width / 2) / width)
            }
        }
        for channel in 0..<channels {
            for radius in radii where radius > 0 {
                for row in 0..<height { blurLine(start: row * stride + channel, count: width, step: channels, radius: radius) }
                for column in 0..<width { blurLine(start: column * channels + channel, count: height, step: stride, radius: radius) }
            }
        }
    }
}

/// A small deterministic generator for test data (SplitMix64).
private struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476C_E5B9_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
