import Foundation

/// Chooses the face that draws each grapheme cluster (platform-constants.md §0.4–0.5, §5.5):
/// 1. a cluster asking for emoji presentation (U+FE0F, or an Emoji_Presentation character without
///    U+FE0E) goes to fontconfig's "emoji" font (Noto Color Emoji) when one covers it;
/// 2. else the run's own face, when its cmap has every character of the cluster (default-ignorable
///    ones such as ZWJ and variation selectors aside);
/// 3. else the bundled Inter at the run's size, weight and slant (for named fonts that lack a
///    character, e.g. a Latin letter in a symbol font), then, for a character with the Emoji
///    property and no U+FE0E, the emoji font (iOS reaches Apple Color Emoji before symbol fonts);
/// 4. else, for Chinese, Japanese and Korean, Noto Sans CJK (Debian's fonts-noto-cjk, which the
///    project's setup installs) in the weight nearest the run's: SC for Han ideographs and CJK
///    punctuation, JP for kana, KR for Hangul, TC for Bopomofo. iOS draws them in PingFang,
///    Hiragino Sans and Apple SD Gothic Neo; with no CJK language among the user's languages it
///    takes the Simplified Chinese forms for Han (a user's test reported on yooqur.com, thread
///    345496, not Apple's documentation). Noto's four share one design (Source Han), so a Japanese
///    sentence whose kanji come from SC and kana from JP still reads as one face;
/// 5. else the bundled M+ 1 (Japanese; present on a fresh machine without fonts-noto-cjk);
/// 6. else the first font in fontconfig's "sans-serif" order that has the cluster's characters,
///    in its family's face nearest the run's weight and slant (Noto Sans Hebrew Bold for bold
///    Hebrew: fontconfig's order alone gives the regular face);
/// 7. else the run's face, which draws its .notdef glyph; `PreparedParagraph.missingCharacters`
///    names such clusters so that the view layer can say so. Unassigned, private-use and control
///    characters go straight to this step (no system lookup).
enum FontFallback {
    static func face(for scalars: [Unicode.Scalar], font: ResolvedFont, registry: FontRegistry) -> FontFace {
        let primary = font.face
        let relevant = scalars.filter { !$0.properties.isDefaultIgnorableCodePoint && !isVariationSelector($0) }
        guard let first = relevant.first else { return primary }
        if wantsEmojiPresentation(scalars, first: first),
           let emoji = systemFace(for: first, emoji: true, registry: registry), emoji.hasColorGlyphs {
            return emoji
        }
        if covers(primary, relevant) { return primary }
        switch first.properties.generalCategory {
        case .unassigned, .privateUse, .surrogate, .control: return primary
        default: break
        }
        let inter = registry.defaultFace(size: font.size, weight: font.weight, italic: font.italic).face
        if inter !== primary, covers(inter, relevant) { return inter }
        // A character with the Emoji property that neither font has (✈ U+2708, 🍽 U+1F37D written
        // without U+FE0F) is drawn as colour emoji, as iOS draws it: its cascade reaches Apple
        // Color Emoji before any symbol font, and San Francisco has no text glyph for them. (One
        // that Inter has, ❤ U+2764 or ☀ U+2600, stays a text glyph: whether San Francisco has
        // one isn't published.)
        if first.properties.isEmoji, !scalars.contains(where: { $0.value == 0xFE0E }),
           let emoji = systemFace(for: first, emoji: true, registry: registry), emoji.hasColorGlyphs, covers(emoji, relevant) {
            return emoji
        }
        if let family = cjkFamily(for: first),
           let candidate = SystemFonts.shared.face(named: family, weight: font.weight, italic: false),
           let cjk = face(candidate, registry: registry), covers(cjk, relevant) {
            return cjk
        }
        if let japanese = registry.japaneseFallbackFace, covers(japanese, relevant) {
            return japanese
        }
        if let candidate = SystemFonts.shared.fallback(for: first.value, emoji: false),
           let system = face(SystemFonts.shared.sibling(of: candidate, weight: font.weight, italic: font.italic), registry: registry)
            ?? face(candidate, registry: registry),
           covers(system, relevant) {
            return system
        }
        return primary
    }

    /// The Noto Sans CJK family for a character of a CJK script (step 4), nil for other scripts.
    static func cjkFamily(for scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF, 0xFFA0...0xFFDC:
            return "Noto Sans CJK KR"
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F, 0x1B000...0x1B16F:
            return "Noto Sans CJK JP"
        case 0x3100...0x312F, 0x31A0...0x31BF:
            return "Noto Sans CJK TC"
        case 0x2E80...0x2FDF, 0x3000...0x303F, 0x31C0...0x31EF, 0x3200...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF65, 0x20000...0x3134F:
            return "Noto Sans CJK SC"
        default:
            return nil
        }
    }

    private static func face(_ candidate: SystemFonts.Candidate, registry: FontRegistry) -> FontFace? {
        guard case .success(let face) = registry.face(at: URL(fileURLWithPath: candidate.path), index: candidate.index) else { return nil }
        return face
    }

    static func covers(_ face: FontFace, _ scalars: [Unicode.Scalar]) -> Bool {
        scalars.allSatisfy { face.glyph(for: $0) != nil }
    }

    private static func wantsEmojiPresentation(_ scalars: [Unicode.Scalar], first: Unicode.Scalar) -> Bool {
        if scalars.contains(where: { $0.value == 0xFE0F }) { return true }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        return first.properties.isEmojiPresentation
    }

    private static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
        (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
    }

    private static func systemFace(for scalar: Unicode.Scalar, emoji: Bool, registry: FontRegistry) -> FontFace? {
        SystemFonts.shared.fallback(for: scalar.value, emoji: emoji).flatMap { face($0, registry: registry) }
    }
}
