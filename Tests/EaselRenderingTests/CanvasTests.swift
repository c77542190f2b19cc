import Testing
import Foundation
@testable import EaselRendering
import Easel

/// Canvas and GraphicsContext: drawing with code, in the canvas's frame, under the context's
/// transform, clips, opacity, filters and shadings (Apple, `Canvas`, `GraphicsContext`).
@Suite struct CanvasTests {
    private func png<V: View>(_ view: V) throws -> DecodedImage {
        try #require(DecodedImage(png: ImageRenderer(content: view).pngData()))
    }

    private let red = DecodedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255)

    @Test func fillsInTheCanvasFrame() throws {
        // The canvas is the second view of the stack, 20 points down: its drawing moves with it.
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 40, height: 20)
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.red))
            }
            .frame(width: 40, height: 20)
        }
        let image = try png(view)
        #expect(image.pixel(x: 5, y: 30) == red)
        #expect(image.pixel(x: 30, y: 30).alpha == 0)
        #expect(image.pixel(x: 5, y: 10).alpha == 0)
        // As a view it takes what it is offered.
        #expect(ViewLayout(of: Canvas { _, _ in }, in: CGSize(width: 50, height: 30)).root.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
    }

    @Test func whatIsDrawnOutsideTheFrameIsClipped() throws {
        // Batch 10's reproduction 01 (Food Truck's header): a circle drawn far below a 40 × 20
        // canvas doesn't cover the view under it.
        let view = VStack(spacing: 0) {
            Canvas { context, _ in
                context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 60)), with: .color(.red))
            }
            .frame(width: 40, height: 20)
            Color.clear.frame(width: 40, height: 40)
        }
        let image = try png(view)
        #expect(image.pixel(x: 20, y: 10) == red)
        #expect(image.pixel(x: 20, y: 30).alpha == 0)
    }

    @Test func theTransformAppliesToWhatFollows() throws {
        let image = try png(Canvas { context, _ in
            context.translateBy(x: 20, y: 0)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            context.scaleBy(x: 2, y: 2)
            context.fill(Path(CGRect(x: 0, y: 5, width: 5, height: 5)), with: .color(.blue))
        }.frame(width: 40, height: 20))
        #expect(image.pixel(x: 25, y: 5) == red)
        #expect(image.pixel(x: 5, y: 5).alpha == 0)
        // Scaled by 2 after the move: (20, 10) to (30, 20).
        #expect(image.pixel(x: 25, y: 15) == DecodedImage.Pixel(red: 0, green: 122, blue: 255, alpha: 255))
    }

    @Test func clipsOpacityAndGradients() throws {
        let image = try png(Canvas { context, size in
            var clipped = context
            clipped.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)))
            clipped.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red))
            var faded = context
            faded.opacity = 0.5
            faded.fill(Path(CGRect(x: 20, y: 0, width: 20, height: 20)), with: .color(.black))
            context.fill(Path(CGRect(x: 40, y: 0, width: 40, height: 20)), with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: CGPoint(x: 40, y: 0), endPoint: CGPoint(x: 80, y: 0)))
        }.frame(width: 80, height: 20))
        #expect(image.pixel(x: 10, y: 10) == red)
        #expect(image.pixel(x: 1, y: 1).alpha == 0)
        #expect(abs(Int(image.pixel(x: 30, y: 10).alpha) - 128) <= 1)
        #expect(image.pixel(x: 41, y: 10).red > 240)
        #expect(image.pixel(x: 78, y: 10).blue > 240)
    }

    @Test func textAndStrokesAndLayers() throws {
        let renderer = ImageRenderer(content: Canvas { context, size in
            context.stroke(Path(CGRect(x: 1, y: 1, width: size.width - 2, height: size.height - 2)), with: .color(.red), lineWidth: 2)
            context.drawLayer { layer in
                layer.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
        }.frame(width: 60, height: 40))
        let image = try #require(DecodedImage(png: try renderer.pngData()))
        #expect(image.pixel(x: 1, y: 20) == red)
        // The text is centred: ink within a few points of the middle, none near the edges inside.
        let inked = (22..<38).contains { x in (14..<26).contains { y in image.pixel(x: x, y: y).alpha > 200 } }
        #expect(inked)
        #expect(image.pixel(x: 8, y: 8).alpha == 0)
        // SVG draws the text as glyph outlines, like any text.
        #expect(try renderer.svg().contains("<use"))
    }

    @Test func filtersEaselCantDrawAreSaid() throws {
        let list = try ImageRenderer(content: Canvas { context, _ in
            context.addFilter(.luminanceToAlpha)
            context.addFilter(.shadow(radius: 2))
            context.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(.red))
        }.frame(width: 20, height: 20)).displayList()
        #expect(list.diagnostics.contains { $0.contains("luminanceToAlpha") })
        #expect(list.items.contains { if case .beginLayer(.shadow) = $0 { true } else { false } })
    }

    @Test func optionsEaselDoesntDrawAreSaid() throws {
        let gradient = Gradient(colors: [.red, .blue])
        let list = try ImageRenderer(content: Canvas { context, _ in
            context.addFilter(.shadow(radius: 2, options: .shadowOnly))
            context.addFilter(.blur(radius: 1, options: .opaque), options: .linearColor)
            let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.fill(square, with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 5, y: 0), options: .repeat))
            context.fill(square, with: .radialGradient(gradient, center: .zero, startRadius: 0, endRadius: 5, options: .repeat))
            context.fill(square, with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 5, y: 0)))
        }.frame(width: 20, height: 20)).displayList()
        #expect(list.diagnostics == [
            "Canvas: the shadow filter's options aren't drawn; it is drawn below what follows, in the normal blend mode.",
            "Canvas: the blur filter's options aren't drawn; it is drawn as a blur that fades at the edges.",
            "Canvas: the filter option linearColor isn't drawn; the blur filter works in the display's colour space.",
            "Canvas: the gradient option repeat isn't drawn; the gradient is padded past its ends.",
        ])
        // What is drawn is drawn: the shadow and the blur are still there.
        #expect(list.items.contains { if case .beginLayer(.shadow) = $0 { true } else { false } })
    }
}
