import CHarfBuzz
import Foundation

/// HarfBuzz's output for one run of text in one face, direction and script, in font units
/// (size-independent, so one shaping serves every size and scale factor).
struct ShapedGlyphs: Sendable {
    var glyphs: [UInt32] = []
    /// UTF-16 offset, in the shaped text, of the cluster each glyph belongs to.
    var clusters: [Int32] = []
    var xAdvances: [Int32] = []
    var xOffsets: [Int32] = []
    /// y up, as HarfBuzz gives it.
    var yOffsets: [Int32] = []
    /// HarfBuzz's `HB_GLYPH_FLAG_UNSAFE_TO_BREAK`: cutting the text before this glyph's cluster
    /// changes the shaping, so each side must be shaped again.
    var unsafeToBreak: [Bool] = []

    var count: Int { glyphs.count }
}

/// What a shaping is cached under. The face is compared by identity: the registry makes one
/// ``FontFace`` per file, index and coordinates.
struct ShapeKey: Hashable, Sendable {
    let text: [UInt16]
    let face: FontFace
    let rightToLeft: Bool
    let script: UInt32
    let tabularDigits: Bool

    static func == (lhs: ShapeKey, rhs: ShapeKey) -> Bool {
        lhs.face === rhs.face && lhs.rightToLeft == rhs.rightToLeft && lhs.script == rhs.script
            && lhs.tabularDigits == rhs.tabularDigits && lhs.text == rhs.text
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(face))
        hasher.combine(rightToLeft)
        hasher.combine(script)
        hasher.combine(tabularDigits)
        hasher.combine(text)
    }
}

/// Shapes text with HarfBuzz (kerning, ligatures, complex scripts, right-to-left), caching the
/// results per (text, face, direction, script, features) in a bounded LRU cache. Shaping is in font
/// units, so the size is not part of the key: a size only scales the result.
enum Shaper {
    /// Up to 16,384 shapings or about a million UTF-16 units of shaped text; runs over 64 K units
    /// are not kept here (their paragraph keeps them, in ``PreparedText``'s cache).
    static let cache = BoundedCache<ShapeKey, ShapedGlyphs>(countLimit: 16_384, costLimit: 1 << 20, entryCostLimit: 1 << 16)

    static func shape(_ key: ShapeKey) -> ShapedGlyphs {
        if let cached = cache.value(forKey: key) { return cached }
        let shaped = shapeUncached(key)
        cache.insert(shaped, forKey: key, cost: max(key.text.count, 1))
        return shaped
    }

    private static let tnum = HarfBuzzFont.tag("tnum")
    private static let calt = HarfBuzzFont.tag("calt")
    /// Scripts shaped with the Japanese language system (`locl` forms of M+ and CJK fonts).
    private static let japaneseScripts: Set<UInt32> = [0x4861_6E69, 0x4869_7261, 0x4B61_6E61, 0x4872_6B74] // Hani Hira Kana Hrkt

    static func shapeUncached(_ key: ShapeKey) -> ShapedGlyphs {
        guard !key.text.isEmpty else { return ShapedGlyphs() }
        // A tab has no glyph in most fonts; it is shaped as a space (tab stops are not implemented).
        let text = key.text.contains(0x09) ? key.text.map { $0 == 0x09 ? 0x20 : $0 } : key.text
        var features: [hb_feature_t] = []
        if key.tabularDigits {
            features.append(hb_feature_t(tag: tnum, value: 1, start: 0, end: UInt32.max))
        }
        guard key.face.familyName.hasPrefix("Inter") else { return shaped(text, key, features: features) }
        // Inter's contextual alternates rewrite what was written: "1920x1080" draws a
        // multiplication sign, "->" and "=>" arrows. Inter stands in for SF Pro, whose contextual
        // alternates do none of that, so a title shows the characters its code has (found on a
        // parts list's "M6x20" in a public app). They are off for Inter (other fonts' contextual
        // forms can be what their script needs), but for the one SF Pro has too: a colon between
        // digits is raised to their middle ("9:41"; Apple, SF Pro's contextual alternates).
        var result = shaped(text, key, features: features + [hb_feature_t(tag: calt, value: 0, start: 0, end: UInt32.max)])
        let colons = text.indices.filter { isColonBetweenDigits(text, at: $0) }
        if !colons.isEmpty {
            let aligned = shaped([0x30, 0x3A, 0x30], key, features: features)
            if aligned.count == 3 {
                for glyph in result.glyphs.indices where colons.contains(Int(result.clusters[glyph])) {
                    result.glyphs[glyph] = aligned.glyphs[1]
                    result.xAdvances[glyph] = aligned.xAdvances[1]
                    result.xOffsets[glyph] = aligned.xOffsets[1]
                    result.yOffsets[glyph] = aligned.yOffsets[1]
                }
            }
        }
        return result
    }

    private static func isColonBetweenDigits(_ text: [UInt16], at index: Int) -> Bool {
        func isDigit(_ unit: UInt16) -> Bool { (0x30...0x39).contains(unit) }
        return text[index] == 0x3A && index > 0 && index + 1 < text.count && isDigit(text[index - 1]) && isDigit(text[index + 1])
    }

    /// `text` shaped with the key's face, direction and script, and `features`.
    private static func shaped(_ text: [UInt16], _ key: ShapeKey, features: [hb_feature_t]) -> ShapedGlyphs {
        guard let buffer = hb_buffer_create() else { return ShapedGlyphs() }
        defer { hb_buffer_destroy(buffer) }
        text.withUnsafeBufferPointer { units in
            hb_buffer_add_utf16(buffer, units.baseAddress, Int32(units.count), 0, Int32(units.count))
        }
        hb_buffer_set_direction(buffer, key.rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_from_iso15924_tag(key.script))
        // An explicit language keeps shaping independent of the machine's locale.
        hb_buffer_set_language(buffer, hb_language_from_string(japaneseScripts.contains(key.script) ? "ja" : "en", -1))
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
        hb_shape(key.face.shaping.font, buffer, features, UInt32(features.count))

        var length: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &length),
              let positions = hb_buffer_get_glyph_positions(buffer, nil) else { return ShapedGlyphs() }
        let count = Int(length)
        var result = ShapedGlyphs()
        result.glyphs.reserveCapacity(count)
        result.clusters.reserveCapacity(count)
        result.xAdvances.reserveCapacity(count)
        result.xOffsets.reserveCapacity(count)
        result.yOffsets.reserveCapacity(count)
        result.unsafeToBreak.reserveCapacity(count)
        let unsafeFlag = HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue
        for index in 0..<count {
            let info = infos[index]
            let position = positions[index]
            result.glyphs.append(info.codepoint)
            result.clusters.append(Int32(bitPattern: info.cluster))
            result.xAdvances.append(position.x_advance)
            result.xOffsets.append(position.x_offset)
            result.yOffsets.append(position.y_offset)
            // hb_glyph_info_get_glyph_flags() is an inline function: the flags live in `mask`.
            result.unsafeToBreak.append(info.mask & unsafeFlag != 0)
        }
        return result
    }
}
