import Foundation
import Testing
@testable import EaselPreviews
import EaselRendering

/// `easel render FILE.swift` (issue #15): a user's own file, not part of the project, built
/// against this Easel and drawn preview by preview.
@Suite struct RenderFileTests {
    static let card = """
    import SwiftUI

    struct Badge: View {
        var title: String = "NEW"
        var body: some View {
            Text(title).font(.caption.bold()).padding(8).background(Capsule().fill(.orange))
        }
    }

    struct Badge_Previews: PreviewProvider {
        static var previews: some View { Badge() }
    }

    #Preview("Sale badge") {
        Badge(title: "SALE")
    }

    #Preview {
        VStack { Badge(); Badge(title: "HOT") }
    }
    """

    @Test func theCopyKeepsEveryLineWhereItWas() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-source-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Badge.swift")
        try Self.card.write(to: file, atomically: true, encoding: .utf8)
        let source = try PreviewSource(url: file, index: 0)
        #expect(source.text.components(separatedBy: "\n").count == Self.card.components(separatedBy: "\n").count)
        #expect(source.text.hasPrefix("import Easel; import FoundationNetworking\n"))
        #expect(source.text.contains("let __easelPreview0_0 = _EaselPreviewValue(\"Sale badge\") {"))
        #expect(source.previews.map(\.name) == ["Sale badge", "Badge-2", "Badge_Previews"])
        #expect(PreviewSource.fileName("Sale badge, dark") == "Sale-badge-dark")
        #expect(PreviewSource.previewProviders(in: "struct A_Previews: PreviewProvider {}\nenum B: Equatable, PreviewProvider {") == ["A_Previews", "B"])
        // Providers nested in a view or an extension are reached through their types; braces in
        // strings and comments don't count.
        let nested = """
        struct Users: View {
            var body: some View { Text("{") } // }
            struct Users_Previews: PreviewProvider {
                static var previews: some View { Users() }
            }
        }
        extension Card {
            private struct Previews: PreviewProvider { static var previews: some View { Card() } }
        }
        struct C_Previews: PreviewProvider {}
        """
        #expect(PreviewSource.previewProviders(in: nested) == ["Users.Users_Previews", "Card.Previews", "C_Previews"])
    }

    /// A preview declaring its own view type (a wrapper holding `@State`) returns `any View`:
    /// the type as the closure's own type crashes Swift's compiler. Other previews are as written.
    @Test func aPreviewDeclaringAViewTypeReturnsAnyView() throws {
        let text = """
        #Preview {
            struct PreviewWrapper: View {
                @State private var n = 1
                var body: some View { Counter(n: $n) }
            }
            return PreviewWrapper()
        }
        #Preview("Plain") { Text("{") }
        struct Later {
            struct Inner {}
        }
        #Preview {
            VStack { Text("struct ") }
        }
        """
        let (source, _) = try readSource(text, named: "Counter.swift")
        let lines = source.text.components(separatedBy: "\n")
        #expect(lines[0] == "let __easelPreview0_0 = _EaselPreviewValue { () -> any View in")
        #expect(lines[7] == "let __easelPreview0_1 = _EaselPreviewValue(\"Plain\") { Text(\"{\") }")
        #expect(lines[11] == "let __easelPreview0_2 = _EaselPreviewValue {")
    }

    /// Previews the compiler never reads aren't previews, as Xcode doesn't show them: commented
    /// out with `/* … */` (nested too), or in a branch an iOS build leaves out (Jinxiansen/SwiftUI's
    /// SegmentedControlPage.swift kept an old page and its provider in a block comment, and the
    /// program built from it failed).
    @Test func previewsTheCompilerDoesntReadArentPreviews() throws {
        let text = """
        #Preview("Live") { Text("live") }
        /*
        struct OldPage_Previews: PreviewProvider {
            static var previews: some View { Text("old") } /* nested */
        }
        #Preview("Commented") { Text("commented") }
        */
        #if false
        struct Gone_Previews: PreviewProvider { static var previews: some View { Text("gone") } }
        #elseif os(iOS) && !os(macOS)
        #Preview("iOS") { Text("iOS, /* in a string") }
        #else
        #Preview("Other") { Text("other") }
        #endif
        #if DEBUG
        struct Debug_Previews: PreviewProvider { static var previews: some View { Text("debug") } }
        #endif
        // #Preview("Line comment") { Text("no") }
        #Preview("After") { Text("after") } // a line comment's /* opens nothing
        """
        let (source, _) = try readSource(text, named: "Pages.swift")
        #expect(source.previews.map(\.name) == ["Live", "iOS", "After", "Debug_Previews"])
        // The commented-out preview's line is left as written.
        #expect(source.text.components(separatedBy: "\n")[5] == "#Preview(\"Commented\") { Text(\"commented\") }")
        #expect(CompiledLines.value(of: " true && !(false || false)") == true)
        #expect(CompiledLines.value(of: "(true") == nil && CompiledLines.value(of: "DEBUG") == nil)
    }

    /// Previews that share a title, in one file or several (`#Preview("Light Mode")` in every
    /// screen's file of a public app), each get a picture of their own: the file's name goes
    /// first, and a name still taken is numbered. Names no other preview has stay as they are.
    @Test func previewsSharingATitleGetPicturesOfTheirOwn() throws {
        let (cardA, _) = try readSource("#Preview(\"Light Mode\") { Text(\"A\") }\n#Preview(\"Dark Mode\") { Text(\"A\") }\n", named: "CardA.swift")
        let (cardB, _) = try readSource("#Preview(\"Light Mode\") { Text(\"B\") }\n#Preview(\"Light Mode\") { Text(\"B\") }\n#Preview { Text(\"B\") }\n", named: "CardB.swift")
        let names = PreviewSource.previews(of: [cardA, cardB]).map(\.name)
        #expect(names == ["CardA Light Mode", "Dark Mode", "CardB Light Mode", "CardB Light Mode 2", "CardB-3"])
        #expect(Set(names.map(PreviewSource.fileName)).count == names.count)
    }

    /// A model file that imports only Foundation gets Observation, URLSession, Combine's
    /// `ObservableObject` and Keychain Services too, as Apple's Foundation gives them, on the same
    /// line so that line numbers stay the user's.
    @Test func aFoundationOnlyFileGetsObservation() throws {
        let (source, _) = try readSource("import Foundation\n\n@Observable\nclass Expenses {\n    var items: [String] = []\n}\n", named: "Expenses.swift")
        #expect(source.text == "import Foundation; import FoundationNetworking; import Observation; import OpenCombine; import EaselSecurity\n\n@Observable\nclass Expenses {\n    var items: [String] = []\n}\n")
    }

    /// The package manager says each compiler message twice; the user reads it once.
    /// A file added to Easel changes the hash the preview package's manifest carries, so that
    /// SwiftPM plans Easel's files again instead of leaving the new one out.
    @Test func theManifestNamesEaselsFilesByAHashOfTheirPaths() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("easel-source-list-\(UUID().uuidString)")
        let sources = root.appendingPathComponent("Sources/EaselCore")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "".write(to: sources.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try "".write(to: sources.appendingPathComponent("notes.md"), atomically: true, encoding: .utf8)
        let before = PreviewBuild.sourceListHash(of: root)
        #expect(before == PreviewBuild.stableHash("/EaselCore/A.swift"))
        try "let x = 1".write(to: sources.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        #expect(PreviewBuild.sourceListHash(of: root) == before)
        try "".write(to: sources.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
        #expect(PreviewBuild.sourceListHash(of: root) == PreviewBuild.stableHash("/EaselCore/A.swift\n/EaselCore/B.swift"))
    }

    @Test func eachCompilerMessageIsSaidOnce() {
        let message = ["/u/A.swift:3:5: error: cannot find 'x' in scope", "3 |     x", "  |     `- error: cannot find 'x' in scope"]
        let other = ["/u/A.swift:9:1: warning: unused", "9 | let y = 1"]
        let lines = ["error: some preamble"] + message + [""] + other + message + ["", "error: fatalError"]
        #expect(PreviewBuild.eachDiagnosticOnce(lines) == ["error: some preamble"] + message + [""] + other)
    }

    @Test func easelsOwnDependenciesWarningsAreLeftOut() throws {
        let build = try PreviewBuild(easelRoot: URL(fileURLWithPath: "/easel"))
        let output = """
        warning: prohibited flag(s): -pthread, -pthread, -pthread
        Building for debugging...
        /u/A.swift:9:8: error: no such module 'CoreMedia'
        """
        #expect(build.userFacing(output, sources: []) == "/u/A.swift:9:8: error: no such module 'CoreMedia'")
    }

    /// One test builds once (the first build compiles Easel into the cache; later ones only the
    /// file) and draws PNG, SVG and PDF, then a view by name, then a file that doesn't compile.
    @Test(.timeLimit(.minutes(30)))
    func rendersAUsersFileInEveryFormat() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-user-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Badge.swift")
        try Self.card.write(to: file, atomically: true, encoding: .utf8)

        let png = try CommandTests.run(["render", file.path, "--out", folder.appendingPathComponent("png").path])
        #expect(png.status == 0, "\(png.output)\n\(png.errors)")
        for name in ["Sale-badge", "Badge-2", "Badge_Previews"] {
            let data = try Data(contentsOf: folder.appendingPathComponent("png/\(name).png"))
            #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(name)")
        }
        let svg = try CommandTests.run(["render", file.path, "--format", "svg", "--out", folder.appendingPathComponent("svg").path])
        #expect(svg.status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("svg/Sale-badge.svg"), encoding: .utf8).hasPrefix("<svg"))
        let pdf = try CommandTests.run(["render", file.path, "--view", "Badge", "--format", "pdf", "--out", folder.appendingPathComponent("badge.pdf").path])
        #expect(pdf.status == 0, "\(pdf.output)\n\(pdf.errors)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("badge.pdf")).prefix(5) == Data("%PDF-".utf8))
        let tree = try CommandTests.run(["render", file.path, "--view", "Badge", "--layout"])
        #expect(tree.output.contains("Text(\"NEW\")"), "\(tree.output)")

        // A main-actor view model, created in a property initialiser and read in `body`: it
        // compiles as it does against SwiftUI, whose views are main-actor isolated.
        let modelFile = folder.appendingPathComponent("Feed.swift")
        try """
        import SwiftUI

        @MainActor
        final class FeedModel: ObservableObject {
            @Published var items = ["Inbox", "Drafts"]
            func add() { items.append("New") }
        }

        @Observable @MainActor
        final class Counter {
            var count = 3
        }

        struct FeedView: View {
            @StateObject private var model = FeedModel()
            @State private var counter = Counter()
            var body: some View {
                VStack {
                    ForEach(model.items, id: \\.self) { Text($0) }
                    Button("Add \\(counter.count)") { model.add() }
                }
            }
        }
        """.write(to: modelFile, atomically: true, encoding: .utf8)
        let model = try CommandTests.run(["render", modelFile.path, "--view", "FeedView", "--layout"])
        #expect(model.status == 0, "\(model.output)\n\(model.errors)")
        #expect(model.output.contains("Text(\"Drafts\")") && model.output.contains("Text(\"Add 3\")"), "\(model.output)")

        // A file written for iOS: UIKit, Combine and CoreGraphics imported, an iOS-only branch,
        // Objective-C's `@objc` and `#selector` (the keyboard dismissed through the responder
        // chain), a shape built with `UIBezierPath`, UIKit subclasses (main-actor isolated, as
        // UIKit's responders are, so that they compile in an app's default isolation), and iOS
        // 13's app and scene delegates. It compiles, and the branch iOS takes is the one drawn.
        let iOSFile = folder.appendingPathComponent("Gauge.swift")
        try """
        import SwiftUI
        import UIKit
        import Combine
        import CoreGraphics

        final class GaugeModel: ObservableObject {
            @Published var level: CGFloat = 0.5
            @objc func keyboardWillShow(_ note: Notification) { level = 1 }
        }

        extension View {
            func hideKeyboard() {
                UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
            }
        }

        struct RoundedCorner: Shape {
            var radius: CGFloat = .infinity
            var corners: UIRectCorner = .allCorners
            func path(in rect: CGRect) -> Path {
                let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
                return Path(path.cgPath)
            }
        }

        class BadgeView: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .red
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        final class PlayerController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .black
            }
        }

        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            }
        }

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                if let windowScene = scene as? UIWindowScene {
                    let window = UIWindow(windowScene: windowScene)
                    window.rootViewController = UIHostingController(rootView: Stamp())
                    self.window = window
                    window.makeKeyAndVisible()
                }
            }
        }

        struct Stamp: View {
            var body: some View {
                Text(Date(timeIntervalSince1970: 0).formatted(date: .complete, time: .shortened))
            }
        }

        struct Gauge: View {
            @StateObject private var model = GaugeModel()
            var body: some View {
                #if os(iOS)
                Color(uiColor: .systemBlue).frame(width: 100 * model.level, height: 10)
                    .clipShape(RoundedCorner(radius: 4, corners: [.topLeft, .bottomRight]))
                    .onTapGesture { hideKeyboard() }
                    .overlay(Image(systemName: "no.such.symbol"))
                #else
                Color.red.frame(width: 10, height: 10)
                #endif
            }
        }
        """.write(to: iOSFile, atomically: true, encoding: .utf8)
        let gauge = try CommandTests.run(["render", iOSFile.path, "--view", "Gauge", "--layout"])
        #expect(gauge.status == 0, "\(gauge.output)\n\(gauge.errors)")
        #expect(gauge.output.contains("50×10"), "\(gauge.output)")
        // What Easel draws otherwise than asked is said after the picture, named after the preview.
        #expect(gauge.output.trimmingCharacters(in: .newlines).hasSuffix(#"Gauge: warning: No system symbol named "no.such.symbol"; a question-mark placeholder is shown instead."#), "\(gauge.output)")
        // The file's own date formatting is in UTC, whatever this machine's zone (its locale is
        // Linux Foundation's en_001).
        let stamp = try CommandTests.run(["render", iOSFile.path, "--view", "Stamp", "--layout"])
        #expect(stamp.output.contains("Thursday, 1 January 1970 at 12:00"), "\(stamp.output)")

        // A file in a project with an asset catalog: its colours by name and by generated symbol,
        // in both appearances, and its AccentColor as the accent.
        let project = folder.appendingPathComponent("project")
        _ = try Self.writeProject(in: project)
        let screen = project.appendingPathComponent("App/Screen.swift")
        try """
        import SwiftUI

        struct Swatches: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color("Brand").frame(width: 10, height: 10)
                    Rectangle().fill(.accent).frame(width: 10, height: 10)
                    Color(.brand).frame(width: 10, height: 10)
                    Color.accentColor.frame(width: 10, height: 10)
                }
            }
        }

        #Preview { Swatches() }
        """.write(to: screen, atomically: true, encoding: .utf8)
        for (scheme, options) in [("light", [String]()), ("dark", ["--dark"])] {
            let out = folder.appendingPathComponent("swatches-\(scheme).png")
            let result = try CommandTests.run(["render", screen.path, "--out", out.path, "--scale", "1"] + options)
            #expect(result.status == 0, "\(result.output)\n\(result.errors)")
            let png = try Data(contentsOf: out)
            let expected: [[Int]] = scheme == "light"
                ? [[0x1E, 0x96, 0xE6, 255], [0xD0, 0x30, 0x8A, 255], [0x1E, 0x96, 0xE6, 255], [0xD0, 0x30, 0x8A, 255]]
                : [[0x3D, 0xA9, 0xF0, 255], [0xF0, 0x50, 0xA0, 255], [0x3D, 0xA9, 0xF0, 255], [0xF0, 0x50, 0xA0, 255]]
            #expect(try (0..<4).map { try Self.pixel(png, 5 + 10 * $0, 5) } == expected, "\(scheme)")
        }

        // A preview that traps (a missing environment object is a fatal error in SwiftUI too)
        // fails alone: the previews after it are drawn, and the failure is reported.
        let trapping = folder.appendingPathComponent("Settings.swift")
        try """
        import SwiftUI

        final class Account: ObservableObject {
            @Published var name = "Ada"
        }

        struct AccountName: View {
            @EnvironmentObject var account: Account
            var body: some View { Text(account.name) }
        }

        #Preview("Without the account") { AccountName() }
        #Preview("With the account") { AccountName().environmentObject(Account()) }
        """.write(to: trapping, atomically: true, encoding: .utf8)
        let partly = try CommandTests.run(["render", trapping.path, "--out", folder.appendingPathComponent("partly").path])
        #expect(partly.status != 0)
        #expect(partly.output.contains("Wrote \(folder.path)/partly/With-the-account.png"), "\(partly.output)")
        #expect(partly.errors.contains("A preview couldn't be drawn:\nWithout-the-account:\n"), "\(partly.errors)")
        #expect(partly.errors.contains("No ObservableObject of type Account found."), "\(partly.errors)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("partly/With-the-account.png").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("partly/Without-the-account.png").path))

        // A view that reads a JSON file of the project through `Bundle.main`, as an app reads the
        // resources Xcode copies into its bundle.
        let motto = project.appendingPathComponent("App/Motto.swift")
        try """
        import SwiftUI

        struct Motto: View {
            let words: [String] = {
                let url = Bundle.main.url(forResource: "motto", withExtension: "json")!
                return try! JSONDecoder().decode([String].self, from: Data(contentsOf: url))
            }()
            var body: some View { Text(words.joined(separator: " ")) }
        }
        """.write(to: motto, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("App/Data"), withIntermediateDirectories: true)
        try #"["Ad", "astra"]"#.write(to: project.appendingPathComponent("App/Data/motto.json"), atomically: true, encoding: .utf8)
        let read = try CommandTests.run(["render", motto.path, "--view", "Motto", "--layout"])
        #expect(read.status == 0, "\(read.output)\n\(read.errors)")
        #expect(read.output.contains(#"Text("Ad astra")"#), "\(read.output)")

        let broken = folder.appendingPathComponent("Broken.swift")
        try "import SwiftUI\n\nstruct Broken: View {\n    var body: some View { Text(\"x\").fontt(.title) }\n}\n\n#Preview { Broken() }\n"
            .write(to: broken, atomically: true, encoding: .utf8)
        let failed = try CommandTests.run(["render", broken.path])
        #expect(failed.status != 0)
        #expect(failed.errors.contains("\(broken.path):4:"), "\(failed.errors)")
        #expect(failed.errors.contains("has no member 'fontt'"))
    }

    /// The pixel at (x, y) of a PNG, as (red, green, blue, alpha).
    static func pixel(_ png: Data, _ x: Int, _ y: Int) throws -> [Int] {
        let image = try #require(PNGDecoder.decode(png))
        let index = (y * image.width + x) * 4
        return (0..<4).map { Int(image.rgba[index + $0]) }
    }

    @Test func assetSymbolsAreNamedAsXcodeNamesThem() {
        #expect(ProjectAssets.symbolName(forAsset: "Brand", droppingSuffix: "Color") == "brand")
        #expect(ProjectAssets.symbolName(forAsset: "backgroundColor", droppingSuffix: "Color") == "background")
        #expect(ProjectAssets.symbolName(forAsset: "AccentColor", droppingSuffix: "Color") == "accent")
        #expect(ProjectAssets.symbolName(forAsset: "Color", droppingSuffix: "Color") == "color")
        #expect(ProjectAssets.symbolName(forAsset: "brand-blue 2", droppingSuffix: "Color") == "brandBlue2")
        #expect(ProjectAssets.symbolName(forAsset: "URLIcon", droppingSuffix: "Image") == "urlIcon")
        #expect(ProjectAssets.symbolName(forAsset: "PDF", droppingSuffix: "Image") == "pdf")
        #expect(ProjectAssets.symbolName(forAsset: "3dCube", droppingSuffix: "Image") == "_3dCube")
        #expect(ProjectAssets.symbolName(forAsset: "default", droppingSuffix: "Image") == "`default`")
        #expect(ProjectAssets.symbolName(forAsset: "Palette/Mint", droppingSuffix: "Color") == nil)
    }

    /// A project folder with a catalog: Brand (light and dark), backgroundColor, a namespaced
    /// Palette/Mint, AccentColor and the image set Dot; returns the catalog's folder.
    static func writeProject(in folder: URL) throws -> URL {
        let catalog = folder.appendingPathComponent("App/Assets.xcassets")
        func write(_ path: String, _ text: String) throws {
            let url = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        func colorSet(_ light: String, _ dark: String) -> String {
            func color(_ hex: String) -> String {
                let parts = stride(from: 0, to: 6, by: 2).map { "0x" + hex.dropFirst($0).prefix(2) }
                return #"{ "color-space" : "srgb", "components" : { "red" : "\#(parts[0])", "green" : "\#(parts[1])", "blue" : "\#(parts[2])", "alpha" : "1.000" } }"#
            }
            return #"{ "colors" : [ { "color" : \#(color(light)), "idiom" : "universal" }, { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : \#(color(dark)), "idiom" : "universal" } ] }"#
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "// swift-tools-version: 5.9\n".write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try write("Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try write("Brand.colorset/Contents.json", colorSet("1E96E6", "3DA9F0"))
        try write("backgroundColor.colorset/Contents.json", colorSet("FFFFFF", "000000"))
        try write("AccentColor.colorset/Contents.json", colorSet("D0308A", "F050A0"))
        try write("Palette/Contents.json", #"{ "properties" : { "provides-namespace" : true } }"#)
        try write("Palette/Mint.colorset/Contents.json", colorSet("34C759", "30D158"))
        try write("Dot.imageset/Contents.json", #"{ "images" : [ { "filename" : "dot.png", "idiom" : "universal", "scale" : "1x" } ] }"#)
        return catalog
    }

    @Test func theProjectsCatalogsAreFoundAndTheirSymbolsGenerated() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-assets-\(UUID().uuidString)")
        let catalog = try Self.writeProject(in: folder)
        let sources = folder.appendingPathComponent("App/Sources/Screens")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let assets = ProjectAssets(forFiles: [sources.appendingPathComponent("Card.swift")])
        #expect(assets.catalogs.map(\.path) == [catalog.standardizedFileURL.path])
        let generated = assets.generatedSymbols(avoiding: ["extension Color {\n    static let brand = Color(\"Brand\")\n}"])
        #expect(generated.contains(#"extension ColorResource { static let brand = ColorResource(name: "Brand", bundle: .main) }"#))
        // The user's own `static let brand` stays theirs; `.background` is SwiftUI's.
        #expect(!generated.contains("extension Color { static var brand"))
        #expect(generated.contains(#"extension ColorResource { static let background = ColorResource(name: "backgroundColor", bundle: .main) }"#))
        #expect(!generated.contains("static var background"))
        #expect(generated.contains("extension ShapeStyle where Self == Color { static var accent: Color { Color(ColorResource.accent) } }"))
        #expect(generated.contains(#"extension ImageResource { static let dot = ImageResource(name: "Dot", bundle: .main) }"#))
        #expect(!generated.contains("mint"))
    }

    @Test func theFontsUIAppFontsListsAreFoundInTheProject() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-fonts-\(UUID().uuidString)")
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let listed = app.appendingPathComponent("Fonts/Brand-Bold.otf")
        try Data("font".utf8).write(to: listed)
        // A font file the list leaves out isn't registered, as on iOS.
        try Data("font".utf8).write(to: app.appendingPathComponent("Fonts/Unlisted.ttf"))
        let plist: [String: Any] = ["UIAppFonts": ["Brand-Bold.otf", "Missing.ttf"], "CFBundleName": "App"]
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: app.appendingPathComponent("Info.plist"))
        let assets = ProjectAssets(forFiles: [app.appendingPathComponent("ContentView.swift")])
        #expect(assets.appFonts.map(\.lastPathComponent) == ["Brand-Bold.otf"])
        #expect(assets.appFontProblems == ["\(app.appendingPathComponent("Info.plist").path): UIAppFonts lists \"Missing.ttf\", which isn't in the project; text asking for its font is drawn in the default font."])
    }

    @Test func aFileWithoutPreviewsSaysWhatToDo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Plain.swift")
        try "import SwiftUI\nstruct Plain: View { var body: some View { Text(\"x\") } }\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try CommandTests.run(["render", file.path])
        #expect(run.status != 0)
        #expect(run.errors.contains("Plain.swift declare no #Preview or PreviewProvider. Add one, or name a view to draw with --view TypeName."))
        let missing = try CommandTests.run(["render", folder.appendingPathComponent("Nope.swift").path])
        #expect(missing.errors.contains("No such file"))
    }
}

/// The errors a new user meets first (issue #15, "smaller things"): each says what is wrong and
/// what to do.
@Suite struct FirstErrorsTests {
    @Test func aMisspelledSceneSuggestsTheNearest() throws {
        let run = try CommandTests.run(["render", "profile-cad"])
        #expect(run.status != 0)
        #expect(run.errors.contains("Unknown scene 'profile-cad'. Did you mean 'profile-card'?"), "\(run.errors)")
        #expect(!(try CommandTests.run(["render", "zzzzzzzzzz"]).errors.contains("Did you mean")))
    }

    @Test func aNegativeWidthIsSaidAsSuch() throws {
        let run = try CommandTests.run(["render", "profile-card", "--width", "-5"])
        #expect(run.errors.contains("--width must be a positive number of points."), "\(run.errors)")
    }

    @Test func aFolderAsOutReceivesThePicture() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let run = try CommandTests.run(["render", "profile-card", "--format", "svg", "--out", folder.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("profile-card.svg").path))
    }
}
