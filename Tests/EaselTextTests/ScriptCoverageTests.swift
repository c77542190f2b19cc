import Foundation
import Testing
@testable import EaselText

/// Every major script draws with real glyphs on a machine set up by `scripts/setup`
/// (fonts-noto-core, fonts-noto-cjk), fallback keeps the run's weight, and what no font has is
/// named (issue #14, "Scripts and fonts").
@Suite struct ScriptCoverageTests {
    /// One sentence per script, as a server's titles would bring them.
    static let samples: [(script: String, text: String)] = [
        ("Latin", "Crème brûlée, naïve façade"),
        ("Greek", "Καλημέρα κόσμε"),
        ("Cyrillic", "Привет, мир"),
        ("Japanese", "こんにちは、世界。カタカナ"),
        ("Simplified Chinese", "你好，世界。简体中文"),
        ("Traditional Chinese", "繁體中文與臺灣"),
        ("Korean", "안녕하세요 세계"),
        ("Arabic", "مرحبا بالعالم"),
        ("Hebrew", "שלום עולם"),
        ("Thai", "สวัสดีชาวโลก"),
        ("Devanagari", "नमस्ते दुनिया"),
        ("Bengali", "হ্যালো বিশ্ব"),
        ("Tamil", "வணக்கம் உலகம்"),
        ("Armenian", "Բարեւ աշխարհ"),
        ("Georgian", "გამარჯობა მსოფლიო"),
        ("Ethiopic", "ሰላም ልዑል"),
        ("Emoji", "👋🏽 🇯🇵 ❤️"),
    ]

    @Test(arguments: samples.map(\.script))
    func scriptDrawsWithoutNotdef(_ script: String) throws {
        let text = try #require(Self.samples.first { $0.script == script }?.text)
        let result = layout(text)
        let glyphs = result.lines.flatMap { $0.runs.flatMap(\.glyphs) }
        #expect(!glyphs.isEmpty)
        #expect(!glyphs.contains(0), "\(script) drew a .notdef box with \(familyNames(result))")
        #expect(TextEngine.missingCharacters(in: [TextRun(text, font: .body)]) == [])
    }

    @Test func chineseJapaneseAndKoreanTakeTheirNotoCJKFaces() {
        // Han in the Simplified Chinese face, kana in the Japanese one, Hangul in the Korean one.
        #expect(familyNames(layout("你好")) == ["Noto Sans CJK SC"])
        #expect(familyNames(layout("ひらがな")) == ["Noto Sans CJK JP"])
        #expect(familyNames(layout("한국어")) == ["Noto Sans CJK KR"])
        #expect(familyNames(layout("Hi 你好")) == ["Inter", "Noto Sans CJK SC"])
    }

    /// HarfBuzz's own shaper agrees: `hb-shape --face-index=0 NotoSansCJK-Regular.ttc のテキスト`
    /// gives 1000, 1000, 970 (テ kerned before キ), 1000, 1000 units, and 日本語 three times 1000
    /// in face 2 (SC): 7,970 units at 17 pt.
    @Test func japaneseWidthMatchesHarfBuzz() {
        let result = layout("日本語のテキスト")
        #expect(approx(result.lines[0].width, 7970 * 17 / 1000, 1e-9))
        #expect(result.size.width == ceilPixel(135.49))
    }

    @Test func boldFallbackTextKeepsItsWeight() {
        var bold = FontDescription.body
        bold.weight = 700
        let cases: [(text: String, regular: String, bold: String)] = [
            ("שלום", "NotoSansHebrew-Regular", "NotoSansHebrew-Bold"),
            ("مرحبا", "NotoSansArabic-Regular", "NotoSansArabic-Bold"),
            ("你好", "NotoSansCJKsc-Regular", "NotoSansCJKsc-Bold"),
            ("नमस्ते", "NotoSansDevanagari-Regular", "NotoSansDevanagari-Bold"),
            ("สวัสดี", "NotoSansThai-Regular", "NotoSansThai-Bold"),
        ]
        for (text, regular, boldName) in cases {
            let plainFaces = layout(text).lines.flatMap { $0.runs.map(\.face.postScriptName) }
            let boldFaces = layout(text, font: bold).lines.flatMap { $0.runs.map(\.face.postScriptName) }
            #expect(plainFaces == [regular], "\(text)")
            #expect(boldFaces == [boldName], "\(text)")
        }
    }

    @Test func boldFallbackIsWiderThanRegular() {
        var bold = FontDescription.body
        bold.weight = 700
        #expect(layout("שלום עולם", font: bold).size.width > layout("שלום עולם").size.width)
    }

    @Test func charactersNoFontHasAreNamed() {
        // U+0378 is unassigned; U+18B00 (Khitan Small Script) is in no Debian font the setup installs.
        let runs = [TextRun("a\u{0378}b\u{18B00}\u{18B00} c", font: .body)]
        #expect(TextEngine.missingCharacters(in: runs) == ["\u{0378}", "\u{18B00}"])
        #expect(TextEngine.missingCharacters(in: [TextRun("Hello\tworld\n", font: .body)]) == [])
    }

    @Test func tenScriptsInOneStringLayOutOnOneLine() {
        let text = Self.samples.prefix(10).map(\.text).joined(separator: " ")
        let result = layout(text)
        #expect(result.lines.count == 1)
        #expect(!result.lines[0].runs.flatMap(\.glyphs).contains(0))
        #expect(Set(familyNames(result)).count >= 6)
    }
}
