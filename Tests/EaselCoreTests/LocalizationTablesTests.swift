import Testing
import Foundation
@testable import EaselCore

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
