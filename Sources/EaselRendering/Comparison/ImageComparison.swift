import Foundation

/// Two PNG pictures compared pixel by pixel, as swift-snapshot-testing's image strategies do on
/// Apple's systems: a pixel matches when its colour difference is within `perceptualPrecision`
/// (CIE ΔE 1994 at most `(1 − perceptualPrecision) × 100`, the library's reading of Core Image's
/// `CILabDeltaE`), and two pictures match when at least `precision` of their pixels do. Both
/// pictures are composited over white first, so a difference in opacity counts as the colour it
/// shows. Identical pixels are skipped word by word, so identical pictures compare at memory
/// speed; the arithmetic is plain `Double`s, the same on every machine.
public struct ImageComparison: Sendable {
    public let width: Int
    public let height: Int
    /// Pixels whose difference is beyond the perceptual threshold.
    public let differingPixels: Int
    /// The largest ΔE 1994 between two pixels (0 for identical pictures).
    public let largestDifference: Double
    /// What the picture of the differences is made from, when asked for (a passing comparison
    /// never is): `actual`'s pixels and the differing pixels' indices.
    private let differences: (actual: [UInt8], pixels: [Int32])?

    /// A picture of the differences: differing pixels red over a faded copy of `actual`; nil when
    /// every pixel matches (or the picture can't be encoded).
    public var differencePNG: Data? {
        guard let differences else { return nil }
        var picture = Self.faded(differences.actual)
        for pixel in differences.pixels {
            let index = Int(pixel) * 4
            picture[index] = 255
            picture[index + 1] = 0
            picture[index + 2] = 0
            picture[index + 3] = 255
        }
        return try? PNGRenderer.encode(PNGRenderer.Pixels(width: width, height: height, rgba: picture))
    }

    public enum Failure: Error, CustomStringConvertible {
        case notPNG(String)
        case sizesDiffer(actual: (Int, Int), expected: (Int, Int))

        public var description: String {
            switch self {
            case let .notPNG(which): "The \(which) picture is not a PNG."
            case let .sizesDiffer(actual, expected): "The picture is \(actual.0)×\(actual.1) pixels; the reference is \(expected.0)×\(expected.1)."
            }
        }
    }

    /// The share of pixels that match.
    public var matchingShare: Double {
        width * height == 0 ? 1 : 1 - Double(differingPixels) / Double(width * height)
    }

    /// Whether at least `precision` of the pixels match.
    public func matches(precision: Double) -> Bool {
        matchingShare >= precision
    }

    public init(actual: Data, expected: Data, perceptualPrecision: Double = 1) throws {
        // Easel's PNGs are deterministic: equal bytes are equal pictures (a passing snapshot's
        // usual case), with no decoding. The header gives the size.
        if actual == expected, let size = PNGDecoder.size(of: actual) {
            (width, height) = size
            differingPixels = 0
            largestDifference = 0
            differences = nil
            return
        }
        // The two pictures decode at once, one per core: decoding is most of the work.
        let decoded = Decoded()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let image = PNGDecoder.decode(index == 0 ? actual : expected)
            decoded.lock.withLock { if index == 0 { decoded.new = image } else { decoded.old = image } }
        }
        guard let new = decoded.new else { throw Failure.notPNG("new") }
        guard let old = decoded.old else { throw Failure.notPNG("reference") }
        guard new.width == old.width, new.height == old.height else {
            throw Failure.sizesDiffer(actual: (new.width, new.height), expected: (old.width, old.height))
        }
        width = new.width
        height = new.height
        let threshold = max(0, (1 - perceptualPrecision) * 100)
        var differing = 0
        var largest = 0.0
        var differingIndices: [Int32] = []
        let count = width * height
        new.rgba.withUnsafeBytes { newBytes in
            old.rgba.withUnsafeBytes { oldBytes in
                let newWords = newBytes.bindMemory(to: UInt32.self)
                let oldWords = oldBytes.bindMemory(to: UInt32.self)
                for pixel in 0..<count where newWords[pixel] != oldWords[pixel] {
                    let index = pixel * 4
                    let difference = ColorDifference.deltaE94(
                        ColorDifference.lab(newBytes[index], newBytes[index + 1], newBytes[index + 2], newBytes[index + 3]),
                        ColorDifference.lab(oldBytes[index], oldBytes[index + 1], oldBytes[index + 2], oldBytes[index + 3])
                    )
                    largest = max(largest, difference)
                    guard difference > threshold else { continue }
                    differing += 1
                    differingIndices.append(Int32(truncatingIfNeeded: pixel))
                }
            }
        }
        differingPixels = differing
        largestDifference = largest
        differences = differingIndices.isEmpty ? nil : (new.rgba, differingIndices)
    }

    private final class Decoded: @unchecked Sendable {
        // @unchecked: written under `lock`, read after both decodes ended.
        let lock = NSLock()
        var new: (width: Int, height: Int, rgba: [UInt8])?
        var old: (width: Int, height: Int, rgba: [UInt8])?
    }

    /// A pale copy of a picture, opaque, for differences to stand out on: each channel a quarter
    /// of itself plus 191, alpha 255, four pixels' bytes at a time.
    private static func faded(_ rgba: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: rgba.count)
        rgba.withUnsafeBytes { source in
            result.withUnsafeMutableBytes { target in
                let words = source.bindMemory(to: UInt32.self), out = target.bindMemory(to: UInt32.self)
                // (byte >> 2) per byte, without carries between bytes, plus 191 in R, G, B and 255 in A.
                let add: UInt32 = 0xFFBF_BFBF
                for index in 0..<words.count {
                    let quarter = (words[index] >> 2) & 0x3F3F_3F3F
                    out[index] = (quarter &+ add) | 0xFF00_0000
                }
            }
        }
        return result
    }
}

/// CIE L*a*b* and ΔE 1994 (graphic arts: kL = kC = kH = 1, K1 = 0.045, K2 = 0.015) for sRGB pixels
/// composited over white, with the D65 white point.
enum ColorDifference {
    struct Lab {
        var l: Double, a: Double, b: Double
    }

    /// sRGB's transfer function undone, for each 8-bit value.
    private static let linear: [Double] = (0..<256).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    static func lab(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) -> Lab {
        let opacity = Double(alpha) / 255
        // Over white, in linear light.
        let r = linear[Int(red)] * opacity + (1 - opacity)
        let g = linear[Int(green)] * opacity + (1 - opacity)
        let b = linear[Int(blue)] * opacity + (1 - opacity)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    static func deltaE94(_ first: Lab, _ second: Lab) -> Double {
        let dL = first.l - second.l
        let c1 = (first.a * first.a + first.b * first.b).squareRoot()
        let c2 = (second.a * second.a + second.b * second.b).squareRoot()
        let dC = c1 - c2
        let da = first.a - second.a, db = first.b - second.b
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }
}
