import Foundation

/// Enlarges an 8-bit image by bilinear interpolation, for layers blurred at a lower resolution
/// (shadows, blurs) before they are composited at the canvas's resolution.
///
/// Cairo can scale a pattern itself, but pixman has no fast path for a scaled bilinear mask, and
/// that costs more than the blur; upsampled here, the composite is an unscaled mask, which pixman
/// does with its fast paths. Integer weights (1/256) keep the result the same on every run.
enum BilinearUpsampling {
    /// An image's pixels: `channels` interleaved 8-bit channels per pixel, rows `stride` bytes apart.
    struct Image {
        var pixels: UnsafeMutablePointer<UInt8>
        var width: Int
        var height: Int
        var stride: Int
    }

    /// Fills `destination` from `source`: the centre of destination pixel (x, y) samples the source
    /// at ((x + ½ − offset.x) / factor − ½, (y + ½ − offset.y) / factor − ½), the sampling Cairo's
    /// bilinear filter uses; beyond the source's edges counts as zero (transparent).
    static func resample(_ source: Image, into destination: Image, channels: Int, factor: CGFloat, offset: CGPoint) {
        guard factor > 0, factor.isFinite, destination.width > 0, destination.height > 0, source.width > 0, source.height > 0 else { return }
        let columns = taps(count: destination.width, sourceCount: source.width, factor: factor, offset: offset.x)
        let rows = taps(count: destination.height, sourceCount: source.height, factor: factor, offset: offset.y)
        // Each source row, resampled horizontally once, in 1/256ths; the vertical pass mixes two of them.
        let rowLength = destination.width * channels
        // One more row, all zeros, stands for the rows beyond the source's edges.
        let horizontal = UnsafeMutablePointer<UInt16>.allocate(capacity: (source.height + 1) * rowLength)
        defer { horizontal.deallocate() }
        (horizontal + source.height * rowLength).initialize(repeating: 0, count: rowLength)
        for row in 0..<source.height {
            let input = source.pixels + row * source.stride
            let output = horizontal + row * rowLength
            for column in 0..<destination.width {
                let tap = columns[column]
                for channel in 0..<channels {
                    let first = tap.first >= 0 ? Int(input[tap.first * channels + channel]) : 0
                    let second = tap.first + 1 < source.width ? Int(input[(tap.first + 1) * channels + channel]) : 0
                    output[column * channels + channel] = UInt16(first * (256 - tap.weight) + second * tap.weight)
                }
            }
        }
        for row in 0..<destination.height {
            let tap = rows[row]
            let output = destination.pixels + row * destination.stride
            let upper = horizontal + (tap.first >= 0 ? tap.first : source.height) * rowLength
            let lower = horizontal + (tap.first + 1 < source.height ? tap.first + 1 : source.height) * rowLength
            let upperWeight = UInt32(256 - tap.weight), lowerWeight = UInt32(tap.weight)
            for index in 0..<rowLength {
                // Wrapping arithmetic cannot overflow here (at most 255 × 256 × 256) and lets the loop vectorise.
                output[index] = UInt8(truncatingIfNeeded: (UInt32(upper[index]) &* upperWeight &+ UInt32(lower[index]) &* lowerWeight &+ 32768) &>> 16)
            }
        }
    }

    /// Where one destination coordinate samples: source samples `first` and `first + 1`, the
    /// second weighted `weight`/256. `first` is clamped to −1…sourceCount−1 so that a sample beyond
    /// the edges reads only zeros.
    struct Tap {
        var first: Int
        var weight: Int
    }

    static func taps(count: Int, sourceCount: Int, factor: CGFloat, offset: CGFloat) -> [Tap] {
        (0..<count).map { index in
            let position = (CGFloat(index) + 0.5 - offset) / factor - 0.5
            let floor = position.rounded(.down)
            guard floor >= -1 else { return Tap(first: -1, weight: 0) }
            guard floor < CGFloat(sourceCount) else { return Tap(first: sourceCount - 1, weight: 256) }
            return Tap(first: Int(floor), weight: Int(((position - floor) * 256).rounded()))
        }
    }
}

extension BilinearUpsampling.Image {
    /// The smallest rectangle of pixels (x, y, width, height) outside which every byte is zero, or
    /// nil if the image is empty.
    func occupiedBounds(channels: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minimumX = width, minimumY = height, maximumX = -1, maximumY = -1
        for row in 0..<height {
            let line = pixels + row * stride
            // The first occupied byte from the left, then the last from the right: a row's
            // interior is never read once both ends are found.
            let count = width * channels
            var first = 0
            while first < count, line[first] == 0 { first += 1 }
            guard first < count else { continue }
            var last = count - 1
            while line[last] == 0 { last -= 1 }
            minimumY = min(minimumY, row)
            maximumY = row
            minimumX = min(minimumX, first / channels)
            maximumX = max(maximumX, last / channels)
        }
        guard maximumX >= 0 else { return nil }
        return (minimumX, minimumY, maximumX - minimumX + 1, maximumY - minimumY + 1)
    }
}
