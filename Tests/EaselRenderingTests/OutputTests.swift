import Easel
import Foundation
import Testing
@testable import EaselRendering

/// The three outputs: deterministic bytes, structure, errors, and the display list they share.
@Suite struct OutputTests {
    struct Card: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Circle().fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)).frame(width: 40, height: 40)
                    Text("Ada Lovelace").font(.headline)
                    Spacer()
                }
                Text("Notes on the Analytical Engine").font(.subheadline).foregroundColor(.secondary)
            }
            .padding()
            .frame(width: 260)
            .background(RoundedRectangle(cornerRadius: 12).fill(Color.white).shadow(radius: 6, y: 3))
            .padding(12)
        }
    }

    @Test func theSameViewGivesTheSameBytesEveryTime() throws {
        let first = ImageRenderer(content: Card())
        first.scale = 2
        let second = ImageRenderer(content: Card())
        second.scale = 2
        #expect(try first.pngData() == second.pngData())
        #expect(try first.svg() == second.svg())
        #expect(try first.pdfData() == second.pdfData())
    }

    /// A server renders on several threads at once (issue #16): each thread's pictures are the
    /// bytes one thread alone makes, in every format, with titles in several scripts (fonts and
    /// shaping caches are shared between the threads).
    @Test func threadsRenderingAtOnceMakeTheSameBytes() throws {
        @Sendable func pictures(_ title: String) throws -> [Data] {
            let renderer = ImageRenderer(content: VStack { Card(); Text(title).font(.title) })
            renderer.scale = 2
            return [try renderer.pngData(), Data(try renderer.svg().utf8), try renderer.pdfData()]
        }
        let titles = ["Ada Lovelace", "مرحبا بالعالم", "你好，世界", "שלום עולם", "नमस्ते दुनिया", "Γειά σου Κόσμε"]
        let alone = try titles.map(pictures)
        let results = ThreadResults(count: titles.count * 4)
        DispatchQueue.concurrentPerform(iterations: titles.count * 4) { index in
            results.set(index, try? pictures(titles[index % titles.count]))
        }
        for index in 0..<titles.count * 4 {
            #expect(results.value(index) == alone[index % titles.count], "\(titles[index % titles.count]) on thread \(index)")
        }
    }

    final class ThreadResults: @unchecked Sendable {
        // @unchecked: `values` is only touched under `lock`.
        private let lock = NSLock()
        private var values: [[Data]?]
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: [Data]?) { lock.withLock { values[index] = value } }
        func value(_ index: Int) -> [Data]? { lock.withLock { values[index] } }
    }

    @Test func thePictureIsTheViewsSize() throws {
        // Ideal size: 260 + 2 × 12 wide.
        let renderer = ImageRenderer(content: Card())
        let list = try renderer.displayList()
        #expect(list.size.width == 284)
        renderer.scale = 2
        let image = try #require(PNGDecoder.decode(try renderer.pngData()))
        #expect(image.width == 568)
    }

    @Test func aProposedSizeIsOfferedToTheView() throws {
        let renderer = ImageRenderer(content: Color.red)
        #expect(try renderer.displayList().size == CGSize(width: 10, height: 10))
        renderer.proposedSize = ProposedViewSize(width: 300, height: 200)
        #expect(try renderer.displayList().size == CGSize(width: 300, height: 200))
    }

    @Test func svgDrawsGlyphsAsPathsAndShadowsAsFilters() throws {
        let svg = try ImageRenderer(content: Card()).svg()
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("width=\"284\""))
        #expect(svg.contains("<path id=\"glyph"))
        #expect(svg.contains("<use xlink:href=\"#glyph"))
        #expect(svg.contains("<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"6\"/>"))
        #expect(svg.contains("<linearGradient"))
        #expect(!svg.contains("<text"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func pdfIsOnePageWithFixedDates() throws {
        let pdf = try ImageRenderer(content: Card()).pdfData()
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-1."))
        #expect(text.contains("/CreationDate (20000101000000Z)"))
        #expect(text.components(separatedBy: "/Type /Page ").count - 1 == 1)
        #expect(text.contains("/Count 1"))
    }

    @Test func theDisplayListDumpIsExact() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Circle().stroke(Color.blue, lineWidth: 2).frame(width: 10, height: 10).opacity(0.5)
        }
        let json = try ImageRenderer(content: view).displayList().json()
        let expected = """
        {"size": [20, 10], "items": [
          {"fill": {"path": "M0 0L10 0L10 10L0 10Z", "paint": "#ff3b30", "rule": "nonZero"}},
          {"beginLayer": {"opacity": 0.5}},
          {"stroke": {"path": "M20 5C20 7.761 17.761 10 15 10C12.239 10 10 7.761 10 5C10 2.239 12.239 0 15 0C17.761 0 20 2.239 20 5Z", "paint": "#007aff", "lineWidth": 2}},
          {"endLayer": {}}
        ]}
        """
        #expect(json == expected)
    }

    @Test func invalidScalesAndCanvasesAreErrors() {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
        renderer.scale = 0
        #expect(throws: RenderError.invalidScale(0)) { try renderer.pngData() }
        renderer.scale = .nan
        #expect(throws: RenderError.self) { try renderer.pngData() }
        #expect(throws: RenderError.emptyCanvas(.zero)) { try ImageRenderer(content: EmptyView()).pngData() }
        let huge = ImageRenderer(content: Color.red.frame(width: 100_000, height: 100_000))
        #expect(throws: RenderError.canvasTooLarge(width: 100_000, height: 100_000)) { try huge.pngData() }
        let unbounded = ImageRenderer(content: Color.red)
        unbounded.proposedSize = .infinity
        #expect(throws: RenderError.unboundedCanvas(CGSize(width: CGFloat.infinity, height: .infinity))) { try unbounded.pngData() }
        #expect(RenderError.invalidScale(0).description == "Invalid scale 0.0: it must be a positive, finite number.")
    }
}
