import Foundation
import Testing
@testable import EaselText

/// The system font's designs (issue #14): which face draws each, and SF Mono's pitch.
@Suite struct FontDesignTests {
    func font(_ design: FontDescription.Design, weight: CGFloat = 400, size: CGFloat = 17) -> FontDescription {
        FontDescription(family: .system(design), size: size, weight: weight)
    }

    /// Every character advances SF Mono's 1266/2048 em (10.81787 pt at 17.5 pt in OpenUIKit's
    /// iOS 26.1 dump), whatever DejaVu Sans Mono's own 1233/2048.
    @Test func monospacedTakesSFMonosPitch() {
        let result = layout("iiiii WWWWW 0123456789", font: font(.monospaced, size: 17.5))
        let runs = result.lines[0].runs
        #expect(runs.map(\.face.postScriptName) == ["DejaVuSansMono"])
        #expect(runs[0].advances.allSatisfy { approx($0, 10.81787109375, 1e-9) })
        #expect(approx(result.lines[0].width, 22 * 10.81787109375, 1e-9))
        // The same pitch bold, in the bold face.
        let bold = layout("Hello", font: font(.monospaced, weight: 700, size: 17.5))
        #expect(bold.lines[0].runs.map(\.face.postScriptName) == ["DejaVuSansMono-Bold"])
        #expect(approx(bold.lines[0].width, 5 * 10.81787109375, 1e-9))
    }

    @Test func designsKeepTheSystemLineBox() {
        for design in [FontDescription.Design.monospaced, .serif] {
            let result = layout("Hg", font: font(design))
            #expect(approx(result.size.height, 61.0 / 3), "\(design)")
            #expect(approx(result.firstBaseline, 49.0 / 3), "\(design)")
        }
    }

    @Test func serifIsNotoSerifAndRoundedIsTheDefaultFace() {
        #expect(familyNames(layout("Serif", font: font(.serif))) == ["Noto Serif"])
        #expect(layout("Serif", font: font(.serif, weight: 700)).lines[0].runs[0].face.postScriptName == "NotoSerif-Bold")
        #expect(familyNames(layout("Rounded", font: font(.rounded))) == ["Inter"])
        #expect(layout("Rounded", font: font(.rounded)).size == layout("Rounded").size)
    }
}
