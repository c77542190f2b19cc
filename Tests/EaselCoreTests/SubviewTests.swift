import Testing
import Foundation
@testable import EaselCore

/// `Group(subviews:)`, `ForEach(subviews:)`, container values and tags (iOS 18's container API),
/// and custom label styles.
@Suite struct SubviewTests {
    struct Accent: ContainerValueKey {
        static var defaultValue: Bool { false }
    }

    /// A container that shows its content's views in reverse, the accented ones wider.
    struct Reversed<Content: View>: View {
        @ViewBuilder let content: Content
        var body: some View {
            Group(subviews: content) { subviews in
                VStack(spacing: 0) {
                    ForEach(subviews.reversed()) { subview in
                        subview.frame(width: subview.containerValues[Accent.self] ? 100 : 50, height: 10)
                    }
                }
            }
        }
    }

    @Test func aContainerArrangesItsSubviews() {
        let view = Reversed {
            Color.red.id("a")
            ForEach(0..<2) { index in
                Color.blue.id("b\(index)")
            }
            Color.green.id("c").containerValue(\.accent, true)
        }
        let layout = lay(view)
        // Four subviews (the ForEach counts as its two), reversed: c, b1, b0, a; 40 tall in all,
        // centred: y from 402.
        expectFrame(layout, "c", rect(145, 402, 100, 10))
        expectFrame(layout, "b1", rect(170, 412, 50, 10))
        expectFrame(layout, "b0", rect(170, 422, 50, 10))
        expectFrame(layout, "a", rect(170, 432, 50, 10))
    }

    /// A container that frames each view of its content, given the content itself (iOS 18's
    /// `ForEach(subviews:content:)` with a view), in a stack of its own.
    struct Board<Content: View>: View {
        @ViewBuilder let content: Content
        var body: some View {
            VStack(spacing: 2) {
                ForEach(subviews: content) { subview in
                    subview.frame(width: 60, height: 10).padding(4)
                }
            }
        }
    }

    @Test func forEachOverAContentViewMakesAViewOfEachSubview() {
        let layout = lay(Board {
            Color.red.id("a")
            ForEach(0..<2) { index in
                Color.blue.id("b\(index)")
            }
        })
        // Three subviews (the ForEach counts as its two), each 68×18 padded, 2 apart: 58 tall,
        // centred from y 393; each 60×10 frame 4 in.
        expectFrame(layout, "a", rect(165, 397, 60, 10))
        expectFrame(layout, "b0", rect(165, 417, 60, 10))
        expectFrame(layout, "b1", rect(165, 437, 60, 10))
        // A Group in the content counts as its members; an empty content makes nothing.
        let grouped = lay(Board { Group { Color.red.id("g0"); Color.green.id("g1") } })
        expectFrame(grouped, "g0", rect(165, 407, 60, 10))
        expectFrame(grouped, "g1", rect(165, 427, 60, 10))
        #expect(lay(Board { EmptyView() }).nodes(named: "Color").isEmpty)
    }

    @Test func tagsAreContainerValues() {
        final class Box: @unchecked Sendable { var tags: [String?] = [] }
        let box = Box()
        let view = Group(subviews: Group {
            Text("x").tag("first")
            Text("y")
            Text("z").padding().tag(3)
        }) { subviews in
            let _ = box.tags = subviews.map { $0.containerValues.tag(for: String.self) ?? ($0.containerValues.hasTag(3) ? "three" : nil) }
            EmptyView()
        }
        let layout = lay(view)
        #expect(box.tags == ["first", nil, "three"])
        // Subviews that aren't shown are neither laid out nor drawn.
        #expect(layout.nodes(named: "Text").isEmpty)
    }

    @Test func aSubviewShownTwiceShowsOnce() {
        let view = Group(subviews: Text("once")) { subviews in
            VStack {
                subviews[0]
                subviews[0]
            }
        }
        let layout = lay(view)
        #expect(layout.nodes(named: "Text").count == 1)
        #expect(layout.diagnostics.contains("A Subview is shown more than once; it appears only in its first place."))
    }

    struct Stacked: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 4) {
                configuration.icon.id("icon")
                configuration.title.id("title")
            }
        }
    }

    @Test func customLabelStyles() {
        let layout = lay(Label { Text("Title") } icon: { Color.red.frame(width: 20, height: 20) }.labelStyle(Stacked()))
        let icon = layout.frame(id: "icon")!, title = layout.frame(id: "title")!
        // The icon above the title, 4 pt apart, both centred on the same axis.
        #expect(abs(title.minY - icon.maxY - 4) < 0.001)
        #expect(abs(title.midX - icon.midX) < 0.001)
        #expect(icon.size == CGSize(width: 20, height: 20))
    }
}

extension ContainerValues {
    var accent: Bool {
        get { self[SubviewTests.Accent.self] }
        set { self[SubviewTests.Accent.self] = newValue }
    }
}
