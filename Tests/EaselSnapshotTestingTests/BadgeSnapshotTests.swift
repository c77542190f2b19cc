import Easel
import EaselSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

// The README's test file, as it is there.

struct Badge: View {
    var body: some View {
        Text("NEW").font(.caption.bold()).foregroundStyle(.white)
            .padding(.horizontal, 10).padding(.vertical, 4)
            .background(Capsule().fill(.orange))
    }
}

@Suite struct BadgeSnapshotTests {
    @Test func badge() {
        assertSnapshot(of: Badge(), as: .image)                    // PNG at 2×, its ideal size
        assertSnapshot(of: Badge(), as: .layout)                   // the layout tree, as text
        assertSnapshot(of: Badge(), as: .image(perceptualPrecision: 0.98, device: .iPhoneSE, colorScheme: .dark))
    }
}

// Beyond the README: what a failure looks like.

/// The README's badge in any colour.
struct ColouredBadge: View {
    var color: Color

    var body: some View {
        Text("NEW").font(.caption.bold()).foregroundStyle(.white)
            .padding(.horizontal, 10).padding(.vertical, 4)
            .background(Capsule().fill(color))
    }
}

@Suite struct SnapshotFailureTests {
    /// A changed colour fails, with the count of differing pixels and a picture of the
    /// differences; a colour a step away passes a tolerant comparison.
    @Test func aChangedColourFailsWithAPictureOfTheDifferences() throws {
        let failure = try #require(verifySnapshot(of: ColouredBadge(color: .blue), as: .image, named: "1", record: .never,
                                                  file: Self.readmeTestFile, testName: "badge"))
        #expect(failure.contains("pixels differ"), "\(failure)")
        let path = try #require(failure.range(of: "Differences (red): ").map { String(failure[$0.upperBound...]) }?.components(separatedBy: ".png").first)
        #expect(FileManager.default.fileExists(atPath: path + ".png"), "\(path)")
        #expect(verifySnapshot(of: ColouredBadge(color: .orange), as: .image, named: "1", record: .never, file: Self.readmeTestFile, testName: "badge") == nil)
        let nearly = ColouredBadge(color: Color(red: 1, green: 149 / 255, blue: 2 / 255))
        #expect(verifySnapshot(of: nearly, as: .image(perceptualPrecision: 0.98), named: "1", record: .never, file: Self.readmeTestFile, testName: "badge") == nil)
    }

    /// The references of `BadgeSnapshotTests` are under this file's name.
    static let readmeTestFile: StaticString = #filePath
}
