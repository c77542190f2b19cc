import EaselText
import Foundation
import Testing
@_spi(SystemViews) @testable import EaselCore

/// Dark mode (issue #14): what iOS changes between the colour schemes, and how a view's preferred
/// scheme becomes its window's.
@Suite struct ColorSchemeTests {
    func bytes(_ color: Color) -> [Int] {
        [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) } + [Int((color.alpha * 100).rounded())]
    }

    @Test func labelColoursInBothSchemes() {
        #expect(bytes(Color.primary.resolved(for: .light)) == [0, 0, 0, 100])
        #expect(bytes(Color.primary.resolved(for: .dark)) == [255, 255, 255, 100])
        #expect(bytes(Color.secondary.resolved(for: .light)) == [60, 60, 67, 60])
        #expect(bytes(Color.secondary.resolved(for: .dark)) == [235, 235, 245, 60])
        #expect(bytes(HierarchicalShapeStyle.tertiary.color.resolved(for: .dark)) == [235, 235, 245, 30])
        #expect(bytes(HierarchicalShapeStyle.quaternary.color.resolved(for: .light)) == [60, 60, 67, 18])
        #expect(bytes(HierarchicalShapeStyle.quaternary.color.resolved(for: .dark)) == [235, 235, 245, 16])
    }

    @Test func systemColoursAndBackgroundsChangeFixedColoursDoNot() {
        #expect(bytes(Color.red.resolved(for: .dark)) == [255, 69, 58, 100])
        #expect(bytes(Color.blue.resolved(for: .dark)) == [10, 132, 255, 100])
        #expect(bytes(SystemColor.systemBackground.resolved(for: .dark)) == [0, 0, 0, 100])
        #expect(bytes(SystemColor.secondarySystemGroupedBackground.resolved(for: .dark)) == [28, 28, 30, 100])
        #expect(bytes(SystemColor.systemGroupedBackground.resolved(for: .light)) == [242, 242, 247, 100])
        #expect(bytes(Color.system("separator", 60, 60, 67, 0.29).resolved(for: .dark)) == [84, 84, 88, 60])
        // A colour given by its components, white and black stay as they are.
        let custom = Color(red: 0.2, green: 0.4, blue: 0.6)
        #expect(custom.resolved(for: .dark) == custom)
        #expect(Color.white.resolved(for: .dark) == .white)
        #expect(Color.black.resolved(for: .dark) == .black)
    }

    @Test func opacityAppliedToASystemColourIsKept() {
        #expect(bytes(Color.secondary.opacity(0.5).resolved(for: .dark)) == [235, 235, 245, 30])
        #expect(bytes(Color.red.opacity(0.25).resolved(for: .dark)) == [255, 69, 58, 25])
    }

    @Test func aPreferredSchemeAnywhereIsTheWindows() {
        let layout = lay(VStack {
            Text("Outside").id("outside")
            Text("Inside").preferredColorScheme(.dark)
        })
        #expect(layout.colorScheme == .dark)
        #expect(lay(Text("Plain")).colorScheme == .light)
        // The text outside the modifier is white too: the whole window was resolved dark.
        let leaf = TextLeaf(text: Text("a"), environment: { var e = EnvironmentValues(); e.colorScheme = .dark; return e }())
        #expect(leaf.paints == [.color(Color.primary.resolved(for: .dark))])
    }

    @Test func theEnvironmentSchemeResolvesStylesAndText() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(AnyShapeStyle(Color.red).resolvePaint(in: dark) == .color(Color.red.resolved(for: .dark)))
        let gradient = AnyShapeStyle(LinearGradient(colors: [.primary, .blue], startPoint: .top, endPoint: .bottom)).resolvePaint(in: dark)
        guard case let .linearGradient(stops, _, _) = gradient else { Issue.record("\(gradient)"); return }
        #expect(stops.map { bytes($0.color) } == [[255, 255, 255, 100], [10, 132, 255, 100]])
        let leaf = TextLeaf(text: Text("a").foregroundColor(.secondary), environment: dark)
        #expect(leaf.colors.map(bytes) == [[235, 235, 245, 60]])
    }
}
