import Foundation

/// Chooses the face that draws each grapheme cluster (platform-constants.md §0.4–0.5, §5.5):
/// 1. a cluster asking for emoji presentation (U+FE0F, or an Emoji_Presentation character without
///    U+FE0E) goes to fontconfig's "emoji" font (Noto Color Emoji) when one covers it;
/// 2. else the run's own face, when its cmap has every character of the cluster (default-ignorable
///    ones such as ZWJ and variation selectors aside);
/// 3. else the bundled Inter at the run's size, weight and slant (for named fonts that lack a
///    character, e.g. a Latin letter in a symbol font);
/// 4. else the bundled M+ 1 (Japanese; present on a fresh machine);
/// 5. else the first font in fontconfig's "sans-serif" order that has the cluster's characters;
/// 6. else the run's face, which draws its .notdef glyph. Unassigned, private-use and control
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
        if let japanese = registry.japaneseFallbackFace, covers(japanese, relevant) {
            return japanese
        }
        if let system = systemFace(for: first, emoji: false, registry: registry), covers(system, relevant) {
            return system
        }
        return primary
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
        guard let candidate = SystemFonts.shared.fallback(for: scalar.value, emoji: emoji),
              case .success(let face) = registry.face(at: URL(fileURLWithPath: candidate.path), index: candidate.index)
        else { return nil }
        return face
    }
}
