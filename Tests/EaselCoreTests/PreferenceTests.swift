import Testing
import Foundation
@testable import EaselCore

/// Preferences: values flow up, siblings combine in view order with `reduce`, an outer
/// `preference` replaces its content's value, `transformPreference` changes it; readers see them
/// when the view resolves (`overlayPreferenceValue`, and again after layout for views built while
/// laid out) or after layout (`onPreferenceChange`).
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

    /// Anchors compare equal when they take the same part of the same view, so a preference value
    /// holding one synthesizes `Equatable` (as Apple's `Anchor` allows).
    struct TagAnchor: Equatable, Hashable {
        let id: Int
        let anchor: Anchor<CGRect>
    }

    struct TagAnchorKey: PreferenceKey {
        static let defaultValue: [TagAnchor] = []
        static func reduce(value: inout [TagAnchor], nextValue: () -> [TagAnchor]) { value.append(contentsOf: nextValue()) }
    }

    @Test func anchorsAreEquatable() {
        final class Collected: @unchecked Sendable { var value: [TagAnchor]? }
        let collected = Collected()
        _ = lay(HStack {
            ForEach(0..<2) { index in
                Text("Tag \(index)").anchorPreference(key: TagAnchorKey.self, value: .bounds) { [TagAnchor(id: index, anchor: $0)] }
            }
        }.overlayPreferenceValue(TagAnchorKey.self) { tags in
            collected.value = tags
            return EmptyView()
        })
        let tags = collected.value ?? []
        #expect(tags.count == 2)
        #expect(tags.first == tags.first && tags.first != tags.last)
        #expect(Set(tags).count == 2)
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

    @Test func readersSeeValuesSetInsideGeometryReaders() {
        // The classic measuring pattern: a geometry reader in the background reports the text's
        // width, and the overlay reads it. The reader's content is built while laid out; the
        // overlay reads it after layout, as SwiftUI's does (`LatePreferenceReader`).
        let view = Text("Measured").font(.body)
            .background(GeometryReader { proxy in
                Color.clear.preference(key: Widest.self, value: proxy.size.width)
            })
            .overlayPreferenceValue(Widest.self, alignment: .bottomLeading) { width in
                Color.blue.frame(width: width, height: 2).id("underline")
            }
        let layout = lay(view)
        let text = layout.nodes(named: "Text").first!.frame
        #expect(text.width > 60)
        expectFrame(layout, "underline", CGRect(x: text.minX, y: text.maxY - 2, width: text.width, height: 2))
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

/// Anchor preferences: the classic tab strip whose underline follows the selected tab.
@Suite struct AnchorPreferenceTests {
    enum SelectedBounds: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
            value = value ?? nextValue()
        }
    }

    struct Tabs: View {
        let selected: Int
        var body: some View {
            HStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { index in
                    Color.clear.frame(width: 60 + CGFloat(index) * 20, height: 30)
                        .anchorPreference(key: SelectedBounds.self, value: .bounds) { index == selected ? $0 : nil }
                }
            }
            .overlayPreferenceValue(SelectedBounds.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let rect = proxy[anchor]
                        Color.blue.frame(width: rect.width, height: 2).id("underline").offset(x: rect.minX, y: rect.maxY)
                    }
                }
            }
        }
    }

    @Test func theUnderlineFollowsTheSelectedTab() {
        // Tabs of 60, 80 and 100: 240 wide, centred in 390 (x from 75), 30 tall at y 407.
        let first = lay(Tabs(selected: 0))
        expectFrame(first, "underline", rect(75, 407 + 30, 60, 2))
        let third = lay(Tabs(selected: 2))
        expectFrame(third, "underline", rect(75 + 140, 407 + 30, 100, 2))
    }

    @Test func pointAnchorsAndTransforms() {
        enum Centers: PreferenceKey {
            static let defaultValue: [Anchor<CGPoint>] = []
            static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
                value += nextValue()
            }
        }
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).anchorPreference(key: Centers.self, value: .center) { [$0] }
            Color.red.frame(width: 10, height: 10).transformAnchorPreference(key: Centers.self, value: .topLeading) { $0.append($1) }
        }
        .overlayPreferenceValue(Centers.self) { centers in
            GeometryReader { proxy in
                ForEach(centers.indices, id: \.self) { index in
                    Color.blue.frame(width: 1, height: 1).id("dot\(index)").position(proxy[centers[index]])
                }
            }
        }
        let layout = lay(view)
        // The stack: 10×20 at (190, 412). The first dot at the first square's centre; the second
        // at the second square's top leading corner.
        expectFrame(layout, "dot0", rect(194.5, 416.5, 1, 1))
        expectFrame(layout, "dot1", rect(189.5, 421.5, 1, 1))
        // Behind the views, the reader is placed first: the anchors can't be read yet, and the
        // layout says so.
        let behind = lay(VStack { Color.red.frame(width: 10, height: 10).anchorPreference(key: Centers.self, value: .center) { [$0] } }
            .backgroundPreferenceValue(Centers.self) { centers in
                GeometryReader { proxy in
                    ForEach(centers.indices, id: \.self) { Color.blue.position(proxy[centers[$0]]) }
                }
            })
        #expect(behind.diagnostics.contains { $0.hasPrefix("An Anchor was read before its view was placed") })
    }
}
