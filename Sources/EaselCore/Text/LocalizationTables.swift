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
    /// The strings of each table (`Localizable`, …) of the default language, by key.
    package var tables: [String: [String: String]]
    /// The default language.
    package var language: String
    /// The bundle's other languages, read when a view's locale first asks for one.
    private let otherLanguages: OtherLanguageTables

    /// Tables of `language`, with `others` as the tables of other languages, by language.
    package init(language: String, tables: [String: [String: String]], others: [String: [String: [String: String]]] = [:]) {
        self.language = language
        self.tables = tables
        otherLanguages = OtherLanguageTables(folder: nil, available: others.keys.sorted(), hasBase: false, loaded: others)
    }

    /// The string for `key` in `table` (`Localizable` when nil), if the table has it.
    package func string(forKey key: String, table: String?) -> String? {
        tables[table ?? "Localizable"]?[key]
    }

    /// Whether the bundle has languages other than the default, which a view's locale can ask for.
    package var hasOtherLanguages: Bool {
        otherLanguages.available.contains { $0 != language }
    }

    /// The tables of the language `locale` names, when the bundle has it and it isn't the default:
    /// the locale's identifier with its region, then without (`pt_BR`: `pt-BR`, then `pt`), as
    /// Apple's bundles match localizations. Nil to use the default language.
    package func tables(for locale: Locale) -> [String: [String: String]]? {
        var parts = locale.identifier.split(separator: "@").first.map { $0.split(whereSeparator: { $0 == "_" || $0 == "-" }) } ?? []
        while !parts.isEmpty {
            let candidate = parts.joined(separator: "-").lowercased()
            if let match = otherLanguages.available.first(where: { $0.lowercased() == candidate }) {
                return match == language ? nil : otherLanguages.tables(for: match)
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
}

/// A bundle's languages other than the default, read once each, when first asked for.
private final class OtherLanguageTables: Sendable {
    let folder: URL?
    /// The bundle's languages (its `.lproj` folders but `Base`).
    let available: [String]
    let hasBase: Bool
    private let loaded: Mutex<[String: [String: [String: String]]]>

    init(folder: URL?, available: [String], hasBase: Bool, loaded: [String: [String: [String: String]]]) {
        self.folder = folder
        self.available = available
        self.hasBase = hasBase
        self.loaded = Mutex(loaded)
    }

    func tables(for language: String) -> [String: [String: String]] {
        if let tables = loaded.withLock({ $0[language] }) { return tables }
        let tables = read(language)
        loaded.withLock { $0[language] = tables }
        return tables
    }

    /// The tables of `language`'s folder, over `Base`'s.
    func read(_ language: String) -> [String: [String: String]] {
        guard let folder else { return [:] }
        var tables: [String: [String: String]] = [:]
        for name in language == "Base" || !hasBase ? [language] : ["Base", language] {
            let lproj = folder.appendingPathComponent("\(name).lproj")
            for file in ((try? FileManager.default.contentsOfDirectory(atPath: lproj.path)) ?? []).sorted() where file.hasSuffix(".strings") {
                let strings = LocalizationTables.strings(at: lproj.appendingPathComponent(file))
                tables[String(file.dropLast(".strings".count)), default: [:]].merge(strings) { _, chosen in chosen }
            }
        }
        return tables
    }
}

extension LocalizedStringKey {
    /// What may come between a format specifier's `%` and its conversion: position, flags, width,
    /// precision and length.
    private static let specifierModifiers = Set("0123456789$.-+ #'hlqLzjt".unicodeScalars)

    /// The string a format key (literal text, `%@`, `%lld` … where arguments go) is localized
    /// to, with each argument's place: the table's string with its format specifiers as placeholder
    /// characters (positional `%2$@` too), `%%` as a percent sign. Nil when no table has the key.
    static func localizedFormat(forKey key: String, table: String?, in language: [String: [String: String]]? = nil,
                                argumentCount: Int, placeholder: (Int) -> Unicode.Scalar) -> String? {
        let string = if let language { language[table ?? "Localizable"]?[key] } else { LocalizationTables.current?.string(forKey: key, table: table) }
        guard let string else { return nil }
        var result = ""
        var next = 0
        var scalars = Array(string.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else { result.unicodeScalars.append(scalar); continue }
            if scalars.first == "%" { scalars.removeFirst(); result += "%"; continue }
            // %[n$][flags][width][.precision][length]conversion
            var spec = ""
            while let first = scalars.first, Self.specifierModifiers.contains(first) {
                spec.unicodeScalars.append(scalars.removeFirst())
            }
            guard scalars.popFirst() != nil else { result += "%" + spec; break }
            var index = next
            if let dollar = spec.firstIndex(of: "$"), let position = Int(spec[..<dollar]), position >= 1 {
                index = position - 1
            } else {
                next += 1
            }
            if index < argumentCount { result.unicodeScalars.append(placeholder(index)) }
        }
        return result
    }
}
