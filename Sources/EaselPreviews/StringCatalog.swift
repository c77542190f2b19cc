import Foundation

/// A String Catalog (`.xcstrings`, Xcode 15): a table's keys and, for each language, their
/// strings, in JSON. Xcode compiles it into a `.strings` file per language in the app's bundle;
/// `writeStrings(into:)` does the same for the preview program, so that text finds its keys as
/// in the app.
///
/// A string with plural or device variations is written as its `other` (or first) variation: a
/// `.strings` file holds one string per key [I: the variation a picture most often needs; Easel
/// doesn't choose among them by count].
struct StringCatalog {
    /// The table the catalog is (its file's name: `Localizable` for `Localizable.xcstrings`).
    let table: String
    /// Each language's strings, by key.
    let strings: [String: [String: String]]

    init(at url: URL) throws {
        table = url.deletingPathExtension().lastPathComponent
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        var strings: [String: [String: String]] = [:]
        for (key, entry) in (json?["strings"] as? [String: Any]) ?? [:] {
            let localizations = ((entry as? [String: Any])?["localizations"] as? [String: Any]) ?? [:]
            for (language, localization) in localizations {
                if let value = Self.value(of: localization) { strings[language, default: [:]][key] = value }
            }
        }
        self.strings = strings
    }

    /// A localization's string: its unit's value, or its `other` (else first) variation's.
    private static func value(of localization: Any) -> String? {
        guard let localization = localization as? [String: Any] else { return nil }
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String { return value }
        guard let variations = localization["variations"] as? [String: Any] else { return nil }
        for kind in variations.keys.sorted() {
            guard let cases = variations[kind] as? [String: Any] else { continue }
            if let other = cases["other"], let value = value(of: other) { return value }
            for name in cases.keys.sorted() {
                if let value = value(of: cases[name]!) { return value }
            }
        }
        return nil
    }

    /// Writes `<language>.lproj/<table>.strings` into `folder` for each language, adding to a
    /// table already there (a catalog's strings win).
    func writeStrings(into folder: URL) throws {
        for (language, entries) in strings {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            let file = lproj.appendingPathComponent("\(table).strings")
            var merged: [String: String] = [:]
            if let data = try? Data(contentsOf: file),
               let existing = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String] {
                merged = existing
            }
            merged.merge(entries) { _, catalog in catalog }
            try PropertyListSerialization.data(fromPropertyList: merged, format: .xml, options: 0).write(to: file)
        }
    }
}
