import Testing
import Foundation
@testable import EaselCore

// Views used by these tests.
private struct Badge: View {
    var body: some View { Color.red.frame(width: 20, height: 20).id("badge") }
}

private struct Card: View {
    var body: some View {
        VStack(spacing: 0) {
            Badge()
            Color.blue.frame(width: 40, height: 10).id("line")
        }.id("card")
    }
}

private struct Framed: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(10).background(Color.gray.id("framedBackground"))
    }
}

private struct Twice: ViewModifier {
    func body(content: Content) -> some View {
        HStack(spacing: 0) {
            content
            content
        }
    }
}

private struct Item: Identifiable {
    let id: Int
    let width: CGFloat
}

private enum Kind { case small, medium, large }

/// View builders and view composition: they decide which children exist, not how they are laid
/// out; the frames follow from the stack rules (spec §3).
@Suite struct ViewBuilderTests {
    @Test func moreThanTenChildren() {
        // 12 rows of 10 (spacing 0) → 120 tall at y = 362; the last row starts at 362 + 110.
        let l = lay(VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("0")
            Color.red.frame(width: 10, height: 10).id("1")
            Color.red.frame(width: 10, height: 10).id("2")
            Color.red.frame(width: 10, height: 10).id("3")
            Color.red.frame(width: 10, height: 10).id("4")
            Color.red.frame(width: 10, height: 10).id("5")
            Color.red.frame(width: 10, height: 10).id("6")
            Color.red.frame(width: 10, height: 10).id("7")
            Color.red.frame(width: 10, height: 10).id("8")
            Color.red.frame(width: 10, height: 10).id("9")
            Color.red.frame(width: 10, height: 10).id("10")
            Color.red.frame(width: 10, height: 10).id("11")
        }.id("s"))
        expectFrame(l, "s", rect(190, 362, 10, 120))
        expectFrame(l, "11", rect(190, 472, 10, 10))
        #expect(l.root.children.count == 12)
    }

    private func conditional(_ flag: Bool) -> some View {
        HStack(spacing: 0) {
            if flag {
                Color.red.frame(width: 10, height: 10).id("t")
            } else {
                Color.blue.frame(width: 20, height: 20).id("f")
            }
            Color.green.frame(width: 30, height: 30).id("g")
        }
    }

    @Test func ifElse() {
        // true: 10 + 30 = 40 wide → x = 175; the 10×10 is centred on the 30 height: 407 + 10.
        let t = lay(conditional(true))
        expectFrame(t, "t", rect(175, 417, 10, 10))
        expectFrame(t, "g", rect(185, 407, 30, 30))
        #expect(t.frame(id: "f") == nil)
        let f = lay(conditional(false))
        expectFrame(f, "f", rect(170, 412, 20, 20))
        expectFrame(f, "g", rect(190, 407, 30, 30))
        #expect(f.frame(id: "t") == nil)
    }

    private func optionalRow(_ width: CGFloat?) -> some View {
        HStack {
            if let width {
                Color.red.frame(width: width, height: 10).id("opt")
            }
            Color.blue.frame(width: 10, height: 10).id("fixed")
        }
    }

    @Test func ifLetAndMissingContentTakesNoSpace() {
        // With the view: 50 + 8 + 10 = 68 → x = 161. Without: only the 10 (no spacing) → x = 190.
        let some = lay(optionalRow(50))
        expectFrame(some, "opt", rect(161, 417, 50, 10))
        expectFrame(some, "fixed", rect(219, 417, 10, 10))
        let none = lay(optionalRow(nil))
        expectFrame(none, "fixed", rect(190, 417, 10, 10))
        #expect(none.frame(id: "opt") == nil)
    }

    private func switched(_ kind: Kind) -> some View {
        VStack {
            switch kind {
            case .small: Color.red.frame(width: 10, height: 10).id("x")
            case .medium: Color.red.frame(width: 20, height: 20).id("x")
            case .large: Color.red.frame(width: 30, height: 30).id("x")
            }
        }
    }

    @Test func switchStatement() {
        expectFrame(lay(switched(.small)), "x", rect(190, 417, 10, 10))
        expectFrame(lay(switched(.medium)), "x", rect(185, 412, 20, 20))
        expectFrame(lay(switched(.large)), "x", rect(180, 407, 30, 30))
    }

    @Test func availabilityCheck() {
        // `*` matches Linux: the first branch is taken.
        let l = lay(HStack {
            if #available(macOS 10.15, iOS 13, *) {
                Color.red.frame(width: 10, height: 10).id("new")
            } else {
                Color.red.frame(width: 20, height: 20).id("old")
            }
        })
        expectFrame(l, "new", rect(190, 417, 10, 10))
        #expect(l.frame(id: "old") == nil)
    }

    @Test func optionalViewsAndEmptyView() {
        // nil and EmptyView contribute no child, hence no spacing: 10 + 8 + 10 = 28.
        let missing: Color? = nil
        let present: Color? = Color.green
        let l = lay(HStack {
            Color.red.frame(width: 10, height: 10).id("a")
            missing
            EmptyView()
            Color.blue.frame(width: 10, height: 10).id("b")
        }.id("s"))
        expectFrame(l, "s", rect(181, 417, 28, 10))
        expectFrame(l, "b", rect(199, 417, 10, 10))
        // A non-nil optional is a child: a flexible Color between two 10s (390 - 2×8 - 20 = 354).
        let m = lay(HStack {
            Color.red.frame(width: 10, height: 10)
            present.id("p")
            Color.blue.frame(width: 10, height: 10)
        })
        expectFrame(m, "p", rect(18, 0, 354, 844))
    }

    @Test func groupDistributesModifiers() {
        // The frame applies to each member: two 50×20 frames in the VStack (spacing 0) → 50×40.
        let l = lay(VStack(spacing: 0) {
            Group {
                Color.red.id("a")
                Color.blue.id("b")
            }.frame(width: 50, height: 20)
        }.id("s"))
        expectFrame(l, "s", rect(170, 402, 50, 40))
        expectFrame(l, "a", rect(170, 402, 50, 20))
        expectFrame(l, "b", rect(170, 422, 50, 20))
        #expect(l.nodes(named: "frame").count == 2)
    }

    @Test func groupPaddingAppliesToEachMember() {
        // Each 10×10 padded by 5 → 20×20; HStack(spacing 0) → 40×20 at (175, 412).
        let l = lay(HStack(spacing: 0) {
            Group {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.blue.frame(width: 10, height: 10).id("b")
            }.padding(5)
        })
        expectFrame(l, "a", rect(180, 417, 10, 10))
        expectFrame(l, "b", rect(200, 417, 10, 10))
    }

    @Test func anyViewIsTransparent() {
        let l = lay(HStack(spacing: 0) {
            AnyView(Color.red.frame(width: 30, height: 30).id("a"))
            AnyView(erasing: Color.blue.frame(width: 10, height: 10).id("b"))
        })
        expectFrame(l, "a", rect(175, 407, 30, 30))
        expectFrame(l, "b", rect(205, 417, 10, 10))
    }

    @Test func forEachOverARange() {
        // Widths 10…50, spacing 0 → 150 at x = 120; the Int id 4 starts at 120 + 100.
        let l = lay(HStack(spacing: 0) {
            ForEach(0..<5) { i in
                Color.red.frame(width: CGFloat(i + 1) * 10, height: 10).id(i)
            }
        })
        expectRect(l.frame(id: 0), rect(120, 417, 10, 10), "frame(id: 0)")
        expectRect(l.frame(id: 4), rect(220, 417, 50, 10), "frame(id: 4)")
    }

    @Test func forEachWithKeyPathAndIdentifiable() {
        let strings = lay(VStack(spacing: 0) {
            ForEach(["a", "b", "c"], id: \.self) { s in
                Color.red.frame(width: 10, height: 10).id(s)
            }
        })
        expectFrame(strings, "c", rect(190, 427, 10, 10))
        let items = [Item(id: 1, width: 30), Item(id: 2, width: 50)]
        let identifiable = lay(HStack {
            ForEach(items) { item in
                Color.red.frame(width: item.width, height: 10).id(item.id)
            }
        })
        // 30 + 8 + 50 = 88 → x = 151.
        expectRect(identifiable.frame(id: 2), rect(189, 417, 50, 10), "frame(id: 2)")
    }

    @Test func forEachMixedWithOtherChildren() {
        // Five children: 5×10 + 4×8 = 82 → x = 154; the trailing 10 starts at 154 + 72.
        let l = lay(HStack {
            Color.red.frame(width: 10, height: 10).id("first")
            ForEach(0..<3) { _ in Color.red.frame(width: 10, height: 10) }
            Color.blue.frame(width: 10, height: 10).id("last")
        }.id("s"))
        expectFrame(l, "s", rect(154, 417, 82, 10))
        expectFrame(l, "last", rect(226, 417, 10, 10))
    }

    @Test func customViewsNest() {
        // Card: VStack(spacing 0) of a 20×20 badge and a 40×10 line → 40×30 at (175, 407).
        let l = lay(Card())
        expectFrame(l, "card", rect(175, 407, 40, 30))
        expectFrame(l, "badge", rect(185, 407, 20, 20))
        expectFrame(l, "line", rect(175, 427, 40, 10))
    }

    @Test func customViewModifier() {
        // Framed = padding(10) + background: 50×50 → 70×70 at (160, 387).
        let l = lay(Color.red.frame(width: 50, height: 50).id("c").modifier(Framed()).id("m"))
        expectFrame(l, "m", rect(160, 387, 70, 70))
        expectFrame(l, "c", rect(170, 397, 50, 50))
        expectFrame(l, "framedBackground", rect(160, 387, 70, 70))
    }

    @Test func environmentFlowsDown() {
        // displayScale 2 set on the stack reaches the Divider inside: 0.5 thick, 390 long.
        // The VStack is 10.5 tall at y = (844 - 10.5)/2 = 416.75; the Divider 10 below.
        let l = lay(VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 10)
            Divider().id("d")
        }.environment(\.displayScale, 2))
        expectFrame(l, "d", rect(0, 426.75, 390, 0.5))
    }

    @Test func sameModifierNested() {
        // Framed twice: 50 + 2×10 + 2×10 = 90 at (150, 377); the inner background is 70×70.
        let l = lay(Color.red.frame(width: 50, height: 50).id("c").modifier(Framed()).modifier(Framed()).id("m"))
        expectFrame(l, "m", rect(150, 377, 90, 90))
        expectFrame(l, "c", rect(170, 397, 50, 50))
        #expect(l.nodes(named: "background").count == 2)
    }

    @Test func modifierUsingItsContentTwice() {
        // Twice puts two copies of the content in an HStack(spacing: 0): 20×10 at (185, 417).
        let l = lay(Color.red.frame(width: 10, height: 10).modifier(Twice()).id("t"))
        expectFrame(l, "t", rect(185, 417, 20, 10))
        #expect(l.nodes(named: "Color").count == 2)
    }

    @Test func emptyForEachAddsNothing() {
        let l = lay(HStack {
            Color.red.frame(width: 10, height: 10)
            ForEach(0..<0) { _ in Color.blue }
            Color.red.frame(width: 10, height: 10).id("b")
        })
        expectFrame(l, "b", rect(199, 417, 10, 10))
    }

    @Test func anyLayoutSwitchesOnAValue() {
        // The same content in an HStack or a VStack, chosen at run time.
        func view(_ horizontal: Bool) -> some View {
            let layout = horizontal ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
            return layout {
                Color.red.frame(width: 20, height: 20).id("a")
                Color.blue.frame(width: 20, height: 20).id("b")
            }
        }
        expectFrame(lay(view(true)), "b", rect(195, 412, 20, 20))
        expectFrame(lay(view(false)), "b", rect(185, 422, 20, 20))
    }
}
