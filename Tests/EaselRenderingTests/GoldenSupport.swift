import Foundation
import Testing
@testable import EaselRendering

/// Golden-image comparison with `ImageComparison` (the comparison EaselSnapshotTesting uses): a
/// pixel may differ by ΔE 2 (perceptual precision 0.98: anti-aliasing may differ by a step between
/// library builds) and 0.1 % of pixels may differ more. On failure the picture of the differences
/// (in red over a faded copy) and the new picture are written to the temporary directory and
/// named. Run with `EASEL_RECORD_GOLDENS=1` to write new goldens.
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let perceptualPrecision = 0.98
    static let precision = 0.999

    static func verify(_ png: Data, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["EASEL_RECORD_GOLDENS"] != nil {
            try png.write(to: url)
            return
        }
        guard let expected = try? Data(contentsOf: url) else {
            Issue.record("No golden image \(url.path); run with EASEL_RECORD_GOLDENS=1 to record it", sourceLocation: sourceLocation)
            return
        }
        let comparison: ImageComparison
        do {
            comparison = try ImageComparison(actual: png, expected: expected, perceptualPrecision: perceptualPrecision)
        } catch {
            Issue.record("\(name): \(error)", sourceLocation: sourceLocation)
            return
        }
        guard !comparison.matches(precision: precision) else { return }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("easel-golden-diffs")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let diffURL = directory.appendingPathComponent("\(name)-diff.png")
        let actualURL = directory.appendingPathComponent("\(name)-actual.png")
        try? comparison.differencePNG?.write(to: diffURL)
        try? png.write(to: actualURL)
        Issue.record("\(name): \(comparison.differingPixels) pixels differ from the golden (\(String(format: "%.3f", (1 - comparison.matchingShare) * 100)) %, largest ΔE \(String(format: "%.1f", comparison.largestDifference))); diff at \(diffURL.path), picture at \(actualURL.path)", sourceLocation: sourceLocation)
    }
}

/// The pixel at (x, y) of a PNG, as (red, green, blue, alpha).
func pixel(_ png: Data, _ x: Int, _ y: Int) throws -> [Int] {
    let image = try #require(PNGDecoder.decode(png))
    let index = (y * image.width + x) * 4
    return (0..<4).map { Int(image.rgba[index + $0]) }
}
