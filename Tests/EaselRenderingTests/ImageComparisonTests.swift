import Easel
import Foundation
import Testing
@testable import EaselRendering

/// The comparison itself, on pictures made for it.
@Suite struct ImageComparisonTests {
    func png(_ color: Color, size: CGFloat = 10) throws -> Data {
        let renderer = ImageRenderer(content: color.frame(width: size, height: size))
        return try renderer.pngData()
    }

    @Test func identicalPicturesMatchAndDifferentOnesCountTheirPixels() throws {
        let red = try png(.red)
        let same = try ImageComparison(actual: red, expected: red)
        #expect(same.differingPixels == 0 && same.largestDifference == 0 && same.differencePNG == nil)
        let blue = try ImageComparison(actual: try png(.blue), expected: red)
        #expect(blue.differingPixels == 100)
        #expect(blue.largestDifference > 50)
        #expect(!blue.matches(precision: 0.5))
        #expect(blue.differencePNG != nil)
    }

    @Test func perceptualPrecisionAcceptsSmallColourSteps() throws {
        let a = try png(Color(red: 0.5, green: 0.5, blue: 0.5))
        let b = try png(Color(red: 0.51, green: 0.5, blue: 0.5))
        let exact = try ImageComparison(actual: b, expected: a)
        #expect(exact.differingPixels == 100)
        let tolerant = try ImageComparison(actual: b, expected: a, perceptualPrecision: 0.98)
        #expect(tolerant.differingPixels == 0)
        #expect(tolerant.largestDifference > 0 && tolerant.largestDifference < 2)
    }

    @Test func differentSizesAndNonPNGsAreClearErrors() throws {
        #expect(throws: ImageComparison.Failure.self) { try ImageComparison(actual: try png(.red, size: 10), expected: try png(.red, size: 12)) }
        #expect(throws: ImageComparison.Failure.self) { try ImageComparison(actual: Data("nope".utf8), expected: try png(.red)) }
    }
}

extension ImageComparisonTests {
    @Test func equalBytesNeedNoDecodingAndKeepTheSize() throws {
        let red = try png(.red, size: 12)
        let same = try ImageComparison(actual: red, expected: red)
        #expect(same.width == 12 && same.height == 12)
        #expect(same.differingPixels == 0)
        #expect(throws: ImageComparison.Failure.self) { try ImageComparison(actual: Data("x".utf8), expected: Data("x".utf8)) }
    }
}

extension ImageComparisonTests {
    /// The decoder gives the file's own values: a half-transparent pixel keeps its colour exactly
    /// (no premultiplied round trip), and a cut-off file is no picture.
    @Test func decodingGivesStraightPixelsAndRefusesATruncatedFile() throws {
        let half = try png(Color(red: 1, green: 0, blue: 0).opacity(0.5), size: 4)
        let image = try #require(PNGDecoder.decode(half))
        #expect(image.width == 4 && image.height == 4)   // ImageRenderer draws at 1× unless told
        #expect(Array(image.rgba[0..<4]) == [255, 0, 0, 128])
        #expect(PNGDecoder.decode(half.prefix(half.count - 20)) == nil)
        #expect(PNGDecoder.decode(half.prefix(40)) == nil)
        #expect(throws: ImageComparison.Failure.self) { try ImageComparison(actual: half.prefix(half.count - 20), expected: half) }
    }
}
