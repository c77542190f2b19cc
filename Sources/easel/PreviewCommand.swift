import ArgumentParser
import Easel
import EaselPreviewServer
import EaselPreviews
import Foundation

struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show the previews of your Swift files on a local web page that redraws as you save them.",
        discussion: """
        easel preview MyView.swift                 # every #Preview and PreviewProvider
        easel preview MyView.swift --port 8080     # on http://127.0.0.1:8080/
        The page shows each preview, its layout tree, a frames overlay, and why the view you pick has \
        its size; in Interact mode a click taps the button or toggle under it. It serves on the \
        loopback address only. The files are built as `easel render` builds them.
        """
    )

    @Argument(help: "The Swift files whose previews to show.")
    var files: [String]

    @Option(help: "The port to serve on (default: a free one, printed when the server starts).")
    var port: Int = 0

    @Option(help: "Show this view, made with no arguments, instead of the previews.")
    var view: String?

    @OptionGroup var canvas: CanvasOptions

    @OptionGroup var drawing: DrawingOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        for file in files {
            guard file.hasSuffix(".swift") else { throw ValidationError("\(file) is not a Swift file (ending in .swift).") }
            guard FileManager.default.fileExists(atPath: file) else { throw ValidationError("No such file: \(file).") }
        }
    }

    func run() async throws {
        let urls = files.map { URL(fileURLWithPath: $0).standardizedFileURL }
        let options: [String: Any?] = [
            "folder": "", "format": "png", "scale": drawing.scale ?? 2, "device": drawing.device,
            "width": canvas.width, "height": canvas.height, "dark": drawing.dark, "rightToLeft": drawing.rtl, "frames": false,
        ]
        let json = try JSONSerialization.data(withJSONObject: options.compactMapValues { $0 }, options: [.sortedKeys])
        let build = try PreviewBuild()
        let session = try PreviewSession(files: urls, viewName: view, configuration: String(decoding: json, as: UTF8.self), build: build)
        if !FileManager.default.fileExists(atPath: build.folder.appendingPathComponent(".build").path) {
            FileHandle.standardOutput.write(Data("Building Easel for your previews in \(build.folder.path): the first time takes a few minutes; later builds compile only your files.\n".utf8))
        }
        session.start()
        defer { session.stop() }
        try await PreviewServer(session: session).run(port: port) { url in
            // Written straight to the descriptor: a test or script reading the address must not wait
            // for a buffer to fill.
            let line = "Previews of \(urls.map(\.lastPathComponent).joined(separator: ", ")) at \(url.absoluteString) (Ctrl-C stops)\n"
            FileHandle.standardOutput.write(Data(line.utf8))
        }
    }
}
