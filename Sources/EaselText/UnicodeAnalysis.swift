import CICU
import Foundation

/// The Unicode algorithms the text layer needs, from ICU through the plain-C wrappers in CICU:
/// line-break opportunities (UAX #14), grapheme clusters (UAX #29), bidi levels and visual
/// reordering (UAX #9), scripts (UAX #24). All offsets are UTF-16. If ICU fails, a
/// ``TextDiagnostic`` is reported and a simple answer is used instead (noted on each function).
enum UnicodeAnalysis {
    /// Soft line-break opportunities of a paragraph (no newlines inside), ascending, ending with
    /// `units.count`; empty for an empty paragraph. On ICU failure: only the end.
    static func lineBreaks(_ units: [UInt16]) -> [Int] {
        guard !units.isEmpty else { return [] }
        var offsets = [Int32](repeating: 0, count: units.count + 1)
        var hard = [UInt8](repeating: 0, count: units.count + 1)
        let count = units.withUnsafeBufferPointer { text in
            easel_line_breaks(text.baseAddress, Int32(units.count), "en", &offsets, &hard, Int32(offsets.count))
        }
        guard count > 0, count <= offsets.count else {
            reportFailure("line breaking")
            return [units.count]
        }
        var result = offsets.prefix(Int(count)).map(Int.init)
        if result.last != units.count { result.append(units.count) }
        // Korean breaks between words, not between syllables: iOS's labels use the standard line
        // break strategy, which includes `hangulWordPriority` (Apple, NSParagraphStyle
        // .LineBreakStrategy: "prohibits breaking between Hangul characters"; `standard` is every
        // strategy's bit, and UILabel's default).
        if units.contains(where: isHangul) {
            result.removeAll { offset in
                offset > 0 && offset < units.count && isHangul(units[offset - 1]) && isHangul(units[offset])
            }
        }
        return result
    }

    /// Whether a UTF-16 unit is a Hangul syllable or jamo (all in the Basic Multilingual Plane).
    static func isHangul(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF: true
        default: false
        }
    }

    /// `result[i]` is true where a grapheme cluster starts, and at `units.count`.
    /// On ICU failure: every code point is a cluster.
    static func graphemeBoundaries(_ units: [UInt16]) -> [Bool] {
        var marks = [UInt8](repeating: 0, count: units.count + 1)
        let status = units.withUnsafeBufferPointer { text in
            easel_grapheme_boundaries(text.baseAddress, Int32(units.count), &marks)
        }
        if status < 0 {
            reportFailure("grapheme clustering")
            return (0...units.count).map { $0 == units.count || !UTF16.isTrailSurrogate(units[$0]) }
        }
        return marks.map { $0 != 0 }
    }

    /// Bidi embedding levels of one paragraph, the paragraph level taken from its first strong
    /// character (left-to-right without one). `levels` is nil when every level is 0, which is
    /// decided without ICU when no character is right-to-left or a bidi control.
    /// On ICU failure: left-to-right.
    static func bidiLevels(_ units: [UInt16]) -> (baseLevel: UInt8, levels: [UInt8]?) {
        guard units.contains(where: mayBeRightToLeft) else { return (0, nil) }
        var levels = [UInt8](repeating: 0, count: units.count)
        let base = units.withUnsafeBufferPointer { text in
            easel_bidi_levels(text.baseAddress, Int32(units.count), &levels)
        }
        guard base >= 0 else {
            reportFailure("bidi resolution")
            return (0, nil)
        }
        return (UInt8(base), levels.allSatisfy { $0 == 0 } ? nil : levels)
    }

    /// The logical indices of runs with `levels`, left to right on screen (UAX #9 rule L2).
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        guard levels.contains(where: { $0 > 0 }) else { return Array(levels.indices) }
        var order = [Int32](repeating: 0, count: levels.count)
        guard easel_reorder_visual(levels, Int32(levels.count), &order) == 0 else {
            return Array(levels.indices)
        }
        return order.map(Int.init)
    }

    /// Each unit's script as an ISO 15924 tag, with Common, Inherited and Unknown characters
    /// taking the script of the text before them (or after, at the start) so that punctuation,
    /// spaces and marks shape with their neighbours. All-common text stays 'Zyyy'.
    static func scripts(_ units: [UInt16]) -> [UInt32] {
        guard !units.isEmpty else { return [] }
        var tags = [UInt32](repeating: common, count: units.count)
        let status = units.withUnsafeBufferPointer { text in
            easel_scripts(text.baseAddress, Int32(units.count), &tags)
        }
        if status < 0 {
            reportFailure("script detection")
            return [UInt32](repeating: common, count: units.count)
        }
        var current: UInt32? = nil
        var pendingStart: Int? = nil
        for index in tags.indices {
            if isNeutral(tags[index]) {
                if let current { tags[index] = current } else if pendingStart == nil { pendingStart = index }
            } else {
                if let start = pendingStart {
                    for earlier in start..<index { tags[earlier] = tags[index] }
                    pendingStart = nil
                }
                current = tags[index]
            }
        }
        return tags
    }

    /// 'Zyyy' (Common).
    static let common: UInt32 = 0x5A79_7979

    private static func isNeutral(_ tag: UInt32) -> Bool {
        tag == common || tag == 0x5A69_6E68 /* Zinh */ || tag == 0x5A7A_7A7A /* Zzzz */
    }

    /// Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic, their presentation forms, the
    /// right-to-left supplementary blocks (as surrogates) and bidi controls.
    private static func mayBeRightToLeft(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return true
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: return true
        case 0xD802, 0xD803, 0xD83A, 0xD83B: return true   // U+10800–10FFF, U+1E800–1EFFF
        default: return false
        }
    }

    private static func reportFailure(_ what: String) {
        TextDiagnostics.shared.report(TextDiagnostic(
            kind: .textAnalysisFailed, message: "ICU failed at \(what); a simpler rule was used."))
    }
}
