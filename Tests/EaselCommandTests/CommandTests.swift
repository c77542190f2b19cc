import Easel
import EaselGallery
import EaselRendering
import Foundation
import Testing

/// The `easel` command, run as a person runs it: its output, its files, its exit status.
@Suite struct CommandTests {
    /// The `easel` executable built beside this test bundle.
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("easel")

    struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    static func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self), errors: String(decoding: errorData, as: UTF8.self))
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func everySceneLaysOutWithoutDiagnosticsAndDraws() throws {
        #expect(Gallery.scenes.count >= 9)
        for scene in Gallery.scenes {
            let layout = scene.layout(scale: 1)
            #expect(layout.diagnostics.isEmpty, "\(scene.name): \(layout.diagnostics)")
            let png = try layout.displayList(background: .white).pngData(scale: 1)
            #expect(png.count > 1_000, "\(scene.name)")
            #expect(scene.code?.contains("static let") == true, "\(scene.name) shows its code")
        }
    }

    /// The café scene's colours come from its asset catalog, and change with the scheme.
    @Test func theCafeSceneIsPaintedFromItsCatalog() throws {
        let scene = try #require(Gallery.scene(named: "cafe-catalog"))
        for (scheme, crema, roast) in [(ColorScheme.light, [0xFF, 0xF6, 0xE9, 255], [0x6F, 0x4E, 0x37, 255]),
                                       (.dark, [0x2E, 0x22, 0x1A, 255], [0xD9, 0xB3, 0x8C, 255])] {
            let layout = scene.layout(scale: 1, colorScheme: scheme)
            #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
            let png = try scene.displayList(of: layout).pngData(scale: 1)
            // Inside the card's leading padding: the Crema colour set.
            #expect(try RenderFileTests.pixel(png, 34, 110) == crema, "\(scheme)")
            // The title's colour is the Roast colour set: the darkest (light) or lightest (dark) pixel of its glyphs.
            let title = try #require(layout.nodes(named: "Text").first { $0.description.contains("Flat white") }?.frame)
            let image = try #require(PNGDecoder.decode(png))
            var extreme: [Int]?
            for x in Int(title.minX)..<Int(title.maxX) {
                for y in Int(title.minY)..<Int(title.maxY) {
                    let pixel = (0..<4).map { Int(image.rgba[(y * image.width + x) * 4 + $0]) }
                    if extreme == nil || (scheme == .light ? pixel[0] < extreme![0] : pixel[0] > extreme![0]) { extreme = pixel }
                }
            }
            #expect(extreme == roast, "\(scheme)")
        }
    }

    /// The tab strip's underlines sit under the selected tabs, at their frames (anchor preferences).
    @Test func theTabStripUnderlinesTheSelectedTabs() throws {
        let layout = try #require(Gallery.scene(named: "tab-strip")).layout(scale: 1)
        let texts = layout.nodes(named: "Text")
        let underlines = layout.nodes(named: "Capsule")
        #expect(underlines.count == 2)
        for (title, underline) in zip(["Trending", "Archive"], underlines) {
            let tab = try #require(texts.first { $0.description.contains("\"\(title)\"") }).frame
            // The anchor is the text's padded bounds: 10 pt above and below the text.
            #expect(underline.frame == CGRect(x: tab.minX, y: tab.maxY + 10 - 3, width: tab.width, height: 3), "\(title): \(tab)")
        }
    }

    @Test func layoutWhyExplainsAView() throws {
        let run = try Self.run(["layout", "sharing-space", "--why", "priority"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("background, in HStack\n  Rule: background takes its view's size"))
        #expect(run.output.contains("9. proposed 342×128.5 → chose 225×20.333"))
        #expect(run.output.contains("Placed with 342×128.5 at (75.833, 287.833), 225×20.333"))
        let missing = try Self.run(["layout", "sharing-space", "--why", "nothing"])
        #expect(missing.status != 0 && missing.errors.contains("No view has .id(\"nothing\") in sharing-space."))
    }

    @Test func layoutJSONParsesWithEveryViewsFrame() throws {
        let run = try Self.run(["layout", "profile-card", "--json"])
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(object["name"] as? String == "padding")
        let frame = try #require(object["frame"] as? [String: Any])
        // 260-point cards in 16 points of padding, centred in the 390-point canvas.
        #expect(frame["width"] as? Double == 292)
        #expect(frame["x"] as? Double == 49)
        #expect((object["children"] as? [Any])?.count == 1)
    }

    @Test func layoutPrintsTheTreeForACanvas() throws {
        let run = try Self.run(["layout", "exploding-stacks", "--width", "320", "--height", "400"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("Exploding stacks (exploding-stacks) in 320×400 points\n"))
        #expect(run.output.contains("ZStack"))
    }

    @Test func anUnknownSceneListsTheKnownOnes() throws {
        let run = try Self.run(["layout", "no-such-scene"])
        #expect(run.status != 0)
        #expect(run.errors.contains("Error: Unknown scene 'no-such-scene'. Known scenes: sizing, sharing-space,"))
    }

    @Test func anUnwritablePathSaysSo() throws {
        let run = try Self.run(["render", "sizing", "--format", "png", "--out", "/nonexistent-easel-folder/picture.png"])
        #expect(run.status != 0)
        #expect(run.errors.contains("Error: Cannot write /nonexistent-easel-folder/picture.png: the folder /nonexistent-easel-folder does not exist."))
    }

    @Test func badOptionsAreRefused() throws {
        let run = try Self.run(["render", "sizing", "--format", "gif", "--out", "/tmp/x.gif"])
        #expect(run.status != 0)
        #expect(run.errors.contains("gif"))
        let scale = try Self.run(["render", "sizing", "--format", "png", "--out", "/tmp/x.png", "--scale", "0"])
        #expect(scale.status != 0)
        #expect(scale.errors.contains("--scale must be a number above 0 and at most 8."))
    }

    @Test func renderWritesEachFormat() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for format in ["png", "svg", "pdf"] {
            let file = folder.appendingPathComponent("alignment.\(format)")
            let run = try Self.run(["render", "alignment", "--format", format, "--out", file.path, "--scale", "1", "--frames"])
            #expect(run.status == 0, "\(run.errors)")
            let data = try Data(contentsOf: file)
            let signatures: [String: [UInt8]] = ["png": [0x89, 0x50, 0x4E, 0x47], "svg": Array("<svg".utf8), "pdf": Array("%PDF".utf8)]
            #expect(Array(data.prefix(4)) == signatures[format], "\(format)")
        }
    }

    @Test func renderOnADevice() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("settings.png")
        let run = try Self.run(["render", "settings", "--format", "png", "--out", file.path, "--device", "iPhone SE"])
        #expect(run.status == 0, "\(run.errors)")
        // The whole screen at the device's scale: 375×667 points at 2×. PNG stores width and height
        // big-endian at bytes 16 and 20.
        let data = try Data(contentsOf: file)
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 750 && height == 1334)
        let unknown = try Self.run(["render", "settings", "--format", "png", "--out", file.path, "--device", "Nokia 3310"])
        #expect(unknown.status != 0)
        #expect(unknown.errors.contains("Unknown device \"Nokia 3310\". Known devices: iPhone 8, iPhone 8 Plus, iPhone X,"))
        let devices = try Self.run(["devices"])
        #expect(devices.output.contains("iPhone 15 Pro: 393×852 pt at 3×, safe area insets top 59, bottom 34"))
    }

    @Test func galleryWritesEveryPictureAndThePage() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.run(["gallery", "--out", folder.path, "--scale", "1"])
        #expect(run.status == 0, "\(run.errors)")
        for (number, scene) in Gallery.scenes.enumerated() {
            #expect(run.output.contains("[\(number + 1)/\(Gallery.scenes.count)] \(scene.name): \(scene.title)"))
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(scene.name).png").path))
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(scene.name).svg").path))
        }
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<img src=\"sizing.png\""))
        #expect(page.contains("static let characterCard"))
        #expect(page.contains("HStack(alignment: portraitCenter)") || page.contains("HStack(alignment: PortraitCenter)"))
    }
}

/// An `@main` app, run as a program: it draws its window.
@Suite struct AppRunTests {
    @Test func runningAnAppDrawsItsWindow() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("easel-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("quiz.png")
        let process = Process()
        process.executableURL = CommandTests.executable.deletingLastPathComponent().appendingPathComponent("QuizApp")
        process.environment = ["EASEL_OUTPUT": output.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let printed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(printed == "QuizApp: drew its window (390×844 points at 3×) to \(output.path)\n")
        let png = try Data(contentsOf: output)
        // A PNG of 1170×2532 pixels: the width and height in its header.
        let header = [UInt8](png.prefix(24))
        #expect(Array(header[1...3]) == Array("PNG".utf8))
        #expect(header[16...19].reduce(0) { $0 << 8 | Int($1) } == 1170)
        #expect(header[20...23].reduce(0) { $0 << 8 | Int($1) } == 2532)
    }
}
