import Foundation

/// A String Catalog (`.xcstrings`, Xcode 15): a table's keys and, for each language, their
/// strings, in JSON. Xcode compiles it into a `.strings` file per language in the app's bundle,
/// and its strings that vary (by plural or by device) into a `.stringsdict`; `writeStrings(into:)`
/// does the same for the preview program, so that text finds its keys as in the app and chooses
/// a plural form by its number (`PluralizedFormat`).
///
/// A string that varies is also written to the `.strings` as its `other` (or first) variation, for
/// lookups that have no numbers. Device variations are resolved here, to the iPhone's (else
/// `other`) [chosen: Easel's default devices are iPhones].
struct StringCatalog {
    /// The table the catalog is (its file's name: `Localizable` for `Localizable.xcstrings`).
    let table: String
    /// Each language's strings, by key.
    let strings: [String: [String: String]]
    /// Each language's strings that vary with a number, by key, as `.stringsdict` entries.
    let pluralized: [String: [String: [String: Any]]]

    init(at url: URL) throws {
        table = url.deletingPathExtension().lastPathComponent
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        var strings: [String: [String: String]] = [:]
        var pluralized: [String: [String: [String: Any]]] = [:]
        for (key, entry) in (json?["strings"] as? [String: Any]) ?? [:] {
            let localizations = ((entry as? [String: Any])?["localizations"] as? [String: Any]) ?? [:]
            for (language, localization) in localizations {
                if let value = Self.value(of: localization) { strings[language, default: [:]][key] = value }
                if let entry = Self.stringsDictionaryEntry(of: localization) { pluralized[language, default: [:]][key] = entry }
            }
        }
        self.strings = strings
        self.pluralized = pluralized
    }

    /// A localization's string: its unit's value, or its iPhone's device variation's, or its
    /// `other` (else first) variation's.
    private static func value(of localization: Any) -> String? {
        guard let localization = localization as? [String: Any] else { return nil }
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String { return value }
        guard let variations = localization["variations"] as? [String: Any] else { return nil }
        for kind in variations.keys.sorted() {
            guard let cases = variations[kind] as? [String: Any] else { continue }
            if kind == "device", let iPhone = cases["iphone"], let value = value(of: iPhone) { return value }
            if let other = cases["other"], let value = value(of: other) { return value }
            for name in cases.keys.sorted() {
                if let value = value(of: cases[name]!) { return value }
            }
        }
        return nil
    }

    /// The localization as a `.stringsdict` entry, when it varies by plural (the whole string, or
    /// its substitutions), as Xcode compiles it; nil for a plain string.
    /// - A whole string varying by plural becomes one variable, chosen by the first argument.
    /// - A string with substitutions (`%#@count@` in its value, each substitution naming its
    ///   argument, `argNum`, and format, `formatSpecifier`) becomes a variable per substitution,
    ///   positional, with the forms' `%arg` written as that argument's specifier (`%1$lld`).
    /// - A device variation is first resolved to the iPhone's (else `other`) localization.
    private static func stringsDictionaryEntry(of localization: Any) -> [String: Any]? {
        guard var localization = localization as? [String: Any] else { return nil }
        if let devices = (localization["variations"] as? [String: Any])?["device"] as? [String: Any] {
            guard let chosen = (devices["iphone"] ?? devices["other"]) as? [String: Any] else { return nil }
            localization = chosen
        }
        if let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] {
            return ["NSStringLocalizedFormatKey": "%#@plural@", "plural": pluralVariable(plural, argument: nil)]
        }
        guard let format = (localization["stringUnit"] as? [String: Any])?["value"] as? String,
              let substitutions = localization["substitutions"] as? [String: Any], !substitutions.isEmpty else { return nil }
        var entry: [String: Any] = [:]
        var positionalFormat = format
        for (name, substitution) in substitutions {
            guard let substitution = substitution as? [String: Any],
                  let plural = (substitution["variations"] as? [String: Any])?["plural"] as? [String: Any] else { continue }
            let argument = (substitution["argNum"] as? Int) ?? 1
            let specifier = (substitution["formatSpecifier"] as? String) ?? "lld"
            entry[name] = pluralVariable(plural, argument: (argument, specifier))
            positionalFormat = positionalFormat.replacingOccurrences(of: "%#@\(name)@", with: "%\(argument)$#@\(name)@")
        }
        guard !entry.isEmpty else { return nil }
        entry["NSStringLocalizedFormatKey"] = positionalFormat
        return entry
    }

    /// A `.stringsdict` plural variable from a catalog's plural cases; `%arg` in its forms becomes
    /// `argument`'s positional specifier.
    private static func pluralVariable(_ cases: [String: Any], argument: (number: Int, specifier: String)?) -> [String: Any] {
        var variable: [String: Any] = ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType"]
        for (category, form) in cases {
            guard var value = Self.value(of: form) else { continue }
            if let argument { value = value.replacingOccurrences(of: "%arg", with: "%\(argument.number)$\(argument.specifier)") }
            variable[category] = value
        }
        return variable
    }

    /// Writes `<language>.lproj/<table>.strings`, and `<table>.stringsdict` for the strings that
    /// vary, into `folder` for each language, adding to files already there (a catalog's entries
    /// win).
    func writeStrings(into folder: URL) throws {
        for (language, entries) in strings {
            try Self.merge(entries, into: folder.appendingPathComponent("\(language).lproj/\(table).strings"))
        }
        for (language, entries) in pluralized {
            try Self.merge(entries, into: folder.appendingPathComponent("\(language).lproj/\(table).stringsdict"))
        }
    }

    /// Writes `entries` as an XML property list at `file`, over the entries it already holds.
    private static func merge<Value>(_ entries: [String: Value], into file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        var merged: [String: Any] = [:]
        if let data = try? Data(contentsOf: file),
           let existing = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            merged = existing
        }
        for (key, value) in entries { merged[key] = value }
        try PropertyListSerialization.data(fromPropertyList: merged, format: .xml, options: 0).write(to: file)
    }
}
