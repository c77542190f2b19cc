import Foundation
import Testing
@testable import EaselRendering

/// Golden-image comparison: a picture is compared with a reviewed PNG in `Golden/`, pixel by pixel,
/// with a small tolerance (anti-aliasing may differ by a step between library builds). On failure a
/// diff image (mismatches in red over a faded copy of the picture) is written to the temporary
/// directory and its path reported. Run with `EASEL_RECORD_GOLDENS=1` to write new goldens.
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    /// Largest difference allowed in any channel of a pixel.
    static let channelTolerance = 3
    /// Share of pixels allowed beyond the tolerance.
    static let pixelTolerance = 0.001

    static func verify(_ png: Data, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["EASEL_RECORD_GOLDENS"] != nil {
            try png.write(to: url)
            return
        }
        guard let expectedData = try? Data(contentsOf: url) else {
            Issue.record("No golden image \(url.path); run with EASEL_RECORD_GOLDENS=1 to record it", sourceLocation: sourceLocation)
            return
        }
        let actual = try #require(PNGDecoder.decode(png))
        let expected = try #require(PNGDecoder.decode(expectedData))
        guard actual.width == expected.width, actual.height == expected.height else {
            Issue.record("\(name): \(actual.width)×\(actual.height) pixels, golden is \(expected.width)×\(expected.height)", sourceLocation: sourceLocation)
            return
        }
        var mismatches = 0
        var diff = [UInt8](repeating: 0, count: actual.rgba.count)
        for pixel in 0..<(actual.width * actual.height) {
            let index = pixel * 4
            let worst = (0..<4).map { abs(Int(actual.rgba[index + $0]) - Int(expected.rgba[index + $0])) }.max()!
            if worst > channelTolerance {
                mismatches += 1
                diff[index] = 255
                diff[index + 3] = 255
            } else {
                for channel in 0..<3 { diff[index + channel] = actual.rgba[index + channel] / 4 + 191 }
                diff[index + 3] = 255
            }
        }
        let share = Double(mismatches) / Double(actual.width * actual.height)
        if share > pixelTolerance {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("easel-golden-diffs")
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let diffURL = directory.appendingPathComponent("\(name)-diff.png")
            let actualURL = directory.appendingPathComponent("\(name)-actual.png")
            try? PNGRenderer.encode(PNGRenderer.Pixels(width: actual.width, height: actual.height, rgba: diff)).write(to: diffURL)
            try? png.write(to: actualURL)
            Issue.record("\(name): \(mismatches) pixels differ from the golden (\(String(format: "%.3f", share * 100)) %); diff at \(diffURL.path), picture at \(actualURL.path)", sourceLocation: sourceLocation)
        }
    }
}

/// The pixel at (x, y) of a PNG, as (red, green, blue, alpha).
func pixel(_ png: Data, _ x: Int, _ y: Int) throws -> [Int] {
    let image = try #require(PNGDecoder.decode(png))
    let index = (y * image.width + x) * 4
    return (0..<4).map { Int(image.rgba[index + $0]) }
}
