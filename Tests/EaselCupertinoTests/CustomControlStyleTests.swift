import Testing
import Foundation
@testable import Easel
@testable import EaselRendering

/// Styles written by apps for labeled content and gauges: they get the control's parts and
/// replace its whole look, and can wrap the look they replace.
@Suite struct CustomControlStyleTests {
    /// A 30×10 label and a 20×10 content, told apart by id.
    func parts() -> LabeledContent<some View, some View> {
        LabeledContent { Rectangle().frame(width: 20, height: 10).id("content") } label: { Color.blue.frame(width: 30, height: 10).id("label") }
    }

    struct Stacked: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 2) {
                configuration.label
                configuration.content.foregroundStyle(.red)
            }
        }
    }

    struct Padded: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            LabeledContent(configuration).padding(10)
        }
    }

    func pixel(_ view: some View, x: Int, y: Int) throws -> DecodedImage.Pixel {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 1
        return try #require(DecodedImage(png: try renderer.pngData())).pixel(x: x, y: y)
    }

    @Test func theAutomaticStylePutsTheContentTrailingInSecondaryGrey() throws {
        let layout = ViewLayout(of: parts().frame(width: 200), in: CGSize(width: 200, height: 100))
        expectFrame(layout, "label", rect(0, 45, 30, 10))
        expectFrame(layout, "content", rect(180, 45, 20, 10))
        let explicit = ViewLayout(of: parts().labeledContentStyle(.automatic).frame(width: 200), in: CGSize(width: 200, height: 100))
        expectFrame(explicit, "content", rect(180, 45, 20, 10))
        // opaqueSecondaryLabel, #8A8A8E.
        #expect(try pixel(parts().frame(width: 200), x: 190, y: 5) == DecodedImage.Pixel(red: 138, green: 138, blue: 142, alpha: 255))
    }

    @Test func aCustomStyleArrangesTheParts() throws {
        let layout = ViewLayout(of: parts().labeledContentStyle(Stacked()), in: CGSize(width: 200, height: 100))
        // A 30×22 stack centred: the label on top, the content 2 points below.
        expectFrame(layout, "label", rect(85, 39, 30, 10))
        expectFrame(layout, "content", rect(85, 51, 20, 10))
        #expect(try pixel(parts().labeledContentStyle(Stacked()), x: 5, y: 17) == DecodedImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
    }

    @Test func aStyleWrapsTheLookItWasSetOver() {
        // LabeledContent(configuration) inside the style is drawn by the style around it:
        // by default the automatic look, padded; over Stacked, the stack, padded.
        let wrapped = ViewLayout(of: parts().labeledContentStyle(Padded()).frame(width: 200), in: CGSize(width: 200, height: 100))
        expectFrame(wrapped, "label", rect(10, 45, 30, 10))
        expectFrame(wrapped, "content", rect(170, 45, 20, 10))
        let overStacked = ViewLayout(of: parts().labeledContentStyle(Padded()).labeledContentStyle(Stacked()), in: CGSize(width: 200, height: 100))
        expectFrame(overStacked, "label", rect(85, 39, 30, 10))
        expectFrame(overStacked, "content", rect(85, 51, 20, 10))
    }

    struct Bar: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 0) {
                Color.blue.frame(width: 100 * configuration.value, height: 5).id("bar")
                Text(configuration.currentValueLabel == nil ? "no value label" : "value label")
                Text(configuration.minimumValueLabel == nil ? "no bounds" : "bounds")
                configuration.label
            }
        }
    }

    func text(_ layout: ViewLayout, _ string: String) -> Bool {
        layout.nodes(named: "Text").contains { $0.description.contains("\"\(string)\"") }
    }

    @Test func aCustomGaugeStyleGetsTheValueAsAFractionAndTheLabels() throws {
        let plain = ViewLayout(of: Gauge(value: 6.0, in: 0...10) { Text("Orders") }.gaugeStyle(Bar()), in: CGSize(width: 200, height: 200))
        #expect(abs((plain.frame(id: "bar")?.width ?? 0) - 60) < 1e-9)
        #expect(text(plain, "no value label") && text(plain, "no bounds") && text(plain, "Orders"))
        let labelled = ViewLayout(of: Gauge(value: 12.0, in: 0...10) { Text("Orders") } currentValueLabel: { Text("12") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }.gaugeStyle(Bar()), in: CGSize(width: 200, height: 200))
        // Past the range: given at its upper end.
        #expect(plain.diagnostics.isEmpty && abs((labelled.frame(id: "bar")?.width ?? 0) - 100) < 1e-9)
        #expect(text(labelled, "value label") && text(labelled, "bounds"))
    }

    @Test func theBuiltInGaugeStylesStillDraw() throws {
        // The default (linear capacity) track across 200 points, filled to a quarter.
        let linear = ViewLayout(of: Gauge(value: 0.25) { Text("Battery") }.gaugeStyle(.automatic).frame(width: 200), in: CGSize(width: 200, height: 100))
        #expect(linear.nodes(named: "Capsule").map(\.frame.width) == [200, 50])
        let circular = ViewLayout(of: Gauge(value: 0.5) { Text("Speed") }.gaugeStyle(.accessoryCircularCapacity), in: CGSize(width: 200, height: 100))
        #expect(circular.nodes(named: "Circle").first?.frame.size == CGSize(width: 58, height: 58))
    }
}
