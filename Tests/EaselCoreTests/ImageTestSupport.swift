import Foundation
import Testing
@testable import EaselCore

// Helpers for the Image tests. Fixtures are written by Fixtures/make-fixtures.py, which documents
// every pixel value the tests expect.

/// The URL of a fixture file (or folder) in the test bundle.
func fixture(_ name: String) -> URL {
    guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
        fatalError("The Fixtures folder is missing from the test bundle")
    }
    return folder.appendingPathComponent(name)
}

/// The bytes of a fixture file.
func fixtureData(_ name: String) -> Data {
    (try? Data(contentsOf: fixture(name))) ?? Data()
}

/// Registers Fixtures/Assets with ImageAssets (idempotent; tests never unregister it).
func registerFixtureAssets() {
    do {
        try ImageAssets.register(folder: fixture("Assets"))
    } catch {
        Issue.record("Cannot register the fixture assets: \(error)")
    }
}

/// The leaves of every Image in `view`, laid out in a phone canvas, with the layout.
func imageLeaves<V: View>(_ view: V, scale: CGFloat = 3, environment: EnvironmentValues? = nil) -> ([ImageLeaf], ViewLayout) {
    let layout: ViewLayout
    if var environment {
        environment.displayScale = scale
        layout = ViewLayout(of: view, in: phone, environment: environment)
    } else {
        layout = ViewLayout(of: view, in: phone, scale: scale)
    }
    let leaves = layout.nodes(named: "Image").compactMap { ($0.layoutNode as? LeafNode)?.content as? ImageLeaf }
    return (leaves, layout)
}

/// The leaf of the only Image in `view`.
func imageLeaf<V: View>(_ view: V, scale: CGFloat = 3, sourceLocation: SourceLocation = #_sourceLocation) -> (ImageLeaf?, ViewLayout) {
    let (leaves, layout) = imageLeaves(view, scale: scale)
    #expect(leaves.count == 1, "expected one Image, found \(leaves.count)", sourceLocation: sourceLocation)
    return (leaves.first, layout)
}

/// The decoded bitmap of an image file (scale 1), recording an issue when there is none.
func decodedFixture(_ name: String, maximumPixelCount: Int = EncodedImage.maximumPixelCount,
                    sourceLocation: SourceLocation = #_sourceLocation) -> ImageBitmap? {
    let (leaf, _) = imageLeaf(Image(contentsOf: fixture(name)), sourceLocation: sourceLocation)
    guard let result = leaf?.decodedBitmap(maximumPixelCount: maximumPixelCount) else {
        Issue.record("\(name) is not a bitmap image", sourceLocation: sourceLocation)
        return nil
    }
    switch result {
    case .success(let bitmap):
        return bitmap
    case .failure(let error):
        Issue.record("\(name) does not decode: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Asserts pixel (x, y) of a bitmap, premultiplied RGBA, within `tolerance` per channel.
func expectPixel(_ bitmap: ImageBitmap?, _ x: Int, _ y: Int, _ expected: [UInt8], tolerance: Int = 0,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard let bitmap else { return }
    let p = bitmap[x, y]
    let actual = [p.r, p.g, p.b, p.a]
    let ok = zip(actual, expected).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
    #expect(ok, "pixel (\(x), \(y)): expected \(expected), got \(actual)", sourceLocation: sourceLocation)
}
