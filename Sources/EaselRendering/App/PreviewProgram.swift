@_spi(SystemViews) import EaselCore
import Foundation

/// The drawing half of `easel render FILE.swift` and `easel preview FILE.swift`: the program they
/// build from a user's files calls this with their previews and its arguments. Not for use in code
/// of your own.
public enum _PreviewProgram {
    /// A preview to draw: its picture's name and what makes its view.
    public struct Entry {
        let name: String
        let make: @MainActor () -> AnyView

        public init(_ name: String, _ make: @escaping @MainActor () -> AnyView) {
            self.name = name
            self.make = make
        }
    }

    /// Draws the previews as the options (JSON, the first argument) say and prints what it wrote,
    /// or, given `--serve` first, answers the preview page's requests (see `serve`). Exits with 1
    /// and the error on standard error when something fails.
    @MainActor
    public static func main(_ previews: [Entry], arguments: [String]) {
        do {
            if arguments.first == "--serve" {
                try serve(previews, configuration: arguments.dropFirst().first ?? "{}")
            } else {
                // Each preview's lines as soon as it is drawn, after a line saying which it is: a
                // preview that traps (SwiftUI traps on a missing environment object) ends the
                // program, and the caller runs it again from the next one (`PreviewRun` in
                // `EaselPreviews`).
                // Written unbuffered, so that a trap loses none of it.
                func write(_ lines: [String]) {
                    FileHandle.standardOutput.write(Data(lines.map { $0 + "\n" }.joined().utf8))
                }
                _ = try run(previews, configuration: arguments.first ?? "{}") { index, name in
                    write([startMarker(index: index, name: name)])
                } drawn: { lines in
                    write(lines)
                }
            }
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
    }

    /// The line the program prints before drawing preview `index`: a record separator (U+001E,
    /// which no picture's path or layout tree holds), "easel-preview", the index and the name.
    /// `PreviewRun` in `EaselPreviews` reads it.
    public static func startMarker(index: Int, name: String) -> String {
        "\u{1E}easel-preview \(index) \(name)"
    }

    struct Configuration: Decodable {
        var folder: String
        var file: String?
        var format: String
        var scale: Double?
        var device: String?
        var width: Double?
        var height: Double?
        var dark: Bool
        var rightToLeft: Bool
        var frames: Bool
        /// "layout" or "json" prints the layout tree instead of drawing.
        var tree: String?
        /// The index of the first preview to draw; those before it are left out.
        var first: Int?

        /// The preview's view in the colour scheme and direction asked for.
        @MainActor
        func view(of entry: Entry) -> AnyView {
            var view = entry.make()
            if dark { view = AnyView(view.preferredColorScheme(.dark)) }
            if rightToLeft { view = AnyView(view.environment(\.layoutDirection, .rightToLeft)) }
            return view
        }

        /// What a preview off any device is proposed: the width and height asked for, or a phone's.
        var proposal: ProposedViewSize {
            ProposedViewSize(width: CGFloat(width ?? defaultProposal.width), height: CGFloat(height ?? defaultProposal.height))
        }

        /// The device asked for, at the scale asked for.
        var chosenDevice: Device? {
            guard let device, var chosen = Device.named(device) else { return nil }
            chosen.scale = scale.map { CGFloat($0) } ?? chosen.scale
            return chosen
        }
    }

    /// Without a device, a preview is proposed an iPhone's screen in points (390 × 844, the
    /// iPhone 15's) and drawn at its own size: a card stays a card, a screen fills the phone.
    static let defaultProposal = CGSize(width: 390, height: 844)

    /// Draws the previews from the configuration's first on; `starting` is told of each before it
    /// is drawn, `drawn` given each one's lines after. Returns every line.
    @MainActor
    public static func run(_ previews: [Entry], configuration json: String,
                           starting: (Int, String) -> Void = { _, _ in }, drawn: ([String]) -> Void = { _ in }) throws -> [String] {
        let configuration = try JSONDecoder().decode(Configuration.self, from: Data(json.utf8))
        var all: [String] = []
        for (index, entry) in previews.enumerated() where index >= configuration.first ?? 0 {
            starting(index, entry.name)
            let lines = try draw(entry, configuration: configuration)
            drawn(lines)
            all += lines
        }
        return all
    }

    /// Draws one preview as the configuration says; returns what it wrote, or its layout tree.
    @MainActor
    static func draw(_ entry: Entry, configuration: Configuration) throws -> [String] {
        let name = entry.name
        let renderer = ImageRenderer(content: configuration.view(of: entry))
        renderer.showsFrames = configuration.frames
        if let device = configuration.chosenDevice {
            renderer.device = device
        } else {
            renderer.scale = CGFloat(configuration.scale ?? 3)
            renderer.proposedSize = configuration.proposal
            renderer.backgroundColor = SystemColor.systemBackground
        }
        // What Easel couldn't draw as the view asks (an unknown symbol, a modifier drawn another
        // way) follows what was written, a warning a line, named after the preview.
        func warnings(_ diagnostics: [String]) -> [String] {
            diagnostics.map { "\(name): warning: \($0)" }
        }
        if let tree = configuration.tree {
            let layout = try renderer.layout()
            return ["\(name):", tree == "json" ? layout.json() : layout.description] + warnings(layout.diagnostics)
        }
        let picture = try renderer.picture(as: configuration.format)
        let url = configuration.file.map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: configuration.folder).appendingPathComponent("\(name).\(configuration.format)")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try picture.data.write(to: url)
        return ["Wrote \(url.path)"] + warnings(picture.diagnostics)
    }
}
