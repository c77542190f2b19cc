import Foundation
import Testing
@testable import Easel
@testable import EaselRendering

/// UIKit's image renderer as files use it: the `snapshot()` helper that public apps copy, which
/// draws a SwiftUI view through a hosting controller's view.
@MainActor @Suite struct GraphicsImageRendererTests {
    struct Card: View {
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 30, height: 20)
                Color.blue.frame(width: 10, height: 20)
            }
        }
    }

    @Test func theSnapshotHelperDrawsTheView() throws {
        let controller = UIHostingController(rootView: Card())
        let view = controller.view
        let targetSize = controller.view.intrinsicContentSize
        #expect(targetSize == CGSize(width: 40, height: 20))
        view?.bounds = CGRect(origin: .zero, size: targetSize)
        view?.backgroundColor = .clear
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: targetSize, format: format)
        let image = renderer.image { _ in
            view?.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
        }
        #expect(image.size == CGSize(width: 40, height: 20) && image.scale == 2)
        let decoded = try #require(image.pngData().flatMap { DecodedImage(png: $0) })
        #expect(decoded.width == 80 && decoded.height == 40)
        #expect(decoded.pixel(x: 10, y: 20) == DecodedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
        #expect(decoded.pixel(x: 70, y: 20) == DecodedImage.Pixel(red: 0, green: 122, blue: 255, alpha: 255))
        // Drawn in a larger rectangle, the content is proposed it and centred, as a hosting
        // controller centres its root view; the rest stays transparent.
        let wide = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 20), format: format).image { _ in
            controller.view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 60, height: 20), afterScreenUpdates: false)
        }
        let wideImage = try #require(wide.pngData().flatMap { DecodedImage(png: $0) })
        #expect(wideImage.pixel(x: 5, y: 20).alpha == 0)
        #expect(wideImage.pixel(x: 25, y: 20) == DecodedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
        // Outside an image renderer there is nothing to draw into.
        #expect(controller.view.drawHierarchy(in: .zero, afterScreenUpdates: true) == false)
    }
}
