import Foundation
import Testing
@testable import EaselPreviews
@testable import EaselCore

/// The project's data files, found as Xcode would copy them into the app's bundle, and put beside
/// the preview program where `Bundle.main` finds them (see `ProjectResources`).
@Suite struct ProjectResourcesTests {
    @Test func theProjectsDataFilesAreFoundButNotItsCodeOrCatalogs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-resources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try RenderFileTests.writeProject(in: folder)
        for (path, text) in [("App/Data/missions.json", "[]"), ("App/astronauts.json", "{}"), ("App/Sounds/Tap.CAF", "x"),
                             ("App/Info.plist", "<plist/>"), ("App/Screen.swift", "import SwiftUI"), ("App/Old/missions.json", "[1]"),
                             (".build/debug/description.json", "{}"), ("App/App.entitlements", "<plist/>")] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let resources = ProjectResources(forFiles: [folder.appendingPathComponent("App/Screen.swift")])
        // Path order; a name once (App/Data/missions.json before App/Old/missions.json); no asset
        // catalog's Contents.json, no code, no Info.plist, nothing in build products.
        #expect(resources.files.map { $0.path.replacingOccurrences(of: folder.standardizedFileURL.path + "/", with: "") }
            == ["App/Data/missions.json", "App/Sounds/Tap.CAF", "App/astronauts.json"])

        // The program runs from a folder holding it and them, and nothing left from before.
        let program = folder.appendingPathComponent("program")
        try "#!/bin/sh\n".write(to: program, atomically: true, encoding: .utf8)
        let run = folder.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        try "stale".write(to: run.appendingPathComponent("resorts.json"), atomically: true, encoding: .utf8)
        let placed = try resources.placeProgram(program, in: run)
        #expect(placed == run.appendingPathComponent("program"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: run.path).sorted() == ["Tap.CAF", "astronauts.json", "missions.json", "program"])
        #expect(try String(contentsOf: run.appendingPathComponent("missions.json"), encoding: .utf8) == "[]")
    }

    @Test func localizationsAndStringCatalogsBecomeTheProgramsTables() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-localizations-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let files: [(String, String)] = [
            ("App/en.lproj/Localizable.strings", "/* Titles */\n\"profile_title\" = \"Profile\";\n\"coupons_title\" = \"Coupons\";\n"),
            ("App/pt-BR.lproj/Localizable.strings", "\"profile_title\" = \"Perfil\";\n"),
            ("App/Screen.swift", "import SwiftUI"),
            ("App/Localizable.xcstrings", #"{"sourceLanguage":"en","version":"1.0","strings":{"items %lld":{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld item"}},"other":{"stringUnit":{"state":"translated","value":"%lld items"}}}}},"pt-BR":{"stringUnit":{"state":"translated","value":"%lld itens"}}}},"coupons_title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Your coupons"}}}},"%lld files in %lld folders":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@files@ in %#@folders@"},"substitutions":{"files":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg file"}},"other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}},"folders":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"one folder"}},"other":{"stringUnit":{"state":"translated","value":"%arg folders"}}}}}}}}},"tap_hint":{"localizations":{"en":{"variations":{"device":{"iphone":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"Tap the phone"}},"other":{"stringUnit":{"state":"translated","value":"Tap the phones"}}}}},"other":{"stringUnit":{"state":"translated","value":"Click"}}}}}}}}}"#),
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let resources = ProjectResources(forFiles: [folder.appendingPathComponent("App/Screen.swift")])
        #expect(resources.localizationFolders.map(\.lastPathComponent) == ["en.lproj", "pt-BR.lproj"])
        #expect(resources.stringCatalogs.map(\.lastPathComponent) == ["Localizable.xcstrings"])
        let program = folder.appendingPathComponent("program")
        try "#!/bin/sh\n".write(to: program, atomically: true, encoding: .utf8)
        let run = folder.appendingPathComponent("run")
        _ = try resources.placeProgram(program, in: run)
        // English is read; the catalog's strings join the folder's, and win where both have a key;
        // a string that varies is also written as its "other" form.
        let tables = try #require(LocalizationTables(bundleAt: run))
        #expect(tables.language == "en")
        #expect(tables.tables["Localizable"]?.strings == ["profile_title": "Profile", "coupons_title": "Your coupons", "items %lld": "%lld items",
                                                          "%lld files in %lld folders": "%#@files@ in %#@folders@", "tap_hint": "Tap the phones"])
        #expect(LocalizationTables.strings(at: run.appendingPathComponent("pt-BR.lproj/Localizable.strings")) == ["profile_title": "Perfil", "items %lld": "%lld itens"])
        // The strings that vary are a .stringsdict, as Xcode compiles them, and choose by number.
        let pluralized = try #require(tables.tables["Localizable"]?.pluralized)
        #expect(pluralized.keys.sorted() == ["%lld files in %lld folders", "items %lld", "tap_hint"])
        func number(_ value: Int) -> PluralizedFormat.Number { PluralizedFormat.Number(value: Double(value), isInteger: true) }
        #expect(pluralized["items %lld"]?.resolved(numbers: [number(1)], language: "en") == "%lld item")
        #expect(pluralized["items %lld"]?.resolved(numbers: [number(4)], language: "en") == "%lld items")
        // Substitutions are positional: each chooses by its own argument.
        #expect(pluralized["%lld files in %lld folders"]?.resolved(numbers: [number(1), number(3)], language: "en") == "%1$lld file in %2$lld folders")
        #expect(pluralized["%lld files in %lld folders"]?.resolved(numbers: [number(2), number(1)], language: "en") == "%1$lld files in one folder")
        // A device variation is the iPhone's; with no number, a plural is its "other" form.
        #expect(pluralized["tap_hint"]?.resolved(numbers: [], language: "en") == "Tap the phones")
        #expect(!FileManager.default.fileExists(atPath: run.appendingPathComponent("pt-BR.lproj/Localizable.stringsdict").path))
    }

    @Test func foldersOfOneLanguageAreMergedTheNearestWinning() throws {
        // Batch 10's reproduction 20 (Food Truck): a shared package's fr.lproj sorts before the
        // app's, which was dropped, and the app showed no French.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-lproj-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for (path, text) in [("App/fr.lproj/Localizable.strings", "\"Orders\" = \"Commandes\";\n\"Today\" = \"Aujourd’hui\";\n"),
                             ("Shared/fr.lproj/Localizable.strings", "\"Today\" = \"Ce jour\";\n\"Donuts\" = \"Beignets\";\n"),
                             ("App/Screen.swift", "import SwiftUI")] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let resources = ProjectResources(forFiles: [folder.appendingPathComponent("App/Screen.swift")])
        #expect(resources.localizationFolders.map { $0.deletingLastPathComponent().lastPathComponent } == ["App", "Shared"])
        let program = folder.appendingPathComponent("program")
        try "#!/bin/sh\n".write(to: program, atomically: true, encoding: .utf8)
        let run = folder.appendingPathComponent("run")
        _ = try resources.placeProgram(program, in: run)
        // The app's key wins; the shared folder adds the one the app lacks.
        #expect(LocalizationTables.strings(at: run.appendingPathComponent("fr.lproj/Localizable.strings"))
            == ["Orders": "Commandes", "Today": "Aujourd’hui", "Donuts": "Beignets"])
    }

    @Test func theInfoListIsBuiltAsXcodeBuildsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-info-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = """
            /* Begin XCBuildConfiguration section */
                    buildSettings = {
                        CURRENT_PROJECT_VERSION = 7;
                        INFOPLIST_KEY_CFBundleDisplayName = Guide;
                        MARKETING_VERSION = 2.3.2;
                        PRODUCT_BUNDLE_IDENTIFIER = "com.example.guide";
                        PRODUCT_NAME = "$(TARGET_NAME)";
                    };
                    buildSettings = {
                        MARKETING_VERSION = 9.9;
                    };
            """
        let info = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>APIBase</key><string>https://example.com</string><key>Version</key><string>v$(MARKETING_VERSION) build ${CURRENT_PROJECT_VERSION}</string><key>Unknown</key><string>$(SOMETHING_ELSE)</string></dict></plist>"#
        for (path, text) in [("Guide.xcodeproj/project.pbxproj", project), ("Guide/Info.plist", info), ("Guide/Screen.swift", "import SwiftUI"),
                             ("GuideTests/Info.plist", #"<plist version="1.0"><dict><key>APIBase</key><string>tests</string></dict></plist>"#)] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let resources = ProjectResources(forFiles: [folder.appendingPathComponent("Guide/Screen.swift")])
        let program = folder.appendingPathComponent("program")
        try "#!/bin/sh\n".write(to: program, atomically: true, encoding: .utf8)
        let run = folder.appendingPathComponent("run")
        _ = try resources.placeProgram(program, in: run)
        let data = try Data(contentsOf: run.appendingPathComponent("Info.plist"))
        let list = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
        // The first value of each setting; the app's list over the generated keys; a value naming
        // a setting the project lacks (the target's name, SOMETHING_ELSE) left out.
        #expect(list == ["CFBundleShortVersionString": "2.3.2", "CFBundleVersion": "7", "CFBundleIdentifier": "com.example.guide",
                         "CFBundleDisplayName": "Guide", "APIBase": "https://example.com", "Version": "v2.3.2 build 7"])
    }
}
