import CICU
import Foundation
import Synchronization

/// CLDR's cardinal plural categories, which choose among a localized string's plural forms
/// (Apple's `.stringsdict` `NSStringPluralRuleType` and String Catalogs' plural variations name
/// their forms by them). The rules are ICU's, for the language of the strings.
public enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other

    /// The category of `number` in `language` (an identifier such as "en", "pt-BR", "ar"): ICU's
    /// cardinal rules; `other` when ICU has no rules for it.
    public static func of(_ number: Double, language: String) -> PluralCategory {
        guard number.isFinite, let rules = rules(for: language) else { return .other }
        var keyword = [CChar](repeating: 0, count: 16)
        let length = keyword.withUnsafeMutableBufferPointer { easel_plural_rules_select(rules.pointer, number, $0.baseAddress, Int32($0.count)) }
        guard length > 0 else { return .other }
        return PluralCategory(rawValue: String(decoding: keyword.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)) ?? .other
    }

    /// ICU's rules, opened once per language and kept: a process meets a handful of languages.
    private struct Rules: @unchecked Sendable {
        // ICU's plural rules are immutable once opened; selecting is safe from any thread.
        let pointer: UnsafeMutableRawPointer
    }
    private static let opened = Mutex<[String: Rules?]>([:])

    private static func rules(for language: String) -> Rules? {
        // ICU's identifiers use underscores ("pt_BR"); bundles' folders use hyphens ("pt-BR").
        let identifier = language.replacingOccurrences(of: "-", with: "_")
        return opened.withLock { opened in
            if let rules = opened[identifier] { return rules }
            let rules = easel_plural_rules_open(identifier).map(Rules.init(pointer:))
            opened[identifier] = rules
            return rules
        }
    }
}
