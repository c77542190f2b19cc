import EaselText
import Foundation
import Testing
@testable import EaselCore

/// `fontDesign`, `monospaced`, `fontWidth` and `textScale` on views and text (issue #14).
@Suite struct FontDesignViewTests {
    func family(_ text: Text, _ environment: EnvironmentValues = EnvironmentValues()) -> [FontDescription.Family] {
        TextLeaf(text: text, environment: environment).runs.map(\.font.family)
    }

    @Test func designsComeFromTheTextTheFontOrTheEnvironment() {
        #expect(family(Text("a").font(.system(.body, design: .serif))) == [.system(.serif)])
        #expect(family(Text("a").fontDesign(.monospaced)) == [.system(.monospaced)])
        #expect(family(Text("a").monospaced()) == [.system(.monospaced)])
        var environment = EnvironmentValues()
        environment.fontDesign = .serif
        #expect(family(Text("a"), environment) == [.system(.serif)])
        // A font naming its own design keeps it.
        #expect(family(Text("a").font(.system(.body, design: .rounded)), environment) == [.system(.rounded)])
        environment.isMonospaced = true
        #expect(family(Text("a").font(.system(.body, design: .serif)), environment) == [.system(.monospaced)])
    }

    /// `Font.monospaced()` on a custom font takes the default fixed-width font unless the face is
    /// fixed-width itself; `Text.monospaced()` and `View.monospaced()` leave it as it is (Apple's
    /// documentation of each).
    @Test func monospacedOnACustomFont() {
        #expect(family(Text("a").font(.custom("DejaVu Sans", size: 17).monospaced())) == [.system(.monospaced)])
        #expect(family(Text("a").font(.custom("DejaVu Sans Mono", size: 17).monospaced())) == [.named("DejaVu Sans Mono")])
        #expect(family(Text("a").font(.custom("DejaVu Sans", size: 17)).monospaced()) == [.named("DejaVu Sans")])
        var environment = EnvironmentValues()
        environment.isMonospaced = true
        #expect(family(Text("a").font(.custom("DejaVu Sans", size: 17)), environment) == [.named("DejaVu Sans")])
    }

    @Test func viewModifiersReachTheText() {
        let monospaced = lay(Text("iiii").id("t").monospaced())
        #expect(monospaced.frame(id: "t")!.width == ceilTo3(4 * 17 * 1266 / 2048))
        let serif = lay(Text("Serif").id("t").fontDesign(.serif))
        #expect(serif.frame(id: "t")!.width != lay(Text("Serif").id("t")).frame(id: "t")!.width)
        #expect(serif.diagnostics.isEmpty)
    }

    @Test func whatIsDrawnOtherwiseIsSaid() {
        let rounded = lay(VStack { Text("One"); Text("Two") }.fontDesign(.rounded))
        #expect(rounded.diagnostics == ["The rounded font design (SF Pro Rounded) is drawn with Inter at SF Pro Rounded's widths, with square letter ends: no open rounded face comes as close to those widths."])
        let condensed = lay(Text("Narrow").font(.body.width(.condensed)))
        #expect(hasDiagnostic(condensed, "Font width -0.2 is drawn at the standard width"))
        #expect(lay(Text("Wide").fontWidth(.standard)).diagnostics.isEmpty)
    }

    @Test func secondaryTextScaleDrawsSmallerAndSaysSo() {
        let secondary = lay(Text("Hello").id("t").textScale(.secondary))
        let plain = lay(Text("Hello").id("t"))
        #expect(secondary.frame(id: "t")!.width < plain.frame(id: "t")!.width)
        #expect(secondary.frame(id: "t")!.width == lay(Text("Hello").font(.system(size: 17 * 0.8)).id("t")).frame(id: "t")!.width)
        #expect(hasDiagnostic(secondary, "textScale(.secondary) is drawn at 80 %"))
    }

    func ceilTo3(_ value: CGFloat) -> CGFloat { (value * 3 - 1e-9).rounded(.up) / 3 }
}

/// Custom fonts from `import Easel` alone (issue #14).
@Suite struct FontRegistrationTests {
    @Test func aFontFileRegistersAndTextUsesIt() throws {
        let file = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")
        // A file outside the system's font folders, at one path for every run: the registered
        // font is read from it as long as the process lives, so it stays, and runs don't pile up
        // copies.
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("easel-tests-registered-DejaVuSerif.ttf")
        if !FileManager.default.fileExists(atPath: copy.path) {
            try? FileManager.default.copyItem(at: file, to: copy)
        }
        #expect(try Font.register(fileAt: copy) == ["DejaVu Serif"])
        let leaf = TextLeaf(text: Text("Serif").font(.custom("DejaVu Serif", size: 20)), environment: EnvironmentValues())
        #expect(leaf.runs[0].font.family == .named("DejaVu Serif"))
        #expect(lay(Text("Serif").font(.custom("DejaVu Serif", size: 20))).diagnostics.isEmpty)
        #expect(throws: (any Error).self) { try Font.register(fileAt: URL(fileURLWithPath: "/no/such/font.ttf")) }
    }
}
