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
    }

    /// A picker of sizes in the given style, in a form when `inForm`, inside a navigation stack.
    struct Sizes: View {
        let style: Style
        let inForm: Bool
        @State var size = 2
        enum Style { case wheel, inline, navigationLink, palette }

        var body: some View {
            NavigationStack {
                if inForm {
                    Form { picker }
                } else {
                    VStack { picker }
                }
            }
        }

        @ViewBuilder var picker: some View {
            let picker = Picker("Size", selection: $size) {
                Text("One").tag(1)
                Text("Two").tag(2)
                Text("Three").tag(3)
            }
            switch style {
            case .wheel: picker.pickerStyle(.wheel)
            case .inline: picker.pickerStyle(.inline)
            case .navigationLink: picker.pickerStyle(.navigationLink)
            case .palette: picker.pickerStyle(.palette)
            }
        }
    }

    private func frame(of text: String, in layout: ViewLayout) -> CGRect? {
        layout.nodes(named: "Text").first { $0.description.contains("\"\(text)\"") }?.frame
    }

    @Test func aWheelCentresTheSelectionOnItsDrum() throws {
        let host = ViewHost(Sizes(style: .wheel, inForm: false), on: .iPhone15Pro)
        let two = try #require(frame(of: "Two", in: host.layout))
        let one = try #require(frame(of: "One", in: host.layout))
        let three = try #require(frame(of: "Three", in: host.layout))
        // Neighbours sit 108 · sin(32 / 108) = 31.54 from the centre.
        #expect(abs((two.midY - one.midY) - 31.54) < 0.01)
        #expect(abs((three.midY - two.midY) - 31.54) < 0.01)
        #expect(abs(two.midX - 196.5) < 0.01)
        #expect(host.layout.diagnostics.isEmpty, "\(host.layout.diagnostics)")
        try host.tap("Three")
        let centred = try #require(frame(of: "Three", in: host.layout))
        #expect(abs(centred.midY - two.midY) < 0.01)
        // Outside a list, `.inline` is a wheel too.
        let inline = ViewLayout(of: Sizes(style: .inline, inForm: false), on: .iPhone15Pro)
        #expect(abs((try #require(frame(of: "Two", in: inline))).midY - two.midY) < 0.01)
    }

    @Test func anInlinePickerInAFormIsRowsWithACheckmark() throws {
        let host = ViewHost(Sizes(style: .inline, inForm: true), on: .iPhone15Pro)
        let one = try #require(frame(of: "One", in: host.layout))
        let two = try #require(frame(of: "Two", in: host.layout))
        // Rows 44 tall, one under the other, at the row inset; the label heads the section.
        #expect(abs((two.midY - one.midY) - 44) < 0.5)
        #expect(abs(one.minX - 36) < 0.001)
        #expect(frame(of: "SIZE", in: host.layout) != nil || frame(of: "Size", in: host.layout) != nil)
        let check = try #require(host.layout.nodes(named: "Image").first { $0.description.contains("checkmark") }?.frame)
        #expect(abs(check.midY - two.midY) < 1)
        #expect(abs(check.maxX - (393 - 36)) < 0.5)
        try host.tap("Three")
        let moved = try #require(host.layout.nodes(named: "Image").first { $0.description.contains("checkmark") }?.frame)
        let three = try #require(frame(of: "Three", in: host.layout))
        #expect(abs(moved.midY - three.midY) < 1)
    }

    @Test func aNavigationLinkPickerPushesItsOptions() throws {
        let host = ViewHost(Sizes(style: .navigationLink, inForm: true), on: .iPhone15Pro)
        let label = try #require(frame(of: "Size", in: host.layout))
        let value = try #require(frame(of: "Two", in: host.layout))
        #expect(abs(label.midY - value.midY) < 0.5)
        #expect(frame(of: "One", in: host.layout) == nil)
        #expect(host.layout.nodes(named: "Image").contains { $0.description.contains("chevron.forward") })
        try host.tap("Size")
        // The options, pushed: a list with the selected one checked.
        #expect(frame(of: "One", in: host.layout) != nil)
        try host.tap("Three")
        // Picking goes back, the new value in the row.
        #expect(frame(of: "One", in: host.layout) == nil)
        #expect(frame(of: "Three", in: host.layout) != nil)
    }

    @Test func aPaletteOutsideAMenuIsASegmentedControl() throws {
        let palette = ViewLayout(of: Sizes(style: .palette, inForm: false), on: .iPhone15Pro)
        let one = try #require(frame(of: "One", in: palette))
        let two = try #require(frame(of: "Two", in: palette))
        // Three segments share the width: their titles' centres are a third of it apart.
        #expect(abs(one.midY - two.midY) < 0.5)
        #expect(two.midX > one.midX + 80)
        #expect(palette.diagnostics.isEmpty, "\(palette.diagnostics)")
    }
}
