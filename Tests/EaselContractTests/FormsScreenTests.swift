import Easel
import Foundation
import Testing

/// The everyday forms screen compiles and lays out on a phone, saying only what Easel doesn't
/// draw as iOS does.
@Suite struct FormsScreenTests {
    @Test func theFormsScreenLaysOut() throws {
        let layout = ViewLayout(of: EverydayFormsScreen(), on: .iPhone15Pro)
        let texts = layout.nodes(named: "Text").compactMap(\.detail)
        for shown in ["\"Toggle\"", "\"Bell\"", "\"Delete\"", "\"Forms\"", "\"Cancel\"", "\"Edit\""] {
            #expect(texts.contains(shown), "\(shown) in \(texts.prefix(20))")
        }
        // The screen is a form inside a navigation stack: the bar and the search field above the
        // first section.
        let cancel = try #require(layout.nodes(named: "Text").first { $0.detail == "\"Cancel\"" }?.frame)
        let toggle = try #require(layout.nodes(named: "Text").first { $0.detail == "\"Toggle\"" }?.frame)
        #expect(cancel.minY < toggle.minY)
        // What Easel doesn't draw as iOS would is said, and nothing else.
        #expect(layout.diagnostics == [
            "controlSize(.large): Easel draws its controls at the regular size.",
            "The rounded font design (SF Pro Rounded) is drawn with the default design's face: no open rounded face has SF's widths.",
        ])
    }
}
