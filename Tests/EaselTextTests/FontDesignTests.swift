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

    @Test func serifIsNotoSerifAndRoundedIsInterText() {
        #expect(familyNames(layout("Serif", font: font(.serif))) == ["Noto Serif"])
        #expect(layout("Serif", font: font(.serif, weight: 700)).lines[0].runs[0].face.postScriptName == "NotoSerif-Bold")
        // New York's lightest weight is Regular: lighter serif text draws Regular.
        #expect(layout("Serif", font: font(.serif, weight: 300)).lines[0].runs[0].face.postScriptName == "NotoSerif-Regular")
        #expect(familyNames(layout("Rounded", font: font(.rounded))) == ["Inter"])
        // Inter's text cut at display sizes too: SF Pro Rounded has one design for every size.
        #expect(layout("Rounded", font: font(.rounded, size: 34)).lines[0].runs[0].face.postScriptName
            == layout("Rounded", font: font(.default, size: 17)).lines[0].runs[0].face.postScriptName)
    }

    /// The pangram's width in Apple's faces, shaped with HarfBuzz (kerning on) and tracked by the
    /// faces' own `trak` tables, as Core Text draws them: New York at `opsz` = size (wght 400 and
    /// 674, its Regular and Bold), SF Pro Rounded Regular and Bold (measured with
    /// scripts/measure-design-tracking.py from Apple's font files). Easel's substitutes land within
    /// 1.5 % (serif) and 2.5 % (rounded: Inter's regular pangram is 2.1 % wide once the ten
    /// strings' totals agree) of them, where untracked Noto Serif is 3.4 % wide at 17 pt and 6.7 %
    /// at 28 pt, and Inter with SF Pro's tracking 3.5 % at 17 pt.
    @Test func designsAreAsWideAsApplesFaces() {
        let pangram = "The quick brown fox jumps over the lazy dog"
        let newYork: [(size: CGFloat, weight: CGFloat, width: CGFloat)] = [
            (12, 400, 256.453), (17, 400, 353.555), (28, 400, 564.648),
            (12, 700, 277.477), (17, 700, 383.795), (28, 700, 615.658),
        ]
        let rounded: [(size: CGFloat, weight: CGFloat, width: CGFloat)] = [
            (12, 400, 244.154), (17, 400, 329.109), (28, 400, 530.893),
            (12, 700, 263.127), (17, 700, 355.987), (28, 700, 575.162),
        ]
        for (design, references, tolerance) in [(FontDescription.Design.serif, newYork, 0.015), (.rounded, rounded, 0.025)] {
            for reference in references {
                let width = layout(pangram, font: font(design, weight: reference.weight, size: reference.size)).lines[0].width
                let error = abs(width - reference.width) / reference.width
                #expect(error < tolerance, "\(design) \(reference): \(width)")
            }
        }
    }

    /// Tracking tables read as `trak` tables are: linear between rows, the nearest row beyond them.
    @Test func trackingTablesInterpolate() {
        // SF Pro Rounded: trak 45/2048 em at 17 pt, offset −54.2/1000 em at Regular.
        let regular17: CGFloat = 45.0 / 2048 - 0.0542
        #expect(approx(SFRoundedTracking.em(forSize: 17, weight: 400), regular17, 1e-12))
        // Beyond both tables: trak 0 from 80 pt, offset −15.8 at Black.
        #expect(approx(SFRoundedTracking.em(forSize: 200, weight: 1000), -0.0158, 1e-12))
        // Halfway between 17 and 20 pt (trak 45 and 37) and between 600 and 700 (−44.9 and −38.4).
        let halfway: CGFloat = 41.0 / 2048 - 0.04165
        #expect(approx(SFRoundedTracking.em(forSize: 18.5, weight: 650), halfway, 1e-12))
        #expect(approx(NewYorkTracking.em(forSize: 17, weight: 400), -0.0118, 1e-12))
        #expect(approx(NewYorkTracking.em(forSize: 4, weight: 950), 0.0653, 1e-12))
        // Between 15 and 17 pt, and between 500 and 600: ((0.2 − 5.1) / 2 + (1.6 − 3.6) / 2) / 2.
        #expect(approx(NewYorkTracking.em(forSize: 16, weight: 550), -0.001725, 1e-12))
    }
}
