import Foundation
import Testing
@testable import EaselCore

/// An image set's single PDF or SVG is drawn at the display's scale, at the size of its page
/// (PDF) or its width and height (SVG), as Xcode draws it for each scale.
@Suite struct VectorImageTests {
    /// A one-page PDF of `width` × `height` points filled with pure red, its cross-reference
    /// table at the offsets written.
    static func redPDF(width: Int, height: Int) -> Data {
        let content = "1 0 0 rg 0 0 \(width) \(height) re f\n"
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)endstream",
        ]
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let table = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(format: "%010d 00000 n \n", offset) }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
        return Data(text.utf8)
    }

    /// A catalog folder with `Badge` (a PDF) and `Logo` (an SVG, blue) image sets.
    private func catalog() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-vector-\(UUID().uuidString)")
        let sets = folder.appendingPathComponent("Assets.xcassets")
        for (name, file, data) in [
            ("Badge", "badge.pdf", Self.redPDF(width: 30, height: 12)),
            ("Logo", "logo.svg", Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="rgb(0,0,255)"/></svg>"#.utf8)),
        ] {
            let set = sets.appendingPathComponent("\(name).imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try data.write(to: set.appendingPathComponent(file))
            try #"{"images":[{"filename":"\#(file)","idiom":"universal"}],"info":{"author":"xcode","version":1},"properties":{"preserves-vector-representation":true}}"#
                .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func vectorImagesLayOutAtTheirPageSizeAndDrawAtTheDisplayScale() throws {
        let folder = try catalog()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ImageAssets.register(folder: folder)
        defer { ImageAssets.unregister(folder: folder) }

        let (badge, _) = imageLeaf(Image("Badge"), scale: 3)
        #expect(badge?.naturalSize == CGSize(width: 30, height: 12))
        let badgeBitmap = try #require(try badge?.decodedBitmap(maximumPixelCount: EncodedImage.maximumPixelCount)?.get())
        #expect(badgeBitmap.width == 90 && badgeBitmap.height == 36)
        expectPixel(badgeBitmap, 45, 18, [255, 0, 0, 255])

        let (logo, _) = imageLeaf(Image("Logo"), scale: 2)
        #expect(logo?.naturalSize == CGSize(width: 40, height: 20))
        let logoBitmap = try #require(try logo?.decodedBitmap(maximumPixelCount: EncodedImage.maximumPixelCount)?.get())
        #expect(logoBitmap.width == 80 && logoBitmap.height == 40)
        expectPixel(logoBitmap, 79, 39, [0, 0, 255, 255])
    }

    @Test func brokenVectorFilesAreSaid() {
        #expect(throws: ImageDecodingError.self) { try VectorImage.rasterized(Data("not a pdf".utf8), format: .pdf, scale: 2).get() }
        #expect(throws: ImageDecodingError.self) { try VectorImage.rasterized(Data("<svg".utf8), format: .svg, scale: 2).get() }
        #expect(throws: ImageDecodingError.self) { try VectorImage.rasterized(Self.redPDF(width: 30, height: 12), format: .pdf, scale: .nan).get() }
        // A page too large to draw: refused, not drawn at gigapixels.
        #expect(throws: ImageDecodingError.self) { try VectorImage.rasterized(Self.redPDF(width: 100_000, height: 100_000), format: .pdf, scale: 3).get() }
    }
}
