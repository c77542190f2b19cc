import Foundation

extension Text {
    /// A run of a text's segments and the key they came from, so that the text can be shown in
    /// the language of the environment it is resolved in: SwiftUI's `Text` looks its key up in the
    /// environment's locale (Apple, "Preparing views for localization": preview a localization by
    /// setting `\.locale` in the environment), not when it is made. A run made otherwise (verbatim
    /// text joined with `+`) has no key and is kept as it is.
    package struct LocalizedPart {
        /// How many of the text's segments the run is.
        var segmentCount: Int
        /// The key, table and arguments to look up; nil for text that isn't localized.
        var lookup: LocalizedStringKey.Lookup?
        /// The text's modifiers applied since (fonts, colours, …), in order, to apply to the
        /// segments looked up again.
        var changes: [(inout Segment) -> Void] = []
    }

    /// The parts of this text, or one part without a key for all of it.
    var partsOrWhole: [LocalizedPart] {
        localizedParts ?? [LocalizedPart(segmentCount: segments.count, lookup: nil)]
    }

    /// The text in the language `locale` names, when the app's tables have it and it isn't the
    /// default one: each run from a key is looked up again there and given the text's modifiers
    /// again. A key that language lacks keeps the default language's string (Base and the
    /// default language fill in, as Apple's bundles fall back to the development language).
    func localized(in locale: Locale) -> Text {
        guard let parts = localizedParts, parts.reduce(0, { $0 + $1.segmentCount }) == segments.count,
              let language = LocalizationTables.current?.tables(for: locale) else { return self }
        var localized: [Segment] = []
        var start = 0
        for part in parts {
            let own = segments[start..<(start + part.segmentCount)]
            start += part.segmentCount
            guard let lookup = part.lookup,
                  var found = LocalizedStringKey.localizedSegments(key: lookup.key, table: lookup.table, in: language, arguments: lookup.arguments, numbers: lookup.numbers)
            else {
                localized += own
                continue
            }
            for change in part.changes {
                for index in found.indices { change(&found[index]) }
            }
            localized += found
        }
        return Text(segments: localized)
    }
}

extension LocalizedStringKey {
    /// What a text looks up again in another language: the key, the table, the arguments.
    package struct Lookup: Equatable {
        let key: String
        let table: String?
        let arguments: [[Text.Segment]]
        let numbers: [PluralizedFormat.Number?]
    }

    /// The parts of a text made from this key with `segmentCount` segments: one, from the key,
    /// when the app's tables have other languages than the default; nil otherwise (nothing to
    /// look up again).
    func localizedParts(table: String?, segmentCount: Int) -> [Text.LocalizedPart]? {
        guard LocalizationTables.current?.hasOtherLanguages == true else { return nil }
        return [Text.LocalizedPart(segmentCount: segmentCount, lookup: Lookup(key: key, table: table, arguments: arguments, numbers: numbers))]
    }
}

extension Text {
    /// What a text showing "¤", the sign for a currency no locale names, is told: Foundation on
    /// Linux fixes `Locale.current` at `en_001`, which has no currency (swift-foundation's
    /// `LocaleCache.preferences()` off Apple's platforms), so a `NumberFormatter` in the currency
    /// style or `.currency(code: Locale.current.currency?.identifier ?? "")` left on the current
    /// locale writes it, where an iOS preview (en_US) writes "$".
    static func genericCurrencySign(_ detail: String) -> String {
        "Text \(detail): \"¤\" is the sign for no currency in particular: a formatter left on Locale.current formats in en_001 on Linux (Foundation fixes it there), where an iOS preview uses en_US and writes \"$\". Give the formatter a locale (Locale(identifier: \"en_US\")) or a currency code."
    }
}
