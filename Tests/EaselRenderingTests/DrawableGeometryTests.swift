import Easel
import EaselText
import Foundation
import Testing
@testable import EaselRendering

/// Display lists with geometry no backend can draw (NaN, infinities, numbers past Cairo's
/// fixed-point range) draw without trapping in PNG, SVG and PDF; what is left out is named in the
/// list's diagnostics (issue 19).
@Suite struct DrawableGeometryTests {
    private let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = RGBA(red: 0, green: 0, blue: 1, alpha: 1)

    private func path(_ rect: CGRect) -> Path { Path(rect) }

    /// Draws a list to all three formats; returns the PNG.
    private func drawEverywhere(_ list: DisplayList) throws -> Data {
        let png = try list.pngData(scale: 1)
        #expect(try list.svg().hasPrefix("<svg"))
        #expect(try list.pdfData().count > 100)
        return png
    }

    @Test func nonFiniteItemsAreLeftOutAndNamed() throws {
        var nanPath = Path()
        nanPath.move(to: CGPoint(x: CGFloat.nan, y: 0))
        nanPath.addLine(to: CGPoint(x: 10, y: 10))
        nanPath.addLine(to: CGPoint(x: 0, y: 10))
        let list = DisplayList(size: CGSize(width: 20, height: 20), items: [
            .fill(path(CGRect(x: 0, y: 0, width: 20, height: 20)), .color(blue), .nonZero),
            .fill(nanPath, .color(red), .nonZero),
            .beginLayer(.transform(AffineMatrix(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0))),
            .fill(path(CGRect(x: 0, y: 0, width: 20, height: 20)), .color(red), .nonZero),
            .endLayer,
            .image(ImageItem(width: 1, height: 1, pixels: [255, 0, 0, 255], rect: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5), smooth: true)),
        ])
        let png = try drawEverywhere(list)
        // Only the blue square is drawn.
        #expect(try pixel(png, 10, 10) == [0, 0, 255, 255])
        #expect(try pixel(png, 5, 15) == [0, 0, 255, 255])
        #expect(list.drawable().diagnostics == [
            "Not drawn: a filled shape with non-finite coordinates.",
            "Not drawn: content under a non-finite transform.",
            "Not drawn: an image with a non-finite frame.",
        ])
        #expect(list.drawable().items.count == 1)
    }

    @Test func hugeShapesAreClampedAndStillCoverTheCanvas() throws {
        // A rectangle from −10³⁰⁰ to +10³⁰⁰ covers the canvas: clamped to the band around the
        // canvas it still does, and its points are no longer past Cairo's range.
        let huge = CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)
        let list = DisplayList(size: CGSize(width: 20, height: 20), items: [.fill(path(huge), .color(red), .nonZero)])
        let png = try drawEverywhere(list)
        #expect(try pixel(png, 0, 0) == [255, 0, 0, 255])
        #expect(try pixel(png, 19, 19) == [255, 0, 0, 255])
        let clamped = try #require(list.drawable().items.first)
        guard case let .fill(drawn, _, _) = clamped else { Issue.record("not a fill"); return }
        #expect(drawn.boundingRect == CGRect(x: -10_000, y: -10_000, width: 20_020, height: 20_020))
        #expect(list.drawable().diagnostics.isEmpty)
    }

    @Test func aScaleOfZeroDrawsNothingAndSaysNothing() throws {
        // scaleEffect(0) flattens its content to a point: SwiftUI shows nothing of it.
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10).scaleEffect(0).background(Color.blue))
        let list = try renderer.displayList()
        #expect(list.diagnostics.isEmpty)
        #expect(try pixel(try renderer.pngData(), 5, 5) == [0, 122, 255, 255])
    }

    @Test func aNaNRotationLeavesItsContentOutWithADiagnostic() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(.nan)).background(Color.blue))
        let list = try renderer.displayList()
        #expect(list.diagnostics == ["Not drawn: content under a non-finite transform."])
        #expect(try pixel(try renderer.pngData(), 5, 5) == [0, 122, 255, 255])
        _ = try renderer.svg()
        _ = try renderer.pdfData()
    }

    @Test func aViewTooLargeForItsNumbersIsLeftOutWithADiagnostic() throws {
        // frame(height: .greatestFiniteMagnitude) is a finite frame, 1.8×10³⁰⁸ points tall, but
        // snapped to pixels at 3× it overflows to infinity: the Color and the symbol image are left
        // out, and said to be. (The symbol image used to trap converting its glyph origin to
        // pixels.)
        let view = ZStack {
            Color.red.frame(height: .greatestFiniteMagnitude)
            Image(systemName: "person.crop.circle").resizable()
        }
        let layout = ViewLayout(of: view, in: CGSize(width: 390, height: 844))
        let list = layout.displayList(background: .white)
        #expect(list.diagnostics == [
            "Not drawn: a filled shape with non-finite coordinates.",
            "Not drawn: content under a non-finite transform.",
        ])
        let png = try list.pngData(scale: 1)
        #expect(try pixel(png, 195, 422) == [255, 255, 255, 255])
        _ = try list.svg()
        _ = try list.pdfData()
    }

    @Test func textScaledPastWhatCanBeDrawnIsLeftOut() throws {
        // Under scaleEffect(y: 10⁹) each glyph would be billions of pixels tall, past Cairo's
        // fixed-point range (it crashed inside Cairo).
        let view = Text(verbatim: "Two").clipShape(RoundedRectangle(cornerRadius: 120)).scaleEffect(x: -1, y: 1_000_000_000)
        let layout = ViewLayout(of: view, in: CGSize(width: 1024, height: 1))
        let list = layout.displayList(background: .white)
        #expect(list.diagnostics == ["Not drawn: text at the font size 17, scaled by 1000000000: larger than the picture can draw."])
        _ = try list.pngData(scale: 1)
        _ = try list.svg()
        _ = try list.pdfData()
    }

    @Test func anEmojiShrunkFarBelowAPixelDraws() throws {
        // A 136-pixel emoji bitmap drawn 0.003 pixels wide: Cairo's good filter asked for more
        // memory than there is; it is drawn as its average colour.
        let layout = ViewLayout(of: Text(verbatim: "👋").font(.system(size: 100)), in: CGSize(width: 1e7, height: 1e4))
        let png = try layout.displayList(background: .white).pngData(scale: 256 / 1e7)
        #expect(png.count > 50)
    }
}

/// Gradients whose geometry lies far outside the picture are drawn as their colour where their
/// shape is.
@Suite struct FarGradientTests {
    @Test func aFarGradientIsItsColourThere() throws {
        let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1), blue = RGBA(red: 0, green: 0, blue: 1, alpha: 1)
        let stops = [GradientStop(location: 0, color: red), GradientStop(location: 1, color: blue)]
        let far = Paint.radialGradient(stops: stops, center: CGPoint(x: 5e6, y: 50), startRadius: 0, endRadius: 64)
        var list = DisplayList(size: CGSize(width: 100, height: 100), items: [.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), far, .nonZero)])
        list = list.drawable()
        guard case let .fill(_, paint, _) = list.items.first else { Issue.record("no fill"); return }
        // The shape is 5 million points from the centre, far past the end radius: the last stop.
        #expect(paint == .color(blue))
        #expect(list.diagnostics.contains("A gradient whose geometry lies far outside the picture is drawn as its colour where its shape is."))
        // Half way along a linear gradient: the mix of its ends.
        let linear = Paint.linearGradient(stops: stops, start: CGPoint(x: -1e6, y: 0), end: CGPoint(x: 1e6, y: 0))
        let mixed = DrawableGeometryChecker.color(of: linear, at: CGPoint(x: 0, y: 0))
        #expect(abs(mixed.red - 0.5) < 1e-9 && abs(mixed.blue - 0.5) < 1e-9)
        // A gradient near the picture is kept.
        let near = Paint.radialGradient(stops: stops, center: CGPoint(x: 50, y: 50), startRadius: 0, endRadius: 64)
        var kept = DisplayList(size: CGSize(width: 100, height: 100), items: [.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), near, .nonZero)])
        kept = kept.drawable()
        if case let .fill(_, paint, _) = kept.items.first { #expect(paint == near) }
    }
}
