import Testing
import Foundation
@testable import EaselCore
import EaselText

/// Text made from a `LocalizedStringKey` shows the app's localized string for it (the main
/// bundle's `.lproj` tables), with interpolated values in their places.
@Suite struct LocalizationTablesTests {
    /// A bundle folder with English (UTF-16, as Xcode often writes it), Portuguese and Base tables.
    static func bundle() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-lproj-\(UUID().uuidString)")
        let english = """
        /* Screen titles */
        "easel.test.profile" = "Profile";
        "easel.test.greeting %@" = "Hello, %@!";
        "easel.test.count %lld of %@" = "%2$@ holds %1$lld";
        "easel.test.bold" = "**Bold** move, 100%% sure";
        """
        let files: [(String, Data)] = [
            ("en.lproj/Localizable.strings", english.data(using: .utf16)!),
            ("en.lproj/Localizable.stringsdict", Data(pluralsInEnglish.utf8)),
            ("ar.lproj/Localizable.stringsdict", Data(pluralsInArabic.utf8)),
            ("pt-BR.lproj/Localizable.strings", Data(#""easel.test.profile" = "Perfil";"#.utf8)),
            ("Base.lproj/Screens.strings", Data(#""easel.test.title" = "Title from Base";"#.utf8)),
        ]
        for (path, data) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return folder
    }

    /// Apple's example shapes: one variable, two variables, and a `zero` form English's rules lack.
    static let pluralsInEnglish = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
        <key>easel.test.prayers %lld</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@prayers@</string>
            <key>prayers</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>lld</string>
                <key>zero</key><string>No prayers yet</string>
                <key>one</key><string>%lld prayer completed</string>
                <key>other</key><string>%lld prayers completed</string>
            </dict>
        </dict>
        <key>easel.test.files %lld in %@ %lld</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@files@ in %@ (%#@folders@)</string>
            <key>files</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>one</key><string>%lld file</string>
                <key>other</key><string>%lld files</string>
            </dict>
            <key>folders</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>one</key><string>%lld folder</string>
                <key>other</key><string>%lld folders</string>
            </dict>
        </dict>
        </dict></plist>
        """

    /// Arabic has all six categories: 0 zero, 1 one, 2 two, 3–10 few, 11–99 many, 100 other.
    static let pluralsInArabic = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>easel.test.books %lld</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@books@</string>
            <key>books</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>zero</key><string>لا كتب</string>
                <key>one</key><string>كتاب واحد</string>
                <key>two</key><string>كتابان</string>
                <key>few</key><string>%lld كتب</string>
                <key>many</key><string>%lld كتابًا</string>
                <key>other</key><string>%lld كتاب</string>
            </dict>
        </dict>
        </dict></plist>
        """

    /// Makes the test bundle's tables the ones text looks keys up in, once for the process: tests
    /// run in parallel, so they are never taken away again (their keys are this suite's own).
    static func installTables() throws {
        try installation.get()
    }

    private static let installation: Result<Void, any Error> = Result {
        let folder = try bundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tables = LocalizationTables(bundleAt: folder)
        // Other languages are read when first asked for: read before the folder goes.
        _ = tables?.tables(for: Locale(identifier: "pt_BR"))
        _ = tables?.tables(for: Locale(identifier: "ar"))
        LocalizationTables.current = tables
    }

    @Test func englishIsReadAndBaseFillsIn() throws {
        let folder = try Self.bundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tables = try #require(LocalizationTables(bundleAt: folder))
        #expect(tables.language == "en")
        #expect(tables.string(forKey: "easel.test.profile", table: nil) == "Profile")
        #expect(tables.string(forKey: "easel.test.title", table: "Screens") == "Title from Base")
        #expect(tables.string(forKey: "missing", table: nil) == nil)
        #expect(LocalizationTables(bundleAt: folder.appendingPathComponent("en.lproj")) == nil)
    }

    @Test func textShowsTheLocalizedStringWithItsArguments() throws {
        try Self.installTables()
        let name = "Ada"
        let count = 3
        #expect(Text("easel.test.profile").string == "Profile")
        #expect(Text("easel.test.greeting \(name)").string == "Hello, Ada!")
        // Positional specifiers put the arguments where the language wants them.
        #expect(Text("easel.test.count \(count) of \(name)").string == "Ada holds 3")
        // The localized string's Markdown is rendered; %% is a percent sign.
        let bold = Text("easel.test.bold")
        #expect(bold.string == "Bold move, 100% sure")
        #expect(bold.segments.first?.isBold == true)
        #expect(Text("easel.test.title", tableName: "Screens").string == "Title from Base")
        // Keys the tables don't have are shown as written; verbatim text is never looked up.
        #expect(Text("easel.test.unknown \(name)").string == "easel.test.unknown Ada")
        #expect(Text(verbatim: "easel.test.profile").string == "easel.test.profile")
        #expect(String(localized: "easel.test.profile") == "Profile")
        #expect(String(localized: String.LocalizationValue("easel.test.profile")) == "Profile")
    }

    @Test func textIsShownInTheLanguageOfItsEnvironmentsLocale() throws {
        try Self.installTables()
        let tables = try #require(LocalizationTables.current)
        #expect(tables.language == "en")
        // pt_BR matches the bundle's pt-BR; en_US is the default language; French isn't there.
        #expect(tables.tables(for: Locale(identifier: "pt_BR"))?["Localizable"]?["easel.test.profile"] == "Perfil")
        #expect(tables.tables(for: Locale(identifier: "pt_BR"))?.language == "pt-BR")
        #expect(tables.tables(for: Locale(identifier: "en_US")) == nil)
        #expect(tables.tables(for: Locale(identifier: "fr_FR")) == nil)
        let name = "Ada"
        let layout = lay(VStack {
            Text("easel.test.profile").bold()
            // Portuguese lacks this key: the default language's string stays.
            Text("easel.test.greeting \(name)")
            Text("easel.test.profile") + Text(verbatim: " · ") + Text("easel.test.profile").italic()
            Text(verbatim: "easel.test.profile")
        }
        .environment(\.locale, Locale(identifier: "pt_BR")))
        let texts = layout.nodes(named: "Text").compactMap(\.detail)
        #expect(texts == ["\"Perfil\"", "\"Hello, Ada!\"", "\"Perfil · Perfil\"", "\"easel.test.profile\""])
        // The text's modifiers apply to the string looked up again.
        let bold = Text("easel.test.profile").bold().localized(in: Locale(identifier: "pt_BR"))
        #expect(bold.segments.map(\.string) == ["Perfil"] && bold.segments[0].isBold)
        let joined = (Text("easel.test.profile") + Text(verbatim: " · ") + Text("easel.test.profile").italic()).localized(in: Locale(identifier: "pt_BR"))
        #expect(joined.segments.map(\.isItalic) == [false, false, true])
        // In the default locale, English.
        #expect(lay(Text("easel.test.profile")).nodes(named: "Text").first?.detail == "\"Profile\"")
    }

    @Test func aPluralizedStringChoosesItsFormByTheNumber() throws {
        try Self.installTables()
        func prayers(_ count: Int) -> String { Text("easel.test.prayers \(count)").string }
        #expect(prayers(1) == "1 prayer completed")
        #expect(prayers(2) == "2 prayers completed")
        // An integer zero takes the zero form, though English's rules have no such category.
        #expect(prayers(0) == "No prayers yet")
        // Each variable chooses by its own argument; plain specifiers between them count.
        let place = "Documents"
        #expect(Text("easel.test.files \(1) in \(place) \(3)").string == "1 file in Documents (3 folders)")
        #expect(Text("easel.test.files \(5) in \(place) \(1)").string == "5 files in Documents (1 folder)")
        // A number of another type is another key: a floating-point value is `%lf`.
        #expect(Text("easel.test.prayers \(1.5)").string == "easel.test.prayers 1.5")
    }

    @Test func stringLocalizedTakesItsValuesAsArguments() throws {
        try Self.installTables()
        let count = 1, name = "Ada"
        // "\(count)" is the key's %lld, as in Apple's `String.LocalizationValue`.
        #expect(String(localized: "easel.test.prayers \(count)") == "1 prayer completed")
        #expect(String(localized: "easel.test.prayers \(0)") == "No prayers yet")
        #expect(String(localized: "easel.test.greeting \(name)") == "Hello, Ada!")
        #expect(String(localized: "easel.test.count \(3) of \(name)") == "Ada holds 3")
        // A key no table has is its text with the values in place, percent signs kept.
        #expect(String(localized: "easel.test.unknown \(count) at 50%") == "easel.test.unknown 1 at 50%")
        #expect(String(localized: "easel.test.unknown \(2.5, specifier: "%.2f")") == "easel.test.unknown 2.50")
        let resource: LocalizedStringResource = "easel.test.prayers \(count)"
        #expect(resource.key == "easel.test.prayers %lld" && resource.defaultValue == "easel.test.prayers 1")
        #expect(Text(resource).string == "1 prayer completed")
        // A string made before is a key as it is.
        let made = "easel.test.unknown \(count)"
        #expect(String.LocalizationValue(made).key == "easel.test.unknown 1")
        #expect(("easel.test.unknown \(count)" as String.LocalizationValue).key == "easel.test.unknown %lld")
    }

    @Test func pluralFormsFollowTheLanguagesRules() throws {
        try Self.installTables()
        let arabic = Locale(identifier: "ar")
        func books(_ count: Int) -> String { Text("easel.test.books \(count)").localized(in: arabic).string }
        #expect(books(0) == "لا كتب")
        #expect(books(1) == "كتاب واحد")
        #expect(books(2) == "كتابان")
        #expect(books(3) == "3 كتب")
        #expect(books(11) == "11 كتابًا")
        #expect(books(100) == "100 كتاب")
        // Through the environment's locale, as a preview of the localization shows it.
        let layout = lay(Text("easel.test.books \(7)").environment(\.locale, arabic))
        #expect(layout.nodes(named: "Text").first?.detail == "\"7 كتب\"")
        #expect(PluralCategory.of(3, language: "ar") == .few && PluralCategory.of(1, language: "pt-BR") == .one && PluralCategory.of(1.5, language: "en") == .other)
        #expect(PluralCategory.of(0, language: "fr") == .one && PluralCategory.of(.nan, language: "en") == .other)
    }

    @Test func aFormatsVariablesAreReplacedAsText() {
        let english = PluralizedFormat(format: "%2$#@days@ · %1$@ %#@rest@", variables: [
            "days": .init(rule: .plural, forms: ["one": "%2$lld day", "other": "%2$lld days"]),
            "rest": .init(rule: .plural, forms: ["other": "%#@rest@"]),
        ])
        let numbers: [PluralizedFormat.Number?] = [nil, .init(value: 1, isInteger: true)]
        // A form naming its own variable stops after 16 replacements rather than looping.
        #expect(english.resolved(numbers: numbers, language: "en") == "%2$lld day · %1$@ %#@rest@")
        // A variable the entry doesn't define shows nothing; a missing category falls to "other".
        #expect(PluralizedFormat(format: "[%#@missing@]", variables: [:]).resolved(numbers: [], language: "en") == "[]")
    }

    @Test func controlTitlesWrittenAsLiteralsAreLookedUpButStringsAreNot() throws {
        try Self.installTables()
        let key = "easel.test.profile"
        let layout = ViewLayout(of: VStack {
            Button("easel.test.profile") {}
            Toggle("easel.test.profile", isOn: .constant(true))
            Label("easel.test.profile", systemImage: "star")
            Section("easel.test.profile") { Text("Row") }
            // A string held in a variable is shown as it is, as SwiftUI shows it.
            Button(key) {}
        }, in: CGSize(width: 390, height: 600))
        let texts = layout.nodes(named: "Text").compactMap(\.detail)
        #expect(texts.filter { $0 == "\"Profile\"" }.count == 4, "\(texts)")
        #expect(texts.contains("\"easel.test.profile\""))
    }
}

/// Foundation on Linux fixes `Locale.current` at en_001, which has no currency: a price formatted
/// there shows "¤", and the layout says why.
@Suite struct GenericCurrencySignTests {
    @Test func aGenericCurrencySignIsSaid() {
        let layout = lay(Text("¤999.99"))
        #expect(layout.diagnostics.contains { $0.contains("\"¤\" is the sign for no currency in particular") })
        #expect(lay(Text("$999.99")).diagnostics.isEmpty)
    }
}
