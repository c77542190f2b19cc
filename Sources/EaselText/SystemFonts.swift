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
        let weight: Int          // fontconfig weight
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
            let matches = state.listed.filter { $0.names.contains(wanted) }
            let best = matches.min { lhs, rhs in
                let left = (lhs.italic != italic ? 10_000 : 0) + abs(lhs.weight - fcWeight)
                let right = (rhs.italic != italic ? 10_000 : 0) + abs(rhs.weight - fcWeight)
                return left != right ? left < right : (lhs.candidate.path, lhs.candidate.index) < (rhs.candidate.path, rhs.candidate.index)
            }
            return best?.candidate
        }
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
            var found: Candidate?
            for (candidate, charset) in state.fallbackOrder[family] ?? [] where FcCharSetHasChar(charset, scalar) != 0 {
                found = candidate
                break
            }
            if state.coverage.count >= coverageMemoLimit { state.coverage.removeAll(keepingCapacity: true) }
            state.coverage[key] = found
            return found
        }
    }

    private static func start(_ state: inout State) {
        guard !state.started else { return }
        state.started = true
        guard let config = FcInitLoadConfigAndFonts() else { return }
        state.config = config
        let pattern = FcPatternCreate()
        let objects = FcObjectSetCreate()
        for object in [FC_FAMILY, FC_FULLNAME, FC_POSTSCRIPT_NAME, FC_FILE, FC_INDEX, FC_WEIGHT, FC_SLANT] {
            FcObjectSetAdd(objects, object)
        }
        defer { FcObjectSetDestroy(objects); FcPatternDestroy(pattern) }
        guard let list = FcFontList(config, pattern, objects) else { return }
        defer { FcFontSetDestroy(list) }
        for index in 0..<Int(list.pointee.nfont) {
            guard let font = list.pointee.fonts[index], let candidate = candidate(font) else { continue }
            var names = Set<String>()
            for object in [FC_FAMILY, FC_FULLNAME, FC_POSTSCRIPT_NAME] {
                var position: Int32 = 0
                while let value = string(font, object, position) {
                    names.insert(value.lowercased())
                    position += 1
                }
            }
            var weight: Int32 = 80
            var slant: Int32 = 0
            FcPatternGetInteger(font, FC_WEIGHT, 0, &weight)
            FcPatternGetInteger(font, FC_SLANT, 0, &slant)
            state.listed.append(ListedFont(candidate: candidate, names: names, weight: Int(weight), italic: slant != 0))
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
