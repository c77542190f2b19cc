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
            "The rounded font design (SF Pro Rounded) is drawn with Inter at SF Pro Rounded's widths, with square letter ends: no open rounded face comes as close to those widths.",
        ])
    }

    @Test func thePhotoLibraryLaysOut() throws {
        let layout = ViewLayout(of: PhotoLibraryScreen(), on: .iPhone15Pro)
        // Twelve cells of the adaptive grid, four a row in the 361 points inside the padding.
        let cells = layout.nodes(named: "RoundedRectangle").map(\.frame).filter { $0.width == $0.height }
        #expect(cells.count == 12)
        #expect(Set(cells.prefix(4).map(\.minY)).count == 1 && cells[4].minY > cells[0].maxY)
        #expect(abs(cells[0].width - (361 - 3 * 8) / 4) < 0.01)
        #expect(layout.nodes(named: "Text").contains { $0.detail == "\"12 photos\"" })
        // Said: the two-style symbol, which Easel draws in one layer.
        #expect(layout.diagnostics == [
            "foregroundStyle(_:_:): Easel draws symbols in one layer, in the primary style; the secondary style is not drawn.",
        ])
    }
}
