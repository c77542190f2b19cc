import Foundation
import Testing
@testable import EaselPreviews

/// A user's file is compiled as for iOS: Apple's framework imports that Easel stands in for read
/// as Easel's, and `#if` conditions answered as an iOS build answers them.
@Suite struct IOSCompilationTests {
    func compiled(_ line: String) -> String { IOSCompilation.rewritten(line).line }

    @Test func importsOfFrameworksEaselStandsInForReadAsItsModules() {
        #expect(compiled("import SwiftUI") == "import Easel; import FoundationNetworking")
        // A file written for Easel reaches `URLSession` too.
        #expect(compiled("import Easel") == "import Easel; import FoundationNetworking")
        #expect(compiled("import UIKit") == "import Easel")
        #expect(compiled("@preconcurrency import UIKit") == "@preconcurrency import Easel")
        #expect(compiled("    import Combine // for the models") == "    import Easel // for the models")
        // Drag and drop's types: `UTType` and `Transferable` are Easel's.
        #expect(compiled("import UniformTypeIdentifiers") == "import Easel")
        #expect(compiled("#if canImport(CoreTransferable)") == "#if true")
        #expect(compiled("import CoreGraphics;") == "import Foundation;")
        #expect(compiled("import MobileCoreServices") == "import Easel")
        #expect(compiled("import CoreMedia") == "import Foundation")
        // A web view's representable: `WKWebView` is Easel's.
        #expect(compiled("import WebKit") == "import Easel")
        // Apple's unified logging: `Logger` is Easel's.
        #expect(compiled("import OSLog") == "import Easel")
        #expect(compiled("import AVFoundation") == "import Easel")
        #expect(compiled("import AudioToolbox") == "import Easel")
        #expect(compiled("import os") == "import Easel")
        #expect(compiled("import os.log") == "import Easel")
        #expect(compiled("import Foundation") == "import Foundation; import FoundationNetworking; import Observation; import OpenCombine; import EaselSecurity")
        #expect(compiled("import Security") == "import Foundation; import EaselSecurity")
        #expect(compiled("import UserNotifications") == "import Foundation; import EaselUserNotifications")
    }

    @Test func otherImportsAndLinesAreLeftAsTheyAre() {
        for line in ["import SwiftUIIntrospect", "import struct SwiftUI.Color", "import HealthKit", "import Observation",
                     "// import UIKit", "let imported = 1", "Text(\"#if os(iOS)\")", "let platform = os(iOS)"] {
            #expect(compiled(line) == line)
            #expect(IOSCompilation.rewritten(line).note == nil)
        }
    }

    /// Linux's Swift has no Objective-C runtime: `@objc` goes, and `#selector` reads as a
    /// `Selector` of the expression's text.
    @Test func objectiveCAttributesAndSelectorsReadAsLinuxCompilesThem() {
        #expect(compiled("UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)")
            == "UIApplication.shared.sendAction(Selector(\"UIResponder.resignFirstResponder\"), to: nil, from: nil, for: nil)")
        #expect(compiled("    #selector(dismiss(_:)),") == "    Selector(\"dismiss(_:)\"),")
        #expect(compiled("    @objc func keyboardWillShow(_ note: Notification) {") == "    func keyboardWillShow(_ note: Notification) {")
        #expect(compiled("@objc(keyboardDidHide:) private func hidden() {}") == "private func hidden() {}")
        #expect(compiled("@objcMembers final class Model {}") == "final class Model {}")
        #expect(compiled("@objc dynamic var count = 0") == "dynamic var count = 0")
        // Other attributes and macros stay.
        for line in ["@objective let x = 1", "@State private var on = false", "#Preview { Text(\"@\") }", "let tag = \"#selected\""] {
            #expect(compiled(line) == line)
        }
    }

    @Test func platformConditionsAreAnsweredAsOnIOS() {
        #expect(compiled("#if os(iOS)") == "#if true")
        #expect(compiled("  #elseif os(macOS) || os(tvOS)") == "  #elseif false || false")
        #expect(compiled("#if !os(watchOS) && canImport(UIKit)") == "#if !false && true")
        #expect(compiled("#if os( visionOS )") == "#if false")
        #expect(compiled("#if os(Linux)") == "#if false")
        #expect(compiled("#if canImport(SwiftUI) && canImport(Combine)") == "#if true && true")
        // Conditions iOS and Linux answer alike, or that aren't about the platform, stay.
        for line in ["#if DEBUG", "#if canImport(AppKit)", "#if canImport(Glibc)", "#if targetEnvironment(simulator)",
                     "#if arch(arm64)", "#if swift(>=5.9)", "#if compiler(>=6) && is_os(iOS)"] {
            #expect(compiled(line) == line)
            #expect(IOSCompilation.rewritten(line).note == nil)
        }
    }

    /// Names qualified by their module (`SwiftUI.Image` beside an app's own `Image`, a widget's
    /// `struct Entry: WidgetKit.TimelineEntry`) are qualified by Easel, outside strings and
    /// comments; the module's name alone, and other modules, stay.
    @Test func moduleQualifiedNamesAreEasels() {
        #expect(IOSCompilation.rewritten("struct Photo: SwiftUI.View { let image: SwiftUI.Image }").line == "struct Photo: Easel.View { let image: Easel.Image }")
        #expect(IOSCompilation.rewritten("let schema = SwiftData.Schema([Item.self]) // SwiftUI.Text").line == "let schema = Easel.Schema([Item.self]) // SwiftUI.Text")
        #expect(IOSCompilation.rewritten("struct Entry: WidgetKit.TimelineEntry { let date: Foundation.Date }").line == "struct Entry: Easel.TimelineEntry { let date: Foundation.Date }")
        #expect(IOSCompilation.rewritten("Text(\"SwiftUI.Text and \\\"UIKit.UIView\\\"\") + MySwiftUI.Text(os.name)").line
                == "Text(\"SwiftUI.Text and \\\"UIKit.UIView\\\"\") + MySwiftUI.Text(os.name)")
    }

    @Test func aConditionOnAnIOSFrameworkEaselLacksIsNoted() {
        let charts = IOSCompilation.rewritten("#if canImport(HealthKit)")
        #expect(charts.line == "#if canImport(HealthKit)")
        #expect(charts.note == "canImport(HealthKit) is false here: Easel doesn't offer HealthKit, which iOS has, so this condition may choose code that iOS wouldn't.")
        let two = IOSCompilation.rewritten("#elseif canImport(GameKit) && os(iOS) && canImport(ActivityKit)")
        #expect(two.line == "#elseif canImport(GameKit) && true && canImport(ActivityKit)")
        #expect(two.note == "canImport(GameKit) and canImport(ActivityKit) are false here: Easel doesn't offer GameKit or ActivityKit, which iOS has, so this condition may choose code that iOS wouldn't.")
        // SwiftData, MapKit and CoreLocation are Easel's stand-ins.
        #expect(IOSCompilation.rewritten("#if canImport(SwiftData)").line == "#if true")
        #expect(IOSCompilation.rewritten("#if canImport(MapKit) && canImport(CoreLocation)").line == "#if true && true")
        // StoreKit's rating prompt and SafariServices' browser are Easel's too.
        #expect(IOSCompilation.rewritten("#if canImport(StoreKit) && canImport(SafariServices)").line == "#if true && true")
    }

    /// The compiler quotes the copy it compiled; the user reads their own lines there.
    @Test func compilerExcerptsQuoteTheUsersLines() {
        let lines = [
            "/u/Kit.swift:2:5: error: expected '}'",
            "1 | import Easel; import FoundationNetworking",
            "2 | #if true",
            "  |     `- error: expected '}'",
            "/elsewhere/Other.swift:1:1: warning: unused",
            "1 | #if true",
        ]
        #expect(PreviewBuild.showingUserLines(lines, of: ["/u/Kit.swift": ["import SwiftUI", "#if os(iOS)"]]) == [
            "/u/Kit.swift:2:5: error: expected '}'",
            "1 | import SwiftUI",
            "2 | #if os(iOS)",
            "  |     `- error: expected '}'",
            "/elsewhere/Other.swift:1:1: warning: unused",
            "1 | #if true",
        ])
    }

    /// The file's copy keeps its lines; its notes are compiler-style warnings at the user's line.
    @Test func aFileIsReadLineByLineWithItsNotes() throws {
        let (source, file) = try readSource("import SwiftUI\nimport UIKit\n#if canImport(HealthKit)\nimport HealthKit\n#endif\n", named: "Stats.swift")
        #expect(source.text == "import Easel; import FoundationNetworking\nimport Easel\n#if canImport(HealthKit)\nimport HealthKit\n#endif\n")
        #expect(source.notes == ["\(file.path):3:1: warning: canImport(HealthKit) is false here: Easel doesn't offer HealthKit, which iOS has, so this condition may choose code that iOS wouldn't."])
    }

    /// iOS 13's app delegate: `@UIApplicationMain` is set aside, as `@main` is, and its class made
    /// final (the delegate protocol's `init()` needs it); its scene delegate compiles as it is.
    @Test func uiApplicationMainIsSetAside() throws {
        let (source, _) = try readSource("import UIKit\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n}\n", named: "AppDelegate.swift")
        #expect(source.text == "import Easel\n                  \nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n}\n")
        // With an access level, on the attribute's line; and only the class it marks.
        let (marked, _) = try readSource("@UIApplicationMain public class AppDelegate: UIResponder, UIApplicationDelegate {}\nclass Other {}\n", named: "App.swift")
        #expect(marked.text == "                   public final class AppDelegate: UIResponder, UIApplicationDelegate {}\nclass Other {}\n")
    }

    /// Xcode 16's `@Previewable` is left out: the preview's closure keeps a local `@State`.
    @Test func previewableStateIsALocalPropertyWrapper() {
        #expect(compiled("    @Previewable @State var isOn = true") == "    @State var isOn = true")
        #expect(compiled("@Previewable  @State private var name = \"Ada\"") == "@State private var name = \"Ada\"")
        #expect(compiled("let text = \"@Previewable is Xcode's\"") == "let text = \"@Previewable is Xcode's\"")
    }
}

/// `text` read as the file `name` in a folder of its own (removed after): how `easel render`
/// reads a user's file, and the file's URL.
func readSource(_ text: String, named name: String) throws -> (PreviewSource, URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-source-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return (try PreviewSource(url: file, index: 0), file)
}
