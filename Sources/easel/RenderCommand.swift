import ArgumentParser
import Easel
import EaselGallery
import EaselPreviews
import Foundation

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a gallery scene, or the previews of your own Swift files, as PNG, SVG or PDF.",
        discussion: """
        easel render profile-card --format png --out card.png
        easel render MyView.swift                      # every #Preview and PreviewProvider, as MyView.png, …
        easel render MyView.swift --view ContentView   # one view made with no arguments
        The files are built against this Easel (import SwiftUI is read as import Easel) in a package \
        under ~/.cache/easel: the first time builds Easel once, later renders compile only your files.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case png, svg, pdf
    }

    @Argument(help: "A scene to draw (see `easel scenes`), or Swift files whose previews to draw.")
    var inputs: [String]

    @Option(help: "The picture format: png, svg or pdf.")
    var format: Format = .png

    @Option(help: "Where to write the picture (a scene: default <scene>.<format>); for files, a folder for one picture per preview (default: the current folder), or a file when there is one.")
    var out: String?

    @Option(help: "For Swift files: draw this view, made with no arguments, instead of the previews.")
    var view: String?

    @Flag(help: "Print the layout tree instead of drawing.")
    var layout = false

    @Flag(help: "Print the layout tree as JSON instead of drawing.")
    var json = false

    @OptionGroup var canvas: CanvasOptions

    @OptionGroup var drawing: DrawingOptions

    @Flag(help: "Outline every view's frame and label its size.")
    var frames = false

    @Flag(help: "For Swift files: draw each preview's first frame, before its onAppear actions and tasks run (by default they run first, as in Xcode's canvas).")
    var firstFrame = false

    var isRenderingFiles: Bool { inputs.contains { $0.hasSuffix(".swift") } }

    func run() throws {
        if isRenderingFiles {
            try renderFiles()
            return
        }
        guard inputs.count == 1 else {
            throw ValidationError("Give one scene, or Swift files (ending in .swift).")
        }
        let scene = try findScene(inputs[0])
        var out = self.out ?? "\(scene.name).\(format.rawValue)"
        // A folder as --out: the picture goes into it, named after the scene.
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: out, isDirectory: &isFolder), isFolder.boolValue {
            out = URL(fileURLWithPath: out).appendingPathComponent("\(scene.name).\(format.rawValue)").path
        }
        let list: DisplayList
        let pixelScale: Double
        if let name = drawing.device, var device = Device.named(name) {
            device.scale = drawing.scale ?? device.scale
            var content = drawing.dark ? AnyView(scene.view.preferredColorScheme(.dark)) : scene.view
            if drawing.rtl { content = AnyView(content.environment(\.layoutDirection, .rightToLeft)) }
            let renderer = ImageRenderer(content: content)
            renderer.device = device
            renderer.showsFrames = frames
            list = try renderer.displayList()
            pixelScale = device.scale
        } else {
            pixelScale = drawing.scale ?? 3
            list = scene.displayList(in: canvas.size(for: scene), scale: pixelScale, showsFrames: frames,
                                     colorScheme: drawing.dark ? .dark : .light, layoutDirection: drawing.rtl ? .rightToLeft : .leftToRight)
        }
        let data: Data = switch format {
        case .png: try list.pngData(scale: pixelScale)
        case .svg: Data(try list.svg().utf8)
        case .pdf: try list.pdfData()
        }
        try OutputFile.write(data, to: URL(fileURLWithPath: out))
        print("Wrote \(out)")
    }

    /// Builds the files with a program that draws their previews (`PreviewBuild`) and runs it.
    private func renderFiles() throws {
        let urls = inputs.map { URL(fileURLWithPath: $0).standardizedFileURL }
        for url in urls where !FileManager.default.fileExists(atPath: url.path) {
            throw ValidationError("No such file: \(url.path).")
        }
        guard urls.allSatisfy({ $0.pathExtension == "swift" }) else {
            throw ValidationError("Give Swift files (ending in .swift), or one scene name.")
        }
        let sources = try urls.enumerated().map { try PreviewSource(url: $0.element, index: $0.offset) }
        for note in sources.flatMap(\.notes) {
            FileHandle.standardError.write(Data((note + "\n").utf8))
        }
        var previews = PreviewSource.previews(of: sources)
        if let view {
            previews = [PreviewSource.Preview(name: view, expression: "\(view)()")]
        }
        guard !previews.isEmpty else { throw PreviewBuildError.noPreviews(urls.map(\.lastPathComponent)) }
        let outURL = URL(fileURLWithPath: out ?? FileManager.default.currentDirectoryPath).standardizedFileURL
        let writesOneFile = previews.count == 1 && outURL.pathExtension == format.rawValue
        let configuration: [String: Any?] = [
            "folder": writesOneFile ? outURL.deletingLastPathComponent().path : outURL.path,
            "file": writesOneFile ? outURL.path : nil,
            "format": format.rawValue, "scale": drawing.scale, "device": drawing.device,
            "width": canvas.width, "height": canvas.height,
            "dark": drawing.dark, "rightToLeft": drawing.rtl, "frames": frames, "firstFrame": firstFrame,
            "tree": json ? "json" : layout ? "layout" : nil,
        ]
        let json = try JSONSerialization.data(withJSONObject: configuration.compactMapValues { $0 }, options: [.sortedKeys])
        let build = try PreviewBuild()
        if !FileManager.default.fileExists(atPath: build.folder.appendingPathComponent(".build").path) {
            print("Building Easel for your previews in \(build.folder.path): the first time takes a few minutes; later renders compile only your files.")
        }
        let assets = ProjectAssets(forFiles: urls)
        for problem in assets.appFontProblems {
            FileHandle.standardError.write(Data(("warning: " + problem + "\n").utf8))
        }
        let output: String
        do {
            output = try build.withExclusiveAccess {
                try build.prepare(sources, previews: previews, assets: assets)
                try build.build(sources: sources)
                return try build.runProgram(configuration: String(decoding: json, as: UTF8.self), resources: ProjectResources(forFiles: urls))
            }
        } catch let PreviewBuildError.previewsFailed(written, failures) {
            // What the other previews wrote, as a render that succeeds says it; then the failures.
            if !written.isEmpty { print(written.trimmingCharacters(in: .whitespacesAndNewlines)) }
            throw PreviewBuildError.previewsFailed(written: "", failures: failures)
        }
        print(output.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
