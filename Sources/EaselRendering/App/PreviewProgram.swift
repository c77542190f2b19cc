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
                for line in try run(previews, configuration: arguments.first ?? "{}") { print(line) }
            }
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
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

    @MainActor
    public static func run(_ previews: [Entry], configuration json: String) throws -> [String] {
        let configuration = try JSONDecoder().decode(Configuration.self, from: Data(json.utf8))
        var lines: [String] = []
        for entry in previews {
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
            if let tree = configuration.tree {
                let layout = try renderer.layout()
                lines.append("\(name):")
                lines.append(tree == "json" ? layout.json() : layout.description)
                continue
            }
            let data: Data
            switch configuration.format {
            case "svg": data = Data(try renderer.svg().utf8)
            case "pdf": data = try renderer.pdfData()
            default: data = try renderer.pngData()
            }
            let url = configuration.file.map { URL(fileURLWithPath: $0) }
                ?? URL(fileURLWithPath: configuration.folder).appendingPathComponent("\(name).\(configuration.format)")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
            lines.append("Wrote \(url.path)")
        }
        return lines
    }
}
