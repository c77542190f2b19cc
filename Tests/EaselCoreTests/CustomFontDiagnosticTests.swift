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
            "Font.custom(\"NoSuchFont-Bold\"): no font of that name is registered (Font.register(fileAt:), or the project's UIAppFonts) or installed; the text is drawn in the default font, at the weight and slant its name gives.",
        ])
    }

    /// A font iOS includes (Apple's "Fonts included with iOS") isn't one the app forgot to
    /// register: the layout says Easel lacks it. The system font standing in keeps the weight
    /// and slant of its PostScript name: "AvenirNext-Bold" was drawn regular.
    @Test func aFontIOSIncludesIsSaidAsOneEaselLacksAndKeepsItsWeight() {
        let layout = ViewLayout(of: VStack {
            Text("Typewriter").font(.custom("AmericanTypewriter", size: 20))
            Text("Bold").font(.custom("AvenirNext-Bold", size: 20)).id("bold")
            Text("Bold").font(.system(size: 20, weight: .bold)).id("system bold")
            Text("Bold").font(.system(size: 20)).id("regular")
        }, in: CGSize(width: 400, height: 400))
        #expect(layout.diagnostics.contains("Font.custom(\"AmericanTypewriter\"): iOS includes this font, and Easel doesn't have it: the text is drawn in the system font, at the weight and slant its name gives."))
        #expect(layout.frame(id: "bold")?.width == layout.frame(id: "system bold")?.width)
        #expect(layout.frame(id: "bold")?.width != layout.frame(id: "regular")?.width)
        #expect(IOSFontName("HelveticaNeue-LightItalic") == IOSFontName(family: "helveticaneue", weight: 300, isItalic: true))
        #expect(IOSFontName("TimesNewRomanPS-BoldMT").isIncludedWithIOS && IOSFontName("TimesNewRomanPS-BoldMT").weight == 700)
        #expect(IOSFontName("Times New Roman").isIncludedWithIOS && IOSFontName("ArialMT").isIncludedWithIOS)
        #expect(!IOSFontName("NoSuchFont-Bold").isIncludedWithIOS && IOSFontName("Futura-CondensedExtraBold").weight == nil)
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
