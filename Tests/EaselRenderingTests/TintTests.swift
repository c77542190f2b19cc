import Easel
import Foundation
import Testing
@testable import EaselRendering

/// Where a tint goes and where a plain style keeps it out (issue #18).
@Suite struct TintTests {
    func glyphColors(_ view: some View) throws -> [RGBA] {
        let renderer = ImageRenderer(content: view)
        renderer.device = .iPhone15Pro
        return try renderer.displayList().items.compactMap {
            if case let .glyphs(run) = $0, case let .color(color) = run.paint { color } else { nil }
        }
    }

    @Test func aTabViewsTintColoursTheSelectedTab() throws {
        let view = TabView {
            Text("One").tabItem { Text("First") }
            Text("Two").tabItem { Text("Second") }
        }
        .tint(.purple)
        let colors = try glyphColors(view)
        #expect(colors.contains(RGBA(Color.purple)))   // "First", selected
        #expect(!colors.contains(RGBA(Color.accentColor)))
    }

    @Test func aPlainNavigationLinkKeepsItsLabelsColour() throws {
        func linkColors(_ style: Bool) throws -> [RGBA] {
            let link = NavigationLink(value: 1) { Text("Photo") }
            return try glyphColors(NavigationStack {
                if style { link.buttonStyle(.plain) } else { link }
            })
        }
        #expect(try linkColors(false).contains(RGBA(Color.accentColor)))
        #expect(!(try linkColors(true)).contains(RGBA(Color.accentColor)))
    }

    @Test func namesWithNothingToDrawAtRestCompile() {
        let layout = ViewLayout(of: Image(systemName: "star.fill")
            .foregroundStyle(.yellow, .orange)
            .gesture(RotateGesture().onChanged { _ in })
            .searchSuggestions { Text("Beach").searchCompletion("Beach") }, in: CGSize(width: 100, height: 100))
        #expect(layout.diagnostics == ["foregroundStyle(_:_:): Easel draws symbols in one layer, in the primary style; the secondary style is not drawn."])
    }
}
