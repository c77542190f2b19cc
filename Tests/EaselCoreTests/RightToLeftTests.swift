import EaselText
import Foundation
import Testing
@testable import EaselCore

/// Right-to-left layout (issue #14): every view's x is flipped within its parent (Apple,
/// `LayoutSubviews.layoutDirection`), so stacks, alignment, padding, offset, position, grids and a
/// user's layouts mirror, while text and shapes inside their frames are not mirrored.
@Suite struct RightToLeftTests {
    func rtl<V: View>(_ view: V, _ width: CGFloat = 390, _ height: CGFloat = 844) -> ViewLayout {
        var environment = EnvironmentValues()
        environment.displayScale = 3
        environment.layoutDirection = .rightToLeft
        return ViewLayout(of: view, in: CGSize(width: width, height: height), environment: environment)
    }

    @Test func aWindowInARightToLeftLocaleIsRightToLeft() {
        let view = HStack(spacing: 10) {
            Color.red.frame(width: 50, height: 20).id("first")
            Color.blue.frame(width: 30, height: 20).id("second")
        }
        func layout(_ locale: String, direction: LayoutDirection? = nil) -> ViewLayout {
            var environment = EnvironmentValues()
            environment.locale = Locale(identifier: locale)
            if let direction { environment.layoutDirection = direction }
            return ViewLayout(of: view, in: CGSize(width: 200, height: 100), environment: environment)
        }
        for locale in ["ar_SA", "he_IL", "fa_IR", "ur_PK"] {
            expectFrame(layout(locale), "first", rect(95, 40, 50, 20))
        }
        for locale in ["en_US", "ja_JP", "ru_RU"] {
            expectFrame(layout(locale), "first", rect(55, 40, 50, 20))
        }
        // A direction given wins over the locale's.
        expectFrame(layout("ar_SA", direction: .leftToRight), "first", rect(55, 40, 50, 20))
        // A view's own locale changes formatting, not direction, as in SwiftUI.
        expectFrame(lay(view.environment(\.locale, Locale(identifier: "ar_SA")), 200, 100), "first", rect(55, 40, 50, 20))
    }

    @Test func hStacksRunFromTheRight() {
        let view = HStack(spacing: 10) {
            Color.red.frame(width: 50, height: 20).id("first")
            Color.blue.frame(width: 30, height: 20).id("second")
        }
        let layout = rtl(view, 200, 100)
        // Left to right the stack is (55, 40, 90, 20): first at 55, second at 115.
        expectFrame(layout, "first", rect(95, 40, 50, 20))
        expectFrame(layout, "second", rect(55, 40, 30, 20))
        // The same through the environment modifier, deep in a tree.
        let nested = lay(VStack { view.environment(\.layoutDirection, .rightToLeft) }, 200, 100)
        expectFrame(nested, "first", rect(95, 40, 50, 20))
    }

    @Test func leadingAlignmentAndPaddingAreOnTheRight() {
        let layout = rtl(VStack(alignment: .leading) {
            Color.red.frame(width: 100, height: 10).id("wide")
            Color.blue.frame(width: 40, height: 10).id("narrow")
        }
        .padding(.leading, 20)
        .frame(maxWidth: .infinity, alignment: .leading), 390, 100)
        expectFrame(layout, "wide", rect(270, 36, 100, 10))
        expectFrame(layout, "narrow", rect(330, 54, 40, 10))
    }

    @Test func offsetAndPositionMirror() {
        let offset = rtl(Color.red.frame(width: 20, height: 20).id("box").offset(x: 30), 100, 100)
        // Left to right the box is drawn at 40 + 30 = 70; mirrored: 100 - 90 = 10.
        expectFrame(offset, "box", rect(10, 40, 20, 20))
        let position = rtl(Color.red.frame(width: 20, height: 20).id("box").position(x: 15, y: 50), 100, 100)
        expectFrame(position, "box", rect(75, 40, 20, 20))
    }

    @Test func gridsAndUsersLayoutsMirrorToo() {
        let layout = rtl(Grid(horizontalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 30, height: 10).id("a")
                Color.blue.frame(width: 50, height: 10).id("b")
            }
        }, 100, 10)
        expectFrame(layout, "a", rect(60, 0, 30, 10))
        expectFrame(layout, "b", rect(10, 0, 50, 10))
    }

    @Test func leftToRightInsideRightToLeftIsLeftToRightAgain() {
        let layout = rtl(HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("outer")
            HStack(spacing: 0) {
                Color.green.frame(width: 10, height: 10).id("one")
                Color.blue.frame(width: 10, height: 10).id("two")
            }
            .environment(\.layoutDirection, .leftToRight)
        }, 30, 10)
        expectFrame(layout, "outer", rect(20, 0, 10, 10))
        expectFrame(layout, "one", rect(0, 0, 10, 10))
        expectFrame(layout, "two", rect(10, 0, 10, 10))
    }

    @Test func textAlignsToItsLeadingEdgeOnTheRight() {
        let text = Text("One two three four five six seven eight nine ten").frame(width: 120).id("t")
        let layout = rtl(text, 200, 200)
        let leaf = TextLeaf(text: Text("a"), environment: { var e = EnvironmentValues(); e.layoutDirection = .rightToLeft; return e }())
        #expect(leaf.options.alignment == .trailing)
        // The frame itself is where left to right would put it, mirrored (centred: the same).
        #expect(layout.frame(id: "t")!.midX == 100)
    }

    @Test func flippedImagesAreDrawnMirroredOnlyRightToLeft() {
        let image = Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true)
        let effects = rtl(image).root.effects
        #expect(effects.contains { $0.hasPrefix("scaleEffect") && $0.contains("-1") }, "\(effects)")
        #expect(lay(image).description.contains("scaleEffect") == false)
        #expect(rtl(Image(systemName: "arrow.right")).description.contains("scaleEffect") == false)
    }
}

extension RightToLeftTests {
    @Test func forwardAndBackwardSymbolsPointTheReadingWay() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let forward = ViewLayout(of: Image(systemName: "chevron.forward"), in: CGSize(width: 100, height: 100), environment: environment)
        #expect(forward.root.effects.contains { $0.hasPrefix("scaleEffect") })
        let right = ViewLayout(of: Image(systemName: "chevron.right"), in: CGSize(width: 100, height: 100), environment: environment)
        #expect(right.root.effects.isEmpty)
        #expect(lay(Image(systemName: "chevron.forward")).root.effects.isEmpty)
    }
}
