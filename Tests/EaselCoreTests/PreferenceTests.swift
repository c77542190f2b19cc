import Testing
import Foundation
@testable import EaselCore

/// Preferences: values flow up, siblings combine in view order with `reduce`, an outer
/// `preference` replaces its content's value, `transformPreference` changes it; readers see them
/// when the view resolves (`overlayPreferenceValue`) or after layout (`onPreferenceChange`).
@Suite struct PreferenceTests {
    enum Names: PreferenceKey {
        static let defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) {
            value += nextValue()
        }
    }

    enum Widest: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
            value = max(value, nextValue())
        }
    }

    @Test func siblingsCombineInViewOrder() {
        let view = VStack {
            Text("a").preference(key: Names.self, value: ["a"])
            HStack {
                Text("b").preference(key: Names.self, value: ["b"])
                Text("c").preference(key: Names.self, value: ["c"])
            }
            Text("none")
        }
        .overlayPreferenceValue(Names.self) { names in
            Text(names.joined(separator: ",")).id("names")
        }
        let layout = lay(view)
        #expect(layout.nodes(named: "Text").contains { $0.description.contains("a,b,c") })
    }

    @Test func anOuterValueReplacesItsContentsAndTransformsChangeIt() {
        let replaced = VStack {
            Text("a").preference(key: Names.self, value: ["inner"])
        }
        .preference(key: Names.self, value: ["outer"])
        .transformPreference(Names.self) { $0.append("more") }
        .overlayPreferenceValue(Names.self) { Text($0.joined(separator: ",")) }
        #expect(lay(replaced).nodes(named: "Text").contains { $0.description.contains("outer,more") })
        // With no value set, the reader gets the default.
        let none = Text("x").overlayPreferenceValue(Names.self) { Text("count \($0.count)") }
        #expect(lay(none).nodes(named: "Text").contains { $0.description.contains("count 0") })
    }

    @Test func theOverlayIsAlignedOverItsView() {
        let view = Color.red.frame(width: 100, height: 50)
            .preference(key: Widest.self, value: 30)
            .backgroundPreferenceValue(Widest.self, alignment: .leading) { width in
                Color.blue.frame(width: width, height: 10).id("bar")
            }
        // The 100×50 view is centred in 390×844: (145, 397); the bar is 30×10 at its leading edge,
        // centred vertically: (145, 417).
        expectFrame(lay(view), "bar", rect(145, 417, 30, 10))
    }

    @Test func onPreferenceChangeSeesGeometryReadersAfterLayout() {
        final class Seen: @unchecked Sendable { var widths: [CGFloat] = [] }
        let seen = Seen()
        struct Measured: View {
            let seen: Seen
            @State private var width: CGFloat = 0
            var body: some View {
                VStack {
                    Text("Measured").font(.body)
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: Widest.self, value: proxy.size.width)
                        })
                    Color.green.frame(width: width, height: 4).id("underline")
                }
                .onPreferenceChange(Widest.self) { value in
                    seen.widths.append(value)
                    width = value
                }
            }
        }
        let host = ViewHost(Measured(seen: seen))
        let textWidth = host.layout.nodes(named: "Text").first!.frame.width
        #expect(textWidth > 0)
        // The action ran with the text's width, and the underline took it in the next render.
        #expect(seen.widths == [textWidth])
        #expect(host.layout.frame(id: "underline")?.width == textWidth)
    }
}
