import Foundation
import Testing
@testable import EaselCore
import EaselRendering

/// `AsyncImage` (issue #14): file and data URLs load, and their phases show; network URLs stay
/// placeholders, said.
@Suite struct AsyncImageLoadingTests {
    /// A 6 × 4-pixel PNG.
    static let png: Data = {
        let renderer = ImageRenderer(content: Color.red.frame(width: 6, height: 4))
        return try! renderer.pngData()
    }()

    func phaseView(_ url: URL?) -> some View {
        AsyncImage(url: url) { phase in
            if let image = phase.image {
                image.id("loaded")
            } else if phase.error != nil {
                Color.red.frame(width: 1, height: 1).id("failed")
            } else {
                Color.gray.frame(width: 2, height: 2).id("empty")
            }
        }
    }

    @Test func fileAndDataURLsLoad() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("async-\(UUID().uuidString).png")
        try Self.png.write(to: file)
        let fromFile = lay(phaseView(file))
        #expect(fromFile.frame(id: "loaded")?.size == CGSize(width: 6, height: 4))
        #expect(fromFile.diagnostics.isEmpty)
        let dataURL = try #require(URL(string: "data:image/png;base64," + Self.png.base64EncodedString()))
        #expect(lay(phaseView(dataURL)).frame(id: "loaded")?.size == CGSize(width: 6, height: 4))
    }

    @Test func failuresAndNetworkURLs() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).png")
        #expect(lay(phaseView(missing)).frame(id: "failed") != nil)
        let notAnImage = try #require(URL(string: "data:text/plain;base64," + Data("hello".utf8).base64EncodedString()))
        #expect(lay(phaseView(notAnImage)).frame(id: "failed") != nil)
        let network = lay(phaseView(URL(string: "https://example.com/cat.png")))
        #expect(network.frame(id: "empty") != nil)
        #expect(hasDiagnostic(network, "fetches nothing from a network"))
        #expect(lay(phaseView(nil)).frame(id: "empty") != nil)
    }
}
