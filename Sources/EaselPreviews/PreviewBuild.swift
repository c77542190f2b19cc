import Foundation

/// Builds a user's Swift files into a program that draws their previews, in a package of its own
/// under the user's cache folder (`$XDG_CACHE_HOME/easel` or `~/.cache/easel`), keyed by Easel's
/// checkout and the toolchain: the first build compiles Easel once; later ones compile only the
/// user's files and link.
public struct PreviewBuild {
    /// Where the package is and what it builds.
    public let folder: URL
    public let easelRoot: URL
    public static let productName = "EaselUserPreviews"

    /// Easel's checkout: `$EASEL_PACKAGE_PATH`, else the one this command was built from.
    public static var easelRoot: URL {
        if let path = ProcessInfo.processInfo.environment["EASEL_PACKAGE_PATH"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        // Sources/EaselPreviews/PreviewBuild.swift → the package root.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    public init(easelRoot: URL = PreviewBuild.easelRoot) throws {
        self.easelRoot = easelRoot.standardizedFileURL
        let environment = ProcessInfo.processInfo.environment
        let cacheHome = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".cache")
        let key = Self.stableHash(self.easelRoot.path + "|" + Self.toolchainVersion())
        folder = URL(fileURLWithPath: cacheHome).appendingPathComponent("easel").appendingPathComponent("previews-\(key)")
    }

    /// Runs `body` while no other `easel` process uses the package (`easel render` and
    /// `easel preview` share it, so that Easel is built into the cache once): an exclusive
    /// `flock` on a file in the folder, held until `body` returns.
    public func withExclusiveAccess<Result>(_ body: () throws -> Result) throws -> Result {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let descriptor = open(folder.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else { throw PreviewBuildError.cacheUnusable(folder.path, String(cString: strerror(errno))) }
        defer { close(descriptor) }   // closing releases the lock
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw PreviewBuildError.cacheUnusable(folder.path, String(cString: strerror(errno))) }
        }
        return try body()
    }

    /// Writes the package: the manifest, the user's files (rewritten) and the program listing
    /// their previews. Old user files are removed, so only these are compiled.
    public func prepare(_ sources: [PreviewSource], previews: [PreviewSource.Preview],
                        assets: ProjectAssets = ProjectAssets(catalogs: [])) throws {
        let fileManager = FileManager.default
        let target = folder.appendingPathComponent("Sources").appendingPathComponent(Self.productName)
        if fileManager.fileExists(atPath: target.path) { try fileManager.removeItem(at: target) }
        try fileManager.createDirectory(at: target, withIntermediateDirectories: true)
        // SwiftPM plans a path dependency's files once and doesn't see a file added to Easel
        // later (after an update, the new file's names are "not in scope"). The manifest names
        // Easel's files by a hash of their paths, so that it changes when they do and SwiftPM
        // plans again.
        let manifest = """
        // swift-tools-version: 6.2
        // Made by `easel render`: the user's files and a program that draws their previews.
        // Easel's source files: \(Self.sourceListHash(of: easelRoot))
        import PackageDescription

        let package = Package(
            name: "\(Self.productName)",
            dependencies: [.package(path: "\(easelRoot.path)")],
            targets: [
                .executableTarget(
                    name: "\(Self.productName)",
                    dependencies: [.product(name: "Easel", package: "\(easelRoot.lastPathComponent)")],
                    swiftSettings: [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self)]
                ),
            ]
        )

        """
        try Self.writeIfChanged(manifest, to: folder.appendingPathComponent("Package.swift"))
        var usedNames: Set<String> = [Self.assetSymbolsFile]
        for (index, source) in sources.enumerated() {
            var name = source.url.lastPathComponent
            if name == "main.swift" || usedNames.contains(name) { name = "\(index)-\(name)" }
            usedNames.insert(name)
            try source.text.write(to: target.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try assets.generatedSymbols(avoiding: sources.map(\.text))
            .write(to: target.appendingPathComponent(Self.assetSymbolsFile), atomically: true, encoding: .utf8)
        try program(listing: previews, assets: assets)
            .write(to: target.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    }

    /// A hash of the paths of Easel's Swift files (relative, sorted): it changes when a file is
    /// added, removed or renamed.
    static func sourceListHash(of easelRoot: URL) -> String {
        let sources = easelRoot.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            paths.append(String(url.standardizedFileURL.path.dropFirst(sources.standardizedFileURL.path.count)))
        }
        return stableHash(paths.sorted().joined(separator: "\n"))
    }

    /// The generated file of asset symbols (see ``ProjectAssets``).
    static let assetSymbolsFile = "EaselAssetSymbols.swift"

    /// Builds the program; on failure, the compiler's messages with the user's own paths.
    public func build(sources: [PreviewSource]) throws {
        let result = try Self.run("/usr/bin/env", ["swift", "build", "--package-path", folder.path, "--product", Self.productName])
        guard result.status == 0 else {
            throw PreviewBuildError.compileFailed(userFacing(result.output, sources: sources))
        }
    }

    /// The built program.
    public var programURL: URL {
        folder.appendingPathComponent(".build/debug").appendingPathComponent(Self.productName)
    }

    /// Runs the built program with the drawing options (JSON, see `_PreviewProgram`), beside the
    /// project's resources, until every preview is drawn: a preview that ends the program is
    /// reported, and the program run again from the next one (see `PreviewRun`). Returns what the
    /// program printed (the files it wrote); throws `previewsFailed`, with what the others wrote,
    /// when any preview failed.
    public func runProgram(configuration: String, resources: ProjectResources = ProjectResources(files: [])) throws -> String {
        // The program runs from a folder of its own, beside the project's resources.
        let program = try resources.placeProgram(programURL, in: folder.appendingPathComponent("run"))
        var first = 0
        var written: [String] = []
        var failures: [PreviewFailure] = []
        while true {
            let result = try Self.run(program.path, [try PreviewRun.configuration(configuration, first: first)], environment: Self.programEnvironment)
            let run = PreviewRun(output: result.output)
            written += run.preamble.filter { !$0.isEmpty }
            if result.status == 0 {
                written += run.parts.flatMap(\.lines)
                break
            }
            // Without a marker, the program failed before drawing anything: nothing to go on from.
            guard let failed = run.parts.last else { throw PreviewBuildError.renderFailed(result.output) }
            written += run.parts.dropLast().flatMap(\.lines)
            let message = failed.lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            failures.append(PreviewFailure(name: failed.name, message: message))
            first = failed.index + 1
        }
        let output = written.joined(separator: "\n")
        guard failures.isEmpty else { throw PreviewBuildError.previewsFailed(written: output, failures: failures) }
        return output
    }

    /// The compiler's output, its paths into the copy replaced by the user's files, and the
    /// package manager's own noise left out.
    func userFacing(_ output: String, sources: [PreviewSource]) -> String {
        let target = folder.appendingPathComponent("Sources").appendingPathComponent(Self.productName).path
        var text = output
        for (index, source) in sources.enumerated() {
            for name in [source.url.lastPathComponent, "\(index)-\(source.url.lastPathComponent)"] {
                text = text.replacingOccurrences(of: "\(target)/\(name)", with: source.url.path)
            }
        }
        text = text.replacingOccurrences(of: "\(target)/main.swift", with: "(the generated preview program)")
        text = text.replacingOccurrences(of: "\(target)/\(Self.assetSymbolsFile)", with: "(the generated asset symbols)")
        let lines = text.components(separatedBy: "\n").filter { line in
            // Easel's own dependencies' warnings (files they leave unhandled, librsvg's `-pthread`
            // in its pkg-config flags, which the package manager drops) are not the user's.
            !line.contains("Internal Error: DecodingError") && !line.hasPrefix("[") && !line.hasPrefix("Building for")
                && !line.hasPrefix("warning: prohibited flag(s):")
                && !(line.hasPrefix("warning: '") && line.contains("unhandled")) && !line.contains("/.build/checkouts/")
                && !line.hasPrefix("Compiling") && !line.hasPrefix("Write ") && !line.hasPrefix("Emitting")
        }
        let excerpts = Self.showingUserLines(lines, of: Dictionary(sources.map { ($0.url.path, $0.originalLines) }) { first, _ in first })
        return Self.eachDiagnosticOnce(excerpts).joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The compiler's excerpts under a message about a user's file (`12 | text`) show the copy it
    /// compiled, where `#if os(iOS)` reads `#if true` and `import SwiftUI` reads `import Easel`;
    /// each excerpt line is given the user's own text of that line instead (the copy keeps every
    /// line where it was).
    static func showingUserLines(_ lines: [String], of originals: [String: [String]]) -> [String] {
        var file: [String]?
        return lines.map { line in
            if let header = line.firstMatch(of: #/^(\S.*):\d+:\d+: (?:error|warning|note): /#) {
                file = originals[String(header.1)]
                return line
            }
            guard let file, let excerpt = line.firstMatch(of: #/^\s*(\d+) \| /#), let number = Int(excerpt.1),
                  file.indices.contains(number - 1) else { return line }
            return line[excerpt.range] + file[number - 1]
        }
    }

    /// The package manager repeats the compiler's messages (once as they come, once when the
    /// build fails): a message (its `file:line:column: error:` line and the excerpt under it) is
    /// kept the first time only.
    static func eachDiagnosticOnce(_ lines: [String]) -> [String] {
        var blocks: [[String]] = [[]]
        for line in lines {
            if line.range(of: #"^\S.*:\d+:\d+: (error|warning|note): "#, options: .regularExpression) != nil {
                blocks.append([line])
            } else {
                blocks[blocks.count - 1].append(line)
            }
        }
        var seen: Set<[String]> = []
        return blocks.enumerated().flatMap { index, block in
            // Compared without the blank lines and the package manager's lines after it.
            let message = Array(block.prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
            return index == 0 || seen.insert(message).inserted ? block : []
        }
    }

    /// The program: each preview by name, drawn as the options it is run with say (the same
    /// build serves `easel render` with any options, and `easel preview`).
    private func program(listing previews: [PreviewSource.Preview], assets: ProjectAssets) -> String {
        let entries = previews.map { "    \($0.programEntry),\n" }.joined()
        // A font that fails to load is reported by `Font.custom`'s diagnostic when text asks for it.
        let registrations = assets.catalogs.map { "try? ImageAssets.register(folder: URL(fileURLWithPath: \(String(reflecting: $0.path))))\n" }.joined()
            + assets.appFonts.map { "_ = try? Font.register(fileAt: URL(fileURLWithPath: \(String(reflecting: $0.path))))\n" }.joined()
        return """
        // Made by `easel render`.
        import Easel
        import Foundation

        \(registrations)
        let previews: [_PreviewProgram.Entry] = [
        \(entries)]
        await _PreviewProgram.main(previews, arguments: Array(CommandLine.arguments.dropFirst()))

        """
    }

    private static func writeIfChanged(_ text: String, to url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    static func toolchainVersion() -> String {
        (try? run("/usr/bin/env", ["swift", "--version"]).output) ?? "unknown"
    }

    /// FNV-1a, 64 bits, in hexadecimal: the same on every run (Swift's `hashValue` is seeded).
    static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// What the user's program runs in: this process's environment in UTC, Easel's clock's zone,
    /// so that a file's own `date.formatted()` gives the same picture on every machine, whatever
    /// its time zone. (Its locale needs no pinning: Linux's Foundation makes `Locale.current`
    /// `en_001` whatever `LANG` says, swift-foundation issue #717; Easel's views format in the
    /// environment's `locale`, en_US unless set.)
    package static var programEnvironment: [String: String] {
        ProcessInfo.processInfo.environment.merging(["TZ": "UTC"]) { $1 }
    }

    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

public enum PreviewBuildError: Error, CustomStringConvertible {
    case compileFailed(String)
    case renderFailed(String)
    /// Some previews failed (each ended the program); the others were drawn.
    case previewsFailed(written: String, failures: [PreviewFailure])
    case noPreviews([String])
    case cacheUnusable(String, String)

    public var description: String {
        switch self {
        case let .compileFailed(output): "The files don't compile:\n\(output)"
        case let .renderFailed(output): "Drawing the previews failed:\n\(output)"
        case let .previewsFailed(written, failures):
            (written.isEmpty ? "" : written + "\n")
                + (failures.count == 1 ? "A preview" : "\(failures.count) previews") + " couldn't be drawn:\n"
                + failures.map { "\($0.name):\n\($0.message)" }.joined(separator: "\n\n")
        case let .noPreviews(files):
            "\(files.joined(separator: ", ")) declare no #Preview or PreviewProvider. Add one, or name a view to draw with --view TypeName."
        case let .cacheUnusable(folder, reason):
            "The preview cache \(folder) can't be used (\(reason)). Set XDG_CACHE_HOME to a folder you can write to."
        }
    }
}
