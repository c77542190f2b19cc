import Testing
import Foundation
@testable import EaselCore
import EaselText

/// A `Font.custom` name that no registered, bundled or installed font has is drawn in the default
/// font, and the layout says which name.
@Suite struct CustomFontDiagnosticTests {
    @Test func anUnknownFontNameIsSaid() {
        let layout = ViewLayout(of: VStack {
            Text("Project font").font(.custom("NoSuchFont-Bold", size: 36))
            Text("Again").font(.custom("NoSuchFont-Bold", size: 20))
            Text("Bundled").font(.custom("Inter", size: 20))
        }, in: CGSize(width: 400, height: 400))
        #expect(layout.diagnostics == [
            "Font.custom(\"NoSuchFont-Bold\"): no font of that name is registered (Font.register(fileAt:), or the project's UIAppFonts) or installed; the text is drawn in the default font.",
        ])
    }

    @Test func aFontRegisteredFromAFileIsKnownByItsNames() throws {
        // The bundled Japanese fallback, registered again from its file, under its family name.
        let url = try #require(FontRegistry.shared.bundledFontURLs.first { $0.lastPathComponent == "Mplus1-Regular.otf" })
        let families = try Font.register(fileAt: url)
        #expect(!families.isEmpty)
        for family in families {
            #expect(FontRegistry.shared.hasFont(named: family) && FontRegistry.shared.hasFont(named: family.uppercased()))
        }
        #expect(!FontRegistry.shared.hasFont(named: "NoSuchFont-Bold"))
    }
}
