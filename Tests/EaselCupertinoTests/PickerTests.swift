import Testing
import Foundation
@testable import Easel
@testable import EaselRendering

/// Pickers: the selected option by tag (or a ForEach's ids), the menu look in a form row and
/// alone, the segmented control and selecting a segment, and what goes wrong said.
@Suite struct PickerTests {
    /// As in Apple's `Picker` documentation: the id is the case itself, so that a `ForEach`'s
    /// implicit tags are flavours.
    enum Flavor: String, CaseIterable, Identifiable {
        case vanilla, chocolate, strawberry
        var id: Self { self }
    }

    struct Order: View {
        @State var flavor = Flavor.chocolate
        @State var size = 1
        var body: some View {
            Form {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                }
                Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Text("Medium").tag(1)
                    Text("Large").tag(2)
                }
                .pickerStyle(.segmented)
            }
        }
    }

    @Test func aMenuPickerInAFormShowsItsValueAtTheTrailingEdge() {
        let layout = ViewLayout(of: Order(), on: .iPhone15Pro)
        let texts = layout.nodes(named: "Text")
        let title = texts.first { $0.description.contains("\"Flavor\"") }?.frame
        let value = texts.first { $0.description.contains("\"Chocolate\"") }?.frame
        #expect(title.map { abs($0.minX - 36) < 0.001 } == true)
        // The value, then the 6 pt gap and the chevron, end at the row's trailing inset (393 - 36).
        #expect(value.map { $0.maxX > 300 && $0.maxX < 357 } == true, "\(String(describing: value))")
        #expect(!texts.contains { $0.description.contains("\"Vanilla\"") })
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
    }

    @Test func aSegmentedControlSharesItsWidth() throws {
        let host = ViewHost(Order(), on: .iPhone15Pro)
        let texts = host.layout.nodes(named: "Text")
        let small = try #require(texts.first { $0.description.contains("\"Small\"") }).frame
        let large = try #require(texts.first { $0.description.contains("\"Large\"") }).frame
        // The row's content is 393 - 2 × 36 = 321 wide: three segments of 107, titles centred.
        #expect(abs(small.midX - (36 + 107 / 2)) < 0.01, "\(small)")
        #expect(abs(large.midX - (36 + 107 * 2.5)) < 0.01, "\(large)")
        try host.tap("Large")
        // Selected, the segment's title turns semibold: a different glyph run, the same place.
        #expect(host.layout.nodes(named: "Text").contains { $0.description.contains("\"Large\"") })
        let thumb = host.layout.nodes(named: "RoundedRectangle").first { abs($0.frame.height - 28) < 0.01 }?.frame
        #expect(thumb.map { abs($0.midX - (36 + 107 * 2.5)) < 0.01 } == true, "\(String(describing: thumb))")
    }

    @Test func aMenuPickerAloneIsItsValueInTheAccentColour() throws {
        let renderer = ImageRenderer(content: Picker("Sort", selection: .constant("Date")) {
            Text("Name").tag("Name")
            Text("Date").tag("Date")
        })
        renderer.scale = 2
        let layout = try renderer.layout()
        #expect(layout.nodes(named: "Text").map(\.description).contains { $0.contains("\"Date\"") })
        #expect(!layout.nodes(named: "Text").map(\.description).contains { $0.contains("\"Sort\"") })
        let image = try #require(DecodedImage(png: renderer.pngData()))
        #expect((0..<image.width).contains { x in
            (0..<image.height).contains { y in
                let p = image.pixel(x: x, y: y)
                return p.alpha > 200 && p.blue > 200 && p.red < 60
            }
        })
    }

    @Test func selectionsThatMatchNothingSaySo() {
        let none = ViewLayout(of: Form { Picker("Size", selection: .constant(9)) { Text("One").tag(1) } }, on: .iPhone15Pro)
        #expect(none.diagnostics.contains { $0.hasPrefix("A Picker's selection 9 matches no option's tag") })
        // An optional selection matches plain tags.
        let optional = ViewLayout(of: Form { Picker("Size", selection: .constant(Optional(1))) { Text("One").tag(1) } }, on: .iPhone15Pro)
        #expect(optional.diagnostics.isEmpty, "\(optional.diagnostics)")
        #expect(optional.nodes(named: "Text").contains { $0.description.contains("\"One\"") })
        // Styles Easel doesn't draw yet say so.
        let wheel = ViewLayout(of: Picker("Size", selection: .constant(1)) { Text("One").tag(1) }.pickerStyle(.wheel), on: .iPhone15Pro)
        #expect(wheel.diagnostics.contains("pickerStyle(.wheel) is drawn as .menu: Easel doesn't draw that style yet."))
    }
}
