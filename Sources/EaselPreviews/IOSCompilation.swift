import Foundation

/// How a user's file is read so that it compiles on Linux as it would for iOS, the platform Easel
/// draws: a line at a time, each rewritten line kept on its own line so that the compiler's line
/// numbers stay the user's.
///
/// - Imports of Apple's frameworks that Easel stands in for become imports of what stands in
///   (`import UIKit` gives UIKit's names that `Easel` declares; see `importReplacements`).
/// - Compilation conditions are those of an iOS build: `#if os(iOS)` holds and `#if os(macOS)`
///   doesn't (Apple, "Conditional Compilation Block": `os()` tests the platform compiled for).
///   Left to Linux's answers, a file's iOS-only modifiers inside `#if os(iOS)` would be dropped
///   and the picture quietly differ from the app's.
/// - A condition Easel can't answer as iOS does (`canImport(HealthKit)`: iOS has HealthKit,
///   Easel doesn't) stays false, and a note says so.
/// - Linux's Swift has no Objective-C runtime, where `@objc` and `#selector` are errors: an
///   `@objc` attribute is left out and `#selector(UIResponder.resignFirstResponder)` reads as
///   `Selector("UIResponder.resignFirstResponder")`, which UIKit's names take (SwiftUI files
///   dismiss the keyboard so, through `UIApplication.sendAction`).
enum IOSCompilation {
    /// What an import of each Apple module reads as. `Easel` re-exports its UIKit names
    /// (`EaselUIKit`), OpenCombine in Combine's place, its own `UTType`, `Transferable` and
    /// `PhotosPicker` and `@Model` in UniformTypeIdentifiers', CoreTransferable's, PhotosUI's and
    /// SwiftData's (`EaselData`), its `Map` and coordinates in MapKit's and CoreLocation's, `LAContext` in LocalAuthentication's, `Chart` and its marks in Charts', and Foundation; on Linux, Foundation
    /// declares `CGFloat`, `CGPoint`, `CGSize` and `CGRect`, which Apple's CoreGraphics does.
    /// Foundation brings `URLSession` (Linux keeps it in FoundationNetworking), Observation and
    /// Combine's `ObservableObject` and `@Published` (OpenCombine's) with it, as Apple's does (seen
    /// in public projects' model files that import only Foundation, such as the 100 Days of SwiftUI
    /// projects', and view models declared `ObservableObject` in a file importing only Foundation).
    static let importReplacements: [String: String] = [
        "SwiftUI": "import Easel; import FoundationNetworking",
        // A file already written for Easel (`import Easel`, as its documentation says) reaches
        // `URLSession` as a SwiftUI file does: Linux keeps it in FoundationNetworking, which the
        // Easel library doesn't re-export (its users shouldn't link it for nothing).
        "Easel": "import Easel; import FoundationNetworking",
        "UIKit": "import Easel",
        "Combine": "import Easel",
        "UniformTypeIdentifiers": "import Easel",
        "CoreTransferable": "import Easel",
        "PhotosUI": "import Easel",
        "SwiftData": "import Easel",
        "WidgetKit": "import Easel",
        "MapKit": "import Easel",
        "CoreLocation": "import Easel",
        "LocalAuthentication": "import Easel",
        "Charts": "import Easel",
        // SwiftUI's `quickLookPreview`, which files import QuickLook for.
        "QuickLook": "import Easel",
        // `WKWebView`, which files wrap in a representable (drawn as its placeholder).
        "WebKit": "import Easel",
        // Apple's unified logging: `Logger`, written to standard error (EaselUIKit's `OSLog/`).
        "OSLog": "import Easel",
        "os": "import Easel",
        "os.log": "import Easel",
        // Sound a picture can't play: `AVAudioPlayer`, `AVAudioSession` and system sounds keep
        // their state, silently (EaselUIKit's `AVFoundation/`).
        "AVFoundation": "import Easel",
        "AudioToolbox": "import Easel",
        "CoreGraphics": "import Foundation",
        // Imported for a type or two beside SwiftUI (`kUTType…` names, `CMTime`), often left over
        // and unused: the file compiles, and a name Easel lacks is said by the compiler.
        "MobileCoreServices": "import Easel",
        "CoreMedia": "import Foundation",
        // Motion sensors: a picture has none, so `CMMotionManager` is a compile error that names
        // it; an import left over compiles.
        "CoreMotion": "import Foundation",
        // The rating prompt (`@Environment(\.requestReview)`, `SKStoreReviewController`), recorded
        // and not shown (EaselUIKit's `StoreKit/`); purchases (`Product`) are compile errors.
        "StoreKit": "import Easel",
        // `SFSafariViewController`, which files wrap in a representable (drawn as its placeholder).
        "SafariServices": "import Easel",
        // Keychain Services (`SecItemAdd`, `kSecClass`): a file written for iOS reaches them with
        // `import Security`, or with Foundation alone (a public app's keychain helper) [I].
        "Security": "import Foundation; import EaselSecurity",
        // Local notifications (reminders an app schedules): an in-memory centre, see
        // `UNUserNotificationCenter`.
        "UserNotifications": "import Foundation; import EaselUserNotifications",
        "Foundation": "import Foundation; import FoundationNetworking; import Observation; import OpenCombine; import EaselSecurity",
    ]

    /// Modules `canImport` finds in an iOS build and in Easel's: those with a replacement above,
    /// and Observation, which Linux's toolchain has.
    static let modulesEaselHas: Set<String> = Set(importReplacements.keys).union(["Observation"])

    /// Frameworks of the iOS SDK that files test for with `canImport` and that Easel doesn't offer
    /// (a list chosen from Apple's framework names, not exhaustive): a condition on one of them
    /// is false here and true on iOS, so a note names it.
    static let iOSModulesEaselLacks: Set<String> = [
        "ActivityKit", "AppIntents", "ARKit", "AVKit", "CoreData", "CoreHaptics",
        "CoreImage", "CoreML", "GameKit", "HealthKit",
        "MessageUI", "RealityKit",
        "TipKit", "Vision",
    ]

    /// Platforms `os()` may name; an iOS build is `iOS` alone.
    static let platforms: Set<String> = ["iOS", "macOS", "OSX", "tvOS", "watchOS", "visionOS", "xrOS", "Linux", "Windows",
                                         "Android", "FreeBSD", "OpenBSD", "WASI", "PS4", "Cygwin", "Haiku"]

    /// `line` as it is compiled, and a note when it says something Easel can't do as iOS does.
    static func rewritten(_ line: String) -> (line: String, note: String?) {
        let body = line.drop { $0 == " " || $0 == "\t" }
        if body.hasPrefix("#if ") || body.hasPrefix("#if(") || body.hasPrefix("#elseif ") || body.hasPrefix("#elseif(") {
            return rewrittenCondition(line)
        }
        return (rewrittenImport(line) ?? withoutPreviewable(rewrittenObjectiveC(rewrittenQualifiedNames(line))), nil)
    }

    /// The Apple modules whose imports read as Easel, by name: those named as types are (`os` is
    /// also a common variable's name).
    static let modulesReadAsEasel: [String] = importReplacements
        .filter { $0.value.hasPrefix("import Easel") && $0.key != "Easel" && $0.key.first?.isUppercase == true }.keys.sorted()

    /// `line` with names qualified by a module that reads as Easel (`SwiftUI.Text`,
    /// `SwiftData.Schema`, `WidgetKit.TimelineEntry`) qualified by `Easel` instead, outside string
    /// literals and comments: the module's own name doesn't exist here, and Easel's names are
    /// reached through it.
    static func rewrittenQualifiedNames(_ line: String) -> String {
        guard modulesReadAsEasel.contains(where: { line.contains($0 + ".") }),
              !line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("import ") else { return line }
        let characters = Array(line)
        var result = ""
        var index = 0
        var inString = false
        func isNamePart(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        while index < characters.count {
            let character = characters[index]
            if inString {
                result.append(character)
                if character == "\\", index + 1 < characters.count {
                    result.append(characters[index + 1])
                    index += 2
                    continue
                }
                if character == "\"" { inString = false }
                index += 1
                continue
            }
            if character == "\"" { inString = true }
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                result += String(characters[index...])
                break
            }
            let startsName = index == 0 || !(isNamePart(characters[index - 1]) || characters[index - 1] == ".")
            if startsName, let module = modulesReadAsEasel.first(where: { module in
                let end = index + module.count
                return end + 1 < characters.count && String(characters[index..<end]) == module && characters[end] == "."
                    && (characters[end + 1].isLetter || characters[end + 1] == "_")
            }) {
                result += "Easel."
                index += module.count + 1
                continue
            }
            result.append(character)
            index += 1
        }
        return result
    }

    /// `line` without `@Previewable` attributes. Xcode 16's `#Preview { @Previewable @State var
    /// x = … }` makes the state live on the canvas; here the preview's closure keeps it as a local
    /// property wrapper, which Swift allows: the picture shows its initial value, as the canvas's
    /// first frame does (`easel preview` doesn't keep what a tap changes in it).
    static func withoutPreviewable(_ line: String) -> String {
        guard line.contains("@Previewable") else { return line }
        // Before another attribute or the declaration only: the words in a string stay.
        return line.replacingOccurrences(of: #"@Previewable\s+(?=@|var\b|let\b|private\b|fileprivate\b)"#, with: "", options: .regularExpression)
    }

    /// `line` without `@objc` attributes (`@objc`, `@objc(name)`, `@objcMembers`) and with each
    /// `#selector(expression)` as `Selector("expression")`.
    static func rewrittenObjectiveC(_ line: String) -> String {
        guard line.contains("@objc") || line.contains("#selector(") else { return line }
        var result = ""
        var rest = Substring(line)
        while let start = rest.firstIndex(where: { $0 == "@" || $0 == "#" }) {
            result += rest[..<start]
            rest = rest[start...]
            if rest.hasPrefix("@objcMembers") {
                rest = rest.dropFirst("@objcMembers".count).drop { $0 == " " }
            } else if rest.hasPrefix("@objc"), !(rest.dropFirst(5).first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) {
                rest = rest.dropFirst(5)
                if rest.hasPrefix("("), let close = rest.firstIndex(of: ")") {
                    rest = rest[rest.index(after: close)...]
                }
                rest = rest.drop { $0 == " " }
            } else if rest.hasPrefix("#selector("), let (argument, after) = balancedArgument(rest.dropFirst("#selector".count)) {
                result += "Selector(\"\(argument.trimmingCharacters(in: .whitespaces))\")"
                rest = after
            } else {
                result.append(rest.removeFirst())
            }
        }
        return result + rest
    }

    /// The text inside the parentheses `text` begins with, nested ones included, and what
    /// follows them; nil when they don't close on this line.
    private static func balancedArgument(_ text: Substring) -> (Substring, Substring)? {
        guard text.first == "(" else { return nil }
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return (text[text.index(after: text.startIndex)..<index], text[text.index(after: index)...]) }
            default: break
            }
        }
        return nil
    }

    /// An import of a module in `importReplacements`, attributes and all (`@preconcurrency import
    /// UIKit`), as the import of what stands in for it; nil for any other line. A scoped import
    /// (`import struct SwiftUI.Color`) is left as it is: the compiler names the module it lacks.
    static func rewrittenImport(_ line: String) -> String? {
        let indentation = line.prefix { $0 == " " || $0 == "\t" }
        var rest = line.dropFirst(indentation.count)
        var attributes = ""
        while rest.hasPrefix("@") {
            let attribute = rest.prefix { $0 != " " }
            attributes += attribute + " "
            rest = rest.dropFirst(attribute.count).drop { $0 == " " }
        }
        guard rest.hasPrefix("import ") else { return nil }
        rest = rest.dropFirst("import ".count).drop { $0 == " " }
        // A submodule's path too (`import os.log`).
        let module = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let after = rest.dropFirst(module.count)
        guard let replacement = importReplacements[String(module)] else { return nil }
        // Only a whole-module import, alone or before a `;` or a comment.
        let trailing = after.drop { $0 == " " }
        guard trailing.isEmpty || trailing.hasPrefix(";") || trailing.hasPrefix("//") || trailing.hasPrefix("/*") else { return nil }
        return indentation + attributes + replacement + after
    }

    /// An `#if` or `#elseif` line with `os(…)` answered as iOS answers it, and `canImport(…)` of a
    /// module Easel stands in for answered true (its import then reads as Easel's); a note for a
    /// `canImport` of an iOS framework Easel lacks.
    static func rewrittenCondition(_ line: String) -> (line: String, note: String?) {
        var lacking: [String] = []
        var result = replacingCalls(of: "os", in: line) { platform in
            platforms.contains(platform) ? (platform == "iOS" ? "true" : "false") : nil
        }
        result = replacingCalls(of: "canImport", in: result) { module in
            if modulesEaselHas.contains(module) { return "true" }
            if iOSModulesEaselLacks.contains(module) { lacking.append(module) }
            return nil
        }
        guard !lacking.isEmpty else { return (result, nil) }
        func listed(_ words: [String], _ conjunction: String) -> String {
            words.count == 1 ? words[0] : words.dropLast().joined(separator: ", ") + " \(conjunction) " + words.last!
        }
        let conditions = listed(lacking.map { "canImport(\($0))" }, "and")
        let verb = lacking.count == 1 ? "is" : "are"
        return (result, "\(conditions) \(verb) false here: Easel doesn't offer \(listed(lacking, "or")), which iOS has, so this condition may choose code that iOS wouldn't.")
    }

    /// `text` with each `function(argument)` replaced by `answer(argument)`, where that is not nil.
    private static func replacingCalls(of function: String, in text: String, with answer: (String) -> String?) -> String {
        var result = ""
        var rest = Substring(text)
        while let call = rest.range(of: function + "(") {
            // A whole name: `os(` but not `macos(` or `is_os(`.
            let before = rest[..<call.lowerBound].last
            let argumentStart = call.upperBound
            guard before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true,
                  let close = rest[argumentStart...].firstIndex(of: ")") else {
                result += rest[..<call.upperBound]
                rest = rest[call.upperBound...]
                continue
            }
            let argument = rest[argumentStart..<close].trimmingCharacters(in: .whitespaces)
            result += rest[..<call.lowerBound]
            if let replacement = answer(argument) {
                result += replacement
            } else {
                result += rest[call.lowerBound...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
