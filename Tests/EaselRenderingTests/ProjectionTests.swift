import Testing
import Foundation
@testable import EaselRendering
@testable import EaselCore

/// A shake as SwiftUI code writes one: a geometry effect moving the view sideways.
private struct Shake: GeometryEffect {
    var amount: CGFloat = 5
    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount, y: 0))
    }
}

/// Effects through projections: rotation3DEffect in perspective, projectionEffect,
/// transformEffect, custom GeometryEffects (Apple, `GeometryEffect`, `rotation3DEffect`).
@Suite struct ProjectionTests {
    private func png<V: View>(_ view: V) throws -> DecodedImage {
        let renderer = ImageRenderer(content: view)
        return try #require(DecodedImage(png: renderer.pngData()))
    }

    @Test func aTurnAboutYTakesTheTrailingSideAway() throws {
        // 100 × 100, 60° about y, perspective 1: the viewer stands 100 in front. The leading edge
        // comes 43.3 nearer (w = 0.567) and the trailing edge goes 43.3 away (w = 1.433).
        let m = _Rotation3DEffect(angle: .degrees(60), axis: (x: 0, y: 1, z: 0)).effectValue(size: CGSize(width: 100, height: 100))
        let leading = try #require(m.apply(to: CGPoint(x: 0, y: 50)))
        let trailing = try #require(m.apply(to: CGPoint(x: 100, y: 50)))
        let topLeading = try #require(m.apply(to: CGPoint(x: 0, y: 0)))
        let topTrailing = try #require(m.apply(to: CGPoint(x: 100, y: 0)))
        #expect(abs(leading.x - 5.9) < 0.05 && abs(leading.y - 50) < 1e-9)
        #expect(abs(trailing.x - 67.45) < 0.05)
        #expect(abs(topLeading.y + 38.2) < 0.05)
        #expect(abs(topTrailing.y - 15.1) < 0.05)
        // No turn, or no axis: nothing changes.
        #expect(_Rotation3DEffect(angle: .zero, axis: (x: 0, y: 1, z: 0)).effectValue(size: CGSize(width: 100, height: 100)).isIdentity)
        #expect(_Rotation3DEffect(angle: .degrees(30), axis: (x: 0, y: 0, z: 0)).effectValue(size: CGSize(width: 100, height: 100)).isIdentity)
        // About z it is a plain rotation: affine.
        #expect(_Rotation3DEffect(angle: .degrees(30), axis: (x: 0, y: 0, z: 1)).effectValue(size: CGSize(width: 100, height: 100)).isAffine)
    }

    @Test func thePerspectiveIsDrawn() throws {
        let image = try png(Color.red.frame(width: 100, height: 100).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
        let red = DecodedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255)
        // The leading edge is at 5.9, the trailing one at 67.45.
        #expect(image.pixel(x: 3, y: 50).alpha == 0)
        #expect(image.pixel(x: 10, y: 50) == red)
        #expect(image.pixel(x: 60, y: 50) == red)
        #expect(image.pixel(x: 80, y: 50).alpha == 0)
        // The near side is taller: the top edge runs from (5.9, −38.2) to (67.45, 15.1).
        #expect(image.pixel(x: 10, y: 2) == red)
        #expect(image.pixel(x: 60, y: 5).alpha == 0)
        #expect(image.pixel(x: 60, y: 12) == red)
    }

    @Test func pdfAndSVGCarryThePerspectiveAsAnImage() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 100, height: 100).rotation3DEffect(.degrees(45), axis: (x: 1, y: 0, z: 0)))
        let svg = try renderer.svg()
        // Only the pixels the layer covers: its far (top) edge comes down to 23.9 (50 − 35.36 ×
        // 100 / 135.36), its near edge passes the canvas's bottom.
        #expect(svg.contains("<image x=\"0\" y=\"24\" width=\"100\" height=\"76\""))
        #expect(!svg.contains("<path"))
        let pdf = try renderer.pdfData()
        #expect(pdf.starts(with: Data("%PDF".utf8)))
        #expect(try renderer.pdfData() == pdf)
    }

    @Test func svgEmbedsOnlyWhatTheTurnedLayerCovers() throws {
        // A 100-pt card turned about y, 300 pt down a 400 × 4000 page: the image is the card's
        // reach, not the page: 5.9 to 67.45 across, and its near edge runs from 38.2 above the
        // card's top to 38.2 below its bottom (261.8 to 438.2). At one pixel a point that is
        // 63 × 178 pixels rather than 400 × 4000.
        let card = Color.red.frame(width: 100, height: 100).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
        let page = card.padding(.top, 300).frame(width: 400, height: 4000, alignment: .topLeading)
        let svg = try ImageRenderer(content: page).displayList().svg(rasterScale: 1)
        let image = try #require(svg.range(of: "<image [^>]*>", options: .regularExpression).map { String(svg[$0]) })
        #expect(image.hasPrefix("<image x=\"5\" y=\"261\" width=\"63\" height=\"178\""), "\(image)")
        #expect(throws: RenderError.self) { try ImageRenderer(content: page).displayList().svg(rasterScale: .nan) }
    }

    @Test func affineProjectionsStayTransforms() throws {
        let list = try ImageRenderer(content: Color.red.frame(width: 10, height: 10)
            .transformEffect(CGAffineTransform(scaleX: 2, y: 1)).padding(5)).displayList()
        // Scaled about the view's origin (5, 5): x ↦ 2x − 5.
        #expect(list.items.contains { if case .beginLayer(.transform(AffineMatrix(a: 2, b: 0, c: 0, d: 1, tx: -5, ty: 0))) = $0 { true } else { false } })
        let shaken = try png(Color.red.frame(width: 10, height: 10).modifier(Shake()).frame(width: 20, height: 10, alignment: .leading))
        #expect(shaken.pixel(x: 2, y: 5).alpha == 0)
        #expect(shaken.pixel(x: 12, y: 5).red == 255)
    }

    @Test func aNonFiniteProjectionIsSaid() {
        let layout = ViewLayout(of: Color.red.frame(width: 10, height: 10).projectionEffect(ProjectionTransform(m11: .nan, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)))
        #expect(layout.diagnostics.contains { $0.contains("NaN or infinite") })
    }

    @Test func affineTransformsCompose() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 12, y: 2).applying(t.inverted()) == CGPoint(x: 1, y: 1))
        var p = ProjectionTransform(t)
        #expect(p.isAffine && p.invert())
        #expect(CGPoint(x: 12, y: 2).applying(p) == CGPoint(x: 1, y: 1))
    }
}
