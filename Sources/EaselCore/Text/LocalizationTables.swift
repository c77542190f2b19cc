import Foundation
import Synchronization

/// The app's localized strings, as a `Text` made from a `LocalizedStringKey` looks its key up
/// (Apple, `LocalizedStringKey`: "the text view searches for the key in the `Localizable.strings`
/// table of the main bundle", or the table named).
///
/// They are read once, from the main bundle's `.lproj` folders: the preview program runs beside a
/// copy of the project's (`easel render` converts String Catalogs, `.xcstrings`, into them). One
/// language is read: English when the bundle has it (Easel's locale is en_US), else `Base`, else
/// the bundle's development language, else the first by name; `Base` fills in what it leaves out.
/// A key no table has is shown as written, as SwiftUI shows it.
package struct LocalizationTables: Sendable {
    /// The strings of each table (`Localizable`, …), by key.
    package var tables: [String: [String: String]]
    /// The language read.
    package var language: String

    package init(language: String, tables: [String: [String: String]]) {
        self.language = language
        self.tables = tables
    }

    /// The string for `key` in `table` (`Localizable` when nil), if the table has it.
    package func string(forKey key: String, table: String?) -> String? {
        tables[table ?? "Localizable"]?[key]
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
        var tables: [String: [String: String]] = [:]
        for language in chosen == "Base" || !languages.contains("Base") ? [chosen] : ["Base", chosen] {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            for file in ((try? FileManager.default.contentsOfDirectory(atPath: lproj.path)) ?? []).sorted() where file.hasSuffix(".strings") {
                let strings = Self.strings(at: lproj.appendingPathComponent(file))
                tables[String(file.dropLast(".strings".count)), default: [:]].merge(strings) { _, chosen in chosen }
            }
        }
        self.init(language: chosen, tables: tables)
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

extension LocalizedStringKey {
    /// What may come between a format specifier's `%` and its conversion: position, flags, width,
    /// precision and length.
    private static let specifierModifiers = Set("0123456789$.-+ #'hlqLzjt".unicodeScalars)

    /// The string a format key (literal text, `%@`, `%lld` … where arguments go) is localized
    /// to, with each argument's place: the table's string with its format specifiers as placeholder
    /// characters (positional `%2$@` too), `%%` as a percent sign. Nil when no table has the key.
    static func localizedFormat(forKey key: String, table: String?, argumentCount: Int, placeholder: (Int) -> Unicode.Scalar) -> String? {
        guard let tables = LocalizationTables.current, let string = tables.string(forKey: key, table: table) else { return nil }
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
