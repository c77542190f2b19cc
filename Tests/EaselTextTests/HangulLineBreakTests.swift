import Testing
@testable import EaselText

/// Korean breaks between words: iOS's labels prohibit breaks between Hangul characters (the
/// standard line break strategy's `hangulWordPriority`); ICU's default rules allow a break between
/// any two syllables.
@Suite struct HangulLineBreakTests {
    func breaks(_ text: String) -> [Int] {
        UnicodeAnalysis.lineBreaks(Array(text.utf16))
    }

    @Test func hangulBreaksOnlyAtSpaces() {
        // "한국어 " is 4 units, "문장도" 3 more.
        #expect(breaks("한국어 문장도") == [4, 7])
        // Compatibility jamo too.
        #expect(breaks("ㅋㅋㅋ ㅎㅎ") == [4, 6])
    }

    @Test func otherScriptsKeepTheirBreaks() {
        // Han and kana still break between characters, and Hangul beside them stays breakable.
        #expect(breaks("日本語") == [1, 2, 3])
        #expect(breaks("가日") == [1, 2])
        #expect(breaks("one two") == [4, 7])
    }
}
