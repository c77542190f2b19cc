import Foundation
import Synchronization

/// The app's localized strings, as a `Text` made from a `LocalizedStringKey` looks its key up
/// (Apple, `LocalizedStringKey`: "the text view searches for the key in the `Localizable.strings`
/// table of the main bundle", or the table named).
///
/// They are read from the main bundle's `.lproj` folders: the preview program runs beside a copy
/// of the project's (`easel render` converts String Catalogs, `.xcstrings`, into them). The
/// default language is English when the bundle has it (Easel's locale is en_US), else `Base`, else
/// the bundle's development language, else the first by name; `Base` fills in what a language
/// leaves out. A view whose environment's locale names another language the bundle has shows that
/// language's strings (`tables(for:)`), as SwiftUI's text does: Apple's way to preview a
/// localization is `.environment(\.locale, Locale(identifier: "de"))`. A key no table has is
/// shown as written, as SwiftUI shows it.
package struct LocalizationTables: Sendable {
    /// Each table (`Localizable`, …) of the default language.
    package var tables: [String: LocalizationTable]
    /// The default language.
    package var language: String
    /// The bundle's other languages, read when a view's locale first asks for one.
    private let otherLanguages: OtherLanguageTables

    /// Tables of `language`, with `others` as the tables of other languages, by language.
    package init(language: String, tables: [String: LocalizationTable], others: [String: [String: LocalizationTable]] = [:]) {
        self.language = language
        self.tables = tables
        otherLanguages = OtherLanguageTables(folder: nil, available: others.keys.sorted(), hasBase: false, loaded: others)
    }

    /// The string for `key` in `table` (`Localizable` when nil), if the table has it.
    package func string(forKey key: String, table: String?) -> String? {
        tables[table ?? "Localizable"]?.format(forKey: key, numbers: [], language: language)
    }

    /// The default language's tables.
    package var defaultLanguage: LanguageTables {
        LanguageTables(language: language, tables: tables)
    }

    /// Whether the bundle has languages other than the default, which a view's locale can ask for.
    package var hasOtherLanguages: Bool {
        otherLanguages.available.contains { $0 != language }
    }

    /// The tables of the language `locale` names, when the bundle has it and it isn't the default:
    /// the locale's identifier with its region, then without (`pt_BR`: `pt-BR`, then `pt`), as
    /// Apple's bundles match localizations. Nil to use the default language.
    package func tables(for locale: Locale) -> LanguageTables? {
        var parts = locale.identifier.split(separator: "@").first.map { $0.split(whereSeparator: { $0 == "_" || $0 == "-" }) } ?? []
        while !parts.isEmpty {
            let candidate = parts.joined(separator: "-").lowercased()
            if let match = otherLanguages.available.first(where: { $0.lowercased() == candidate }) {
                return match == language ? nil : LanguageTables(language: match, tables: otherLanguages.tables(for: match))
            }
            if candidate == language.lowercased() { return nil }
            parts.removeLast()
        }
        return nil
    }

    /// The main bundle's tables, read once, when first asked.
    private static let mainBundleTables = LocalizationTables(bundleAt: Bundle.main.bundleURL)
    /// Tables set in their place (tests), read under the lock once any is set: every
    /// `LocalizedStringKey` asks, on every thread that renders, so the usual answer takes no lock.
    private static let isOverridden = Atomic(false)
    private static let override = Mutex<LocalizationTables?>(nil)

    /// The tables text looks keys up in: the main bundle's, or those set here; nil when there are
    /// none (no lookups then).
    package static var current: LocalizationTables? {
        get {
            guard isOverridden.load(ordering: .acquiring) else { return mainBundleTables }
            return override.withLock { $0 }
        }
        set {
            override.withLock { $0 = newValue }
            isOverridden.store(true, ordering: .releasing)
        }
    }

    /// The tables of the `.lproj` folders in `folder`, or nil when there are none.
    package init?(bundleAt folder: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let languages = names.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }.sorted()
        guard !languages.isEmpty else { return nil }
        // The development language from the bundle's Info.plist (read directly: Foundation's
        // `Bundle(url:)` traps on Linux for some folders).
        let info = (try? Data(contentsOf: folder.appendingPathComponent("Info.plist")))
            .flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any] }
        let development = info?["CFBundleDevelopmentRegion"] as? String
        let chosen = ["en", "Base", development].compactMap { $0 }.first(where: languages.contains) ?? languages[0]
        let others = OtherLanguageTables(folder: folder, available: languages.filter { $0 != "Base" }, hasBase: languages.contains("Base"), loaded: [:])
        self.language = chosen
        self.tables = others.read(chosen)
        self.otherLanguages = others
    }

    /// A `.strings` file's entries: the old-style `"key" = "value";` form, or a property list,
    /// in UTF-8 or UTF-16 (Xcode writes both). A file that can't be read has none.
    static func strings(at url: URL) -> [String: String] {
        guard var data = try? Data(contentsOf: url) else { return [:] }
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]), let text = String(data: data, encoding: .utf16) {
            data = Data(text.utf8)
        }
        let list = try? PropertyListSerialization.propertyList(from: data, format: nil)
        return (list as? [String: String]) ?? [:]
    }

    /// A `.stringsdict` file's entries (a property list, key to entry); those without a format
    /// key are left out. A file that can't be read has none.
    static func pluralizedFormats(at url: URL) -> [String: PluralizedFormat] {
        guard let data = try? Data(contentsOf: url),
              let list = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return [:] }
        return list.compactMapValues { ($0 as? [String: Any]).flatMap(PluralizedFormat.init(stringsDictionaryEntry:)) }
    }
}

/// One table (`Localizable`, …) of one language: its strings by key, and the strings that vary
/// with their numbers (its `.stringsdict`), which a key finds first, as Apple's bundles look in a
/// table's `.stringsdict` before its `.strings`.
package struct LocalizationTable: Sendable, Equatable {
    package var strings: [String: String]
    package var pluralized: [String: PluralizedFormat]

    package init(strings: [String: String] = [:], pluralized: [String: PluralizedFormat] = [:]) {
        self.strings = strings
        self.pluralized = pluralized
    }

    /// The format for `key` given its arguments' numbers, in `language`: the pluralized entry's
    /// forms chosen, else the plain string; nil when the table has neither.
    func format(forKey key: String, numbers: [PluralizedFormat.Number?], language: String) -> String? {
        if let pluralized = pluralized[key] { return pluralized.resolved(numbers: numbers, language: language) }
        return strings[key]
    }
}

/// One language's tables, by name, and the language (whose plural rules they choose forms by).
package struct LanguageTables: Sendable, Equatable {
    package var language: String
    package var tables: [String: LocalizationTable]

    /// The strings of `table`, by key.
    package subscript(table: String) -> [String: String]? {
        tables[table]?.strings
    }
}

/// A bundle's languages other than the default, read once each, when first asked for.
private final class OtherLanguageTables: Sendable {
    let folder: URL?
    /// The bundle's languages (its `.lproj` folders but `Base`).
    let available: [String]
    let hasBase: Bool
    private let loaded: Mutex<[String: [String: LocalizationTable]]>

    init(folder: URL?, available: [String], hasBase: Bool, loaded: [String: [String: LocalizationTable]]) {
        self.folder = folder
        self.available = available
        self.hasBase = hasBase
        self.loaded = Mutex(loaded)
    }

    func tables(for language: String) -> [String: LocalizationTable] {
        if let tables = loaded.withLock({ $0[language] }) { return tables }
        let tables = read(language)
        loaded.withLock { $0[language] = tables }
        return tables
    }

    /// The tables of `language`'s folder, over `Base`'s: its `.strings` and its `.stringsdict`.
    func read(_ language: String) -> [String: LocalizationTable] {
        guard let folder else { return [:] }
        var tables: [String: LocalizationTable] = [:]
        for name in language == "Base" || !hasBase ? [language] : ["Base", language] {
            let lproj = folder.appendingPathComponent("\(name).lproj")
            for file in ((try? FileManager.default.contentsOfDirectory(atPath: lproj.path)) ?? []).sorted() {
                let url = lproj.appendingPathComponent(file)
                if file.hasSuffix(".strings") {
                    let strings = LocalizationTables.strings(at: url)
                    tables[String(file.dropLast(".strings".count)), default: LocalizationTable()].strings.merge(strings) { _, chosen in chosen }
                } else if file.hasSuffix(".stringsdict") {
                    let pluralized = LocalizationTables.pluralizedFormats(at: url)
                    tables[String(file.dropLast(".stringsdict".count)), default: LocalizationTable()].pluralized.merge(pluralized) { _, chosen in chosen }
                }
            }
        }
        return tables
    }
}

extension LocalizedStringKey {
    /// The string a format key (literal text, `%@`, `%lld` … where arguments go) is localized
    /// to, with each argument's place: the table's string (a pluralized one's forms chosen by
    /// `numbers`, see `PluralizedFormat`) with its format specifiers as placeholder characters
    /// (positional `%2$@` too), `%%` as a percent sign. Nil when no table has the key. `language`
    /// is the tables to look in; nil for the default language's.
    static func localizedFormat(forKey key: String, table: String?, in language: LanguageTables? = nil,
                                numbers: [PluralizedFormat.Number?], placeholder: (Int) -> Unicode.Scalar) -> String? {
        guard let language = language ?? LocalizationTables.current?.defaultLanguage,
              let string = language.tables[table ?? "Localizable"]?.format(forKey: key, numbers: numbers, language: language.language)
        else { return nil }
        return withPlaceholders(string, argumentCount: numbers.count, placeholder: placeholder)
    }

    /// `format` with its specifiers as placeholder characters for `argumentCount` arguments
    /// (positional `%2$@` too), `%%` as a percent sign.
    static func withPlaceholders(_ format: String, argumentCount: Int, placeholder: (Int) -> Unicode.Scalar) -> String {
        let scalars = format.unicodeScalars
        var result = String.UnicodeScalarView()
        var next = 0
        var index = scalars.startIndex
        while let percent = scalars[index...].firstIndex(of: "%") {
            result.append(contentsOf: scalars[index..<percent])
            let specifier = FormatSpecifier(in: scalars, at: percent)
            index = specifier.end
            if specifier.isPercentSign {
                result.append("%")
                continue
            }
            guard specifier.conversion != nil else {
                // A `%` ending the string is shown as written.
                result.append("%")
                result.append(contentsOf: specifier.modifiers)
                continue
            }
            let argument = specifier.position ?? next
            if specifier.position == nil { next += 1 }
            if argument < argumentCount { result.append(placeholder(argument)) }
        }
        result.append(contentsOf: scalars[index...])
        return String(result)
    }
}

extension LocalizedStringKey {
    /// The key's string in `table` of the default language, a pluralized one's forms chosen by
    /// `numbers`, with `arguments` in its specifiers' places; nil when no table has the key.
    static func localizedString(forKey key: String, table: String?, arguments: [String], numbers: [PluralizedFormat.Number?]) -> String? {
        let format = localizedFormat(forKey: key, table: table, numbers: numbers) { Unicode.Scalar(firstPlaceholder + UInt32($0))! }
        return format.map { placing(arguments, inPlaceholders: $0) }
    }

    /// `format` (text with specifiers, `%%` a percent sign) with `arguments` in its specifiers'
    /// places.
    static func placing(_ arguments: [String], inFormat format: String) -> String {
        placing(arguments, inPlaceholders: withPlaceholders(format, argumentCount: arguments.count) { Unicode.Scalar(firstPlaceholder + UInt32($0))! })
    }

    /// Each placeholder character in `text` replaced by its argument.
    private static func placing(_ arguments: [String], inPlaceholders text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let index = Int(scalar.value) - Int(firstPlaceholder)
            if arguments.indices.contains(index) { result += arguments[index] } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
