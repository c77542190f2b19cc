import CFontconfig
import Foundation
import Synchronization

/// System fonts through fontconfig: custom families that were not registered, and fonts covering
/// characters that neither the run's font nor the bundled fallback has (emoji, Hebrew, …).
/// fontconfig is started lazily on first use, so text that needs no system font never touches it;
/// all fontconfig calls run under one lock.
final class SystemFonts: Sendable {
    static let shared = SystemFonts()

    /// A face fontconfig points at: a file and a face index (named instance in the high 16 bits).
    struct Candidate: Hashable, Sendable {
        let path: String
        let index: Int
    }

    private struct ListedFont {
        let candidate: Candidate
        let names: Set<String>   // lower-cased family, full and PostScript names
        let family: String       // the first family name, lower-cased
        let weight: Int          // fontconfig weight
        let width: Int           // fontconfig width: 100 normal, 75 condensed…
        let italic: Bool
    }

    /// A named lookup or a sibling lookup, remembered: both run once per fallback cluster.
    private struct StyledKey: Hashable {
        let name: String
        let index: Int
        let weight: Int
        let italic: Bool
    }

    private struct State {
        var started = false
        var config: OpaquePointer?
        var listed: [ListedFont] = []
        /// Fonts in fontconfig's order of preference for a generic family, with their coverage.
        var fallbackOrder: [String: [(Candidate, OpaquePointer)]] = [:]
        var fallbackSets: [UnsafeMutablePointer<FcFontSet>] = []
        var coverage: [UInt64: Candidate?] = [:]
        var familyOf: [Candidate: String] = [:]
        var styled: [StyledKey: Candidate?] = [:]
    }

    private let state = Mutex(State())
    /// How many code points' fallback answers are remembered before the memo is cleared.
    private let coverageMemoLimit = 8192

    private init() {}

    /// The best face whose family, full or PostScript name is `name` (case-insensitive), closest
    /// in weight and slant; or, for a fontconfig generic name (sans-serif, serif, monospace,
    /// emoji…), fontconfig's match. Nil when no installed font has that name.
    func face(named name: String, weight: CGFloat, italic: Bool) -> Candidate? {
        let wanted = name.lowercased()
        let fcWeight = Int(FcWeightFromOpenType(Int32(weight.rounded())))
        return state.withLock { state -> Candidate? in
            Self.start(&state)
            guard state.config != nil else { return nil }
            if ["sans-serif", "sans", "serif", "monospace", "mono", "emoji", "system-ui"].contains(wanted) {
                return Self.match(generic: wanted, weight: fcWeight, italic: italic, state: state)
            }
            return Self.closest(among: { $0.names.contains(wanted) }, key: StyledKey(name: wanted, index: -1, weight: fcWeight, italic: italic), &state)
        }
    }

    /// The face of `candidate`'s family closest to `weight` and `italic`: a fallback font found
    /// by coverage is fontconfig's regular face, and bold text must stay bold in it (issue #14).
    /// The candidate itself when its family has nothing closer.
    func sibling(of candidate: Candidate, weight: CGFloat, italic: Bool) -> Candidate {
        let fcWeight = Int(FcWeightFromOpenType(Int32(weight.rounded())))
        return state.withLock { state -> Candidate in
            Self.start(&state)
            guard let family = state.familyOf[candidate] else { return candidate }
            let key = StyledKey(name: candidate.path, index: candidate.index, weight: fcWeight, italic: italic)
            return Self.closest(among: { $0.family == family }, key: key, &state) ?? candidate
        }
    }

    /// The listed font passing `filter` nearest in slant, then width to normal (a family such as
    /// Noto Serif lists its condensed faces under the same name, and the system font's designs
    /// are all of normal width), then weight (ties: by path), memoized under `key`.
    private static func closest(among filter: (ListedFont) -> Bool, key: StyledKey, _ state: inout State) -> Candidate? {
        if let known = state.styled[key] { return known }
        func distance(_ font: ListedFont) -> Int {
            (font.italic != key.italic ? 1_000_000 : 0) + abs(font.width - Int(FC_WIDTH_NORMAL)) * 1_000 + abs(font.weight - key.weight)
        }
        let best = state.listed.filter(filter).min { lhs, rhs in
            let left = distance(lhs), right = distance(rhs)
            return left != right ? left < right : (lhs.candidate.path, lhs.candidate.index) < (rhs.candidate.path, rhs.candidate.index)
        }
        state.styled[key] = best?.candidate
        return best?.candidate
    }

    /// The first font in fontconfig's preference order (for "emoji" when `emoji`, else
    /// "sans-serif") whose character set has `scalar`; nil when none does.
    func fallback(for scalar: UInt32, emoji: Bool) -> Candidate? {
        let key = UInt64(scalar) << 1 | (emoji ? 1 : 0)
        return state.withLock { state -> Candidate? in
            if let known = state.coverage[key] { return known }
            Self.start(&state)
            let family = emoji ? "emoji" : "sans-serif"
            if state.fallbackOrder[family] == nil {
                Self.loadFallbackOrder(family, &state)
            }
            // Among the fonts that have it, Noto Sans's script families first: a harmonised sans
            // set, nearer iOS's sans faces for these scripts (SF Arabic, SF Hebrew, Thonburi,
            // Kohinoor) than DejaVu Sans, which fontconfig ranks first (Easel's choice).
            let covering = (state.fallbackOrder[family] ?? []).lazy.filter { FcCharSetHasChar($0.1, scalar) != 0 }.map(\.0)
            let found = emoji ? covering.first
                : covering.first { state.familyOf[$0].map(Self.isNotoSans) ?? false } ?? covering.first
            if state.coverage.count >= coverageMemoLimit { state.coverage.removeAll(keepingCapacity: true) }
            state.coverage[key] = found
            return found
        }
    }

    /// Noto Sans and its script families (not the monospaced, serif or CJK ones, which have their
    /// own rules).
    private static func isNotoSans(_ family: String) -> Bool {
        family.hasPrefix("noto sans") && !family.hasPrefix("noto sans mono") && !family.contains("cjk")
    }

    private static func start(_ state: inout State) {
        guard !state.started else { return }
        state.started = true
        guard let config = FcInitLoadConfigAndFonts() else { return }
        state.config = config
        let pattern = FcPatternCreate()
        let objects = FcObjectSetCreate()
        for object in [FC_FAMILY, FC_FULLNAME, FC_POSTSCRIPT_NAME, FC_FILE, FC_INDEX, FC_WEIGHT, FC_WIDTH, FC_SLANT] {
            FcObjectSetAdd(objects, object)
        }
        defer { FcObjectSetDestroy(objects); FcPatternDestroy(pattern) }
        guard let list = FcFontList(config, pattern, objects) else { return }
        defer { FcFontSetDestroy(list) }
        for index in 0..<Int(list.pointee.nfont) {
            guard let font = list.pointee.fonts[index], let candidate = candidate(font) else { continue }
            var names = Set<String>()
            let family = string(font, FC_FAMILY, 0)?.lowercased() ?? ""
            for object in [FC_FAMILY, FC_FULLNAME, FC_POSTSCRIPT_NAME] {
                var position: Int32 = 0
                while let value = string(font, object, position) {
                    names.insert(value.lowercased())
                    position += 1
                }
            }
            var weight: Int32 = 80
            var width = Int32(FC_WIDTH_NORMAL)
            var slant: Int32 = 0
            FcPatternGetInteger(font, FC_WEIGHT, 0, &weight)
            FcPatternGetInteger(font, FC_WIDTH, 0, &width)
            FcPatternGetInteger(font, FC_SLANT, 0, &slant)
            state.listed.append(ListedFont(candidate: candidate, names: names, family: family, weight: Int(weight),
                                           width: Int(width), italic: slant != 0))
            state.familyOf[candidate] = family
        }
    }

    private static func loadFallbackOrder(_ family: String, _ state: inout State) {
        state.fallbackOrder[family] = []
        guard let config = state.config, let pattern = FcNameParse(family) else { return }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let sorted = FcFontSort(config, pattern, 1, nil, &result) else { return }
        state.fallbackSets.append(sorted)   // kept for the process: the charsets below live in it
        var order: [(Candidate, OpaquePointer)] = []
        for index in 0..<Int(sorted.pointee.nfont) {
            guard let font = sorted.pointee.fonts[index], let candidate = candidate(font) else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { continue }
            order.append((candidate, charset))
        }
        state.fallbackOrder[family] = order
    }

    private static func match(generic: String, weight: Int, italic: Bool, state: State) -> Candidate? {
        guard let config = state.config, let pattern = FcNameParse(generic) else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddInteger(pattern, FC_WEIGHT, Int32(weight))
        FcPatternAddInteger(pattern, FC_SLANT, italic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let font = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        return candidate(font)
    }

    private static func candidate(_ font: OpaquePointer) -> Candidate? {
        guard let path = string(font, FC_FILE, 0) else { return nil }
        var index: Int32 = 0
        FcPatternGetInteger(font, FC_INDEX, 0, &index)
        return Candidate(path: path, index: Int(index))
    }

    private static func string(_ font: OpaquePointer, _ object: String, _ position: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, object, position, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
